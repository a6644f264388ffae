package protocross.contract.schema;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A minimal canonical protobuf writer: fields in the order they are written (callers write
 * them in field-number order), proto3 singular defaults omitted, repeated scalars packed.
 * The dataset and fixture generators use it instead of any runtime so their payloads favour
 * none of the runtimes; {@link ProtoReader} is its reading half.
 */
public final class ProtoWriter {
  private static final int VARINT = ProtoReader.VARINT;
  private static final int FIXED64 = ProtoReader.FIXED64;
  private static final int LEN = ProtoReader.LEN;
  private static final int FIXED32 = ProtoReader.FIXED32;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  public byte[] toByteArray() {
    return out.toByteArray();
  }

  // Singular proto3 fields: the default value is not written.

  public void int64(int field, long v) {
    if (v != 0) {
      int64Always(field, v);
    }
  }

  public void int32(int field, int v) {
    int64(field, v);
  }

  public void uint32(int field, int v) {
    int64(field, Integer.toUnsignedLong(v));
  }

  public void bool(int field, boolean v) {
    if (v) {
      int64Always(field, 1);
    }
  }

  public void float64(int field, double v) {
    if (Double.doubleToRawLongBits(v) != 0) {
      float64Always(field, v);
    }
  }

  public void string(int field, String s) {
    if (!s.isEmpty()) {
      stringAlways(field, s);
    }
  }

  public void bytes(int field, byte[] b) {
    if (b.length > 0) {
      bytesAlways(field, b);
    }
  }

  // Fields with presence (optional, oneof members, repeated elements): always written.

  public void int64Always(int field, long v) {
    tag(field, VARINT);
    varint(v);
  }

  public void boolAlways(int field, boolean v) {
    int64Always(field, v ? 1 : 0);
  }

  public void float64Always(int field, double v) {
    tag(field, FIXED64);
    fixed64(Double.doubleToRawLongBits(v));
  }

  public void stringAlways(int field, String s) {
    bytesAlways(field, s.getBytes(StandardCharsets.UTF_8));
  }

  public void bytesAlways(int field, byte[] b) {
    tag(field, LEN);
    varint(b.length);
    out.writeBytes(b);
  }

  public void message(int field, ProtoWriter child) {
    bytesAlways(field, child.toByteArray());
  }

  public void float32(int field, float v) {
    if (Float.floatToRawIntBits(v) != 0) {
      tag(field, FIXED32);
      fixed32(Float.floatToRawIntBits(v));
    }
  }

  // Packed repeated scalars: one length-delimited field, omitted when empty.

  public void packedUint32(int field, int[] values) {
    ProtoWriter p = new ProtoWriter();
    for (int v : values) {
      p.varint(Integer.toUnsignedLong(v));
    }
    packed(field, values.length, p);
  }

  public void packedInt64(int field, long[] values) {
    ProtoWriter p = new ProtoWriter();
    for (long v : values) {
      p.varint(v);
    }
    packed(field, values.length, p);
  }

  public void packedDouble(int field, double[] values) {
    ProtoWriter p = new ProtoWriter();
    for (double v : values) {
      p.fixed64(Double.doubleToRawLongBits(v));
    }
    packed(field, values.length, p);
  }

  public void packedFloat(int field, float[] values) {
    ProtoWriter p = new ProtoWriter();
    for (float v : values) {
      p.fixed32(Float.floatToRawIntBits(v));
    }
    packed(field, values.length, p);
  }

  private void packed(int field, int count, ProtoWriter content) {
    if (count > 0) {
      message(field, content);
    }
  }

  public void tag(int field, int wireType) {
    varint(((long) field << 3) | wireType);
  }

  public void varint(long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  public void fixed64(long v) {
    for (int i = 0; i < 8; i++) {
      out.write((int) (v >>> (8 * i)));
    }
  }

  public void fixed32(int v) {
    for (int i = 0; i < 4; i++) {
      out.write(v >>> (8 * i));
    }
  }

  /** Raw bytes, already encoded (a packed run or a nested message body). */
  public void raw(byte[] b) {
    out.writeBytes(b);
  }

  public int size() {
    return out.size();
  }
}
