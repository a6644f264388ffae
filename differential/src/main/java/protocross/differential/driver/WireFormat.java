package protocross.differential.driver;

import java.io.ByteArrayOutputStream;

/** Varints, tags and splices: the wire-format arithmetic every mutation shares. */
public final class WireFormat {
  private WireFormat() {}

  public static byte[] varint(long v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(10);
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
    return out.toByteArray();
  }

  /** {@code v} written in exactly {@code size} bytes (redundant continuation bytes if needed). */
  public static byte[] varint(long v, int size) {
    byte[] b = new byte[size];
    for (int i = 0; i < size; i++) {
      b[i] = (byte) ((v & 0x7F) | (i < size - 1 ? 0x80 : 0));
      v >>>= 7;
    }
    return b;
  }

  public static byte[] tag(int number, int wireType) {
    return varint(((long) number << 3) | wireType);
  }

  /** Reads a varint at {@code pos}: value in [0], end position in [1]; null if malformed. */
  public static long[] readVarint(byte[] b, int pos, int limit) {
    long v = 0;
    for (int shift = 0; shift < 70 && pos < limit; shift += 7) {
      byte x = b[pos++];
      if (shift < 64) {
        v |= (long) (x & 0x7F) << shift;
      }
      if (x >= 0) {
        return new long[] {v, pos};
      }
    }
    return null;
  }

  public static byte[] splice(byte[] b, int from, int to, byte[] replacement) {
    byte[] out = new byte[b.length - (to - from) + replacement.length];
    System.arraycopy(b, 0, out, 0, from);
    System.arraycopy(replacement, 0, out, from, replacement.length);
    System.arraycopy(b, to, out, from + replacement.length, b.length - to);
    return out;
  }

  public static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
