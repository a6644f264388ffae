package protocross.differential.driver;

import java.io.ByteArrayOutputStream;
import protocross.contract.schema.ProtoReader;
import protocross.contract.schema.ProtoWriter;

/**
 * Varints, tags and splices: the wire-format arithmetic every mutation shares. Well-formed varints
 * and tags are written and read by the contract's {@link ProtoWriter} and {@link ProtoReader}, the
 * project's one wire-format pair; what is here is only what a mutation needs beyond them (a varint
 * padded to a chosen width, a splice).
 */
public final class WireFormat {
  private WireFormat() {}

  public static byte[] varint(long v) {
    ProtoWriter w = new ProtoWriter();
    w.varint(v);
    return w.toByteArray();
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

  /** A tag of any number and wire type, the ones a valid message never has included. */
  public static byte[] tag(int number, int wireType) {
    ProtoWriter w = new ProtoWriter();
    w.tag(number, wireType);
    return w.toByteArray();
  }

  /**
   * Reads a varint at {@code pos}: value in [0], end position in [1]; null if malformed (truncated
   * before {@code limit}, or longer than 10 bytes), as {@link ProtoReader#varint} refuses it.
   */
  public static long[] readVarint(byte[] b, int pos, int limit) {
    ProtoReader r = new ProtoReader(b, pos, limit - pos);
    try {
      long v = r.varint();
      return new long[] {v, r.position()};
    } catch (IllegalArgumentException malformed) {
      return null;
    }
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
