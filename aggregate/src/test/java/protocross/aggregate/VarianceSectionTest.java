package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** measurement-spread.md's variance decomposition, steady state and adaptive simulation, on a synthetic run. */
class VarianceSectionTest {
  @TempDir
  Path tmp;

  private static String spread(Path run) {
    return new String(RunCommand.render(run).get("measurement-spread.md"), StandardCharsets.UTF_8);
  }

  @Test
  void decompositionSteadyStateAndSettlingPerFork() throws IOException {
    String s = spread(FakeForks.write(tmp.resolve("six"), 6, FakeForks::fromPasses));
    int variance = s.indexOf("## Where the variance arises");
    assertTrue(variance > 0 && variance < s.indexOf("## Differences against"), "near the top");
    // Iterations 0.99, 1.00, 1.01 of the fork's score and forks 2 % apart: both levels are there.
    for (String op : new String[] {"decode", "decode_read", "encode"}) {
      assertTrue(s.contains("\n| " + op + " | 15 | "), op + ": " + s.substring(variance, variance + 3000));
    }
    // Warm-up 0.5× then 1×: every fork settles at its 2nd iteration, wire's fork 1 (0.5×, 0.8×) at its 3rd.
    assertTrue(s.contains("0 of 270 forks with known warm-up iterations (0.0 %) were still warming when measured"), s);
    assertTrue(s.contains("0 never settle."), s);
    assertTrue(s.contains("| protobuf-java | decode | api_response | 5 | 2 2 2 2 2 2 |"), s);
    assertTrue(s.contains("| wire | decode | api_response | 5 | 3 2 2 2 2 2 |"), s);
    // No adaptive settings in run.json: no simulation.
    assertFalse(s.contains("The adaptive rule under the null"), s);
  }

  @Test
  void aRunWithAdaptiveSettingsGetsItsRuleSimulatedBesideItsAa() throws IOException {
    Path run = FakeForks.write(tmp.resolve("adaptive"), 6, FakeForks::fromPasses);
    ObjectNode json = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    json.putObject("adaptive").put("targetHalfWidth", 0.02).put("maxForks", 8).put("budgetMinutes", 60);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(run.resolve("run.json").toFile(), json);
    String s = spread(run);
    assertTrue(s.contains("**The adaptive rule under the null.**"), s);
    assertTrue(s.contains("up to 8; this run's settings"), s);
    String decode = s.lines().filter(l -> l.startsWith("| decode | ±2.0 % |")).findFirst().orElseThrow();
    assertTrue(decode.endsWith("| 0 of 3 (0.0 %, 0.0–70.8 %) |"), decode);
    assertEquals(spread(run), s, "seeded: the same bytes every time");
  }
}
