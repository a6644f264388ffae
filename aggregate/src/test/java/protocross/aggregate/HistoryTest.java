package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.model.History;
import protocross.aggregate.model.HistoryRuns;
import protocross.aggregate.model.Release;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.render.Fmt;

/** The release history (bin/aggregate --history) on a small synthetic run, {@link FakeHistory}. */
class HistoryTest {
  @TempDir Path tmp;

  private static Map<String, byte[]> render(Path... runs) {
    return HistoryCommand.render(new History(HistoryRuns.read(List.of(runs))), "bin/aggregate --history x");
  }

  private static String tables(Map<String, byte[]> files) {
    return new String(files.get("tables.md"), StandardCharsets.UTF_8);
  }

  private static String row(String tables, String section, String first) {
    String rest = tables.substring(tables.indexOf(section));
    return rest.lines().filter(l -> l.startsWith("| " + first + " |")).findFirst().orElseThrow(() -> new AssertionError(
        "no row '" + first + "' after '" + section + "' in:\n" + tables));
  }

  @Test
  void eachLineIsInReleaseOrderWithThePinnedVersionFromItsForks() throws IOException {
    RecordedRun run = HistoryRuns.read(List.of(FakeHistory.write(tmp.resolve("r")))).get(0);
    List<History.Line> lines = History.lines(run);
    assertEquals(List.of("protobuf-java", "wire"), lines.stream().map(History.Line::impl).toList());
    assertEquals(List.of("3.21.6", "3.21.7", "4.36.2 (pinned)"),
        lines.get(0).points().stream().map(History.Point::label).toList());
    assertEquals(List.of("5.5.0", "6.4.7 (pinned)"), lines.get(1).points().stream().map(History.Point::label).toList());
  }

  @Test
  void theShiftedStepsAndOnlyThoseAreCalled() throws IOException {
    String t = tables(render(FakeHistory.write(tmp.resolve("r"))));
    assertTrue(t.contains("Significant steps per op: decode: 2 of 9 (0 faster, 2 slower); decode_read: 0 of 9 (0 faster,"
        + " 0 slower); encode: 1 of 9 (1 faster, 0 slower)."), t);
    String decode = "## decode\n";
    String step = row(t, decode, "3.21.6 → 3.21.7");
    assertTrue(step.contains("| no significant difference [") && step.contains("| **slower 0.60× ["), step);
    assertTrue(row(t, decode, "3.21.7 → 4.36.2").contains("no significant difference"), t);
    assertTrue(row(t, "## encode\n", "3.21.7 → 4.36.2").contains("| **faster 1.25× ["), t);
    // The summary table leads with the called steps, largest change first, each once.
    assertTrue(t.contains("| decode | protobuf-java | 3.21.6 → 3.21.7 | log_record | 0.60× ["), t);
    assertTrue(t.contains("| encode | protobuf-java | 3.21.7 → 4.36.2 | api_response | 1.25× ["), t);
    assertFalse(t.contains("| wire | 5.5.0 → 6.4.7 |"), t);
  }

  @Test
  void throughputRowsCarryTheMedianAndItsInterval() throws IOException {
    String t = tables(render(FakeHistory.write(tmp.resolve("r"))));
    String row = row(t, "### protobuf-java: throughput by release", "4.36.2 (pinned)");
    // api_response decode of the pinned column: 1000 ops/s × (1.00 … 1.05) × 6,789 bytes; median 1.025 ×.
    double mib = 1000 * 1.025 * 6789 / (1024.0 * 1024.0);
    assertTrue(row.startsWith("| 4.36.2 (pinned) | " + Fmt.mib(mib) + " ["), row);
    assertTrue(t.contains("## Provenance: run " + FakeRun.RUN_ID), t);
    assertTrue(t.contains("| Variant protobuf-java@3.21.6 | protobuf-java `3.21.6`; protoc `3.21.6` |"), t);
  }

