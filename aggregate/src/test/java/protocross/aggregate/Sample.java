package protocross.aggregate;

import java.nio.file.Path;

/** Writes a synthetic run to look at by hand: {@code Sample <dir>}. */
final class Sample {
  public static void main(String[] args) throws Exception {
    FakeRun.write(Path.of(args[0]), 5);
  }
}
