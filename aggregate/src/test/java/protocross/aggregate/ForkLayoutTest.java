package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.model.Traits;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.render.Notes;

/** The forks layout: same cells as the pass layout, plus A/A twin, control op, traits and --wide-cells. */
class ForkLayoutTest {
  @TempDir
  Path tmp;
  @TempDir
  static Path shared;
  /** Written once (some 1,000 files): the tests that only read it share it. */
  private static Path five;

  @org.junit.jupiter.api.BeforeAll
  static void writeShared() throws IOException {
    five = FakeForks.write(shared.resolve("five"), 5, FakeForks::fromPasses);
  }

  private Path run(int forks) throws IOException {
    if (forks == 5) {
      return five;
    }
    return FakeForks.write(tmp.resolve("run"), forks, FakeForks::fromPasses);
  }

  /** A run of its own, for tests that change files. */
  private Path ownRun() throws IOException {
    return FakeForks.write(tmp.resolve("own"), 5, FakeForks::fromPasses);
  }

  private static String file(Path run, String name) {
    return new String(RunCommand.render(run).get(name), StandardCharsets.UTF_8);
  }

  @Test
  void forksGiveTheSameCellsAsPasses() throws IOException {
    String t = file(run(5), "tables.md");
    assertTrue(t.contains("| log_record (1,048,576 B = 50 payloads, mean 20,972 B) | 1010.0 | 2010.0 (too few forks (n < 6) 1.99× [1.93–2.05]) |"), t);
    assertTrue(t.contains("| Forks | 5 per cell planned"), t);
    assertTrue(t.contains("seed 42"), t);
  }

  @Test
  void theTwinIsAColumnAndItsFalsePositiveRateIsPublished() throws IOException {
    Path run = run(5);
    String t = file(run, "tables.md");
    assertTrue(t.contains("| dataset (bytes per op = all its payloads) | protobuf-java | protobuf-lite | wire | upb | protobuf-java#2 |"), t);
    assertTrue(t.contains("1010.0 (too few forks (n < 6)"), t);
    String s = file(run, "measurement-spread.md");
    // Five forks a side: no verdict, so no cell counts towards the false-positive rate.
    assertTrue(s.contains("| protobuf-java#2 | protobuf-java | 0 | 0 | — |"), s);
    assertTrue(s.contains("9 twin cell(s) with too few forks for a verdict (n < 6) are not counted."), s);
  }

  @Test
  void controlOpIsHarnessOverheadPerDataset() throws IOException {
    String t = file(run(5), "tables.md");
    assertTrue(t.contains("## Harness overhead: the control op"), t);
    // control runs at 4× protobuf-java's encode, so it is 25 % of an encode's time.
    assertTrue(t.contains("| api_response | 208,333 | 20.8 % | 22.9 % | 25.0 % |"), t);
  }

  @Test
  void aPairRefusedAsUnsupportedReadsUnsupportedWithItsReason() throws IOException {
    Path run = ownRun();
    for (String op : FakeRun.OPS) {
      Path cell = run.resolve("forks/mesh").resolve(op).resolve("wire");
      for (int k = 1; k <= 5; k++) {
        for (String suffix : List.of(".json", ".meta.json", ".log")) {
          Files.delete(cell.resolve("fork-" + k + suffix));
        }
        Files.writeString(cell.resolve("fork-" + k + ".failed"), "unsupported: wire-compiler refuses a file with a group\n");
      }
    }
    String t = file(run, "tables.md");
    assertTrue(t.contains(" | unsupported | "), t);
    assertFalse(t.contains(" | failed | "), t);
    assertTrue(t.contains("- wire, forks 1\u20135 (mesh): unsupported: wire-compiler refuses a file with a group"), t);
  }

  @Test
  void anAtReadColumnWithAJavaMessageIsNotSaidToBeNative() throws IOException {
    // QuickBuffers: strings wait as UTF-8 bytes, but decode builds the Java message (decodedMessage=java).
    Path run = ownRun();
    try (var metas = Files.walk(run)) {
      for (Path meta : metas.filter(p -> p.toString().contains("/wire/") && p.toString().endsWith(".meta.json")).toList()) {
        ObjectNode json = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
        ((ObjectNode) json.get("traits")).put("stringsAtDecode", "at-read")
            .put("decodedMessage", "java");
        FakeRun.JSON.writeValue(meta.toFile(), json);
      }
    }
    String t = file(run, "tables.md");
    assertTrue(t.contains("Only upb keeps the decoded message in native memory and makes Java values only when a field"
        + " is read; wire decodes into Java objects but keeps each string as its UTF-8 bytes and makes the String only"
        + " when the field is read, so their `decode` does less work"), t);
    assertFalse(t.contains("upb and wire keep"), t);
  }

