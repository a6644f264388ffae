package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.Datasets;

/**
 * Issue 15: a run with default arguments (a short one here) leaves the committed report and
 * regression cases exactly as they were, and writes its own under differential/target/.
 */
class DefaultRunTest {
  private static final Path ROOT = Datasets.locate().toAbsolutePath().getParent();

  @Test
  void aDefaultRunTouchesNoCommittedFile() throws IOException {
    Map<String, String> before = committed();
    assertTrue(before.size() > 2, "no committed regression cases found");
    assertEquals(0, Main.run(List.of("--inputs", "300")));
    assertEquals(before, committed());
    Path out = ROOT.resolve(Arguments.DEFAULT_OUT);
    assertTrue(Files.isRegularFile(out.resolve("conformance.md")));
    assertTrue(Files.isRegularFile(out.resolve("regressions/" + Regressions.INDEX)));
  }

  /** Every committed file the tool could write: path to a hash of its content. */
  private static Map<String, String> committed() throws IOException {
    Map<String, String> m = new TreeMap<>();
    m.put("conformance.md", Integer.toHexString(java.util.Arrays.hashCode(Files.readAllBytes(ROOT.resolve("conformance.md")))));
    try (Stream<Path> files = Files.list(ROOT.resolve(Regressions.COMMITTED))) {
      for (Path p : files.toList()) {
        m.put(p.getFileName().toString(), Integer.toHexString(java.util.Arrays.hashCode(Files.readAllBytes(p))));
      }
    }
    return m;
  }
}
