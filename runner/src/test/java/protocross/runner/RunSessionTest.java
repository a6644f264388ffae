package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.jars.BenchJars;
import protocross.jars.RunnerException;

/**
 * The run session both runners share, with a fake target in a throwaway git repository: no
 * benchmark JVM, no container, and no aggregator (so every run ends in the one-line "aggregate
 * later" message, which is part of what is checked).
 */
class RunSessionTest {
  static final String HEADER = "dataset\tmessage_type\tpayloads\tpayload_bytes\tsha256\treference_digest";

  @TempDir Path repo;
  /** Where a user's dataset directory lies: outside the repository. */
  @TempDir Path elsewhere;

  private final List<String> launched = new ArrayList<>();
  private String jdk = "Fake JDK 1";
  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

  /** Every fork "passes conformance" and scores 100 ops/s; run.json gets the target's own field. */
  private final RunTarget fake = new RunTarget() {
    @Override
    public String runner() {
      return "fake";
    }

    @Override
    public String prepare(RunPlan plan, Path r) {
      return jdk;
    }

    @Override
    public ObjectNode libraries(List<String> pinned, Path r) {
      ObjectNode n = JsonFiles.MAPPER.createObjectNode();
      pinned.forEach(v -> n.put(v, "1.0"));
      return n;
    }

    @Override
    public PartLauncher launcher(BenchJars jars, Path datasetsDir, List<Integer> cores, String runId) {
      return new PartLauncher() {
        @Override
        public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> out) throws IOException {
          launched.add(part.id());
          Files.writeString(layout.meta(part), "{\"impl\": \"" + part.impl() + "\", \"conformanceFailed\": {}}");
          out.accept("# Benchmark: " + part.op().benchmark());
          out.accept("# Parameters: (dataset = " + part.dataset() + ")");
          out.accept("Result \"" + part.op().benchmark() + "\":");
          out.accept("  100.0 ops/s");
          Files.writeString(layout.json(part), "[{\"benchmark\":\"" + part.op().benchmark()
              + "\",\"params\":{\"dataset\":\"" + part.dataset() + "\"}}]");
          return 0;
        }

        @Override
        public String describe() {
          return "fake launch on " + CpuList.format(cores);
        }
      };
    }

    @Override
    public void addProvenance(ObjectNode runJson) {
      runJson.put("fakeTarget", true);
    }

    @Override
    public void stopParts(boolean force) {}