  @Test
  void notesComeFromDeclaredTraits() throws IOException {
    String t = file(run(5), "tables.md");
    assertTrue(t.contains("Only upb keeps the decoded message in native memory"), t);
    assertTrue(t.contains("(traits declared by each implementation, from meta.json)"), t);
    assertTrue(t.contains("only wire and upb do the work of a one-shot serialize"), t);
  }

  @Test
  void theAdditionalOpsNotesComeFromDeclaredTraits() throws IOException {
    RecordedRun r = RunDir.read(run(5));
    Traits traits = Traits.of(r);
    String stream = Notes.op(r, traits, "decode_stream").orElseThrow();
    assertTrue(stream.contains("upb has no stream API: its `decode_stream` reads the whole stream into a reused buffer"),
        stream);
    assertTrue(stream.contains("upb makes no Java values until a field is read"), stream);
    String direct = Notes.op(r, traits, "decode_direct").orElseThrow();
    assertTrue(direct.contains("protobuf-java and protobuf-lite copy the off-heap bytes into a fresh heap array"), direct);
    assertTrue(direct.contains("upb parses the off-heap bytes where they lie"), direct);
    String reuse = Notes.op(r, traits, "encode_reuse").orElseThrow();
    assertTrue(reuse.contains("protobuf-java and protobuf-lite write straight into that array"), reuse);
    assertTrue(reuse.contains("wire and upb have no API that writes into a caller's array"), reuse);
    assertTrue(reuse.endsWith("(traits declared by each implementation, from meta.json)"), reuse);
    String build = Notes.op(r, traits, "build_encode").orElseThrow();
    assertTrue(build.contains("Not timed: making the value tree."), build);
    String merge = Notes.op(r, traits, "merge").orElseThrow();
    assertTrue(merge.contains("protobuf-java and protobuf-lite copy the existing message into a new builder"), merge);
    assertTrue(merge.contains("upb copies the whole message (a deep clone) and decodes into the copy"), merge);
    assertTrue(merge.endsWith("(traits declared by each implementation, from meta.json)"), merge);
  }

  @Test
  void warmUpFromTheForkLogs() throws IOException {
    String s = file(run(5), "measurement-spread.md");
    assertTrue(s.contains("**Warm-up.** 9 of 225 forks with known warm-up iterations"), s);
    assertTrue(s.contains("- wire decode api_response, fork 1: 0.800×"), s);
  }

  @Test
  void aMissingForkIsNamedByItsFile() throws IOException {
    Path run = ownRun();
    Path cell = run.resolve("forks/mesh/decode/wire");
    Files.delete(cell.resolve("fork-3.json"));
    Files.delete(cell.resolve("fork-3.meta.json"));
    Files.writeString(run.resolve("forks/mesh/encode/upb/fork-2.failed"), "JVM crashed (exit 134)\n");
    Files.delete(run.resolve("forks/mesh/encode/upb/fork-2.json"));
    String t = file(run, "tables.md");
    assertTrue(t.contains("- wire, fork 3 (mesh): not run (neither fork-3.json nor fork-3.failed)"), t);
    assertTrue(t.contains("- upb, fork 2 (mesh): JVM crashed (exit 134)"), t);
  }

  @Test
  void forksThatFailedAlikeShareOneLine() throws IOException {
    // As a runtime that refuses its JVM leaves a cell (protobuf-lite~unsafe-deny): every fork, one reason.
    Path run = ownRun();
    for (String column : List.of("upb", "wire")) {
      Path cell = run.resolve("forks/mesh/encode/" + column);
      for (int k : column.equals("upb") ? List.of(1, 2, 3) : List.of(1, 2, 3, 5)) {
        Files.delete(cell.resolve("fork-" + k + ".json"));
        Files.writeString(cell.resolve("fork-" + k + ".failed"), "conformance failed: no Unsafe\n");
      }
    }
    String t = file(run, "tables.md");
    assertTrue(t.contains("- upb, forks 1\u20133 (mesh): conformance failed: no Unsafe"), t);
    assertTrue(t.contains("- wire, forks 1, 2, 3, 5 (mesh): conformance failed: no Unsafe"), t);
  }

