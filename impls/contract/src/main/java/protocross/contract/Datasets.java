package protocross.contract;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Finds the dataset directory and loads a dataset file, refusing any file that is missing,
 * truncated, or differs from the manifest: numbers measured on the wrong bytes are worthless.
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

  public static DatasetFile load(Manifest manifest, String name) {
    Manifest.Entry entry = manifest.entry(name);
    Path file = manifest.dir().resolve(name + ".pb");
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new ProtocrossException("dataset file " + file + " is missing");
    } catch (IOException e) {
      throw new ProtocrossException("cannot read dataset file " + file + ": " + e);
    }
    String sha = sha256(bytes);
    if (!sha.equals(entry.sha256())) {
      throw new ProtocrossException("dataset file " + file + " has sha256 " + sha + " but " + Manifest.FILE
          + " says " + entry.sha256() + " (corrupt, truncated or regenerated without updating the manifest)");
    }
    DatasetFile ds;
    try {
      ds = DatasetReader.read(bytes);
    } catch (IllegalArgumentException e) {
      throw new ProtocrossException("dataset file " + file + " is not a valid Dataset container: " + e.getMessage());
    }
    if (!ds.name().equals(name) || !ds.messageType().equals(entry.messageType())
        || ds.payloads().size() != entry.payloads() || ds.totalBytes() != entry.payloadBytes()) {
      throw new ProtocrossException("dataset file " + file + " does not match its " + Manifest.FILE + " entry");
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
