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
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.read.Shards;
import protocross.aggregate.render.RunFiles;

/**
 * Shards (metal/run.sh --shard i/N): a synthetic run of six forks per cell, with upb's C loop,
 * cut into two shard folders as the runner would (whole (dataset, op) groups, a dataset's decode
 * and encode together). Merged, they give the unsharded run's tables, spread and charts; a shard
 * whose provenance differs in any checked field is refused in one line naming the field.
 */
class ShardMergeTest {
  static final int FORKS = 6;
  static final String SHARD2_ID = "20261129-201501-abc1234";
  /** Shard 1: api_response whole and mesh's decode and encode; shard 2 the rest. */
  static final List<String> SHARD1 = List.of("api_response/control", "api_response/decode", "api_response/decode_read",
      "api_response/encode", "mesh/decode", "mesh/encode");
  static final List<String> SHARD2 = List.of("log_record/control", "log_record/decode", "log_record/decode_read",
      "log_record/encode", "mesh/control", "mesh/decode_read");

  @TempDir static Path shared;
  @TempDir Path tmp;
  private static Path whole;

  @BeforeAll
  static void writeWhole() throws IOException {
    whole = FakeForks.write(shared.resolve("whole"), FORKS, FakeForks::fromPasses);
    ObjectNode run = (ObjectNode) FakeRun.JSON.readTree(whole.resolve("run.json").toFile());
    run.put("control", true);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(whole.resolve("run.json").toFile(), run);
    Path nat = Files.createDirectories(whole.resolve("native-c"));
    for (int k = 1; k <= FORKS; k++) {
      FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(nat.resolve("pass-" + k + ".json").toFile(),
          nativePass(k, FakeRun.DATASETS));
    }
  }

  /** upb's C loop of one round over {@code datasets}: decode and encode, 1.25× upb's JVM score. */
  static ObjectNode nativePass(int k, List<String> datasets) {
    ObjectNode n = FakeRun.JSON.createObjectNode();
    n.put("tool", "upb_bench");
    n.putObject("upb").put("sdist", "protobuf-7.36.2.tar.gz").put("sha256", "ff00").put("cflags", "-O2");
    n.put("warmupIterations", 1).put("measurementIterations", 3).put("iterationSeconds", 1.0);
    ArrayNode results = n.putArray("results");
    for (String d : datasets) {
      for (String op : List.of("decode", "encode")) {
        double s = 1.25 * FakeForks.fromPasses("upb", op, d, k);
        results.addObject().put("dataset", d).put("op", op).put("opsPerSecond", s).putArray("iterations").add(s);
      }
    }
    return n;
  }

  /** One shard's folder: the whole run's files of its groups, run.json with its shard and its own host, its C loop. */
  static Path shard(Path to, int index, List<String> groups, String runId, Consumer<ObjectNode> change) throws IOException {
    FakeShards.cut(whole, to, index, 2, groups, runId, change);
    List<String> datasets = FakeRun.DATASETS.stream().filter(d -> groups.contains(d + "/decode")).toList();
    if (!datasets.isEmpty()) {
      Path nat = Files.createDirectories(to.resolve("native-c"));
      for (int k = 1; k <= FORKS; k++) {
        FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(nat.resolve("pass-" + k + ".json").toFile(),
            nativePass(k, datasets));
      }
    }
    return to;
  }

  /** Both shards, in a folder of their own (a test may make several sets). */
  private List<Path> shards(Consumer<ObjectNode> changeShard2) throws IOException {
    Path set = Files.createTempDirectory(tmp, "shards-");
    return List.of(shard(set.resolve("s1"), 1, SHARD1, FakeRun.RUN_ID, r -> { }),
        shard(set.resolve("s2"), 2, SHARD2, SHARD2_ID, changeShard2));
  }

  private static String text(Map<String, byte[]> files, String name) {
    return new String(files.get(name), StandardCharsets.UTF_8);
  }

  /** Everything after the first line that starts with {@code marker}: the part that does not name the run. */
  private static String upTo(String text, String marker) {
    int at = text.indexOf("\n" + marker);
    assertTrue(at >= 0, marker + " in:\n" + text);
    return text.substring(0, at);
  }

  private static String from(String text, String marker) {
    int at = text.indexOf("\n" + marker);
    assertTrue(at >= 0, marker + " in:\n" + text);
    return text.substring(at);
  }

