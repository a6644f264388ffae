package protocross.runner.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A full filesystem (or an exhausted quota) under the run folder, however it shows: an
 * IOException in this runner, or a line of a fork's console. The run then stops in one line
 * ({@link protocross.runner.run.RunStopped}) instead of marking forks failed: a fork that could not write its result is
 * no verdict on the implementation, and a marker written to a full disk would be half a marker.
 */
public final class NoSpace {
  private NoSpace() {}

  /** Whether the exception (or one of its causes) is ENOSPC or EDQUOT. */
  public static boolean is(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getMessage() != null && says(t.getMessage())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a console line reports ENOSPC or EDQUOT (the strerror texts the JDK uses). */
  public static boolean says(String line) {
    return line.contains("No space left on device") || line.contains("Disk quota exceeded");
  }

  /** "no space left on /mnt/results (tmpfs)": the filesystem the run folder is on. */
  public static String describe(Path dir) {
    try {
      return "no space left on " + Files.getFileStore(dir);
    } catch (IOException e) {
      return "no space left on the filesystem of " + dir;
    }
  }
}
