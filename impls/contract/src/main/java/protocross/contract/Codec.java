package protocross.contract;

/**
 * What one implementation does with one message type: the whole equal-work contract.
 *
 * <p>Every method does the work a user of that library would do: {@code decode} builds fresh
 * objects, {@code encode} returns a fresh array, {@code readAll} reads every field through the
 * library's public accessors in schema order.
 */
public interface Codec<M> {

  /** Parses one payload into fresh message objects; throws on malformed input. */
  M decode(byte[] payload);

  /** Serializes a message into a fresh byte array. */
  byte[] encode(M message);

  /** Reads every field value of {@code message} in schema order and feeds it into {@code digest}. */
  void readAll(M message, Digest digest);

  /**
   * Frees what {@code decode} allocated outside the Java heap (upb's arena), once the caller is
   * done with the message. Heap-only runtimes leave it a no-op. The benchmark calls it inside the
   * timed op, so an off-heap runtime pays its free where a heap runtime pays its GC.
   */
  default void release(M message) {}
}
