package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;

class AggregateTest {
  @TempDir
  Path tmp;

  private Path run() throws IOException {
    return FakeRun.write(tmp.resolve("run"), 5);
  }

  private String tables(Path run) {
    return new String(RunCommand.render(run).get("tables.md"), java.nio.charset.StandardCharsets.UTF_8);
  }

  private static String refusal(Path run) {
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    return e.getMessage();
  }

  private static void editJson(Path file, java.util.function.Consumer<ObjectNode> edit) throws IOException {
    ObjectNode node = (ObjectNode) FakeRun.JSON.readTree(file.toFile());
    edit.accept(node);
    FakeRun.JSON.writeValue(file.toFile(), node);
  }

  private static void editJmh(Path file, java.util.function.Consumer<ObjectNode> edit) throws IOException {
    ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(file.toFile());
    arr.forEach(e -> edit.accept((ObjectNode) e));
    FakeRun.JSON.writeValue(file.toFile(), arr);
  }

  @Test
  void cellsAreMedianMiBPerSecondWithPercentAgainstProtobufJava() throws IOException {
    String t = tables(run());
    // log_record is exactly 1 MiB, so MiB/s = ops/s; wire decode median 3010 vs protobuf-java 1010.
    assertTrue(t.contains("| log_record (1,048,576 B = 50 payloads, mean 20,972 B) | 1010.0 | 2010.0 (too few forks (n < 6) 1.99× [1.93–2.05]) | 3010.0 (too few forks (n < 6) 2.98×"), t);
    assertTrue(t.contains("115.2 (too few forks (n < 6) 2.96× [2.37–3.85]) †"), "wire on mesh is noisy on purpose: " + t);
    // Five passes: fewer than six forks a side, so no verdict, said in the heading and under the table.
    assertTrue(t.contains("0 of 9 differences in this table are significant"), t);
    assertTrue(t.contains("## decode: throughput, MiB/s (5 passes a cell, fewer than 6: no verdicts)"), t);
    assertTrue(t.contains("*too few forks (n < 6)*: 9 of 9 comparisons have fewer than 6 passes on a side"), t);
    assertTrue(t.contains("not quiesced"), t);
    assertTrue(t.contains("Failed preflight checks: governor = unknown."), t);
  }

  @Test
  void refusesAPartFromAnotherJdk() throws IOException {
    Path run = run();
    editJmh(run.resolve("pass-3/wire.json"), e -> e.put("vmVersion", "21.0.5+11-LTS").put("jdkVersion", "21.0.5"));
    String msg = refusal(run);
    assertTrue(msg.startsWith("refusing to aggregate: pass-3/wire.json"), msg);
    assertTrue(msg.contains("21.0.5"), msg);
  }

  @Test
  void refusesDifferentJvmFlags() throws IOException {
    Path run = run();
    editJson(run.resolve("pass-2/upb.meta.json"), m -> m.putArray("jvmFlags").add("-Xmx2g"));
    assertTrue(refusal(run).contains("pass-2/upb.meta.json jvmFlags is [-Xmx2g]"));
  }

  @Test
  void refusesADifferentManifestOrLibraryOrCommit() throws IOException {
    Path run = run();
    Files.writeString(run.resolve("MANIFEST.tsv"), "changed\n");
    assertTrue(refusal(run).contains("MANIFEST.tsv has sha256"));

    run = FakeRun.write(tmp.resolve("run2"), 5);
    editJson(run.resolve("pass-1/wire.meta.json"), m -> m.putObject("libraries").put("wire-runtime-jvm", "5.0.0"));
    assertTrue(refusal(run).contains("libraries.wire-runtime-jvm is 5.0.0, run.json says 6.4.7"));

    run = FakeRun.write(tmp.resolve("run3"), 5);
    editJson(run.resolve("pass-4/wire.meta.json"), m -> m.put("commit", "0000000"));
    assertTrue(refusal(run).contains("commit is 0000000"));

    run = FakeRun.write(tmp.resolve("run5"), 5);
    editJson(run.resolve("run.json"), r -> r.putArray("resumes").addObject().put("commit", "fff0000").put("dirty", false));
    assertTrue(refusal(run).contains("run.json resumes[0] commit is fff0000"));

    run = FakeRun.write(tmp.resolve("run4"), 5);
    editJmh(run.resolve("pass-5/protobuf-java.json"), e -> e.put("measurementIterations", 10));
    assertTrue(refusal(run).contains("measurementIterations is 10, run.json says 3"));
  }

  @Test
  void aMissingPassShowsNAndWhy() throws IOException {
    Path run = run();
    Files.delete(run.resolve("pass-2/wire.json"));
    Files.delete(run.resolve("pass-2/wire.meta.json"));
    Files.writeString(run.resolve("pass-4/wire.failed"), "JVM crashed (exit 134)\n");
    Files.delete(run.resolve("pass-4/wire.json"));
    String t = tables(run);
    assertTrue(t.contains("| 2979.9 (too few forks (n < 6) 2.95× [2.86–3.04], n=3) |"), t);
    assertTrue(t.contains("- wire, pass 2 (all datasets): not run (neither wire.json nor wire.failed)"), t);
    assertTrue(t.contains("- wire, pass 4 (all datasets): JVM crashed (exit 134)"), t);
  }

