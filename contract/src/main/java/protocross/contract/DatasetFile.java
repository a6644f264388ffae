package protocross.contract;

import java.util.List;

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

  public long totalBytes() {
    long n = 0;
    for (byte[] p : payloads) {
      n += p.length;
    }
    return n;
  }
}