  @Test
  void anOpWithoutAnApiIsAnUnsupportedCellWithItsReasonNotAFailure() throws IOException {
    // As the launcher leaves it: a meta.json listing the op under "unsupported", and no JMH JSON.
    Path run = ownRun();
    for (String dataset : FakeRun.DATASETS) {
      Path cell = run.resolve("forks/" + dataset + "/decode/wire");
      for (int k = 1; k <= 5; k++) {
        Files.delete(cell.resolve("fork-" + k + ".json"));
        Path meta = cell.resolve("fork-" + k + ".meta.json");
        com.fasterxml.jackson.databind.node.ObjectNode m =
            (com.fasterxml.jackson.databind.node.ObjectNode) FakeRun.JSON.readTree(meta.toFile());
        m.putObject("unsupported").put("decode", "no such API in this runtime");
        FakeRun.JSON.writeValue(meta.toFile(), m);
      }
    }
    String t = file(run, "tables.md");
    String decode = t.substring(t.indexOf("## decode: throughput"), t.indexOf("## decode_read: throughput"));
    assertTrue(decode.contains("- wire: unsupported: no such API in this runtime"), decode);
    assertTrue(decode.contains(" | unsupported | "), decode);
    assertFalse(decode.contains("Failed or missing parts"), decode);
    assertFalse(decode.contains("failed"), decode);
    // The other ops of wire are untouched.
    String encode = t.substring(t.indexOf("## encode: throughput"));
    assertFalse(encode.contains("unsupported"), encode.substring(0, Math.min(encode.length(), 2000)));
  }

  @Test
  void aStrayColumnIsRefused() throws IOException {
    Path run = ownRun();
    Files.createDirectories(run.resolve("forks/mesh/decode/protobuf-java#3"));
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertEquals("forks/mesh/decode/protobuf-java#3/: column 'protobuf-java#3' is not in run.json columns", e.getMessage());
  }

  @Test
  void wideCellsListsComparisonsWhoseIntervalIsWiderThanTheTarget() throws IOException {
    // Five forks a side give no stop: every comparison with the baseline is listed, as Infinity;
    // the baseline itself and the control op never are.
    List<String> five = wide(run(5), "0.02");
    assertEquals(5 * 3 * 3 - 3 * 3, five.size());
    assertEquals("api_response\tdecode\tprotobuf-lite\t5\tInfinity", five.get(0));
    assertTrue(five.stream().noneMatch(l -> l.split("\t")[2].equals("protobuf-java") || l.contains("\tcontrol\t")));
    // Six forks: the ratio's own interval; wire on mesh is ±25 % a fork, the others ±2 %.
    Path six = FakeForks.write(tmp.resolve("six"), 6, FakeForks::fromPasses);
    List<String> lines = wide(six, "0.05");
    assertEquals(List.of("mesh", "mesh", "mesh"), lines.stream().map(l -> l.split("\t")[0]).toList(), lines.toString());
    assertTrue(lines.stream().allMatch(l -> l.split("\t")[2].equals("wire") && l.split("\t")[3].equals("6")), lines.toString());
  }

  @Test
  void moreForksNarrowAComparisonUntilItStops() throws IOException {
    // One noisy distribution (±10 %) for every column: a cell's median interval stays
    // [x(2), x(n−1)] at any count, but the ratio's interval narrows with more forks.
    FakeForks.Scores noisy = (column, op, dataset, k) -> {
      long h = (column + op + dataset).hashCode() * 31L + k;
      double u = new java.util.SplittableRandom(h).nextDouble();
      return 1000 * (0.9 + 0.2 * u);
    };
    List<String> at6 = wide(FakeForks.write(tmp.resolve("n6"), 6, noisy), "0.05");
    List<String> at40 = wide(FakeForks.write(tmp.resolve("n40"), 40, noisy), "0.05");
    assertEquals(4 * 3 * 3, at6.size(), "six forks a side: every comparison wider than ±5 %");
    assertTrue(at40.isEmpty(), at40.toString());
  }

  @Test
  void wideCellsRefusesABadTarget() throws IOException {
    Path run = run(5);
    AggregateException e = assertThrows(AggregateException.class,
        () -> Main.run(new String[] {run.toString(), "--wide-cells", "2%"}));
    assertFalse(e.getMessage().contains("\n"));
    assertTrue(e.getMessage().startsWith("--wide-cells: '2%' is not a number"), e.getMessage());
  }

  private static List<String> wide(Path run, String target) {
    PrintStream old = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
      Main.run(new String[] {run.toString(), "--wide-cells", target});
    } finally {
      System.setOut(old);
    }
    String out = bytes.toString(StandardCharsets.UTF_8);
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }
}
