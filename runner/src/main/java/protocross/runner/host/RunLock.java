package protocross.runner.host;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import protocross.jars.RunnerException;
import protocross.runner.RunLayout;

/**
 * One owner per run folder: a run or a resume holds an exclusive lock on {@code run.lock} in the
 * folder for its whole life, and a second one is refused in one line naming the live owner's pid,
 * before it touches anything. The kernel drops the lock when the owner dies, kill -9 included, so
 * a stale lock never blocks a resume. The file stays (a deleted lock file lets two processes lock
 * two inodes of one name); it holds the owner's pid while locked, nothing after a clean end.
 *
 * <p>A POSIX record lock ({@link FileChannel#tryLock}): every descriptor this process opens on the
 * file shares it, and closing any of them drops it, so the owner touches the file only through
 * its one channel.
 */
public final class RunLock implements AutoCloseable {
  public static final String FILE = "run.lock";

  private final FileChannel channel;

  private RunLock(FileChannel channel) {
    this.channel = channel;
  }

  /** Takes the run folder's lock for this process, or refuses naming who holds it. */
  public static RunLock acquire(RunLayout layout) throws IOException {
    Path file = layout.dir().resolve(FILE);
    FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    boolean locked = false;
    try {
      locked = tryLock(ch) != null;
      if (!locked) {
        throw busy(layout, file);
      }
      byte[] me = (ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII);
      ch.truncate(0);
      ch.write(ByteBuffer.wrap(me), 0);
      return new RunLock(ch);
    } finally {
      if (!locked) {
        ch.close();
      }
    }
  }

  /**
   * Refuses, as {@link #acquire} would, while another process holds the folder's lock; takes
   * nothing and creates nothing (metal/run.sh asks before it builds anything).
   */
  public static void checkFree(RunLayout layout) throws IOException {
    Path file = layout.dir().resolve(FILE);
    FileChannel ch;
    try {
      ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
    } catch (NoSuchFileException e) {
      return;
    }
    try (ch) {
      FileLock lock = tryLock(ch);
      if (lock == null) {
        throw busy(layout, file);
      }
      lock.release();
    }
  }

  /** Null when another process (or another channel of this one) holds it. */
  private static FileLock tryLock(FileChannel ch) throws IOException {
    try {
      return ch.tryLock();
    } catch (OverlappingFileLockException e) {
      return null;
    }
  }

  private static Busy busy(RunLayout layout, Path file) {
    String pid = "";
    try {
      pid = Files.readString(file, StandardCharsets.US_ASCII).strip();
    } catch (IOException e) {
      // Unreadable: say "another process".
    }
    String who = pid.matches("\\d+") ? "process " + pid : "another process";
    return new Busy("run " + layout.runId() + " is in use by " + who + " (a run or resume of it is still running: "
        + layout.dir() + "); one run folder has one owner, so nothing was touched; wait for it to end or stop it, then resume");
  }

  /** Clears the pid and drops the lock. */
  @Override
  public void close() throws IOException {
    try {
      channel.truncate(0);
    } catch (IOException e) {
      // The lock goes with the channel anyway.
    }
    channel.close();
  }

  /** A second owner refused: the folder is untouched. */
  public static final class Busy extends RunnerException {
    Busy(String message) {
      super(message);
    }
  }
}
