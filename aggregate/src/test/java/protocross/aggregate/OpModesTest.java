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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.OpModes;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;

/**
 * Ops timed in another JMH mode (run.json jmh.opModes): the first-call ops (SingleShotTime, one
 * fresh JVM per fork) get a table of their distribution over forks in ms, the latency ops
 * (SampleTime) a table of per-call percentiles; neither is ever a throughput table, and a result
 * in another mode or unit than run.json records is refused.
 */
class OpModesTest {
  @TempDir
  Path tmp;

  private static final String FIRST = "first_decode";
  private static final String LATENCY = "decode_latency";

  /** A six-fork run of the core ops plus first_decode and decode_latency on every dataset and column. */
  private Path run() throws IOException {
    Path dir = FakeForks.write(tmp.resolve("run"), 6, FakeForks::fromPasses);
    ObjectNode run = (ObjectNode) FakeRun.JSON.readTree(dir.resolve("run.json").toFile());
    ((ArrayNode) run.get("ops")).add(FIRST).add(LATENCY);
    ObjectNode modes = ((ObjectNode) run.get("jmh")).putObject(OpModes.KEY);
    modes.putObject(FIRST).put("mode", "ss").put("forks", 1).put("warmupIterations", 0).put("measurementIterations", 1)
        .put("scoreUnit", "us/op");
    modes.putObject(LATENCY).put("mode", "sample").put("forks", 1).put("warmupIterations", 2).put("warmupTime", "1 s")
        .put("measurementIterations", 3).put("measurementTime", "1 s").put("scoreUnit", "ns/op");
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    for (String dataset : FakeRun.DATASETS) {
      for (String column : FakeForks.COLUMNS) {
        int impl = FakeRun.IMPLS.indexOf(RecordedRun.implOf(column));
        for (int k = 1; k <= 6; k++) {
          // First calls: 10 ms × (impl + 1), fork k adds k × 0.5 ms; latencies: p50 1 µs, p99 5 µs, p99.9 (8 + k) µs.
          write(dir, dataset, FIRST, column, k, firstCall(dataset, 10_000.0 * (impl + 1) + 500.0 * k), sha, impl);
          write(dir, dataset, LATENCY, column, k, latency(dataset, 1000.0 * (impl + 1), 5000.0, 8000.0 + 1000 * k), sha, impl);
        }
      }
    }
    return dir;
  }

  private static void write(Path dir, String dataset, String op, String column, int k, ObjectNode entry, String sha,
      int impl) throws IOException {
    Path cell = Files.createDirectories(dir.resolve("forks").resolve(dataset).resolve(op).resolve(column));
    ArrayNode arr = FakeRun.JSON.createArrayNode();
    arr.add(entry);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(cell.resolve("fork-" + k + ".json").toFile(), arr);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(cell.resolve("fork-" + k + ".meta.json").toFile(),
        FakeRun.meta(impl, sha).put("runId", FakeRun.RUN_ID));
  }

  /** JMH's SingleShotTime result: one call, its time in µs. */
  private static ObjectNode firstCall(String dataset, double micros) {
    ObjectNode e = FakeRun.entry(FIRST, dataset, micros, 0, 0);
    e.put("mode", "ss").put("warmupIterations", 0).put("measurementIterations", 1);
    e.remove("secondaryMetrics");
    ObjectNode pm = (ObjectNode) e.get("primaryMetric");
    pm.put("scoreUnit", "us/op");
    pm.putArray("rawData").addArray().add(micros);
    return e;
  }