  @Test
  void agreeingShardsMergeToWhatTheUnshardedRunGives() throws IOException {
    RecordedRun merged = Shards.merge(shards(r -> { }));
    RecordedRun single = RunDir.read(whole);
    Provenance.check(single);
    Map<String, byte[]> m = RunFiles.render(merged, "cmd");
    Map<String, byte[]> u = RunFiles.render(single, "cmd");
    assertEquals(u.keySet(), m.keySet());
    // Everything but the provenance, the last section (it lists the shards).
    assertEquals(upTo(from(text(u, "tables.md"), "## "), "## Provenance"), upTo(from(text(m, "tables.md"), "## "), "## Provenance"));
    assertTrue(text(u, "tables.md").contains("## upb: from Java through FFM vs upb's own C loop"), "the C loop's table is compared too");
    assertEquals(from(text(u, "measurement-spread.md"), "Spread of one"), from(text(m, "measurement-spread.md"), "Spread of one"));
    // SVGs only: the PNG's pixels include the run id, which differs (the SVG has the same page as text).
    for (String name : u.keySet().stream().filter(n -> n.startsWith(Output.CHARTS) && n.endsWith(".svg")).toList()) {
      assertEquals(text(u, name), text(m, name).replace("run " + merged.runId(), "run " + single.runId()), name);
    }
    String t = text(m, "tables.md");
    assertTrue(t.contains("| Shards | 2 shards merged; their run.json agree on host.cpu, runner, jdk"), t);
    assertTrue(t.contains("shard 2/2 `" + SHARD2_ID + "` on host host-2"), t);
    assertTrue(t.contains("governor (shard 2/2) = unknown"), t);
  }

  @Test
  void theCommandLineMergesIntoOutAndOneShardAloneShowsOnlyItsCells() throws IOException {
    List<Path> s = shards(r -> { });
    Path out = tmp.resolve("merged");
    Main.run(new String[] {s.get(0).toString(), s.get(1).toString(), "--out", out.toString()});
    String t = Files.readString(out.resolve("tables.md"));
    assertTrue(t.contains("regenerate this file where it is, from the repository's top level, with `bin/aggregate "
        + s.get(0) + " " + s.get(1) + " --out " + out + "`"), t);
    assertTrue(t.contains("# protocross results: run " + FakeRun.RUN_ID + " + " + SHARD2_ID), t);
    assertEquals("merging 2 shards needs --out <dir>: where the merged tables go", assertThrows(AggregateException.class,
        () -> Main.run(new String[] {s.get(0).toString(), s.get(1).toString()})).getMessage());

    Main.run(new String[] {s.get(1).toString()});
    String alone = Files.readString(s.get(1).resolve("tables.md"));
    assertTrue(alone.contains("| Shard | shard 2/2 of a run (`metal/run.sh --shard`): this folder holds 6 (dataset, op) group(s)"),
        alone);
    assertTrue(alone.contains("| api_response (6,789 B = 50 payloads, mean 136 B) | no data | no data |"), alone);
    assertFalse(alone.contains("not run"), "another shard's cells are not reported as forks that did not run");
  }

  private String refusal(Consumer<ObjectNode> changeShard2) throws IOException {
    String m = assertThrows(AggregateException.class, () -> Shards.merge(shards(changeShard2))).getMessage();
    assertFalse(m.contains("\n"), m);
    assertTrue(m.startsWith("refusing to merge: "), m);
    return m;
  }

  @Test
  void aShardWhoseProvenanceDiffersIsRefusedNamingTheField() throws IOException {
    String shard2 = "shard 2/2 (" + SHARD2_ID + ") and shard 1/2 (" + FakeRun.RUN_ID + ") differ in ";
    assertEquals("refusing to merge: " + shard2 + "host.cpu: Other CPU @ 3.0GHz vs Test CPU @ 2.0GHz",
        refusal(r -> ((ObjectNode) r.get("host")).put("cpu", "Other CPU @ 3.0GHz")));
    assertEquals("refusing to merge: " + shard2 + "schedule.seed: 43 vs 42",
        refusal(r -> ((ObjectNode) r.get("schedule")).put("seed", 43)));
    assertEquals("refusing to merge: " + shard2 + "jmh.profilers: [\"gc\",\"stack\"] vs [\"gc\"]",
        refusal(r -> ((ArrayNode) r.at("/jmh/profilers")).add("stack")));
    assertEquals("refusing to merge: " + shard2 + "commit: abc1234ffffffffffffffffffffffffffffffff vs " + FakeRun.COMMIT,
        refusal(r -> r.put("commit", "abc1234ffffffffffffffffffffffffffffffff")));
    assertEquals("refusing to merge: " + shard2 + "libraries.protoc: 4.36.1 vs (absent)",
        refusal(r -> ((ObjectNode) r.get("libraries")).put("protoc", "4.36.1")));
    assertEquals("refusing to merge: " + shard2 + "dirty: true vs false", refusal(r -> r.put("dirty", true)));
  }