  @Test
  void aConformanceFailureIsShownAsFailedNotDropped() throws IOException {
    Path run = run();
    for (int k = 1; k <= 5; k++) {
      Path json = run.resolve("pass-" + k + "/upb.json");
      ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(json.toFile());
      for (int i = arr.size() - 1; i >= 0; i--) {
        if (arr.get(i).get("params").get("dataset").asText().equals("mesh")) {
          arr.remove(i);
        }
      }
      FakeRun.JSON.writeValue(json.toFile(), arr);
      editJson(run.resolve("pass-" + k + "/upb.meta.json"),
          m -> m.putObject("conformanceFailed").put("mesh", "conformance failed: digest differs"));
    }
    String t = tables(run);
    assertTrue(t.contains("| 115.2 (too few forks (n < 6) 2.96× [2.37–3.85]) † | failed |"), t);
    assertTrue(t.contains("- upb, passes 1\u20135 (mesh): conformance failed: digest differs"), t);
  }

  @Test
  void aPairProvenByItsDeclaredEncodeOrderIsNotedUnderTheTable() throws IOException {
    Path run = run();
    String plain = tables(run);
    assertFalse(plain.contains("Equal work was proven by"), "no note when every pair was byte-equal: " + plain);
    String proof = "byte-equal in declaration order with oneof members last (encodeOrder=declared-oneofs-last)";
    for (int k = 1; k <= 5; k++) {
      editJson(run.resolve("pass-" + k + "/wire.meta.json"),
          m -> m.putObject("conformanceProof").put("mesh", proof).put("log_record", "byte-equal"));
    }
    String t = tables(run);
    assertTrue(t.contains("Note: Equal work was proven by another proof than byte-equal re-encoding for wire on mesh: "
        + proof + "."), t);
    assertFalse(t.contains("wire on log_record: byte-equal"), t);
  }

  @Test
  void aCorruptJsonIsOneClearLineAndNothingIsWritten() throws IOException {
    Path run = run();
    Files.writeString(run.resolve("pass-3/protobuf-lite.json"), "[{\"benchmark\": \"protocross.bench.Codec");
    Path out = tmp.resolve("out");
    String msg = refusal(run);
    assertTrue(msg.startsWith("pass-3/protobuf-lite.json: not valid JSON at line 1"), msg);
    assertThrows(AggregateException.class, () -> Main.run(new String[] {run.toString(), "--out", out.toString()}));
    assertFalse(Files.exists(out.resolve("tables.md")));
    assertFalse(Files.exists(out.resolve("charts")));
  }

  @Test
  void aHalfWrittenJsonBesideAFailedMarkerIsShownAsThatFailure() throws IOException {
    Path run = run();
    Files.writeString(run.resolve("pass-3/protobuf-lite.json"), "[{");
    Files.writeString(run.resolve("pass-3/protobuf-lite.failed"), "JVM killed by signal 9\n");
    String t = tables(run);
    assertTrue(t.contains("- protobuf-lite, pass 3 (all datasets): JVM killed by signal 9 (its JSON is unreadable"), t);
  }

  @Test
  void aMissingRunJsonIsOneClearLine() throws IOException {
    Path run = run();
    Files.delete(run.resolve("run.json"));
    assertEquals("run.json: missing", refusal(run));
  }

  @Test
  void twoRunsWriteIdenticalBytes() throws IOException {
    Path run = run();
    Path a = tmp.resolve("a");
    List<String> files = List.of("tables.md", "measurement-spread.md", "report.html", "charts/api_response.svg",
        "charts/log_record.svg", "charts/mesh.svg", "charts/headline.svg", "charts/headline.png");
    // The same destination (tables.md's hint names it), written twice.
    Main.run(new String[] {run.toString(), "--out", a.toString()});
    Map<String, byte[]> first = new java.util.HashMap<>();
    for (String f : files) {
      first.put(f, Files.readAllBytes(a.resolve(f)));
    }
    Main.run(new String[] {run.toString(), "--out", a.toString()});
    for (String f : files) {
      assertArrayEquals(first.get(f), Files.readAllBytes(a.resolve(f)), f);
    }
    try (Stream<Path> s = Files.list(a)) {
      assertEquals(List.of("charts", "measurement-spread.md", "report.html", "tables.md"),
          s.map(p -> p.getFileName().toString()).sorted().toList(), "no temp dir left behind");
    }
  }

  @Test
  void spreadSummaryPerImplementation() throws IOException {
    Map<String, byte[]> files = RunCommand.render(run());
    String s = new String(files.get("measurement-spread.md"), java.nio.charset.StandardCharsets.UTF_8);
    // wire: eight cells at 4 %, mesh cells at 50 %: median 4 %, p90 (rank 9 of 9) 50 %.
    assertTrue(s.contains("| wire | 9 | 45 | 4.0 % | 50.0 % | 50.0 % | 3 | — | — |"), s);
    assertTrue(s.contains("No A/A column in this run"), s);
    assertTrue(s.contains("| upb (C) | 9 | 45 |"), s);
  }
}