  /** JMH's SampleTime result: percentiles in ns and a histogram of 1,000 samples per iteration. */
  private static ObjectNode latency(String dataset, double p50, double p99, double p999) {
    ObjectNode e = FakeRun.entry(LATENCY, dataset, p50, 0, 0);
    e.put("mode", "sample");
    e.remove("secondaryMetrics");
    ObjectNode pm = (ObjectNode) e.get("primaryMetric");
    pm.put("scoreUnit", "ns/op");
    pm.remove("rawData");
    pm.putObject("scorePercentiles").put("0.0", p50 / 2).put("50.0", p50).put("90.0", p99 / 2).put("99.0", p99)
        .put("99.9", p999).put("100.0", 2 * p999);
    ArrayNode fork = pm.putArray("rawDataHistogram").addArray();
    for (int i = 0; i < 3; i++) {
      ArrayNode iteration = fork.addArray();
      iteration.addArray().add(p50).add(990);
      iteration.addArray().add(p999).add(10);
    }
    return e;
  }

  private static String tables(Path run) {
    return new String(RunCommand.render(run).get("tables.md"), StandardCharsets.UTF_8);
  }

  @Test
  void firstCallsAreADistributionOverForksInMillisecondsWithTheirForkCount() throws IOException {
    String t = tables(run());
    assertTrue(t.contains("## first_call: the first decode and the first encode in a fresh JVM, ms"), t);
    // protobuf-java: 10.5 … 13.0 ms over six forks: p50 (nearest rank: 3rd) 11.50, p90 (6th) 13.00, max 13.00.
    assertTrue(t.contains("| api_response · first_decode | 11.50 / 13.00 / 13.00 (n=6) | 21.50 / 23.00 / 23.00 (slower 0."),
        t);
    assertFalse(t.contains("## first_decode: throughput"), t);
    assertFalse(t.contains("## decode_latency: throughput"), t);
  }

  @Test
  void latenciesArePerForkPercentilesMedianOverForks() throws IOException {
    String t = tables(run());
    assertTrue(t.contains("## latency: per-call decode and encode after warm-up, p50 / p99 / p99.9, µs"), t);
    // p99.9 of forks 1..6 is 9..14 µs: median 11.5.
    assertTrue(t.contains("| mesh · decode_latency | 1.00 / 5.00 / 11.5 (n=6, samples ≥ 3,000) |"), t);
  }

  @Test
  void latencyP50sAreComparedWithTheBaselinesWithAVerdict() throws IOException {
    String t = tables(run());
    // The second implementation's p50 is 2 µs against protobuf-java's 1 µs in every fork: half the speed.
    assertTrue(t.contains("| mesh · decode_latency | 1.00 / 5.00 / 11.5 (n=6, samples ≥ 3,000) | 2.00 / 5.00 / 11.5 (p50 slower 0.50×"),
        t);
  }

  @Test
  void aFailedFirstCallForkIsListedAndCountedOut() throws IOException {
    Path run = run();
    Path cell = run.resolve("forks/log_record").resolve(FIRST).resolve("upb");
    Files.delete(cell.resolve("fork-2.json"));
    Files.writeString(cell.resolve("fork-2.failed"), "no result for first_decode/log_record\n");
    String t = tables(run);
    assertTrue(t.contains(", n=5)"), t);
    assertTrue(t.contains("- upb (log_record first_decode fork 2): no result for first_decode/log_record"), t);
  }

  @Test
  void aResultInAnotherModeThanRecordedIsRefused() throws IOException {
    Path run = run();
    Path file = run.resolve("forks/mesh").resolve(FIRST).resolve("wire").resolve("fork-3.json");
    String json = Files.readString(file).replace("\"ss\"", "\"avgt\"");
    Files.writeString(file, json);
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertTrue(e.getMessage().contains("mode is avgt, run.json says ss"), e.getMessage());
  }

  @Test
  void aResultInAnotherUnitIsRefused() throws IOException {
    Path run = run();
    Path file = run.resolve("forks/mesh").resolve(LATENCY).resolve("wire").resolve("fork-3.json");
    Files.writeString(file, Files.readString(file).replace("ns/op", "us/op"));
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertEquals(true, e.getMessage().contains("scoreUnit is us/op, run.json says ns/op"), e.getMessage());
  }
}
