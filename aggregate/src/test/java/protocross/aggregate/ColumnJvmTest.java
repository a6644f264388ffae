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
import protocross.aggregate.read.RecordedRun;

/**
 * A column that names its JVM (wire~jdk17~g1, metal/README.md "On this JDK") is checked against
 * run.json jvms, not the run's JDK and flags; its name is its heading.
 */
class ColumnJvmTest {
  static final String COLUMN = "wire~jdk17~g1";
  static final String JDK17 = "Eclipse Adoptium 17.0.9+9";
  static final List<String> OPTIONS = List.of("-XX:-UseParallelGC", "-XX:+UseG1GC");

  @TempDir Path tmp;

  /** FakeRun's wire column moved onto JDK 17 with G1, as the runner would have run it. */
  private Path run() throws IOException {
    Path run = FakeRun.write(tmp.resolve("run"), 3);
    edit(run.resolve("run.json"), r -> {
      ArrayNode impls = r.putArray("impls");
      FakeRun.IMPLS.forEach(i -> impls.add(i.equals("wire") ? COLUMN : i));
      putJvm(r, COLUMN, ".jdks/17/bin/java", 17, JDK17, "g1", OPTIONS);
    });
    for (int k = 1; k <= 3; k++) {
      Path pass = run.resolve("pass-" + k);
      Files.move(pass.resolve("wire.json"), pass.resolve(COLUMN + ".json"));
      Files.move(pass.resolve("wire.meta.json"), pass.resolve(COLUMN + ".meta.json"));
      edit(pass.resolve(COLUMN + ".meta.json"), m -> {
        m.put("jdk", JDK17);
        OPTIONS.forEach(((ArrayNode) m.get("jvmFlags"))::add);
      });
      ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(pass.resolve(COLUMN + ".json").toFile());
      arr.forEach(e -> {
        ObjectNode o = (ObjectNode) e;
        o.put("jvm", "/repo/.jdks/17/bin/java").put("jdkVersion", "17.0.9").put("vmVersion", "17.0.9+9");
        OPTIONS.forEach(((ArrayNode) o.get("jvmArgs"))::add);
      });
      FakeRun.JSON.writeValue(pass.resolve(COLUMN + ".json").toFile(), arr);
    }
    return run;
  }

  /** run.json jvms.&lt;column&gt;, as the runner's probe writes it: FakeRun's flags plus the option set's. */
  private static void putJvm(ObjectNode runJson, String column, String java, int feature, String jdk, String set,
      List<String> options) {
    ObjectNode jvm = runJson.putObject("jvms").putObject(column);
    jvm.put("java", java).put("feature", feature).put("jdk", jdk);
    ArrayNode flags = jvm.putArray("jvmFlags");
    FakeRun.FLAGS.forEach(flags::add);
    options.forEach(flags::add);
    jvm.putArray("optionSets").add(set);
    options.forEach(jvm.putArray("options")::add);
  }

  private static void edit(Path file, java.util.function.Consumer<ObjectNode> e) throws IOException {
    ObjectNode node = (ObjectNode) FakeRun.JSON.readTree(file.toFile());
    e.accept(node);
    FakeRun.JSON.writeValue(file.toFile(), node);
  }

  @Test
  void aJvmColumnIsCheckedAgainstItsOwnJvmAndNamedInTheHeading() throws IOException {
    String t = new String(RunCommand.render(run()).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(t.contains("| protobuf-java | protobuf-lite | " + COLUMN + " | upb |"), t);
    assertTrue(t.contains("| Column JVMs | " + COLUMN + ": " + JDK17 + ", flags + `-XX:-UseParallelGC -XX:+UseG1GC` |"), t);
    assertEquals("wire", RecordedRun.implOf(COLUMN + "#2"));
    assertEquals("wire@6.4.6", RecordedRun.jarVariantOf("wire@6.4.6~jdk17"));
  }

  /**
   * FakeRun with 6 forks and one more column, {@code wire~g1}: wire's forks at {@code factor} of
   * their throughput, on the run's own JDK with G1 (so JvmTable compares it with wire).
   */
  private Path withG1Twin(double factor) throws IOException {
    String column = "wire~g1";
    List<String> g1 = List.of("-XX:-UseParallelGC", "-XX:+UseG1GC");
    Path run = FakeRun.write(tmp.resolve("g1-" + factor), 6);
    edit(run.resolve("run.json"), r -> {
      ((ArrayNode) r.get("impls")).add(column);
      putJvm(r, column, "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java", 25, FakeRun.JDK, "g1", g1);
    });
    for (int k = 1; k <= 6; k++) {
      Path pass = run.resolve("pass-" + k);
      Files.copy(pass.resolve("wire.meta.json"), pass.resolve(column + ".meta.json"));
      edit(pass.resolve(column + ".meta.json"), m -> g1.forEach(((ArrayNode) m.get("jvmFlags"))::add));
      ArrayNode arr = (ArrayNode) FakeRun.JSON.readTree(pass.resolve("wire.json").toFile());
      arr.forEach(e -> {
        ObjectNode pm = (ObjectNode) e.get("primaryMetric");
        pm.put("score", pm.get("score").asDouble() * factor);
        ArrayNode raw = (ArrayNode) pm.get("rawData").get(0);
        for (int i = 0; i < raw.size(); i++) {
          raw.set(i, raw.get(i).asDouble() * factor);
        }
        g1.forEach(((ArrayNode) e.get("jvmArgs"))::add);
      });
      FakeRun.JSON.writeValue(pass.resolve(column + ".json").toFile(), arr);
    }
    return run;
  }

  @Test
  void aJvmColumnIsComparedWithItsRuntimeOnTheRunsOwnJvm() throws IOException {
    String t = new String(RunCommand.render(withG1Twin(0.8)).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(t.contains("## On other JVMs: each column against its runtime on the run's own JVM"), t);
    assertTrue(t.contains("### encode: against the own JVM\n\n| dataset | wire~g1 |\n|---|---:|\n| api_response | 0.80× ▼ ["), t);
    // Equal work at equal speed: no significant difference, however many cells.
    String same = new String(RunCommand.render(withG1Twin(1.0)).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(same.contains("| api_response | ≈ 1.00× ["), same);
    // A run without a JVM column, or without its runtime on the own JVM, has no such section.
    String none = new String(RunCommand.render(run()).get("tables.md"), StandardCharsets.UTF_8);
    assertTrue(!none.contains("On other JVMs"), none);
  }

  @Test
  void aForkOnAnotherJvmThanItsColumnsIsRefused() throws IOException {
    Path run = run();
    edit(run.resolve("pass-2/" + COLUMN + ".meta.json"), m -> m.put("jdk", FakeRun.JDK));
    String msg = assertThrows(AggregateException.class, () -> RunCommand.render(run)).getMessage();
    assertTrue(msg.startsWith("refusing to aggregate: pass-2/" + COLUMN + ".meta.json jdk"), msg);
  }
}
