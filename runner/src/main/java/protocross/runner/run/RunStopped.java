package protocross.runner.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import protocross.runner.host.NoSpace;
import protocross.runner.JsonFiles;
import protocross.runner.RunLayout;

/**
 * The run cannot go on for a cause outside it (no space left in the run folder, the host's JMH
 * lock held by another process for too long): the loop stops between forks and the session says,
 * in one line, why, what it kept and how to resume ({@link protocross.runner.RunSession#STOPPED}). Nothing of the
 * unfinished fork counts: a resume moves its files aside and runs it again.
 */
public final class RunStopped extends RuntimeException {
  public RunStopped(String reason) {
    super(reason);
  }

  /** A write into the run folder failed: a full disk says so, anything else names the error. */
  static RunStopped writing(RunLayout layout, IOException e) {
    return new RunStopped(NoSpace.is(e) ? NoSpace.describe(layout.dir())
        : "cannot write in " + layout.dir() + ": " + JsonFiles.reason(e));
  }

  static RunStopped writing(RunLayout layout, UncheckedIOException e) {
    return writing(layout, e.getCause());
  }
}
