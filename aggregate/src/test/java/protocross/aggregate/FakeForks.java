package protocross.aggregate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;

/**
 * Writes a synthetic run in the forks layout (TRUST-INTERFACE.md): one JSON, meta.json and log
 * per fork of each (dataset, op, column), an A/A twin of the baseline, and the control op.
 */
final class FakeForks {
  static final List<String> COLUMNS = List.of("protobuf-java", "protobuf-lite", "wire", "upb", "protobuf-java#2");

  /** ops/s of fork k of one cell. */
  interface Scores {
    double of(String column, String op, String dataset, int k);
  }

  private FakeForks() {}

  /** The pass layout's known scores, with the twin drawing protobuf-java's values in another fork order. */
  static double fromPasses(String column, String op, String dataset, int k) {
    int impl = FakeRun.IMPLS.indexOf(RecordedRun.implOf(column));
    int pass = RecordedRun.isTwin(column) ? (k % 5) + 1 : k;
    return FakeRun.score(impl, FakeRun.OPS.indexOf(op), FakeRun.DATASETS.indexOf(dataset), pass);
  }

  static Path write(Path dir, int forks, Scores scores) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("MANIFEST.tsv"), FakeRun.MANIFEST);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    ObjectNode run = FakeRun.runJson(forks, sha);
    run.put("layout", "forks").put("baseline", "protobuf-java").put("forks", forks).put("format", Provenance.FORMAT_RUN_ID);
    ArrayNode columns = run.putArray("columns");
    COLUMNS.forEach(columns::add);
    run.putObject("schedule").put("seed", 42).put("order", "interleaved");
    run.putNull("adaptive");
    ((ArrayNode) run.get("ops")).add(RecordedRun.CONTROL);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    for (String dataset : FakeRun.DATASETS) {
      for (String op : FakeRun.OPS) {
        for (String column : COLUMNS) {
          for (int k = 1; k <= forks; k++) {
            fork(dir, dataset, op, column, k, scores.of(column, op, dataset, k), sha);
          }
        }
      }
      for (int k = 1; k <= forks; k++) {
        fork(dir, dataset, RecordedRun.CONTROL, "protobuf-java", k, 4 * scores.of("protobuf-java", "encode", dataset, k), sha);
      }
    }
    return dir;
  }

  /** Every fork's meta file under {@code dir}/forks names {@code runId}, as that run's runner writes them. */
  static void stampRunId(Path dir, String runId) throws IOException {
    try (java.util.stream.Stream<Path> files = Files.walk(dir.resolve("forks"))) {
      for (Path meta : files.filter(f -> f.toString().endsWith(".meta.json")).toList()) {
        ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
        m.put("runId", runId);
        FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(meta.toFile(), m);
      }
    }
  }

  static void fork(Path dir, String dataset, String op, String column, int k, double score, String sha) throws IOException {
    Path cell = Files.createDirectories(dir.resolve("forks").resolve(dataset).resolve(op).resolve(column));
    int impl = FakeRun.IMPLS.indexOf(RecordedRun.implOf(column));
    ArrayNode arr = FakeRun.JSON.createArrayNode();
    arr.add(FakeRun.entry(op, dataset, score, 0.01, 10000.0 * (impl + 1)));
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(cell.resolve("fork-" + k + ".json").toFile(), arr);
    ObjectNode meta = FakeRun.meta(impl, sha);
    // As the runner has it written: the run's id, from the run.json the caller wrote first.
    meta.put("runId", FakeRun.JSON.readTree(dir.resolve("run.json").toFile()).get("runId").asText());
    ObjectNode traits = meta.putObject("traits");
    traits.put("stringsAtDecode", column.equals("upb") ? "at-read" : "eager");
    if (column.startsWith("protobuf")) {
      traits.put("encodeMemoizesSize", true);
      traits.put("decodeDirect", "copies");
      traits.put("encodeReuse", "in-place");
      traits.put("mergeCopy", "builder");
    } else if (column.equals("upb")) {
      traits.put("decodeStream", "buffered").put("decodeDirect", "in-place").put("encodeReuse", "copies-out");
      traits.put("mergeCopy", "deep-clone");
    } else {
      traits.put("encodeReuse", "copies-out");
    }
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(cell.resolve("fork-" + k + ".meta.json").toFile(), meta);
    // A warm-up that ends 20 % low on fork 1 of wire: the warm-up check must list exactly that one.
    double last = column.equals("wire") && k == 1 ? 0.8 * score : score;
    Files.writeString(cell.resolve("fork-" + k + ".log"), String.join("\n",
        "# JMH version: 1.37",
        "# Benchmark: " + RunDir.BENCHMARK_PREFIX + op,
        "# Parameters: (dataset = " + dataset + ")",
        "",
        "# Fork: 1 of 1",
        String.format(java.util.Locale.ROOT, "# Warmup Iteration   1: %.3f ops/s", 0.5 * score),
        String.format(java.util.Locale.ROOT, "# Warmup Iteration   2: %.3f ops/s", last),
        String.format(java.util.Locale.ROOT, "Iteration   1: %.3f ops/s", score), ""));
  }
}
