package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * tables.md results first: the summary's compact tables (cells of at most 24 characters, one mark
 * per verdict, the same verdict as the op's own table), its place (the first table of numbers
 * within 40 lines, provenance last), the sizes said as all payloads, and a quick run's banner.
 */
class OverviewTableTest {
  @TempDir
  static Path shared;
  private static String tables;

  @BeforeAll
  static void render() throws IOException {
    tables = file(FakeForks.write(shared.resolve("six"), 6, FakeForks::fromPasses), "tables.md");
  }

  private static String file(Path run, String name) {
    return new String(RunCommand.render(run).get(name), StandardCharsets.UTF_8);
  }

  /** The rows (cells split, header and separator dropped) of the table right under {@code heading}. */
  private static List<List<String>> table(String md, String heading) {
    List<String> lines = md.lines().toList();
    int i = lines.indexOf(heading);
    assertTrue(i >= 0, heading + " missing:\n" + md);
    while (!lines.get(i).startsWith("|")) {
      i++;
    }
    List<List<String>> rows = new ArrayList<>();
    for (int j = i; j < lines.size() && lines.get(j).startsWith("|"); j++) {
      String l = lines.get(j);
      rows.add(Arrays.stream(l.substring(1, l.length() - 1).split(" \\| ", -1)).map(String::strip).toList());
    }
    rows.remove(1);
    return rows;
  }

  @Test
  void everySummaryCellIsAtMost24Characters() {
    for (String op : FakeRun.OPS) {
      for (List<String> row : table(tables, "### " + op)) {
        for (String cell : row) {
          assertTrue(cell.codePointCount(0, cell.length()) <= 24, "cell too wide: '" + cell + "'");
        }
      }
    }
  }

  @Test
  void eachCellsMarkIsItsVerdictInTheOpsTable() {
    Map<String, String> marks = Map.of("faster", "▲", "slower", "▼", "no significant difference", "≈",
        "too few forks (n < 6)", "–");
    int seen = 0;
    for (String op : FakeRun.OPS) {
      List<List<String>> summary = table(tables, "### " + op);
      List<List<String>> full = table(tables, "## " + op + ": throughput, MiB/s");
      assertEquals(full.get(0).subList(1, full.get(0).size()), summary.get(0).subList(1, summary.get(0).size()));
      for (int r = 1; r < summary.size(); r++) {
        assertTrue(full.get(r).get(0).startsWith(summary.get(r).get(0) + " ("), full.get(r).get(0));
        assertTrue(summary.get(r).get(1).contains(" MiB/s"), "the baseline's cell is its MiB/s: " + summary.get(r).get(1));
        for (int c = 2; c < summary.get(r).size(); c++) {
          String cell = summary.get(r).get(c);
          String verdict = full.get(r).get(c);
          String label = marks.keySet().stream().filter(l -> verdict.contains("(" + l)).findFirst()
              .orElseThrow(() -> new AssertionError(verdict));
          String mark = marks.get(label);
          assertTrue(label.equals("no significant difference") ? cell.startsWith(mark + " ") : cell.matches("[0-9.]+× " + mark + ".*"),
              cell + " for " + verdict);
          assertEquals(verdict.startsWith("bimodal"), cell.contains("‡"), cell + " for " + verdict);
          assertEquals(verdict.endsWith(" †"), cell.contains("†"), cell + " for " + verdict);
          seen++;
        }
      }
    }
    assertTrue(tables.contains("× ▲") && tables.contains("≈ "), "the fake run has faster and same cells");
    assertTrue(seen > 0);
  }

  @Test
  void theResultsComeFirstAndProvenanceLast() {
    List<String> lines = tables.lines().toList();
    int firstNumbers = -1;
    for (int i = 0; i < lines.size() && firstNumbers < 0; i++) {
      if (lines.get(i).startsWith("|") && lines.get(i).matches(".*\\d+\\.\\d+.*")) {
        firstNumbers = i + 1;
      }
    }
    assertTrue(firstNumbers > 0 && firstNumbers <= 40, "first table of numbers at line " + firstNumbers);
    int summary = lines.indexOf("## Summary: ratio to protobuf-java");
    int decode = lines.indexOf("## decode: throughput, MiB/s");
    int allocation = lines.stream().filter(l -> l.startsWith("## Allocation")).findFirst().map(lines::indexOf).orElse(-1);
    int provenance = lines.indexOf("## Provenance");
    assertTrue(0 < summary && summary < decode && decode < allocation && allocation < provenance,
        summary + " " + decode + " " + allocation + " " + provenance);
    assertTrue(lines.subList(provenance + 1, lines.size()).stream().noneMatch(l -> l.startsWith("## ")), "provenance is last");
  }

  @Test
  void sizesSayOneOpIsAllPayloads() {
    assertTrue(tables.contains("| dataset (bytes per op = all its payloads) |"), tables);
    assertTrue(tables.contains("| log_record (1,048,576 B = 50 payloads, mean 20,972 B) |"), tables);
  }

  @Test
  void aFullRunHasNoBanner() {
    assertFalse(tables.contains("not a measurement"), tables);
  }

  @Test
  void aLegacySettingsRunIsAMeasurementWithoutTheBanner(@TempDir Path tmp) throws IOException {
    Path run = FakeForks.write(tmp.resolve("legacy"), 2, FakeForks::fromPasses);
    ObjectNode json = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    ((ObjectNode) json.get("jmh")).put("settings", "legacy");
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(run.resolve("run.json").toFile(), json);
    assertFalse(file(run, "tables.md").contains("not a measurement"));
  }

  @Test
  void aQuickRunOpensWithTheBanner(@TempDir Path tmp) throws IOException {
    Path run = FakeForks.write(tmp.resolve("quick"), 2, FakeForks::fromPasses);
    ObjectNode json = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    ((ObjectNode) json.get("jmh")).put("settings", "quick");
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(run.resolve("run.json").toFile(), json);
    String t = file(run, "tables.md");
    List<String> lines = t.lines().toList();
    int banner = lines.stream().filter(l -> l.contains("A check of the path, not a measurement")).findFirst()
        .map(lines::indexOf).orElse(-1);
    assertTrue(banner > 0 && banner < lines.indexOf("## Summary: ratio to protobuf-java"), t);
    // FakeForks' logs: two warm-up iterations, the first at half the score; every fork settles at most at
    // the last warm-up, except wire's fork 1, which ends its warm-up 20 % low.
    assertTrue(lines.get(banner).matches(".*quick run \\(warm-up 2 × 1 s, measurement 3 × 1 s, 2 forks a cell\\): \\d+ of"
        + " \\d+ forks \\(\\d+\\.\\d %\\) were still warming when measured.*"), lines.get(banner));
  }
}
