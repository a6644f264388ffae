package protocross.runner.host;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * JMH's host-wide lock: a JMH run holds a POSIX record lock on {@code <java.io.tmpdir>/jmh.lock}
 * ({@code FileChannel.tryLock}) and refuses to start while another holds it, so a fork started
 * then "fails" with exit code 1. The runner asks before each fork ({@link #holder}): /proc/locks
 * names the holder by the file's inode; where it lists none, the same lock is tried and let go at once.
 * {@code flock(1)} takes a different kind of lock and does not conflict with it.
 */
public final class JmhHostLock {
  /** Where JMH's host JVM puts it: the same java.io.tmpdir as this JVM's (the forks set none). */
  public static final Path FILE = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");

  private final Path file;
  private final Path procLocks;
  private final Path proc;

  public JmhHostLock(Path file, Path proc) {
    this.file = file;
    this.proc = proc;
    this.procLocks = proc.resolve("locks");
  }

  public static JmhHostLock host() {
    return new JmhHostLock(FILE, Path.of("/proc"));
  }

  public Path file() {
    return file;
  }

  /** "/tmp/jmh.lock is held by process 123 (java -jar ...)", or null when it is free. */
  public String holder() {
    if (!Files.exists(file)) {
      return null;
    }
    // /proc/locks first: it names the holder without taking the lock, so a JMH starting this very
    // moment is never refused because of this look; the lock itself is tried only where it is silent.
    String listed = holderPid(true);
    if (listed != null) {
      return held(listed);
    }
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      FileLock lock;
      try {
        lock = ch.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null;
      }
      if (lock != null) {
        lock.release();
        return null;
      }
      // Read while the channel is open: closing a descriptor drops this process's own locks on the file.
      return held(holderPid(false));
    } catch (IOException e) {
      // Not ours to open (another user's file): JMH would not get it either, but say why.
      return file + " cannot be opened (" + e.getMessage() + "); JMH cannot take its lock";
    }
  }

  private String held(String pid) {
    return file + " is held by " + (pid == null ? "another process" : "process " + pid + command(pid))
        + " (only one JMH runs on a host)";
  }

  /**
   * The pid /proc/locks gives for a POSIX lock on the file, or null. {@code sameDevice}: match the
   * device too (the kernel's "major:minor:inode", hex major and minor), as a decision that the lock
   * is held must; without it, the inode alone names the holder of a lock already found held (an
   * overlay filesystem's st_dev is not the one /proc/locks prints).
   */
  public String holderPid(boolean sameDevice) {
    try {
      long inode = ((Number) Files.getAttribute(file, "unix:ino")).longValue();
      long dev = ((Number) Files.getAttribute(file, "unix:dev")).longValue();
      String device = String.format("%02x:%02x:", ((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL),
          (dev & 0xff) | ((dev >>> 12) & ~0xffL));
      List<String> lines = Files.readAllLines(procLocks, StandardCharsets.US_ASCII);
      for (String line : lines) {
        // "1: POSIX  ADVISORY  WRITE 12345 08:01:123456 0 EOF"; a blocked waiter's line has "->".
        String[] f = line.trim().split("\\s+");
        if (f.length >= 6 && f[1].equals("POSIX") && (sameDevice ? f[5].equals(device + inode) : f[5].endsWith(":" + inode))) {
          return f[4];
        }
      }
    } catch (IOException | UnsupportedOperationException | ClassCastException e) {
      // No /proc/locks here: the holder stays unnamed.
    }
    return null;
  }

  /** " (its command line, shortened)", or "" when /proc does not say. */
  private String command(String pid) {
    try {
      String cmd = new String(Files.readAllBytes(proc.resolve(pid).resolve("cmdline")), StandardCharsets.UTF_8)
          .replaceAll("[\\x00\\s]+", " ").strip();
      if (cmd.isEmpty()) {
        return "";
      }
      return " (" + (cmd.length() > 100 ? cmd.substring(0, 100) + "…" : cmd) + ")";
    } catch (IOException e) {
      return "";
    }
  }
}
