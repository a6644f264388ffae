package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;

/**
 * Every number read from a fork's JMH JSON, its meta file or the C loop's results is range-checked
 * where it is read: a zero, negative, non-finite or ill-typed value (a hand-edited or corrupt file)
 * is refused in one line naming the file and the field, with the bad-input status (1), instead of
 * reaching a statistic (a log of a negative score made Commons Statistics throw "Invalid data: NaN").
 */
class NumberRangeTest {
  @TempDir
  Path tmp;

  private Path run() throws IOException {
    return FakeRun.write(tmp.resolve("run"), 5);
  }

  /** The refusal of {@code run}: one line, status 1 (refused or unreadable input). */
  private static String refusal(Path run) {
    AggregateException e = assertThrows(AggregateException.class, () -> RunCommand.render(run));
    assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    assertEquals(1, e.status, e.getMessage());
    return e.getMessage();
  }

  /** Edits the first JMH result of pass 2's wire JSON. */
  private static void editWire(Path run, Consumer<ObjectNode> edit) throws IOException {
    Path file = run.resolve("pass-2/wire.json");
    ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(file.toFile());
    edit.accept((ObjectNode) arr.get(0));
    FakeRun.JSON.writeValue(file.toFile(), arr);
  }

  private static ObjectNode primary(ObjectNode result) {
    return (ObjectNode) result.get("primaryMetric");
  }

  @Test
  void aNegativeScoreIsRefusedNamingFileAndField() throws IOException {
    Path run = run();
    editWire(run, r -> primary(r).put("score", -5.0));
    assertEquals("pass-2/wire.json[0] primaryMetric score: expected a number above 0, found -5.0", refusal(run));
  }

  @Test
  void aZeroScoreIsRefused() throws IOException {
    Path run = run();
    editWire(run, r -> primary(r).put("score", 0));
    assertEquals("pass-2/wire.json[0] primaryMetric score: expected a number above 0, found 0", refusal(run));
  }

  @Test
  void aNonNumericOrMissingScoreIsRefused() throws IOException {
    Path run = run();
    editWire(run, r -> primary(r).put("score", "NaN"));
    assertEquals("pass-2/wire.json[0] primaryMetric score: expected a number above 0, found \"NaN\"", refusal(run));
    editWire(run, r -> primary(r).remove("score"));
    assertEquals("pass-2/wire.json[0] primaryMetric: missing field 'score'", refusal(run));
  }

  @Test
  void aBadIterationIsRefused() throws IOException {
    Path run = run();
    editWire(run, r -> ((ArrayNode) primary(r).get("rawData").get(0)).set(1, FakeRun.JSON.getNodeFactory().numberNode(-1.0)));
    assertEquals("pass-2/wire.json[0] primaryMetric rawData[0][1]: expected a number above 0, found -1.0", refusal(run));
    editWire(run, r -> ((ArrayNode) primary(r).get("rawData").get(0)).set(1, FakeRun.JSON.getNodeFactory().textNode("x")));
    assertEquals("pass-2/wire.json[0] primaryMetric rawData[0][1]: expected a number above 0, found \"x\"", refusal(run));
  }

  @Test
  void aNegativeHeapAllocationIsRefused() throws IOException {
    Path run = run();
    editWire(run, r -> ((ObjectNode) r.get("secondaryMetrics").get("gc.alloc.rate.norm")).put("score", -8.0));
    assertEquals("pass-2/wire.json[0] secondaryMetrics gc.alloc.rate.norm score: expected a number of at least 0,"
        + " found -8.0", refusal(run));
  }

  @Test
  void aBadNativeByteCountInMetaIsRefused() throws IOException {
    Path run = run();
    Path meta = run.resolve("pass-3/upb.meta.json");
    ObjectNode m = (ObjectNode) FakeRun.JSON.readTree(meta.toFile());
    ((ObjectNode) m.get("nativeBytesPerOp").get("mesh")).put("decode", -7);
    FakeRun.JSON.writeValue(meta.toFile(), m);
    assertEquals("pass-3/upb.meta.json nativeBytesPerOp mesh decode: expected an integer of at least -1, found -7",
        refusal(run));
    ((ObjectNode) m.get("nativeBytesPerOp").get("mesh")).put("decode", 1.5);
    FakeRun.JSON.writeValue(meta.toFile(), m);
    assertEquals("pass-3/upb.meta.json nativeBytesPerOp mesh decode: expected an integer of at least -1, found 1.5",
        refusal(run));
  }

  @Test
  void aNonPositiveNativeLoopResultIsRefused() throws IOException {
    Path run = run();
    Path file = run.resolve("native-c/pass-1.json");
    ObjectNode n = (ObjectNode) FakeRun.JSON.readTree(file.toFile());
    ((ObjectNode) n.get("results").get(2)).put("opsPerSecond", -1e9);
    FakeRun.JSON.writeValue(file.toFile(), n);
    assertEquals("native-c/pass-1.json results[2] opsPerSecond: expected a number above 0, found -1.0E9", refusal(run));
  }

  @Test
  void anInfiniteScoreIsRefused() throws IOException {
    Path run = run();
    // 1e400 is beyond a double: Jackson reads it as Infinity.
    Path file = run.resolve("pass-2/wire.json");
    String text = java.nio.file.Files.readString(file);
    // The file's first "score" is its first result's primary score.
    java.nio.file.Files.writeString(file, text.replaceFirst("\"score\"\\s*:\\s*[0-9.E]+", "\"score\" : 1e400"));
    assertEquals("pass-2/wire.json[0] primaryMetric score: expected a number above 0, found Infinity", refusal(run));
  }
}
