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

/**
 * A synthetic release-history run in the forks layout: protobuf-java at 3.21.6, 3.21.7 and the pinned
 * 4.36.2, Wire at 5.5.0 and the pinned 6.4.7, six forks per cell. The columns are listed out of release
 * order on purpose (3.21.7 first). Every column draws the same fork values in its own order (no
 * difference), except: 3.21.7 decodes mesh and log_record at 0.6× of 3.21.6, and 4.36.2 encodes
 * api_response at 1.25× of 3.21.7.
 */
final class FakeHistory {
  static final List<String> COLUMNS = List.of("protobuf-java@3.21.7", "protobuf-java@3.21.6", "protobuf-java",
      "wire@5.5.0", "wire");
  static final int FORKS = 6;

  private FakeHistory() {}

  static double score(String column, String op, String dataset, int k) {
    int shift = COLUMNS.indexOf(column);
    double jitter = 1 + 0.01 * ((k + shift) % FORKS);
    double base = 1000.0 * (1 + FakeRun.DATASETS.indexOf(dataset)) * (1 + FakeRun.OPS.indexOf(op))
        * (column.startsWith("wire") ? 0.7 : 1);
    double factor = 1;
    if (column.equals("protobuf-java@3.21.7") && op.equals("decode") && !dataset.equals("api_response")) {
      factor = 0.6;
    }
    if (column.equals("protobuf-java") && op.equals("decode") && !dataset.equals("api_response")) {
      factor = 0.6; // 4.36.2 keeps 3.21.7's decode: no step there
    }
    if (column.equals("protobuf-java") && op.equals("encode") && dataset.equals("api_response")) {
      factor = 1.25;
    }
    return base * factor * jitter;
  }

  static Path write(Path dir, List<String> ops, String runId) throws IOException {
    return write(dir, COLUMNS, ops, runId);
  }

  /** Only {@code columns} (a subset of {@link #COLUMNS}, the first the baseline), each with its scores above. */
  static Path write(Path dir, List<String> columns, List<String> ops, String runId) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("MANIFEST.tsv"), FakeRun.MANIFEST);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    ObjectNode run = FakeRun.runJson(FORKS, sha);
    run.put("runId", runId);
    run.put("layout", "forks").put("baseline", columns.get(0)).put("forks", FORKS).put("format", Provenance.FORMAT_RUN_ID);
    for (String list : List.of("impls", "columns")) {
      ArrayNode l = run.putArray(list);
      columns.forEach(l::add);
    }
    ArrayNode o = run.putArray("ops");
    ops.forEach(o::add);
    run.putObject("schedule").put("seed", 42).put("order", "interleaved");
    run.putNull("adaptive");
    ObjectNode variants = run.putObject("variants");
    for (String column : columns) {
      if (column.contains("@")) {
        String impl = RecordedRun.implOf(column);
        String version = column.substring(column.indexOf('@') + 1);
        ObjectNode v = variants.putObject(column);
        v.put("impl", impl).put("version", version).put("jar", "target/variants/" + column + "/" + impl + "/benchmarks.jar");
        libraries(v.putObject("libraries"), impl, version);
      }
    }
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    for (String dataset : FakeRun.DATASETS) {
      for (String op : ops) {
        for (String column : columns) {
          for (int k = 1; k <= FORKS; k++) {
            FakeForks.fork(dir, dataset, op, column, k, score(column, op, dataset, k), sha);
            if (column.contains("@")) {
              Path meta = dir.resolve("forks").resolve(dataset).resolve(op).resolve(column).resolve("fork-" + k + ".meta.json");
              ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
              libraries(m.putObject("libraries"), RecordedRun.implOf(column), column.substring(column.indexOf('@') + 1));
              FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(meta.toFile(), m);
            }
          }
        }
      }
    }
    return dir;
  }

  static Path write(Path dir) throws IOException {
    return write(dir, FakeRun.OPS, FakeRun.RUN_ID);
  }

  private static void libraries(ObjectNode libs, String impl, String version) {
    if (impl.equals("wire")) {
      libs.put("wire-runtime-jvm", version).put("wire-compiler", version);
    } else {
      libs.put("protobuf-java", version).put("protoc", version);
    }
  }
}
