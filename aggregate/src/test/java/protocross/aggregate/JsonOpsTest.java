package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.JsonTexts;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;

/** The JSON ops: MiB/s of canonical JSON bytes from meta.json, and the table of where the runtimes' texts differ. */
class JsonOpsTest {
  @TempDir
  Path tmp;

  /** Canonical JSON bytes per dataset: twice, three times and once a MiB. */
  private static long canonical(String dataset) {
    return (FakeRun.DATASETS.indexOf(dataset) + 1) * 1048576L;
  }

  /** A forks-layout run with json_encode beside the core ops: 1000 ops/s in every fork, wire's texts 1.5× longer. */
  private Path run(boolean withFacts, boolean agree) throws IOException {
    Path dir = FakeForks.write(tmp.resolve("run"), 5, FakeForks::fromPasses);
    ObjectNode runJson = (ObjectNode) FakeRun.JSON.readTree(dir.resolve("run.json").toFile());
    ArrayNode ops = runJson.putArray("ops");
    FakeRun.OPS.forEach(ops::add);
    ops.add(JsonTexts.JSON_ENCODE).add(RecordedRun.CONTROL);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), runJson);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    for (String dataset : FakeRun.DATASETS) {
      for (String column : FakeForks.COLUMNS) {
        for (int k = 1; k <= 5; k++) {
          FakeForks.fork(dir, dataset, JsonTexts.JSON_ENCODE, column, k, 1000, sha);
          Path metaFile = dir.resolve("forks").resolve(dataset).resolve(JsonTexts.JSON_ENCODE).resolve(column)
              .resolve("fork-" + k + ".meta.json");
          ObjectNode meta = (ObjectNode) FakeRun.JSON.readTree(metaFile.toFile());
          if (withFacts) {
            ObjectNode d = meta.putObject("json").putObject(dataset);
            long bytes = canonical(dataset) + (agree || k == 1 ? 0 : 1);
            d.put("canonicalBytes", bytes);
            boolean wire = column.equals("wire");
            d.put("encodeBytes", wire ? bytes * 3 / 2 : bytes);
            ArrayNode differences = d.putArray("differences");
            if (wire) {
              differences.add("64-bit integers as JSON numbers (canonical: strings)");
              if (dataset.equals("mesh")) {
                differences.add("float/double text differs (same value)");
              }
            }
          }
          FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(metaFile.toFile(), meta);
        }
      }
    }
    return dir;
  }

  @Test
  void jsonOpsCountCanonicalJsonBytesAndTheTextTableSaysWhereTheTextsDiffer() throws IOException {
    String t = new String(RunCommand.render(run(true, true)).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(t.contains("## json_encode: throughput, MiB/s"), t);
    // 1000 ops/s × 2 MiB of canonical JSON per op (log_record), not its 1 MiB of payload.
    assertTrue(t.contains("| log_record (2,097,152 B = 50 payloads, mean 41,943 B) | 2000.0 |"), t);
    assertTrue(t.contains("in MiB/s of canonical JSON bytes, the same for every column"), t);
    assertTrue(t.contains("| log_record (1,048,576 B = 50 payloads, mean 20,972 B) | 1010.0 |"), "the core ops still count payload bytes: " + t);
    assertTrue(t.contains("## JSON texts: where each runtime's differs from the canonical text"), t);
    assertTrue(t.contains("| wire | 9,437,184 (6,291,456) | 64-bit integers as JSON numbers (canonical: strings) (all 3);"
        + " float/double text differs (same value) (mesh) |"), t);
    assertTrue(t.contains("| protobuf-java | 6,291,456 (6,291,456) | none: byte-equal to the canonical text |"), t);
    assertTrue(t.contains("Note: `json_encode` prints each message"), t);
  }

  @Test
  void aJsonOpWithoutCanonicalBytesOrWithForksThatDisagreeIsRefusedInOneLine() throws IOException {
    AggregateException none = assertThrows(AggregateException.class, () -> RunCommand.render(run(false, true)));
    assertTrue(none.getMessage().contains("no fork's meta.json gives the canonical JSON bytes"), none.getMessage());
    AggregateException disagree = assertThrows(AggregateException.class, () -> RunCommand.render(run(true, false)));
    assertTrue(disagree.getMessage().contains("the forks did not read the same texts"), disagree.getMessage());
  }
}
