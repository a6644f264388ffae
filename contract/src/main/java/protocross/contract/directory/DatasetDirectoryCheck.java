package protocross.contract.directory;

import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Protoc;

/**
 * {@code java -cp contract/target/classes protocross.contract.directory.DatasetDirectoryCheck DIR}:
 * reads a dataset directory as a run would, and prints what it found and its reference digest,
 * or one line saying what is wrong and exit code 2. Writes nothing.
 */
public final class DatasetDirectoryCheck {
  private DatasetDirectoryCheck() {}

  public static void main(String[] args) {
    try {
      if (args.length != 1) {
        throw new ProtocrossException("usage: DatasetDirectoryCheck <dataset directory>");
      }
      List<String> builtIn = Datasets.manifest().names();
      DatasetDirectory d = DatasetDirectory.read(Path.of(args[0]), Protoc.locate(), builtIn);
      System.out.println(d.name() + ": " + d.dataset().payloads().size() + " payloads of " + d.dataset().messageType()
          + ", " + d.dataset().totalBytes() + " bytes, reference digest " + HexFormat.of().toHexDigits(d.referenceDigest()));
    } catch (ProtocrossException e) {
      System.err.println(e.getMessage());
      System.exit(2);
    }
  }
}