  /**
   * run.json datasetDirs as the runner records it for a --dataset run: {@code root} is where this
   * host's directories lie; mesh's canonical payloads have the sha256 {@code meshSha256}.
   */
  static void datasetDirs(ObjectNode run, String root, String meshSha256) {
    ArrayNode dirs = run.putArray("datasetDirs");
    for (String d : FakeRun.DATASETS) {
      dirs.addObject().put("name", d).put("dir", root + "/" + d).put("description", "").put("messageType", "acme.Reading")
          .put("schemaHash", "0123456789abcdef").put("sha256", d.equals("mesh") ? meshSha256 : "aa")
          .put("buildFolder", "target/protocross-builds/0123456789abcdef").put("payloadsCanonicalised", 0);
    }
  }

  /** Both shards of a --dataset run, each host with its directories at its own paths; then {@code changeShard2}. */
  private List<Path> datasetShards(Consumer<ObjectNode> changeShard2) throws IOException {
    Path set = Files.createTempDirectory(tmp, "dataset-shards-");
    return List.of(shard(set.resolve("s1"), 1, SHARD1, FakeRun.RUN_ID, r -> datasetDirs(r, "/home/bench/data", "cc")),
        shard(set.resolve("s2"), 2, SHARD2, SHARD2_ID, r -> {
          datasetDirs(r, "/mnt/shared/data", "cc");
          changeShard2.accept(r);
        }));
  }

  private String datasetRefusal(Consumer<ObjectNode> changeShard2) throws IOException {
    String m = assertThrows(AggregateException.class, () -> Shards.merge(datasetShards(changeShard2))).getMessage();
    assertFalse(m.contains("\n"), m);
    return m;
  }

