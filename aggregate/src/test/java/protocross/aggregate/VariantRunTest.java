package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RunDir;

/**
 * Versions as columns and the A/B comparison (metal/run.sh --compare A,B): a synthetic forks-layout
 * run of protobuf-java@3.25.8 (A) against the pinned protobuf-java (B), where B is 1.3× faster on
 * mesh decode and draws A's own values everywhere else.
 */
class VariantRunTest {
  static final String A = "protobuf-java@3.25.8";
  static final String B = "protobuf-java";
  static final int FORKS = 6;

  @TempDir Path tmp;

  static double score(String column, String op, String dataset, int k) {
    // B takes A's values in another fork order: the same sample, so no difference; except one cell.
    int fork = !column.equals(B) ? k : (k % FORKS) + 1;
    double base = 1000 * (1 + 0.003 * fork) * (1 + FakeRun.DATASETS.indexOf(dataset));
    return column.equals(B) && op.equals("decode") && dataset.equals("mesh") ? 1.3 * base : base;
  }

  static Path write(Path dir) throws IOException {
    return write(dir, "3.25.8");
  }

  /** @param built the version A's jar reports (run.json variants and every A meta.json): 3.25.8 unless a test lies */
  static Path write(Path dir, String built) throws IOException {
    return write(dir, built, A);
  }

