package protocross.contract;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the {@code Dataset} container message with no protobuf runtime, so that the shared
 * module favours none of the implementations it measures.
 */
final class DatasetReader {
  private final byte[] buf;
  private int pos;

  private DatasetReader(byte[] buf) {
    this.buf = buf;
  }

  static DatasetFile read(byte[] file) {
    DatasetReader r = new DatasetReader(file);
    String name = "";
    String type = "";
    List<byte[]> payloads = new ArrayList<>();
    while (r.pos < file.length) {
      long tag = r.varint();
      int field = (int) (tag >>> 3);
      if ((tag & 7) != 2) {
        throw new IllegalArgumentException("unexpected wire type " + (tag & 7) + " for field " + field);
      }
      byte[] value = r.lengthDelimited();
      switch (field) {
        case 1 -> name = new String(value, java.nio.charset.StandardCharsets.UTF_8);
        case 2 -> type = new String(value, java.nio.charset.StandardCharsets.UTF_8);
        case 3 -> payloads.add(value);
        default -> throw new IllegalArgumentException("unknown field " + field);
      }
    }
    return new DatasetFile(name, type, List.copyOf(payloads));
  }

  private long varint() {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= buf.length) {
        throw new IllegalArgumentException("truncated varint at byte " + pos);
      }
      byte b = buf[pos++];
      v |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        return v;
      }
    }
    throw new IllegalArgumentException("malformed varint at byte " + pos);
  }

  private byte[] lengthDelimited() {
    long len = varint();
    if (len < 0 || len > buf.length - pos) {
      throw new IllegalArgumentException("length " + len + " at byte " + pos + " runs past the end of the file");
    }
    byte[] out = java.util.Arrays.copyOfRange(buf, pos, pos + (int) len);
    pos += (int) len;
    return out;
  }
}