  @Test
  void oneChartPerDatasetAndOpAndTheSameBytesEveryTime() throws IOException {
    Path dir = FakeHistory.write(tmp.resolve("r"));
    Map<String, byte[]> files = render(dir);
    List<String> charts = files.keySet().stream().filter(f -> f.startsWith("charts/")).toList();
    assertEquals(9, charts.size(), charts.toString());
    assertTrue(charts.contains("charts/mesh-decode.svg") && charts.contains("charts/api_response-encode.svg"), charts.toString());
    String mesh = new String(files.get("charts/mesh-decode.svg"), StandardCharsets.UTF_8);
    // XChart writes its own text as glyph outlines; the notes under the panels are <text>.
    assertTrue(mesh.startsWith("<?xml") && mesh.contains("<svg ") && mesh.contains("throughput by release (MiB/s)"), mesh);
    // The called 0.6× decode step: a thick segment in the "slower" colour; none in decode_read.
    String slowerStep = "stroke:rgb(213,94,0);stroke-width:3;";
    assertTrue(mesh.contains(slowerStep), mesh);
    assertFalse(new String(files.get("charts/mesh-decode_read.svg"), StandardCharsets.UTF_8).contains(slowerStep));
    Map<String, byte[]> again = render(dir);
    for (String f : files.keySet()) {
      assertArrayEquals(files.get(f), again.get(f), f);
    }
  }

  @Test
  void twoRunsMayEachGiveWholeOps() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("decode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("decode_read", "encode"), "20261130-101500-abc1234");
    String t = tables(render(a, b));
    assertTrue(t.contains("from runs `20261129-201500-abc1234` (decode) and `20261130-101500-abc1234` (decode_read, encode)"), t);
    assertTrue(t.indexOf("## decode\n") < t.indexOf("## decode_read\n") && t.indexOf("## decode_read\n") < t.indexOf("## encode\n"), t);
    assertTrue(t.contains("Run `20261130-101500-abc1234`, 6 forks per cell planned."), t);
  }

  @Test
  void opsFollowThePublishedOrderWhicheverRunGaveThemAndTheRunsReadAsProse() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("encode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("decode"), "20261130-101500-abc1234");
    Path c = FakeHistory.write(tmp.resolve("c"), List.of("decode_read"), "20261130-121500-abc1234");
    String t = tables(render(a, b, c));
    assertTrue(t.contains("from runs `20261129-201500-abc1234` (encode), `20261130-101500-abc1234` (decode) and"
        + " `20261130-121500-abc1234` (decode_read);"), t);
    assertTrue(t.indexOf("## decode\n") < t.indexOf("## decode_read\n") && t.indexOf("## decode_read\n") < t.indexOf("## encode\n"), t);
    assertTrue(t.contains("Significant steps per op: decode: "), t);
    assertTrue(t.indexOf("Significant steps per op: decode: ") < t.indexOf("; encode: "), t);
  }

  @Test
  void twoRunsMayEachGiveOneImplementationsLine() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("protobuf-java@3.21.6", "protobuf-java@3.21.7", "protobuf-java"),
        List.of("decode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("wire@5.5.0", "wire"), List.of("decode"), "20261130-101500-abc1234");
    String t = tables(render(a, b));
    // One family per op and run: protobuf-java's six decode steps, then Wire's three.
    assertTrue(t.contains("Significant steps per op: decode: 2 of 9 (0 faster, 2 slower)."), t);
    String decode = t.substring(t.indexOf("## decode\n"));
    assertTrue(decode.indexOf("### protobuf-java: throughput by release") < decode.indexOf("### wire: throughput by release"), t);
    assertTrue(decode.contains("Run `20261130-101500-abc1234`, 6 forks per cell planned."), t);
    assertTrue(row(t, "### wire: release to release", "5.5.0 → 6.4.7").contains("no significant difference"), t);
    String mesh = new String(render(a, b).get("charts/mesh-decode.svg"), StandardCharsets.UTF_8);
    assertTrue(mesh.contains("runs 20261129-201500-abc1234 (6 forks per cell), 20261130-101500-abc1234 (6 forks per cell)"), mesh);
  }