  /** @param a the name of column A: a version, or a prebuilt jar's label (protobuf-java@patched) */
  static Path write(Path dir, String built, String a) throws IOException {
    String version = a.substring(a.indexOf('@') + 1);
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("MANIFEST.tsv"), FakeRun.MANIFEST);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    ObjectNode run = FakeRun.runJson(FORKS, sha);
    run.put("layout", "forks").put("baseline", a).put("forks", FORKS);
    for (String list : List.of("impls", "columns", "compare")) {
      ArrayNode l = run.putArray(list);
      l.add(a);
      l.add(B);
    }
    run.putObject("schedule").put("seed", 42).put("order", "interleaved");
    run.putNull("adaptive");
    ObjectNode variant = run.putObject("variants").putObject(a);
    variant.put("impl", "protobuf-java").put("version", version).put("jar", "target/variants/" + a + "/protobuf-java/benchmarks.jar");
    variant.putObject("libraries").put("protobuf-java", built).put("protoc", built);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    for (String dataset : FakeRun.DATASETS) {
      for (String op : FakeRun.OPS) {
        for (String column : List.of(a, B)) {
          for (int k = 1; k <= FORKS; k++) {
            FakeForks.fork(dir, dataset, op, column, k, score(column, op, dataset, k), sha);
            if (column.equals(a)) {
              Path meta = dir.resolve("forks").resolve(dataset).resolve(op).resolve(a).resolve("fork-" + k + ".meta.json");
              ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
              m.putObject("libraries").put("protobuf-java", built).put("protoc", built);
              FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(meta.toFile(), m);
            }
          }
        }
      }
    }
    return dir;
  }

  private static String tables(Path run) {
    return new String(RunCommand.render(run).get("tables.md"), StandardCharsets.UTF_8);
  }

  private static String refusal(Path run) {
    return assertThrows(AggregateException.class, () -> RunCommand.render(run)).getMessage();
  }

  @Test
  void theComparisonLeadsWithTheCellsThatChanged() throws IOException {
    String t = tables(write(tmp.resolve("ab")));
    int ab = t.indexOf("## A/B: protobuf-java against protobuf-java@3.25.8");
    assertTrue(ab > 0 && ab < t.indexOf("## decode: throughput"), "the A/B table comes before the per-op tables:\n" + t);
    assertTrue(t.contains("**1 of 9 cells changed significantly** (1 faster, 0 slower)"), t);
    String header = "| op | dataset | A: protobuf-java@3.25.8, MiB/s | B: protobuf-java, MiB/s | B / A [95 % CI] | verdict |\n"
        + "|---|---|---:|---:|---|---|\n";
    String first = t.substring(t.indexOf(header) + header.length()).lines().findFirst().orElseThrow();
    assertTrue(first.startsWith("| decode | mesh | ") && first.endsWith(" | **faster** |") && first.contains("1.30×"), first);
    assertTrue(t.contains("| encode | mesh | "), t);
    assertTrue(t.contains("| no significant difference |"), t);
  }

  @Test
  void eachVariantsLibrariesAreItsProvenance() throws IOException {
    Path run = write(tmp.resolve("prov"));
    String t = tables(run);
    assertTrue(t.contains("| Variant protobuf-java@3.25.8 | protobuf-java `3.25.8`; protoc `3.25.8` |"), t);
    assertTrue(t.contains("| dataset (bytes per op = all its payloads) | protobuf-java@3.25.8 | protobuf-java |"), t);
    assertEquals("an A/B comparison of protobuf-java against protobuf-java@3.25.8",
        Destination.notPublication(run, RunDir.read(run)));
  }

  @Test
  void aForkOfAnotherVersionUnderAVariantsNameIsRefused() throws IOException {
    Path run = write(tmp.resolve("mixed"));
    // A fork of the pinned jar copied into the variant's column: its meta names 4.36.2.
    Path meta = run.resolve("forks/mesh/encode/" + A + "/fork-3.meta.json");
    ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
    m.putObject("libraries").put("protobuf-java", "4.36.2").put("protoc", "4.36.2");
    FakeRun.JSON.writeValue(meta.toFile(), m);
    assertEquals("refusing to aggregate: forks/mesh/encode/" + A + "/fork-3.meta.json libraries.protobuf-java is 4.36.2,"
        + " run.json says 3.25.8", refusal(run));
  }

  @Test
  void aVersionedColumnWithoutItsVariantEntryIsRefused() throws IOException {
    Path run = write(tmp.resolve("noentry"));
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    r.remove("variants");
    FakeRun.JSON.writeValue(run.resolve("run.json").toFile(), r);
    assertEquals("run.json: column '" + A + "' is a version with no entry in variants, so its libraries cannot be checked",
        refusal(run));
  }

  @Test
  void aColumnNamedForOneVersionCannotHoldAnother() throws IOException {
    // Consistent with itself, but the jar under the name protobuf-java@3.25.8 was the pinned release.
    Path run = write(tmp.resolve("wrongversion"), "4.36.2");
    assertEquals("refusing to aggregate: run.json variants." + A + ".libraries names no library at 3.25.8", refusal(run));
  }

  @Test
  void aPrebuiltJarsColumnIsItsOwnColumnNamedByItsSha256() throws IOException {
    String patched = "protobuf-java@patched";
    Path run = write(tmp.resolve("prebuilt"), "4.36.2", patched);
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    ObjectNode v = (ObjectNode) r.get("variants").get(patched);
    v.put("prebuilt", true).put("source", "/tmp/patched/benchmarks.jar");
    FakeRun.JSON.writeValue(run.resolve("run.json").toFile(), r);
    assertEquals("refusing to aggregate: run.json variants." + patched + " is a prebuilt jar with no sha256", refusal(run));

    v.put("sha256", "ab".repeat(32));
    r.put("format", Provenance.FORMAT_RUN_ID);
    FakeRun.JSON.writeValue(run.resolve("run.json").toFile(), r);
    // Built at another commit: the sha256 names it, so its forks' commit is not held against run.json's;
    // and from before meta files named their run, which is not held against it either.
    Path meta = run.resolve("forks/mesh/encode/" + patched + "/fork-2.meta.json");
    ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
    m.put("commit", "0123456789abcdef0123456789abcdef01234567");
    m.remove("runId");
    FakeRun.JSON.writeValue(meta.toFile(), m);
    String t = tables(run);
    assertTrue(t.contains("| Variant " + patched + " | protobuf-java `4.36.2`; protoc `4.36.2`; prebuilt jar from"
        + " `/tmp/patched/benchmarks.jar`, sha256 `" + "ab".repeat(32) + "` |"), t);
    assertTrue(t.contains("## A/B: protobuf-java against " + patched), t);
    String table = t.substring(t.indexOf("## protobuf-java against " + patched + " (a prebuilt jar)"));
    assertTrue(table.contains("| op | dataset | " + patched + ", MiB/s | protobuf-java, MiB/s | protobuf-java / " + patched
        + " [95 % CI] | verdict |"), table);
    String mesh = table.lines().filter(l -> l.startsWith("| decode | mesh | ")).findFirst().orElseThrow();
    assertTrue(mesh.contains("1.30×") && mesh.endsWith(" | **faster** |"), mesh);
  }
}
