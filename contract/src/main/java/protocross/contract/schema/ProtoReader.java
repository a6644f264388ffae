package protocross.contract.schema;

import java.util.Arrays;

/**
 * The project's one small protobuf wire-format reader: tags, varints, fixed-width values and
 * length-delimited slices, with no protobuf runtime, so that the code that checks the runtimes
 * (dataset container, descriptor set, reference digest) favours none of them.
 * Malformed input ends in an {@link IllegalArgumentException} naming the byte offset.
 */
public final class ProtoReader {
  public static final int VARINT = 0;
  public static final int FIXED64 = 1;
  public static final int LEN = 2;
  public static final int START_GROUP = 3;
  public static final int END_GROUP = 4;
  public static final int FIXED32 = 5;

  private final byte[] buf;
  private final int limit;
  private int pos;

  public ProtoReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public ProtoReader(byte[] buf, int offset, int length) {
    this.buf = buf;
    this.pos = offset;
    this.limit = offset + length;
  }

  /** The offset of the next byte to read. */
  public int position() {
    return pos;
  }

  public boolean done() {
    return pos >= limit;
  }

  /** The next tag; its field number is {@code tag >>> 3} and its wire type {@code tag & 7}. */
  public int tag() {
    long tag = varint();
    if ((tag >>> 3) < 1 || (tag >>> 3) > 0x1FFFFFFF || (tag & 7) > 5) {
      throw new IllegalArgumentException("invalid tag " + tag + " before byte " + pos);
    }
    return (int) tag;
  }

  public long varint() {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= limit) {
        throw new IllegalArgumentException("truncated varint at byte " + pos);
      }
      byte b = buf[pos++];
      v |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        return v;
      }
    }
    throw new IllegalArgumentException("varint longer than 10 bytes before byte " + pos);
  }

  public int fixed32() {
    need(4);
    int v = 0;
    for (int i = 0; i < 4; i++) {
      v |= (buf[pos++] & 0xFF) << (8 * i);
    }
    return v;
  }

  public long fixed64() {
    need(8);
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v |= (long) (buf[pos++] & 0xFF) << (8 * i);
    }
    return v;
  }

  /** The content of a length-delimited value, copied. */
  public byte[] lengthDelimited() {
    long len = varint();
    if (len < 0 || len > limit - pos) {
      throw new IllegalArgumentException("length " + len + " at byte " + pos + " runs past the end");
    }
    byte[] out = Arrays.copyOfRange(buf, pos, pos + (int) len);
    pos += (int) len;
    return out;
  }

  /**
   * The content of a group whose start tag for {@code field} was just read, up to its end tag.
   * Groups inside it are skipped without recursion, at most {@link Nesting#LIMIT} deep.
   */
  public byte[] group(int field) {
    int start = pos;
    int[] open = new int[Nesting.LIMIT + 1];
    int depth = 0;
    open[0] = field;
    while (true) {
      if (done()) {
        throw new IllegalArgumentException("group " + field + " starting at byte " + start + " has no end");
      }
      int at = pos;
      int tag = tag();
      if ((tag & 7) == END_GROUP) {
        if ((tag >>> 3) != open[depth]) {
          throw new IllegalArgumentException("end of group " + (tag >>> 3) + " at byte " + at + " inside group " + open[depth]);
        }
        if (depth-- == 0) {
          return Arrays.copyOfRange(buf, start, at);
        }
      } else if ((tag & 7) == START_GROUP) {
        Nesting.check(depth + 1);
        open[++depth] = tag >>> 3;
      } else {
        skip(tag);
      }
    }
  }

  /** Skips the value of a field whose tag was just read. */
  public void skip(int tag) {
    switch (tag & 7) {
      case VARINT -> varint();
      case FIXED64 -> {
        need(8);
        pos += 8;
      }
      case LEN -> {
        long len = varint();
        if (len < 0 || len > limit - pos) {
          throw new IllegalArgumentException("length " + len + " at byte " + pos + " runs past the end");
        }
        pos += (int) len;
      }
      case START_GROUP -> group(tag >>> 3);
      case FIXED32 -> {
        need(4);
        pos += 4;
      }
      default -> throw new IllegalArgumentException("unexpected end of group " + (tag >>> 3) + " before byte " + pos);
    }
  }

  private void need(int n) {
    if (limit - pos < n) {
      throw new IllegalArgumentException("truncated " + (8 * n) + "-bit value at byte " + pos);
    }
  }

  /** One raw wire value: a Long for varints and fixed widths, the bytes of a length-delimited field or a group. */
  public Object value(int wireType, int field) {
    return switch (wireType) {
      case ProtoReader.VARINT -> varint();
      case ProtoReader.FIXED64 -> fixed64();
      case ProtoReader.FIXED32 -> (long) fixed32();
      case ProtoReader.LEN -> lengthDelimited();
      case ProtoReader.START_GROUP -> group(field);
      default -> throw new IllegalArgumentException("unexpected wire type " + wireType + " for field " + field);
    };
  }
}
