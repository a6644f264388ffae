package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.PublishedRuns;
import protocross.aggregate.read.PublishedSet;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.report.HtmlReport;

/**
 * The published set (results/PUBLISHED, bin/aggregate --publish): a synthetic core run (the three
 * core ops, six forks, an A/A twin) and a run of build_encode and merge alone at a later commit
 * (four forks, no twin, upb built with other flags) make one tables.md in which every section
 * names its run and the header says where the runs differ; runs that time the same cell, or come
 * from another CPU model, are refused in one line with exit status 2.
 */
class PublishedSetTest {
  static final String CORE = FakeRun.RUN_ID;
  static final String NEW_COMMIT = "bcd2345def5678abc1234def5678abc1234def56";
  static final String NEW_RUN = "20261130-101500-bcd2345";
  static final List<String> NEW_OPS = List.of("build_encode", "merge");
  static final List<String> COLUMNS = List.of("protobuf-java", "protobuf-lite", "wire", "upb");

  @TempDir Path tmp;
  private Path repo;

  @BeforeEach
  void repo() throws IOException {
    repo = FakeRun.repo(tmp.resolve("repo"));
  }

  private Path core() throws IOException {
    return FakeForks.write(repo.resolve("results").resolve(CORE), 6, FakeForks::fromPasses);
  }

