package protocross.runner.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.runner.RunLayout;

/** One owner per run folder (the second process case: metal/test/owner.sh). */
class RunLockTest {
  @TempDir Path dir;

  @Test
  void aSecondOwnerIsRefusedNamingTheLiveOneAndTheFolderIsFreeAfterwards() throws Exception {
    RunLayout layout = new RunLayout(dir.resolve("20261201-200000-abc1234"));
    Files.createDirectories(layout.dir());
    long pid = ProcessHandle.current().pid();
    try (RunLock first = RunLock.acquire(layout)) {
      assertEquals(pid + "\n", Files.readString(layout.dir().resolve(RunLock.FILE)));
      RunLock.Busy busy = assertThrows(RunLock.Busy.class, () -> RunLock.acquire(layout));
      assertTrue(busy.getMessage().startsWith("run 20261201-200000-abc1234 is in use by process " + pid + " "), busy.getMessage());
      assertTrue(busy.getMessage().contains("nothing was touched"), busy.getMessage());
      assertThrows(RunLock.Busy.class, () -> RunLock.checkFree(layout));
    }
    assertEquals("", Files.readString(layout.dir().resolve(RunLock.FILE)), "a clean end leaves no pid behind");
    RunLock.checkFree(layout);
    try (RunLock again = RunLock.acquire(layout)) {
      assertTrue(Files.exists(layout.dir().resolve(RunLock.FILE)));
    }
  }

  @Test
  void checkingAFolderNobodyLockedCreatesNothing() throws Exception {
    RunLayout layout = new RunLayout(dir);
    RunLock.checkFree(layout);
    assertFalse(Files.exists(dir.resolve(RunLock.FILE)));
  }
}
