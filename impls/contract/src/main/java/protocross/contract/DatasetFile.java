package protocross.contract;

import java.util.List;

/** One decoded dataset file: its name, the message type of its payloads, and the payloads. */
public record DatasetFile(String name, String messageType, List<byte[]> payloads) {

  public long totalBytes() {
    long n = 0;
    for (byte[] p : payloads) {
      n += p.length;
    }
    return n;
  }
}