  /** A run of {@code ops} alone at a later commit: four forks of four columns; {@code change} edits its run.json. */
  private Path other(List<String> ops, Consumer<ObjectNode> change) throws IOException {
    Path dir = FakeForks.write(repo.resolve("results").resolve(NEW_RUN), 4, FakeForks::fromPasses);
    for (String dataset : FakeRun.DATASETS) {
      for (String op : FakeRun.OPS) {
        deleteTree(dir.resolve("forks").resolve(dataset).resolve(op));
      }
    }
    ObjectNode run = (ObjectNode) FakeRun.JSON.readTree(dir.resolve("run.json").toFile());
    run.put("runId", NEW_RUN).put("commit", NEW_COMMIT);
    ArrayNode opList = run.putArray("ops");
    ops.forEach(opList::add);
    opList.add(RecordedRun.CONTROL);
    ArrayNode columns = run.putArray("columns");
    COLUMNS.forEach(columns::add);
    ((ObjectNode) run.get("libraries")).put("upb.cflags", "-O2 -mavx").put("protobuf-java-util", "4.36.2");
    change.accept(run);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    for (String dataset : FakeRun.DATASETS) {
      for (String op : ops) {
        for (String column : COLUMNS) {
          for (int k = 1; k <= 4; k++) {
            FakeForks.fork(dir, dataset, op, column, k, 500.0 * (COLUMNS.indexOf(column) + 1) * (1 + 0.01 * k), sha);
          }
        }
      }
    }
    FakeForks.stampRunId(dir, run.get("runId").asText()); // the control forks kept from the core run's files
    return dir;
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private void publish(String... ids) throws IOException {
    Files.writeString(repo.resolve(PublishedSet.FILE), "# the core run first\n" + String.join("\n", ids) + "\n");
  }

  private Map<String, byte[]> render() {
    return PublishCommand.render(repo, repo);
  }

  private static String text(Map<String, byte[]> files, String name) {
    return new String(files.get(name), StandardCharsets.UTF_8);
  }

  @Test
  void twoRunsMakeOneTablesMdInWhichEverySectionNamesItsRun() throws IOException {
    core();
    other(NEW_OPS, r -> { });
    publish(CORE, NEW_RUN);
    Map<String, byte[]> files = render();
    String t = text(files, "tables.md");
    assertTrue(t.startsWith("# protocross results: runs " + CORE + ", " + NEW_RUN + "\n"), t);
    assertTrue(t.contains("with `bin/aggregate --publish`."), t);
    assertTrue(t.contains("| `" + NEW_RUN + "` | build_encode, merge | all 3 | 4 | `bcd2345` |"), t);
    assertTrue(t.contains("## Run `" + CORE + "`: provenance"), t);
    assertTrue(t.contains("## Run `" + NEW_RUN + "`: provenance"), t);
    assertTrue(t.contains("## decode: throughput, MiB/s — run `" + CORE + "`"), t);
    // Four forks a cell: the heading says there are no verdicts.
    assertTrue(t.contains("## build_encode: throughput, MiB/s (4 forks a cell, fewer than 6: no verdicts) — run `" + NEW_RUN
        + "`"), t);
    assertTrue(t.contains("## merge: throughput, MiB/s (4 forks a cell, fewer than 6: no verdicts) — run `" + NEW_RUN + "`"), t);
    assertTrue(t.contains("## Allocation: bytes per op — run `" + NEW_RUN + "`"), t);
    assertTrue(t.contains("## Harness overhead: the control op — run `" + CORE + "`"), t);
    assertFalse(t.contains("## decode: throughput, MiB/s — run `" + NEW_RUN + "`"), t);
    for (String line : t.lines().toList()) {
      // The set's own summary and index head the runs' parts; their tables name each run in turn.
      if (line.startsWith("## ") && !line.startsWith("## Summary: ") && !line.equals("## The runs")) {
        assertTrue(line.contains("`" + CORE + "`") || line.contains("`" + NEW_RUN + "`"), line);
      }
    }
    // Where the runs differ, and why that is acceptable, or not (upb's library was built with other flags).
    assertTrue(t.contains("They differ in commit (`abc1234` in `" + CORE + "`; `bcd2345` in `" + NEW_RUN + "`)"), t);
    assertTrue(t.contains("forks per cell planned (6 in `" + CORE + "`; 4 in `" + NEW_RUN + "`)"), t);
    assertTrue(t.contains("the A/A twin measures the false-positive rate of the run that has one only"), t);
    assertTrue(t.contains("**library `upb.cflags` (`-O2` in `" + CORE + "`; `-O2 -mavx` in `" + NEW_RUN + "`)**"), t);
    assertTrue(t.contains("`protobuf-java-util` not in `" + CORE + "`"), t);
    assertTrue(t.contains("one CPU model (`Test CPU @ 2.0GHz`), one JDK (" + FakeRun.JDK + ")"), t);
    assertTrue(t.contains("It is **not** acceptable for what is marked in bold"), t);

    String s = text(files, "measurement-spread.md");
    assertTrue(s.startsWith("# Measurement spread: runs " + CORE + ", " + NEW_RUN + "\n"), s);
    assertTrue(s.contains("## Measurement spread — run `" + NEW_RUN + "`"), s);
    assertTrue(s.contains("## Per benchmark — run `" + CORE + "`"), s);
    assertTrue(s.contains("| protobuf-lite | build_encode | api_response | 4 |"), s);

    assertTrue(files.containsKey("charts/api_response.svg"), files.keySet().toString());
    assertTrue(text(files, "charts/" + NEW_RUN + "/mesh.svg").contains("run " + NEW_RUN), files.keySet().toString());

    PublishCommand.publish(repo, null);
    assertEquals(t, Files.readString(repo.resolve("tables.md")));
    assertTrue(Files.isRegularFile(repo.resolve("charts").resolve(NEW_RUN).resolve("mesh.svg")));
    // One run of the set aggregated alone goes into its own folder, not over the set's tables.
    Path coreDir = repo.resolve("results").resolve(CORE);
    Main.run(new String[] {coreDir.toString()});
    assertTrue(Files.isRegularFile(coreDir.resolve("tables.md")));
    assertEquals(t, Files.readString(repo.resolve("tables.md")));
  }

  @Test
  void aSetOfOneRunIsExactlyThatRunsOwnTables() throws IOException {
    Path core = core();
    publish(CORE);
    Map<String, byte[]> set = render();
    Map<String, byte[]> alone = RunCommand.render(core);
    assertEquals(alone.keySet(), set.keySet());
    // --publish adds the A/A ledger of every committed run with a twin after measurement-spread.md's title; else the same bytes.
    String spread = text(set, "measurement-spread.md");
    assertTrue(spread.contains("## A/A ledger: every committed twin cell\n\n**False-positive rate across 1 committed run(s)"
        + " with an A/A twin: 0 of 9 twin cells called significant (0.0 %, 95 % Clopper–Pearson interval 0.0 %–33.6 %).**"),
        spread);
    assertTrue(spread.contains("| `" + CORE + "` | protobuf-java#2 | protobuf-java | decode, decode_read, encode | Mann–Whitney | 9 | 0 | 0 |"),
        spread);
    String withoutLedger = spread.replaceFirst("(?s)## A/A ledger: every committed twin cell\n.*?in its part below\\.\n\n", "");
    alone.forEach((name, bytes) -> {
      if (!name.equals(HtmlReport.FILE)) {
        assertEquals(new String(bytes, StandardCharsets.UTF_8), name.equals("measurement-spread.md") ? withoutLedger : text(set, name), name);
      }
    });
    // report.html is the page of the set's own files, ledger included.
    Map<String, byte[]> files = new java.util.LinkedHashMap<>(set);
    files.remove(HtmlReport.FILE);
    assertEquals(HtmlReport.render(files), text(set, HtmlReport.FILE));
  }

  @Test
  void twoRunsThatTimeTheSameCellAreRefusedWithExitStatus2() throws IOException {
    core();
    other(List.of("build_encode", "encode"), r -> { });
    publish(CORE, NEW_RUN);
    AggregateException e = assertThrows(AggregateException.class, this::render);
    assertEquals("refusing to publish " + NEW_RUN + " beside " + CORE + ": both time encode on api_response; each (op,"
        + " dataset) of the published tables comes from one run, so list only one of them in results/PUBLISHED",
        e.getMessage());
    assertEquals(PublishedRuns.REFUSED, e.status);
  }

  @Test
  void runsFromAnotherCpuModelAreRefusedWithExitStatus2() throws IOException {
    core();
    other(NEW_OPS, r -> ((ObjectNode) r.get("host")).put("cpu", "AMD EPYC 7B13"));
    publish(CORE, NEW_RUN);
    AggregateException e = assertThrows(AggregateException.class, this::render);
    assertEquals("refusing to publish " + NEW_RUN + " beside " + CORE + ": they differ in run.json host.cpu: AMD EPYC 7B13"
        + " vs Test CPU @ 2.0GHz; the runs of one published tables.md must come from one CPU model, JDK and JVM flags",
        e.getMessage());
    assertEquals(2, e.status);
    assertFalse(Files.exists(repo.resolve("tables.md")));
  }

  @Test
  void aListedRunThatIsNotThereIsRefusedInOneLine() throws IOException {
    core();
    publish(CORE, NEW_RUN);
    AggregateException e = assertThrows(AggregateException.class, this::render);
    assertEquals("results/PUBLISHED lists " + NEW_RUN + ", but results/" + NEW_RUN + "/ is not a folder here", e.getMessage());
    assertEquals(1, e.status);
  }
}