  @Test
  void anImplementationsOpFromTwoRunsIsRefused() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("decode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("decode", "encode"), "20261130-101500-abc1234");
    String why = assertThrows(AggregateException.class, () -> render(a, b)).getMessage();
    assertEquals("protobuf-java decode is in both 20261129-201500-abc1234 and 20261130-101500-abc1234; a history takes"
        + " each implementation's op from one run (comparisons never cross runs): give one of them", why);
  }

  @Test
  void runsMeasuredOnOtherTermsAreRefused() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("decode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("encode"), "20261130-101500-abc1234");
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(b.resolve("run.json").toFile());
    ((ObjectNode) r.get("host")).put("cpu", "Other CPU @ 3.0GHz");
    FakeRun.JSON.writeValue(b.resolve("run.json").toFile(), r);
    String why = assertThrows(AggregateException.class, () -> render(a, b)).getMessage();
    assertTrue(why.startsWith("runs 20261129-201500-abc1234 and 20261130-101500-abc1234 ran on different CPUs"), why);
  }

  @Test
  void aRunFolderThatCannotBeReadIsNamedInTheRefusal() throws IOException {
    Path a = FakeHistory.write(tmp.resolve("a"), List.of("decode"), "20261129-201500-abc1234");
    Path b = FakeHistory.write(tmp.resolve("b"), List.of("encode"), "20261130-101500-abc1234");
    Files.delete(b.resolve("run.json"));
    String why = assertThrows(AggregateException.class, () -> render(a, b)).getMessage();
    assertEquals(b + ": run.json: missing", why);
    Path none = tmp.resolve("none");
    assertEquals(none + ": not a directory", assertThrows(AggregateException.class, () -> render(a, none)).getMessage());
  }

  @Test
  void aRunWithoutTwoReleasesOfAnImplementationIsRefused() throws IOException {
    Path plain = FakeForks.write(tmp.resolve("plain"), 6, FakeForks::fromPasses);
    String why = assertThrows(AggregateException.class, () -> render(plain)).getMessage();
    assertTrue(why.endsWith("has no implementation at two releases, so no release step to measure; a history run names"
        + " several, e.g. --impls protobuf-java@3.21.6,protobuf-java@3.21.7"), why);
  }

  @Test
  void withoutOutItWritesBesideTheRunAndNeverOverTheTopLevel() throws IOException {
    Path repo = FakeRun.repo(tmp.resolve("repo"));
    Path run = FakeHistory.write(repo.resolve("results").resolve(FakeRun.RUN_ID));
    HistoryCommand.run(List.of(run.toString()));
    String t = Files.readString(run.resolve("history/tables.md"));
    assertTrue(t.contains("with `bin/aggregate --history results/" + FakeRun.RUN_ID + "`."), t);
    assertTrue(Files.exists(run.resolve("history/charts/mesh-decode.svg")));

    String why = assertThrows(AggregateException.class,
        () -> HistoryCommand.run(List.of(run.toString(), "--out", repo.toString()))).getMessage();
    assertTrue(why.contains("is the repository's top level"), why);
    assertFalse(Files.exists(repo.resolve("tables.md")));

    HistoryCommand.run(List.of(run.toString(), "--out", repo.resolve("history").toString()));
    assertTrue(Files.readString(repo.resolve("history/tables.md"))
        .contains("with `bin/aggregate --history results/" + FakeRun.RUN_ID + " --out history`."));
  }

  static final String WHOLE = "20261201-040000-abc1234";
  static final String SHARD1 = "20261201-040001-abc1234";
  static final String SHARD2 = "20261201-040002-abc1234";

  /** A run of decode cut into two shards (history/run.sh --shard i/2): api_response and mesh, then log_record. */
  private List<Path> shards(Path whole, Consumer<ObjectNode> changeShard2) throws IOException {
    Path set = Files.createTempDirectory(tmp, "shards-");
    return List.of(
        FakeShards.cut(whole, set.resolve("s1"), 1, 2, List.of("api_response/decode", "mesh/decode"), SHARD1, r -> { }),
        FakeShards.cut(whole, set.resolve("s2"), 2, 2, List.of("log_record/decode"), SHARD2, changeShard2));
  }

