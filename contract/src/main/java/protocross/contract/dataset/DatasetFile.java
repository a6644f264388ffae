package protocross.contract.dataset;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import protocross.contract.ProtocrossException;
import protocross.contract.schema.ProtoWriter;

/** One decoded dataset file: its name, the message type of its payloads, and the payloads. */
public record DatasetFile(String name, String messageType, List<byte[]> payloads) {

  /** Reads a {@code Dataset} container (the {@code .pb} files); throws IllegalArgumentException when it is not one. */
  public static DatasetFile parse(byte[] container) {
    return DatasetReader.read(container);
  }

  /** The {@code Dataset} container of this dataset, as the generator writes it: name 1, message type 2, payloads 3. */
  public byte[] toContainer() {
    ProtoWriter w = new ProtoWriter();
    w.string(1, name);
    w.string(2, messageType);
    payloads.forEach(p -> w.bytesAlways(3, p));
    return w.toByteArray();
  }

  /**
   * Each payload read by {@code read} (with the schema's descriptor set, not a runtime), in payload
   * order; a payload that does not parse (IllegalArgumentException) is refused in one line naming it.
   */
  public <T> List<T> readEach(Function<byte[], T> read) {
    List<T> out = new ArrayList<>();
    for (byte[] payload : payloads) {
      try {
        out.add(read.apply(payload));
      } catch (IllegalArgumentException e) {
        throw new ProtocrossException(name + ": payload " + out.size() + " does not parse as " + messageType + ": "
            + e.getMessage());
      }
    }
    return out;
  }

  public long totalBytes() {
    long n = 0;
    for (byte[] p : payloads) {
      n += p.length;
    }
    return n;
  }
}
