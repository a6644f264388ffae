package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResumeTest {
  @TempDir Path dir;

  private final RunPlan plan = new RunPlan(JmhSettings.FULL.withPasses(2), List.of("a", "b"), List.of("d"), List.of(Op.decode));

  @Test
  void onlyMissingPartsRemain() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Files.createDirectories(layout.passDir(1));
    Files.writeString(layout.json(1, "a"), "[]");
    Files.writeString(layout.failed(1, "b"), "JVM exited with code 134\n");
    Files.createDirectories(layout.passDir(2));
    Files.writeString(layout.json(2, "a"), ""); // a JSON that JMH never finished writing
    assertEquals(List.of("2 a", "2 b"), Resume.missing(plan, layout).stream().map(p -> p.pass() + " " + p.impl()).toList());
  }

  @Test
  void leftoversAreMovedAsideNeverOverwritten() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Part part = plan.parts().get(0);
    assertNull(Resume.setAsideLeftovers(layout, part, "s"));
    Files.createDirectories(layout.passDir(1));
    Files.writeString(layout.log(part), "first");
    Path first = Resume.setAsideLeftovers(layout, part, "s");
    Files.writeString(layout.log(part), "second");
    Path second = Resume.setAsideLeftovers(layout, part, "s");
    assertFalse(first.equals(second));
    assertEquals("first", Files.readString(first.resolve("a.log")));
    assertEquals("second", Files.readString(second.resolve("a.log")));
    assertFalse(Files.exists(layout.log(part)));
    assertTrue(first.startsWith(layout.passDir(1)));
  }
}
