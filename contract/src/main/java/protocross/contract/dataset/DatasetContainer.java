package protocross.contract.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import protocross.contract.ProtocrossException;

/**
 * {@code java -cp contract/target/classes protocross.contract.dataset.DatasetContainer DIR OUT.pb}:
 * writes a dataset directory's payloads as one {@code Dataset} container, the form upb's C loop
 * ({@code upb_bench}) reads; the runner does the same for each pass of the loop. Reads nothing
 * but {@code DIR}; a bad directory is one line and exit code 2.
 */
public final class DatasetContainer {
  private DatasetContainer() {}

  public static void main(String[] args) {
    try {
      if (args.length != 2) {
        throw new ProtocrossException("usage: DatasetContainer <dataset directory> <out.pb>");
      }
      DatasetFile dataset = DatasetLayout.read(Path.of(args[0]));
      try {
        Files.write(Path.of(args[1]), dataset.toContainer());
      } catch (IOException e) {
        throw new ProtocrossException("cannot write " + args[1] + ": " + e.getMessage());
      }
      System.out.println(args[1] + ": " + dataset.name() + ", " + dataset.payloads().size() + " payloads of "
          + dataset.messageType() + ", " + dataset.totalBytes() + " bytes");
    } catch (ProtocrossException e) {
      System.err.println(e.getMessage());
      System.exit(2);
    }
  }
}
