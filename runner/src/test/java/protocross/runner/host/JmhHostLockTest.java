package protocross.runner.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host's JMH lock as the runner sees it before a fork (another process holding it: metal/test/jmh-lock.sh). */
class JmhHostLockTest {
  @TempDir Path dir;

  @Test
  void aFreeOrAbsentLockHasNoHolder() throws Exception {
    JmhHostLock lock = new JmhHostLock(dir.resolve("jmh.lock"), Path.of("/proc"));
    assertNull(lock.holder(), "no file: nobody holds it");
    Files.writeString(dir.resolve("jmh.lock"), "");
    assertNull(lock.holder());
  }

  @Test
  void aHeldLockNamesItsHolderFromProcLocks() throws Exception {
    Path file = dir.resolve("jmh.lock");
    JmhHostLock lock = new JmhHostLock(file, Path.of("/proc"));
    // The same POSIX lock JMH takes (RandomAccessFile "rw", tryLock).
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock held = ch.tryLock()) {
      String holder = lock.holder();
      assertTrue(holder.startsWith(file + " is held by process " + ProcessHandle.current().pid() + " ("), holder);
      assertTrue(holder.endsWith("(only one JMH runs on a host)"), holder);
    }
  }

  @Test
  void theHoldersPidIsFoundByInodeNotByAnyLock() throws Exception {
    Path file = dir.resolve("jmh.lock");
    Files.writeString(file, "");
    long inode = ((Number) Files.getAttribute(file, "unix:ino")).longValue();
    long dev = ((Number) Files.getAttribute(file, "unix:dev")).longValue();
    String device = String.format("%02x:%02x:", (dev >>> 8) & 0xfff, dev & 0xff);
    Path proc = Files.createDirectories(dir.resolve("proc"));
    Files.writeString(proc.resolve("locks"), String.join("\n",
        "1: FLOCK  ADVISORY  WRITE 111 " + device + inode + " 0 EOF",
        "2: POSIX  ADVISORY  WRITE 333 ff:7f:" + inode + " 0 EOF",
        "3: POSIX  ADVISORY  WRITE 4242 " + device + inode + " 0 EOF",
        "3: -> POSIX  ADVISORY  WRITE 999 " + device + inode + " 0 EOF", ""));
    JmhHostLock lock = new JmhHostLock(file, proc);
    assertEquals("4242", lock.holderPid(true), "a flock(1) lock is not JMH's; another device's inode is another file");
    assertEquals("333", lock.holderPid(false), "by inode alone: the first POSIX lock on it");
    assertTrue(lock.holder().startsWith(file + " is held by process 4242"), lock.holder());
  }
}
