package protocross.datasets;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A minimal canonical protobuf writer: fields in the order they are written (callers write
 * them in field-number order), proto3 singular defaults omitted, repeated scalars packed.
 * The generator uses it instead of any runtime so the datasets favour none of them.
 */
final class ProtoWriter {
  private static final int VARINT = 0;
  private static final int FIXED64 = 1;
  private static final int LEN = 2;
  private static final int FIXED32 = 5;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  byte[] toByteArray() {
    return out.toByteArray();
  }

  // Singular proto3 fields: the default value is not written.

  void int64(int field, long v) {
    if (v != 0) {
      int64Always(field, v);
    }
  }

  void int32(int field, int v) {
    int64(field, v);
  }

  void uint32(int field, int v) {
    int64(field, Integer.toUnsignedLong(v));
  }

  void bool(int field, boolean v) {
    if (v) {
      int64Always(field, 1);
    }
  }

  void float64(int field, double v) {
    if (Double.doubleToRawLongBits(v) != 0) {
      float64Always(field, v);
    }
  }

  void string(int field, String s) {
    if (!s.isEmpty()) {
      stringAlways(field, s);
    }
  }

  void bytes(int field, byte[] b) {
    if (b.length > 0) {
      bytesAlways(field, b);
    }
  }

  // Fields with presence (optional, oneof members, repeated elements): always written.

  void int64Always(int field, long v) {
    tag(field, VARINT);
    varint(v);
  }

  void boolAlways(int field, boolean v) {
    int64Always(field, v ? 1 : 0);
  }

  void float64Always(int field, double v) {
    tag(field, FIXED64);
    fixed64(Double.doubleToRawLongBits(v));
  }

  void stringAlways(int field, String s) {
    bytesAlways(field, s.getBytes(StandardCharsets.UTF_8));
  }

  void bytesAlways(int field, byte[] b) {
    tag(field, LEN);
    varint(b.length);
    out.writeBytes(b);
  }

  void message(int field, ProtoWriter child) {
    bytesAlways(field, child.toByteArray());
  }

  void float32(int field, float v) {
    if (Float.floatToRawIntBits(v) != 0) {
      tag(field, FIXED32);
      fixed32(Float.floatToRawIntBits(v));
    }
  }

  // Packed repeated scalars: one length-delimited field, omitted when empty.

  void packedUint32(int field, int[] values) {
    ProtoWriter p = new ProtoWriter();
    for (int v : values) {
      p.varint(Integer.toUnsignedLong(v));
    }
    packed(field, values.length, p);
  }

  void packedInt64(int field, long[] values) {
    ProtoWriter p = new ProtoWriter();
    for (long v : values) {
      p.varint(v);
    }
    packed(field, values.length, p);
  }

  void packedDouble(int field, double[] values) {
    ProtoWriter p = new ProtoWriter();
    for (double v : values) {
      p.fixed64(Double.doubleToRawLongBits(v));
    }
    packed(field, values.length, p);
  }

  void packedFloat(int field, float[] values) {
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

  private void tag(int field, int wireType) {
    varint(((long) field << 3) | wireType);
  }

  private void varint(long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  private void fixed64(long v) {
    for (int i = 0; i < 8; i++) {
      out.write((int) (v >>> (8 * i)));
    }
  }

  private void fixed32(int v) {
    for (int i = 0; i < 4; i++) {
      out.write(v >>> (8 * i));
    }
  }
}
