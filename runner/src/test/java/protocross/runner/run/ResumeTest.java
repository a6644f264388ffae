package protocross.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.runner.Part;
import protocross.runner.RunLayout;

class ResumeTest {
  @TempDir Path dir;

  @Test
  void aForkIsFinishedByAJsonHoldingItsCellOrItsFailure() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Part done = new Part(1, "a", "d", Op.decode);
    Part failed = new Part(1, "b", "d", Op.decode);
    Part half = new Part(2, "a", "d", Op.decode);
    Files.createDirectories(layout.cellDir(done));
    Files.createDirectories(layout.cellDir(failed));
    Files.writeString(layout.json(done),
        "[{\"benchmark\": \"protocross.bench.CodecBenchmark.decode\", \"params\": {\"dataset\": \"d\"}}]");
    Part stopped = new Part(3, "a", "d", Op.decode);
    Files.writeString(layout.json(stopped), "[\n]\n"); // what JMH writes when Ctrl-C stops it: no result
    Files.writeString(layout.failed(failed), "JVM exited with code 134\n");
    Files.writeString(layout.json(half), ""); // a JSON that JMH never finished writing
    assertTrue(Resume.isFinished(layout, done));
    assertTrue(Resume.isFinished(layout, failed));
    assertFalse(Resume.isFinished(layout, half));
    assertFalse(Resume.isFinished(layout, stopped));
    assertEquals(dir.resolve("forks/d/decode/a/fork-2.json"), layout.json(half));
  }

  @Test
  void leftoversAreMovedAsideNeverOverwritten() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Part part = new Part(1, "protobuf-java#2", "d", Op.encode);
    assertNull(Resume.setAsideLeftovers(layout, part, "s"));
    Files.createDirectories(layout.cellDir(part));
    Files.writeString(layout.log(part), "first");
    Path first = Resume.setAsideLeftovers(layout, part, "s");
    Files.writeString(layout.log(part), "second");
    Path second = Resume.setAsideLeftovers(layout, part, "s");
    assertFalse(first.equals(second));
    assertEquals("first", Files.readString(first.resolve("fork-1.log")));
    assertEquals("second", Files.readString(second.resolve("fork-1.log")));
    assertFalse(Files.exists(layout.log(part)));
    assertTrue(first.startsWith(layout.cellDir(part)));
  }
}
