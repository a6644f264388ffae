package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;

/**
 * The native reference's implementation comes from the run (the one whose name keys the loop's
 * library block in native-c/), not from a name in the aggregator: the same fake run with the block
 * moved to another implementation gives that implementation's FFM / C table.
 */
class NativeReferenceTest {
  @TempDir
  Path tmp;

  /** FakeRun with the C loop's library block (native-c files and run.json libraries) under {@code impl}. */
  private Path runWithLoopOf(String impl) throws IOException {
    Path run = FakeRun.write(tmp.resolve("run"), 5);
    try (Stream<Path> files = Files.list(run.resolve("native-c"))) {
      for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).toList()) {
        ObjectNode n = (ObjectNode) FakeRun.JSON.readTree(f.toFile());
        n.set(impl, n.remove("upb"));
        FakeRun.JSON.writeValue(f.toFile(), n);
      }
    }
    Path runJson = run.resolve("run.json");
    ObjectNode r = (ObjectNode) FakeRun.JSON.readTree(runJson.toFile());
    ObjectNode libs = (ObjectNode) r.get("libraries");
    for (String field : List.of("sdist", "sha256", "cflags")) {
      libs.set(impl + "." + field, libs.get("upb." + field));
    }
    libs.put(impl, "1.0");
    FakeRun.JSON.writeValue(runJson.toFile(), r);
    return run;
  }

  @Test
  void theFfmTableIsOfWhicheverImplementationKeysTheLoopsLibraryBlock() throws IOException {
    String t = new String(RunCommand.render(runWithLoopOf("wire")).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(t.contains("## wire: from Java through FFM vs wire's own C loop"), t);
    assertTrue(t.contains("| dataset | op | wire via FFM, MiB/s | C, MiB/s | FFM / C |"), t);
    assertFalse(t.contains("## upb: from Java"), t);
  }

  @Test
  void aLoopWhoseBlockNamesNoImplementationOfTheRunIsRefusedInOneLine() throws IOException {
    Path run = runWithLoopOf("nope");
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertTrue(e.getMessage().contains("native-c/pass-1.json names none of run.json's implementations"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
  }
}
