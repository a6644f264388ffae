package protocross.contract.adapter;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;

/**
 * One payload in off-heap memory, as both views the JDK has of it: a direct {@link ByteBuffer}
 * (what protobuf-java's {@code parseFrom(ByteBuffer)} takes) and a native {@link MemorySegment}
 * over the same bytes (what an FFM runtime hands to C). Both are made once, before timing, so a
 * decode_direct op pays for no wrapper object the runtime's API does not itself make.
 *
 * <p>A codec reads {@code buffer}'s bytes from position to limit and must leave position and
 * limit as they were (the conformance check verifies it): the same buffer is parsed again on
 * every op.
 */
public record DirectPayload(ByteBuffer buffer, MemorySegment segment) {

  /** Copies {@code payload} into fresh native memory (freed by the GC with the buffer). */
  public static DirectPayload of(byte[] payload) {
    ByteBuffer buffer = ByteBuffer.allocateDirect(Math.max(1, payload.length));
    buffer.put(payload).flip();
    return new DirectPayload(buffer, MemorySegment.ofBuffer(buffer));
  }

  public int size() {
    return buffer.remaining();
  }
}
