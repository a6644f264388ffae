package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;

/**
 * Every fork's meta file names its run (run.json "format" 2): a fork copied in from another run of
 * the same commit, which agrees with this run in every other field, is refused in one line naming
 * the fork; a run from before the field (no "format", as every committed run) is read as it was.
 */
class ForkRunIdTest {
  static final String OTHER_ID = "20261129-211500-abc1234";

  @TempDir
  Path tmp;

  private static String refusal(Path run) {
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    assertEquals(1, e.status);
    return e.getMessage();
  }

  /** A second run of the same commit: the same files but its own run id, in its run.json and its forks' meta files. */
  private Path otherRun() throws IOException {
    Path other = FakeForks.write(tmp.resolve("other"), 5, FakeForks::fromPasses);
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(other.resolve("run.json").toFile());
    r.put("runId", OTHER_ID);
    FakeRun.JSON.writeValue(other.resolve("run.json").toFile(), r);
    FakeForks.stampRunId(other, OTHER_ID);
    return other;
  }

  private static void copyFork(Path from, int k, Path to, int asK) throws IOException {
    for (String suffix : List.of(".json", ".meta.json", ".log")) {
      Files.copy(from.resolve("fork-" + k + suffix), to.resolve("fork-" + asK + suffix), StandardCopyOption.REPLACE_EXISTING);
    }
  }

  @Test
  void aForkCopiedInFromAnotherRunOfTheSameCommitIsRefused() throws IOException {
    Path run = FakeForks.write(tmp.resolve("run"), 5, FakeForks::fromPasses);
    Path other = otherRun();
    assertTrue(RunCommand.render(other).containsKey("tables.md"), "the other run aggregates on its own");
    String cell = "forks/mesh/decode/wire";
    // An extra fork (as an adaptive round adds), with its meta file: everything but the run id agrees.
    copyFork(other.resolve(cell), 2, run.resolve(cell), 6);
    assertEquals("refusing to aggregate: " + cell + "/fork-6 is a fork of run " + OTHER_ID + " (" + cell
        + "/fork-6.meta.json runId), not of this run " + FakeRun.RUN_ID + ": copied in from another run", refusal(run));
    // Over one of this run's forks: the same.
    Files.delete(run.resolve(cell).resolve("fork-6.json"));
    Files.delete(run.resolve(cell).resolve("fork-6.meta.json"));
    Files.delete(run.resolve(cell).resolve("fork-6.log"));
    copyFork(other.resolve(cell), 3, run.resolve(cell), 3);
    assertTrue(refusal(run).startsWith("refusing to aggregate: " + cell + "/fork-3 is a fork of run " + OTHER_ID), refusal(run));
  }

  @Test
  void aMetaFileWithoutARunIdIsRefusedInARunThatRecordsThem() throws IOException {
    Path run = FakeForks.write(tmp.resolve("run"), 5, FakeForks::fromPasses);
    Path meta = run.resolve("forks/api_response/encode/upb/fork-4.meta.json");
    ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
    m.remove("runId");
    FakeRun.JSON.writeValue(meta.toFile(), m);
    assertEquals("refusing to aggregate: forks/api_response/encode/upb/fork-4.meta.json names no runId, which every fork"
        + " of a run.json format 2 run records: not written by this run's runner", refusal(run));
  }

  @Test
  void aRunFromBeforeTheFieldIsReadWithoutRunIds() throws IOException {
    Path run = FakeForks.write(tmp.resolve("run"), 5, FakeForks::fromPasses);
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    r.remove("format");
    FakeRun.JSON.writeValue(run.resolve("run.json").toFile(), r);
    try (var files = Files.walk(run.resolve("forks"))) {
      for (Path meta : files.filter(f -> f.toString().endsWith(".meta.json")).toList()) {
        ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
        m.remove("runId");
        FakeRun.JSON.writeValue(meta.toFile(), m);
      }
    }
    assertTrue(RunCommand.render(run).containsKey("tables.md"));
    // A run id that is there is still compared.
    copyFork(otherRun().resolve("forks/mesh/encode/upb"), 1, run.resolve("forks/mesh/encode/upb"), 1);
    assertTrue(refusal(run).startsWith("refusing to aggregate: forks/mesh/encode/upb/fork-1 is a fork of run " + OTHER_ID));
  }

  @Test
  void aBadFormatIsRefused() throws IOException {
    Path run = FakeForks.write(tmp.resolve("run"), 5, FakeForks::fromPasses);
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(run.resolve("run.json").toFile());
    r.put("format", "two");
    FakeRun.JSON.writeValue(run.resolve("run.json").toFile(), r);
    assertEquals("run.json format: expected an integer of at least 1, found \"two\"", refusal(run));
  }
}
