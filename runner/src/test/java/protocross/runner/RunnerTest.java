package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run loop with a fake launcher: no JVM is started. */
class RunnerTest {
  @TempDir Path dir;

  private final RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("good", "crashy", "dropper"),
      List.of("a", "b"), List.of(Op.decode));
  private final List<String> launched = new ArrayList<>();

  /** "good" writes every cell, "crashy" dies after one cell, "dropper" fails conformance on b. */
  private final PartLauncher fake = new PartLauncher() {
    @Override
    public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> out) throws IOException {
      launched.add(part.pass() + " " + part.impl());
      List<String> datasets = switch (part.impl()) {
        case "crashy" -> List.of("a");
        case "dropper" -> List.of("a");
        default -> part.datasets();
      };
      StringBuilder json = new StringBuilder("[");
      for (String d : datasets) {
        out.accept("# Benchmark: protocross.bench.CodecBenchmark.decode");
        out.accept("# Parameters: (dataset = " + d + ")");
        out.accept("Result \"protocross.bench.CodecBenchmark.decode\":");
        out.accept("  100.0 ops/s");
        json.append(json.length() > 1 ? "," : "")
            .append("{\"benchmark\":\"protocross.bench.CodecBenchmark.decode\",\"params\":{\"dataset\":\"").append(d).append("\"}}");
      }
      String failed = part.impl().equals("dropper") ? "{\"b\": \"digest mismatch\"}" : "{}";
      Files.writeString(layout.meta(part), "{\"conformanceFailed\": " + failed + "}");
      if (part.impl().equals("crashy")) {
        out.accept("# Benchmark: protocross.bench.CodecBenchmark.decode");
        out.accept("# Parameters: (dataset = b)");
        return 134;
      }
      Files.writeString(layout.json(part), json.append("]").toString());
      return 0;
    }

    @Override
    public String describe() {
      return "fake";
    }
  };

  private String run(RunLayout layout) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    InstantSource clock = InstantSource.fixed(Instant.parse("2026-11-29T20:15:00Z"));
    new Runner(layout, plan, fake, List.of(), clock, new PrintStream(bytes, true)).run();
    return bytes.toString();
  }

  @Test
  void failedPartsAreMarkedAndTheRunGoesOn() throws Exception {
    RunLayout layout = new RunLayout(dir);
    String progress = run(layout);
    assertEquals(List.of("1 good", "1 crashy", "1 dropper", "2 good", "2 crashy", "2 dropper"), launched);
    assertFalse(Files.exists(layout.failed(1, "good")));
    assertEquals("JVM exited with code 134\n", Files.readString(layout.failed(1, "crashy")));
    assertEquals("conformance failed on b: digest mismatch; no result for decode/b\n",
        Files.readString(layout.failed(1, "dropper")));
    assertTrue(Files.exists(layout.json(1, "dropper")), "the JSON of a partly failed part is kept");
    assertTrue(Files.readString(layout.log(1, "good")).contains("Result"));
    assertTrue(progress.contains("[ 1/12] pass 1/2 good decode/a  100.0 ops/s"), progress);
    assertTrue(progress.contains("crashy decode/b  FAILED"), progress);
    assertTrue(progress.contains("[12/12]"), progress);
  }

  @Test
  void resumeRunsOnlyMissingPartsAndKeepsWhatExists() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Files.createDirectories(layout.passDir(1));
    Files.writeString(layout.json(1, "good"), "[\"kept\"]");
    Files.createDirectories(layout.passDir(2));
    Files.writeString(layout.failed(2, "crashy"), "earlier failure\n");
    Files.writeString(layout.log(1, "crashy"), "log of a killed JVM");
    run(layout);
    assertEquals(List.of("1 crashy", "1 dropper", "2 good", "2 dropper"), launched);
    assertEquals("[\"kept\"]", Files.readString(layout.json(1, "good")));
    assertEquals("earlier failure\n", Files.readString(layout.failed(2, "crashy")));
    Path aside = layout.interrupted(1, "crashy", "20261129-201500").resolve("crashy.log");
    assertEquals("log of a killed JVM", Files.readString(aside));
  }
}
