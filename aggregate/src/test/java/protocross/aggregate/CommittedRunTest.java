package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed tables, spread and charts are exactly what the committed raw run gives: re-aggregate
 * it in memory and compare byte for byte (the charts are plain SVG text, independent of the JDK).
 */
class CommittedRunTest {
  static final String RUN_ID = "20261130-152137-647c4d5";
  /** Surefire runs in the module directory; the committed outputs are at the repository root. */
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void committedOutputsRegenerateByteForByte() throws IOException {
    Map<String, byte[]> files = Main.render(ROOT.resolve("results").resolve(RUN_ID));
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      String committed = Files.readString(ROOT.resolve(f.getKey()), StandardCharsets.UTF_8);
      assertEquals(committed, new String(f.getValue(), StandardCharsets.UTF_8),
          f.getKey() + " differs from what results/" + RUN_ID + " gives: re-aggregate and commit");
    }
    try (Stream<Path> charts = Files.list(ROOT.resolve(Output.CHARTS))) {
      charts.map(p -> Output.CHARTS + "/" + p.getFileName()).forEach(name ->
          assertTrue(files.containsKey(name), name + " is committed but no longer generated"));
    }
  }
}
