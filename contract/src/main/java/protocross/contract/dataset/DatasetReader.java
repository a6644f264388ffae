package protocross.contract.dataset;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import protocross.contract.schema.ProtoReader;

/**
 * Reads the {@code Dataset} container message with the project's own {@link ProtoReader}, no
 * protobuf runtime, so that the shared module favours none of the implementations it measures.
 */
final class DatasetReader {
  private DatasetReader() {}

  static DatasetFile read(byte[] file) {
    ProtoReader r = new ProtoReader(file);
    String name = "";
    String type = "";
    List<byte[]> payloads = new ArrayList<>();
    while (!r.done()) {
      int tag = r.tag();
      int field = tag >>> 3;
      if ((tag & 7) != ProtoReader.LEN) {
        throw new IllegalArgumentException("unexpected wire type " + (tag & 7) + " for field " + field);
      }
      byte[] value = r.lengthDelimited();
      switch (field) {
        case 1 -> name = new String(value, StandardCharsets.UTF_8);
        case 2 -> type = new String(value, StandardCharsets.UTF_8);
        case 3 -> payloads.add(value);
        default -> throw new IllegalArgumentException("unknown field " + field);
      }
    }
    return new DatasetFile(name, type, List.copyOf(payloads));
  }
}
