package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;

/**
 * Strings and bytes out of a upb arena into the Java heap.
 *
 * <p>Why a per-thread scratch array: the JDK has no public way to build a {@code String} from
 * native memory with a length (MemorySegment.getString wants a NUL terminator, and itself copies
 * into a fresh {@code byte[]} first). Copying the UTF-8 into a fresh array and decoding that is
 * what the binding did before: one allocation and zeroing more per string. Copying into a scratch
 * array that stays hot in cache and decoding from there leaves one allocation, the String's own
 * value, and one UTF-8 decode (the JDK's: ASCII is one vectorized check and copy).
 */
final class Utf8 {
  private Utf8() {}

  /** Strings longer than this are decoded from a fresh array instead of the scratch. */
  private static final int SCRATCH_BYTES = 64 << 10;

  private static final ThreadLocal<byte[]> SCRATCH = ThreadLocal.withInitial(() -> new byte[SCRATCH_BYTES]);

  /** The UTF-8 at {@code data}, {@code size} bytes long, as a String. */
  static String string(long data, long size) {
    if (size == 0) {
      return "";
    }
    if (size > SCRATCH_BYTES) {
      return new String(bytes(data, size), StandardCharsets.UTF_8);
    }
    int n = (int) size;
    byte[] scratch = SCRATCH.get();
    MemorySegment.copy(ALL, JAVA_BYTE, data, scratch, 0, n);
    return new String(scratch, 0, n, StandardCharsets.UTF_8);
  }

  /** A fresh copy of {@code size} bytes at {@code data}. */
  static byte[] bytes(long data, long size) {
    byte[] out = new byte[Math.toIntExact(size)];
    MemorySegment.copy(ALL, JAVA_BYTE, data, out, 0, out.length);
    return out;
  }
}