  /** tables.md up to the runs' provenance, which names each shard's host. */
  private static String body(String tables) {
    return tables.substring(0, tables.indexOf("## Provenance: run "));
  }

  @Test
  void theShardsOfARunGiveTheHistoryTheWholeRunGives() throws IOException {
    Path whole = FakeHistory.write(tmp.resolve("whole"), List.of("decode"), WHOLE);
    Path encode = FakeHistory.write(tmp.resolve("encode"), List.of("encode"), "20261130-101500-abc1234");
    List<Path> s = shards(whole, r -> { });
    String merged = SHARD1 + " + " + SHARD2;
    String once = tables(render(whole, encode));
    // The shard folders anywhere among the run folders, in any order: the run takes its first folder's place.
    String split = tables(render(s.get(1), encode, s.get(0)));
    assertTrue(split.contains("from runs `" + merged + "` (decode) and `20261130-101500-abc1234` (encode)"), split);
    assertEquals(body(once).replace(WHOLE, merged), body(split));
    assertTrue(split.contains("## Provenance: run " + merged) && split.contains("shard 2/2 `" + SHARD2 + "` on host host-2"), split);

    Path out = tmp.resolve("out");
    HistoryCommand.run(List.of(s.get(0).toString(), s.get(1).toString(), encode.toString(), "--out", out.toString()));
    assertTrue(Files.readString(out.resolve("tables.md")).contains("with `bin/aggregate --history " + s.get(0) + " " + s.get(1)
        + " " + encode + " --out " + out + "`."), "the command that regenerates it names every shard's folder");
    assertTrue(Files.exists(out.resolve("charts/mesh-decode.svg")));
  }

  @Test
  void aLoneIncompleteOrDisagreeingShardSetIsRefusedInOneLine() throws IOException {
    Path whole = FakeHistory.write(tmp.resolve("whole"), List.of("decode"), WHOLE);
    Path encode = FakeHistory.write(tmp.resolve("encode"), List.of("encode"), "20261130-101500-abc1234");
    List<Path> s = shards(whole, r -> { });
    assertEquals("refusing to merge: shard 2/2 is missing: give the run folder of every shard (given: 1/2)",
        assertThrows(AggregateException.class, () -> render(s.get(0))).getMessage());
    assertEquals("refusing to merge: shard 1/2 is missing: give the run folder of every shard (given: 2/2)",
        assertThrows(AggregateException.class, () -> render(encode, s.get(1))).getMessage());
    assertEquals("refusing to merge: shard 1/2 is given 2 times: shard 1/2 (" + SHARD1 + "), shard 1/2 (" + SHARD1 + ")",
        assertThrows(AggregateException.class, () -> render(s.get(0), s.get(1), s.get(0))).getMessage());
    List<Path> other = shards(whole, r -> ((ObjectNode) r.get("host")).put("cpu", "Other CPU @ 3.0GHz"));
    assertEquals("refusing to merge: shard 2/2 (" + SHARD2 + ") and shard 1/2 (" + SHARD1 + ") differ in host.cpu:"
        + " Other CPU @ 3.0GHz vs Test CPU @ 2.0GHz",
        assertThrows(AggregateException.class, () -> render(other.get(0), other.get(1))).getMessage());
    // Shards of the same run as a whole run given beside them: its op would come from two runs.
    String twice = assertThrows(AggregateException.class, () -> render(whole, s.get(0), s.get(1))).getMessage();
    assertEquals("protobuf-java decode is in both " + WHOLE + " and " + SHARD1 + " + " + SHARD2 + "; a history takes"
        + " each implementation's op from one run (comparisons never cross runs): give one of them", twice);
  }

  @Test
  void releasesSortAsTheyFollowEachOther() {
    List<String> sorted = java.util.stream.Stream.of("4.28.0", "3.21.10", "4.28.0-RC1", "3.21.9", "4.3.0")
        .map(Release::parse).sorted().map(Release::text).toList();
    assertEquals(List.of("3.21.9", "3.21.10", "4.3.0", "4.28.0-RC1", "4.28.0"), sorted);
    assertEquals(null, Release.parse("before-3409e40"));
  }
}