    @Override
    public String resumeAdvice(RunLayout layout, Path resultsDir, Path r, boolean allowNoisy) {
      return "not resumable";
    }
  };

  @BeforeEach
  void repository() throws Exception {
    Files.writeString(repo.resolve("pom.xml"), "<project><properties></properties></project>");
    Files.createDirectories(repo.resolve("impls/good"));
    Files.writeString(repo.resolve("impls/good/pom.xml"), "<project><properties><impl.name>good</impl.name></properties></project>");
    Files.createDirectories(repo.resolve("datasets"));
    Files.writeString(repo.resolve("datasets/MANIFEST.tsv"),
        HEADER + "\nsmall\tx.Small\t2\t1048576\t" + "0".repeat(64) + "\t1\n");
    git("init", "-q");
    git("add", ".");
    git("-c", "user.email=test@example.org", "-c", "user.name=test", "commit", "-q", "-m", "fixture");
  }

  private void git(String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", repo.toString()));
    cmd.addAll(List.of(args));
    assertEquals(0, new ProcessBuilder(cmd).inheritIO().start().waitFor(), "git " + args[0]);
  }

  private static RunOptions options(String resume) {
    return resume != null
        ? new RunOptions(false, false, null, null, null, null, null, null, null, null, null, null, resume, null, null, true,
            false, List.of(), List.of(), null)
        : new RunOptions(true, false, List.of("good"), null, List.of("small"), List.of("decode"), 1, null, null, null, 7L, null,
            null, null, "0", true, false, List.of(), List.of(), null);
  }

  /** Runs a session; without an aggregator it must end in one line that says where the run is. */
  private Path run(RunOptions options) throws IOException {
    RunSession session = new RunSession(repo, options, fake, PreflightPolicy.STAMP,
        new PrintStream(printed, true, StandardCharsets.UTF_8));
    RunnerException e = assertThrows(RunnerException.class, session::run);
    Path runDir;
    try (Stream<Path> runs = Files.list(repo.resolve("results/quick"))) {
      runDir = runs.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    assertEquals(repo.resolve("aggregate/target/aggregate.jar") + " missing; results are in " + runDir
        + ", aggregate later with: bin/aggregate results/quick/" + runDir.getFileName(), e.getMessage());
    return runDir;
  }

  @Test
  void aRunWritesItsFolderProvenanceAndForksThroughTheTarget() throws Exception {
    Path runDir = run(options(null));
    String id = runDir.getFileName().toString();
    assertEquals(List.of("small/control/good/fork-1", "small/decode/good/fork-1"), launched.stream().sorted().toList());
    JsonNode j = JsonFiles.MAPPER.readTree(runDir.resolve("run.json").toFile());
    assertEquals("fake", j.path("runner").asText());
    assertEquals("Fake JDK 1", j.path("jdk").asText());
    assertEquals("fake launch on 0", j.path("launch").asText());
    assertTrue(j.path("fakeTarget").asBoolean(), "the target's own field");
    assertTrue(j.path("allowNoisy").asBoolean(), "a stamping policy admits any host, and says so");
    assertEquals("1.0", j.path("libraries").path("good").asText());
    assertEquals(2, j.path("schedule").path("rounds").path(0).path("forks").size());
    assertEquals(Files.readString(repo.resolve("datasets/MANIFEST.tsv")), Files.readString(runDir.resolve("MANIFEST.tsv")));
    String out = printed.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("run " + id + ": 1 forks per cell of [good] × 1 datasets × [decode] + control (good), quick settings,"
        + " seed 7, pinned: fake launch on 0\n"), out);
    assertTrue(out.contains("run " + id + ": 2 forks run, 0 already there, 0 failed, 1 rounds -> " + runDir + "\n"), out);
  }

  @Test
  void aResumedRunRunsOnlyWhatIsMissingAndRecordsTheSession() throws Exception {
    Path runDir = run(options(null));
    String id = runDir.getFileName().toString();
    Files.delete(runDir.resolve("forks/small/decode/good/fork-1.json"));
    launched.clear();
    run(options(id));
    assertEquals(List.of("small/decode/good/fork-1"), launched, "only the fork without its result");
    JsonNode j = JsonFiles.MAPPER.readTree(runDir.resolve("run.json").toFile());
    assertEquals(1, j.path("resumes").size());
    assertTrue(printed.toString(StandardCharsets.UTF_8).contains("run " + id + ": 1 forks run, 1 already there, 0 failed"));
  }

  @Test
  void theShardsOfARunLaunchEachOfItsForksOnceBetweenThemEachIntoItsOwnFolder() throws Exception {
    List<String> all = new ArrayList<>();
    for (int i = 1; i <= 2; i++) {
      launched.clear();
      RunOptions o = RunOptions.parse(new String[] {"--quick", "--impls", "good", "--datasets", "small", "--ops", "decode",
          "--forks", "1", "--seed", "7", "--cores", "0", "--no-chrt", "--shard", i + "/2", "--results-dir", "shards/" + i});
      RunSession session = new RunSession(repo, o, fake, PreflightPolicy.STAMP, new PrintStream(printed, true, StandardCharsets.UTF_8));
      assertThrows(RunnerException.class, session::run, "no aggregator here");
      assertEquals(1, launched.size(), "shard " + i + "/2 of a plan of two parts (control, decode) runs one: " + launched);
      all.addAll(launched);
      Path runDir;
      try (Stream<Path> runs = Files.list(repo.resolve("shards/" + i))) {
        runDir = runs.filter(Files::isDirectory).findFirst().orElseThrow();
      }
      JsonNode j = JsonFiles.MAPPER.readTree(runDir.resolve("run.json").toFile());
      assertEquals(i, j.at("/shard/index").asInt());
      assertEquals(2, j.at("/shard/count").asInt());
      assertEquals(List.of(launched.get(0).substring(0, launched.get(0).indexOf("/good/"))),
          List.of(j.at("/shard/groups/0").asText()), "run.json lists the group the shard ran");
    }
    assertEquals(List.of("small/control/good/fork-1", "small/decode/good/fork-1"), all.stream().sorted().toList());
    assertTrue(printed.toString(StandardCharsets.UTF_8).contains("shard 2/2: 1 of the plan's 2 (dataset, op) groups"));
  }

  @Test
  void aResumeOnAnotherJdkIsRefusedInOneLine() throws Exception {
    Path runDir = run(options(null));
    jdk = "Fake JDK 2";
    RunnerException e = assertThrows(RunnerException.class,
        () -> new RunSession(repo, options(runDir.getFileName().toString()), fake, PreflightPolicy.STAMP,
            new PrintStream(printed, true, StandardCharsets.UTF_8)).run());
    assertEquals("cannot resume: the run was made with JDK Fake JDK 1, this is Fake JDK 2", e.getMessage());
  }

  /**
   * A --dataset run's folder lies under results/quick/datasets/<name>/; --resume finds it, reads the
   * directory run.json records, and refuses, before building anything, when its schema changed.
   */
  @Test
  void aResumedDatasetRunIsFoundAndRefusedWhenItsSchemaChanged() throws Exception {
    Path runDir = run(options(null));
    String id = runDir.getFileName().toString();
    Path moved = repo.resolve("results/quick/datasets/sensors").resolve(id);
    Files.createDirectories(moved.getParent());
    Files.move(runDir, moved);
    Path data = elsewhere.resolve("sensors");
    Files.createDirectories(data.resolve("payloads"));
    Files.writeString(data.resolve("sensor.proto"), "syntax = \"proto3\";\npackage acme;\nmessage Reading { double value = 2; }\n");
    Files.writeString(data.resolve("dataset.properties"), "message=acme.Reading\n");
    Files.write(data.resolve("payloads/001.bin"), new byte[] {0x11, 0, 0, 0, 0, 0, 0, (byte) 0xF0, 0x3F});
    ObjectNode j = (ObjectNode) JsonFiles.MAPPER.readTree(moved.resolve("run.json").toFile());
    j.putArray("datasetDirs").addObject().put("name", "sensors").put("dir", data.toString()).put("schemaHash", "0000000000000000");
    JsonFiles.writeAtomically(moved.resolve("run.json"), j);
    Path protoc = repo.resolve("contract/target/protoc/protoc");
    Files.createDirectories(protoc.getParent());
    Files.createSymbolicLink(protoc, Path.of("").toAbsolutePath().getParent().resolve("contract/target/protoc/protoc"));

    RunnerException e = assertThrows(RunnerException.class,
        () -> new RunSession(repo, options(id), fake, PreflightPolicy.STAMP, new PrintStream(printed, true, StandardCharsets.UTF_8)).run());
    assertTrue(e.getMessage().startsWith("cannot resume " + id + ": the schema of dataset sensors (" + data
        + ") changed since the run started: schema hash 0000000000000000 then, "), e.getMessage());
    assertTrue(!Files.exists(repo.resolve("target/protocross-builds")), "nothing built for a refused resume");
  }
}
