package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 15: updating the committed cases never deletes one that still reproduces; writing a run's
 * cases never deletes anything.
 */
class RegressionsTest {

  private static Regressions.Entry entry(String cls, long index, String pattern, String why, byte... bytes) {
    return new Regressions.Entry(cls + "-" + index + ".bin", "protocross.schema.ApiResponse", cls, "v", 1, index, "api_response",
        0, bytes.length, pattern, why, bytes);
  }

  @Test
  void mergeKeepsEveryCommittedCaseThatStillDisagreesAndDropsOnlyTheOthers() {
    var a = entry("bit-flip", 1, "p1", "", (byte) 1);
    var b = entry("bit-flip", 2, "p2", "", (byte) 2);
    var c = entry("random-bytes", 3, "p3", "x", (byte) 3);
    // Today: a as before, b now shows another pattern (still a disagreement), c all agree.
    List<Regressions.Entry> replayed = List.of(a, b.judged("p2'", "y"), c.judged(null, ""));
    // A shorter run saw only a's pattern, plus one new one.
    var fresh = entry("bit-flip", 9, "p1", "", (byte) 9);
    var fresh2 = entry("truncate", 10, "p4", "", (byte) 10);
    Regressions.Update u = Regressions.merge(List.of(a, b, c), replayed, List.of(fresh, fresh2));
    assertEquals(List.of("bit-flip-1.bin", "bit-flip-2.bin", "truncate-10.bin"), u.saved().stream().map(Regressions.Entry::file).toList());
    assertEquals("p2'", u.saved().get(1).pattern());
    assertEquals(List.of("random-bytes-3.bin"), u.dropped().stream().map(Regressions.Entry::file).toList());
    assertEquals(List.of("truncate-10.bin"), u.added().stream().map(Regressions.Entry::file).toList());
  }

  @Test
  void applyWritesTheSavedCasesAndDeletesOnlyTheDroppedOnes(@TempDir Path dir) throws Exception {
    var a = entry("bit-flip", 1, "p1", "", (byte) 1);
    var c = entry("random-bytes", 3, "p3", "x", (byte) 3);
    Regressions.write(dir, List.of(a, c));
    Files.writeString(dir.resolve("notes.txt"), "not a case");
    var fresh = entry("truncate", 10, "p4", "", (byte) 10, (byte) 11);
    Regressions.apply(dir, Regressions.merge(List.of(a, c), List.of(a, c.judged(null, "")), List.of(fresh)));
    assertTrue(Files.exists(dir.resolve("bit-flip-1.bin")));
    assertTrue(Files.exists(dir.resolve("notes.txt")));
    assertTrue(!Files.exists(dir.resolve("random-bytes-3.bin")));
    Regressions back = Regressions.read(dir);
    assertEquals(List.of("bit-flip-1.bin", "truncate-10.bin"), back.entries().stream().map(Regressions.Entry::file).toList());
    assertArrayEquals(new byte[] {10, 11}, back.entries().get(1).bytes());
  }

  @Test
  void writingARunsCasesDeletesNothing(@TempDir Path dir) throws Exception {
    Files.write(dir.resolve("old-1.bin"), new byte[] {1});
    Regressions.write(dir, List.of(entry("bit-flip", 5, "p", "", (byte) 5)));
    assertTrue(Files.exists(dir.resolve("old-1.bin")));
    assertTrue(Files.exists(dir.resolve("bit-flip-5.bin")));
  }
}