  @Test
  void shardsOfADatasetRunMergeOnlyWhenEachDatasetIsTheSameBytesWhereverItLay() throws IOException {
    RecordedRun merged = Shards.merge(datasetShards(r -> { }));
    assertEquals(FakeRun.RUN_ID + " + " + SHARD2_ID, merged.runId());
    String t = new String(RunFiles.render(merged, "cmd").get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(t.contains("their run.json agree on host.cpu, runner, jdk, jvmFlags, jmh, datasetDirs, manifestSha256,"), t);

    String shard2 = "refusing to merge: shard 2/2 (" + SHARD2_ID + ") and shard 1/2 (" + FakeRun.RUN_ID + ") differ in ";
    // Same name, other bytes: named by the dataset, before the manifest's hash would say it less clearly.
    assertEquals(shard2 + "datasetDirs.mesh.sha256: dd vs cc",
        datasetRefusal(r -> ((ObjectNode) r.at("/datasetDirs/2")).put("sha256", "dd")));
    assertEquals(shard2 + "datasetDirs.mesh.schemaHash: fedcba9876543210 vs 0123456789abcdef",
        datasetRefusal(r -> ((ObjectNode) r.at("/datasetDirs/2")).put("schemaHash", "fedcba9876543210")));
    assertEquals(shard2 + "datasetDirs.mesh.messageType: acme.Other vs acme.Reading",
        datasetRefusal(r -> ((ObjectNode) r.at("/datasetDirs/2")).put("messageType", "acme.Other")));
    String renamed = datasetRefusal(r -> ((ObjectNode) r.at("/datasetDirs/2")).put("name", "mesh2"));
    assertTrue(renamed.startsWith(shard2 + "datasetDirs.mesh: (absent) vs {"), renamed);
    String builtIn = datasetRefusal(r -> r.remove("datasetDirs"));
    assertTrue(builtIn.startsWith(shard2 + "datasetDirs: (absent) vs {"), builtIn);
  }

  @Test
  void eachShardsForksNameThatShardsRun() throws IOException {
    // Each shard is a run of its own: its forks name its id, and a fork naming another shard's run was copied in.
    List<Path> s = shards(r -> { });
    FakeForks.stampRunId(s.get(1), FakeRun.RUN_ID);
    String m = assertThrows(AggregateException.class, () -> Shards.merge(s)).getMessage();
    assertTrue(m.startsWith(s.get(1) + ": refusing to aggregate: forks/log_record/"), m);
    assertTrue(m.contains("/fork-1 is a fork of run " + FakeRun.RUN_ID + " "), m);
    assertTrue(m.endsWith("not of this run " + SHARD2_ID + ": copied in from another run"), m);
  }

  @Test
  void shardsThatDoNotAddUpToOnePlanAreRefused() throws IOException {
    Path s1 = shard(tmp.resolve("alone"), 1, SHARD1, FakeRun.RUN_ID, r -> { });
    assertEquals("refusing to merge: shard 2/2 is missing: give the run folder of every shard (given: 1/2)",
        assertThrows(AggregateException.class, () -> Shards.merge(List.of(s1))).getMessage());
    assertEquals("refusing to merge: shard 1/2 is given 2 times: shard 1/2 (" + FakeRun.RUN_ID + "), shard 1/2 ("
        + FakeRun.RUN_ID + ")", assertThrows(AggregateException.class, () -> Shards.merge(List.of(s1, s1))).getMessage());
    assertEquals("refusing to merge: api_response/decode is in both shard 1/2 (" + FakeRun.RUN_ID + ") and shard 2/2 ("
        + SHARD2_ID + "): they are not shards of one plan",
        refusal(r -> ((ArrayNode) r.at("/shard/groups")).add("api_response/decode")));
    assertEquals("refusing to merge: " + whole + " is not a shard (its run.json has no shard); aggregate a whole run on its own",
        assertThrows(AggregateException.class, () -> Shards.merge(List.of(s1, whole))).getMessage());
    Path short2 = shard(tmp.resolve("short"), 2, SHARD2.subList(1, SHARD2.size()), SHARD2_ID, r -> { });
    assertEquals("refusing to merge: log_record/control is in none of the shards: they are not shards of one plan",
        assertThrows(AggregateException.class, () -> Shards.merge(List.of(s1, short2))).getMessage());
    // Forks of a group the shard's run.json does not list: results of another shard mixed in, refused on reading.
    Path stray = shard(tmp.resolve("stray"), 2, SHARD2, SHARD2_ID, r -> ((ArrayNode) r.at("/shard/groups")).remove(0));
    String m = assertThrows(AggregateException.class, () -> Shards.merge(List.of(s1, stray))).getMessage();
    assertEquals(stray + ": forks/log_record/control/: this shard's run.json shard.groups does not list log_record/control,"
        + " so these forks belong to another shard's run", m);
  }

  /** metal/slurm/: each shard's run.json names its array task; they differ, and the merged header lists each. */
  @Test
  void eachShardsSchedulerJobIsItsOwnAndListedInTheMergedHeader() throws IOException {
    Path set = Files.createTempDirectory(tmp, "slurm-");
    List<Path> s = List.of(
        shard(set.resolve("s1"), 1, SHARD1, FakeRun.RUN_ID, r -> r.putObject("scheduler").put("name", "slurm")
            .put("jobId", "41").put("arrayJobId", "40").put("arrayTaskId", "1").put("nodeList", "bench01")),
        shard(set.resolve("s2"), 2, SHARD2, SHARD2_ID, r -> r.putObject("scheduler").put("name", "slurm")
            .put("jobId", "44").put("arrayJobId", "43").put("arrayTaskId", "2").put("nodeList", "bench02")));
    RecordedRun merged = Shards.merge(s);
    assertFalse(merged.runJson().has("scheduler"), "the first shard's job is not the merge's");
    String t = text(RunFiles.render(merged, "cmd"), "tables.md");
    assertTrue(t.contains("on host host-1 (kernel "), t);
    assertTrue(t.contains(", Slurm array task 40_1 (job 41) on bench01): 6 group(s)"), t);
    assertTrue(t.contains(", Slurm array task 43_2 (job 44) on bench02): 6 group(s)"), t);
    String alone = text(RunFiles.render(RunDir.readOneOf(s.get(1)), "cmd"), "tables.md");
    assertTrue(alone.contains("| Scheduler | Slurm array task 43_2 (job 44) on bench02 |"), alone);
  }
}
