package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.Provenance;

/**
 * A upb variant (upb@7.35.1: libupb from another protobuf release) in a run with the pinned upb and
 * its C loop: the variant is a column of the throughput tables, but has no FFM / C, because the C
 * loop runs the pinned release's library only; the table's note says so.
 */
class FfmVariantTest {
  static final String VARIANT = "upb@7.35.1";
  static final int FORKS = 5;

  @TempDir Path tmp;

  private Path runWithUpbVariant() throws IOException {
    Path run = FakeForks.write(tmp.resolve("run"), FORKS, FakeForks::fromPasses);
    String sha = Provenance.sha256(FakeRun.MANIFEST.getBytes(StandardCharsets.UTF_8));
    // The variant's forks: the pinned upb's, under its own name and reporting its own release.
    for (String dataset : FakeRun.DATASETS) {
      for (String op : FakeRun.OPS) {
        Path from = run.resolve("forks").resolve(dataset).resolve(op).resolve("upb");
        Path to = Files.createDirectories(from.resolveSibling(VARIANT));
        for (int k = 1; k <= FORKS; k++) {
          for (String suffix : List.of(".json", ".log")) {
            Files.copy(from.resolve("fork-" + k + suffix), to.resolve("fork-" + k + suffix));
          }
          ObjectNode meta = (ObjectNode) FakeRun.JSON.readTree(from.resolve("fork-" + k + ".meta.json").toFile());
          meta.putObject("libraries").put("upb", "7.35.1");
          FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(to.resolve("fork-" + k + ".meta.json").toFile(), meta);
        }
      }
    }
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    for (String list : List.of("impls", "columns")) {
      List<String> names = new ArrayList<>();
      r.get(list).forEach(n -> names.add(n.asText()));
      names.add(names.indexOf("upb") + 1, VARIANT);
      ArrayNode a = r.putArray(list);
      names.forEach(a::add);
    }
    ObjectNode v = r.putObject("variants").putObject(VARIANT);
    v.put("impl", "upb").put("version", "7.35.1").put("jar", "target/variants/" + VARIANT + "/upb/benchmarks.jar");
    v.putObject("libraries").put("upb", "7.35.1").put("protoc", "4.36.2").put("upb.sdist", "protobuf-7.35.1.tar.gz")
        .put("upb.sha256", "ee11").put("upb.cflags", "-O2");
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(run.resolve("run.json").toFile(), r);
    Path nat = Files.createDirectories(run.resolve("native-c"));
    for (int k = 1; k <= FORKS; k++) {
      FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(nat.resolve("pass-" + k + ".json").toFile(),
          ShardMergeTest.nativePass(k, FakeRun.DATASETS));
    }
    return run;
  }

  @Test
  void aUpbVariantOnAnotherReleaseHasNoFfmOverCButItsColumnStays() throws IOException {
    String t = new String(RunCommand.render(runWithUpbVariant()).get("tables.md"), StandardCharsets.UTF_8);
    String ffm = t.substring(t.indexOf("## upb: from Java through FFM vs upb's own C loop"));
    ffm = ffm.substring(0, ffm.indexOf("\n## ") < 0 ? ffm.length() : ffm.indexOf("\n## "));
    assertTrue(ffm.contains("| dataset | op | upb via FFM, MiB/s | C, MiB/s | FFM / C |\n"), ffm);
    assertFalse(ffm.contains(VARIANT + " via FFM") || ffm.contains(VARIANT + " FFM / C"), ffm);
    assertTrue(ffm.contains(VARIANT + " is not in this table: its libupb is built from `protobuf-7.35.1.tar.gz`, and the C"
        + " loop runs only the pinned upb column's (`protobuf-7.36.2.tar.gz`), so there is no FFM / C for it"), ffm);
    String before = t.substring(0, t.indexOf("## upb: from Java through FFM"));
    assertTrue(before.contains(VARIANT), "the variant is in the run's other tables:\n" + before);
  }
}
