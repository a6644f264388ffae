package protocross.contract.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.ProtocrossException;

/**
 * {@code datasets/MANIFEST.tsv}: per dataset its message type, payload count and bytes, the sha256
 * of its {@code Dataset} container (name, message type and payloads in file-name order, as
 * {@link DatasetFile#toContainer} writes them: the same value the one-file {@code <name>.pb}
 * datasets had, so a manifest and its hash did not change when the datasets became directories)
 * and the reference digest. Tab-separated so that a diff of a regenerated manifest reads line by line.
 */
public record Manifest(Path dir, Map<String, Entry> entries) {

  public static final String FILE = "MANIFEST.tsv";
  static final String HEADER = "dataset\tmessage_type\tpayloads\tpayload_bytes\tsha256\treference_digest";

  public record Entry(String name, String messageType, int payloads, long payloadBytes, String sha256, long referenceDigest) {
    String line() {
      return String.join("\t", name, messageType, Integer.toString(payloads), Long.toString(payloadBytes), sha256,
          HexFormat.of().toHexDigits(referenceDigest));
    }
  }

  public List<String> names() {
    return List.copyOf(entries.keySet());
  }

  public Entry entry(String dataset) {
    Entry e = entries.get(dataset);
    if (e == null) {
      throw new ProtocrossException("unknown dataset '" + dataset + "': " + dir.resolve(FILE) + " lists " + names());
    }
    return e;
  }

  public static Manifest read(Path dir) {
    Path file = dir.resolve(FILE);
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read dataset manifest " + file + ": " + e);
    }
    if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
      throw new ProtocrossException("corrupt dataset manifest " + file + ": first line is not the expected header");
    }
    Map<String, Entry> entries = new LinkedHashMap<>();
    for (int i = 1; i < lines.size(); i++) {
      String[] f = lines.get(i).split("\t", -1);
      try {
        if (f.length != 6) {
          throw new IllegalArgumentException("expected 6 columns, found " + f.length);
        }
        entries.put(f[0], new Entry(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4],
            HexFormat.fromHexDigitsToLong(f[5])));
      } catch (IllegalArgumentException e) {
        throw new ProtocrossException("corrupt dataset manifest " + file + " line " + (i + 1) + ": " + e.getMessage());
      }
    }
    return new Manifest(dir, entries);
  }

  /** The sha256 of the manifest file: one value that names the exact datasets a result used. */
  public String sha256() {
    try {
      return Datasets.sha256(Files.readAllBytes(dir.resolve(FILE)));
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + dir.resolve(FILE) + ": " + e);
    }
  }

  public void write() throws IOException {
    List<String> lines = new ArrayList<>();
    lines.add(HEADER);
    entries.values().forEach(e -> lines.add(e.line()));
    Files.write(dir.resolve(FILE), lines);
  }
}
