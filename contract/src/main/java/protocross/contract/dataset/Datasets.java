package protocross.contract.dataset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import protocross.contract.ProtocrossException;

/**
 * Finds the datasets folder (MANIFEST.tsv and one dataset directory per dataset) and loads a
 * dataset, refusing one that is missing, truncated, or differs from the manifest: numbers measured
 * on the wrong bytes are worthless. The built-in datasets and a run's copies of user datasets are
 * read by this one path.
 */
public final class Datasets {
  /** System property naming the dataset directory; otherwise the nearest {@code datasets/} upward. */
  public static final String DIR_PROPERTY = "protocross.datasets";

  private Datasets() {}

  public static Manifest manifest() {
    return Manifest.read(locate());
  }

  public static Path locate() {
    String configured = System.getProperty(DIR_PROPERTY, System.getenv("PROTOCROSS_DATASETS"));
    if (configured != null) {
      Path dir = Path.of(configured);
      if (!Files.isRegularFile(dir.resolve(Manifest.FILE))) {
        throw new ProtocrossException("no " + Manifest.FILE + " in dataset directory " + dir.toAbsolutePath());
      }
      return dir;
    }
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      if (Files.isRegularFile(d.resolve("datasets").resolve(Manifest.FILE))) {
        return d.resolve("datasets");
      }
    }
    throw new ProtocrossException("cannot find datasets/" + Manifest.FILE + " above " + Path.of("").toAbsolutePath()
        + "; run from the protocross checkout or pass -D" + DIR_PROPERTY + "=<dir>");
  }

  /**
   * The dataset directory {@code <manifest dir>/<name>/} ({@link DatasetLayout}), refused unless its
   * payloads are exactly those the manifest names: the sha256 of their {@code Dataset} container
   * (name, message type, payloads in file-name order; {@link DatasetFile#toContainer}) must be the
   * manifest's, and so must the name, type, count and bytes.
   */
  public static DatasetFile load(Manifest manifest, String name) {
    Manifest.Entry entry = manifest.entry(name);
    Path dir = manifest.dir().resolve(name);
    DatasetFile ds = DatasetLayout.read(dir);
    String sha = sha256(ds.toContainer());
    if (!sha.equals(entry.sha256())) {
      throw new ProtocrossException("dataset " + dir + ": its payloads have sha256 " + sha + " but " + Manifest.FILE
          + " says " + entry.sha256() + " (corrupt, truncated or regenerated without updating the manifest)");
    }
    if (!ds.name().equals(name) || !ds.messageType().equals(entry.messageType())
        || ds.payloads().size() != entry.payloads() || ds.totalBytes() != entry.payloadBytes()) {
      throw new ProtocrossException("dataset " + dir + " does not match its " + Manifest.FILE + " entry");
    }
    return ds;
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
