package protocross.contract.adapter;

import java.io.InputStream;

/**
 * What one implementation does with one message type: the whole equal-work contract.
 *
 * <p>Every method does the work a user of that library would do: {@code decode} builds fresh
 * objects, {@code encode} returns a fresh array, {@code readAll} reads every field through the
 * library's public accessors in schema order.
 *
 * <p>{@code decodeStream}, {@code decodeDirect}, {@code encodeInto}, {@code buildEncode},
 * {@code merge}, {@code jsonEncode} and {@code jsonDecode} are optional capabilities,
 * one per additional {@link Op}: a codec whose runtime has the API overrides the method and calls
 * it; one whose runtime lacks it leaves the default, or overrides it to throw
 * {@link UnsupportedOpException} with a reason that says what the runtime offers instead. Such a
 * pair is reported as "unsupported: reason" and never timed; it is not a failure.
 */
public interface Codec<M> {

  /** Parses one payload into fresh message objects; throws on malformed input. */
  M decode(byte[] payload);

  /** Serializes a message into a fresh byte array. */
  byte[] encode(M message);

  /**
   * {@link Op#decode_stream}: parses one message that is the whole of {@code in} (read to its
   * end) through the runtime's own stream API, into fresh message objects.
   */
  default M decodeStream(InputStream in) {
    throw new UnsupportedOpException(Op.decode_stream, "this adapter does not implement decodeStream");
  }

  /**
   * {@link Op#decode_direct}: parses one payload held off-heap (bytes position..limit of
   * {@code payload.buffer()}, the same bytes as {@code payload.segment()}) into fresh message
   * objects, leaving the buffer's position and limit unchanged.
   */
  default M decodeDirect(DirectPayload payload) {
    throw new UnsupportedOpException(Op.decode_direct, "this adapter does not implement decodeDirect");
  }

  /**
   * {@link Op#encode_reuse}: serializes {@code message} into {@code buffer}, which the caller
   * reuses across calls, starting at index 0; returns the number of bytes written.
   *
   * @throws IndexOutOfBoundsException if the encoding does not fit in {@code buffer}
   */
  default int encodeInto(M message, byte[] buffer) {
    throw new UnsupportedOpException(Op.encode_reuse, "this adapter does not implement encodeInto");
  }

  /**
   * {@link Op#build_encode}: builds a fresh message holding exactly the values of {@code value}
   * through the runtime's public builder or constructor API (the code per schema generated, as the
   * readers are), and serializes it into a fresh array. Nothing may be kept from an earlier call:
   * every call builds and sizes its message anew.
   */
  default byte[] buildEncode(MessageValue value) {
    throw new UnsupportedOpException(Op.build_encode, "this adapter does not implement buildEncode");
  }

  /**
   * {@link Op#merge}: parses {@code payload} into a copy of {@code base} (an existing message of
   * the same type, which is left as it was), through the runtime's own merge-from-bytes API, and
   * returns the merged message: protobuf's merge rules, the same message as parsing the
   * concatenation of {@code base}'s encoding and {@code payload}.
   */
  default M merge(M base, byte[] payload) {
    throw new UnsupportedOpException(Op.merge, "this adapter does not implement merge");
  }

  /**
   * {@link Op#json_encode}: prints {@code message} as JSON text through the runtime's own proto3
   * JSON mapping, into a fresh String.
   */
  default String jsonEncode(M message) {
    throw new UnsupportedOpException(Op.json_encode, "this adapter does not implement jsonEncode");
  }

  /**
   * {@link Op#json_decode}: parses one message's JSON text through the runtime's own proto3 JSON
   * mapping into fresh message objects; throws on malformed input.
   */
  default M jsonDecode(String json) {
    throw new UnsupportedOpException(Op.json_decode, "this adapter does not implement jsonDecode");
  }

  /** Reads every field value of {@code message} in schema order and feeds it into {@code digest}. */
  void readAll(M message, Digest digest);

  /**
   * Frees what {@code decode} allocated outside the Java heap (upb's arena), once the caller is
   * done with the message. Heap-only runtimes leave it a no-op. The benchmark calls it inside the
   * timed op, so an off-heap runtime pays its free where a heap runtime pays its GC.
   */
  default void release(M message) {}
}
