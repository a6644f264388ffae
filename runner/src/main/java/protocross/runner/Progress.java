package protocross.runner;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;

/**
 * One line per cell as it finishes, with elapsed time and an ETA. The ETA uses the mean time of
 * the cells timed so far (the settings' estimate until the first one finishes); cells of a part
 * that failed early count as done but not as timed.
 */
public final class Progress {
  private final PrintStream out;
  private final InstantSource clock;
  private final int totalCells;
  private final int passes;
  private final double estimatedCellSeconds;
  private final Instant start;
  private int done;
  private int timed;
  private Instant lastCellEnd;

  public Progress(PrintStream out, InstantSource clock, int totalCells, int passes, double estimatedCellSeconds) {
    this.out = out;
    this.clock = clock;
    this.totalCells = totalCells;
    this.passes = passes;
    this.estimatedCellSeconds = estimatedCellSeconds;
    this.start = clock.instant();
    this.lastCellEnd = start;
  }

  public void cellFinished(Part part, Cell cell, boolean ok, String score) {
    done++;
    timed++;
    lastCellEnd = clock.instant();
    String what = ok ? (score == null ? "done" : score + " ops/s") : "FAILED";
    print(String.format("pass %d/%d %s %s  %s", part.pass(), passes, part.impl(), cell, what));
  }

  /** Cells that will not run (their part failed before reaching them). */
  public void cellsSkipped(Part part, int n, String reason) {
    done += n;
    print(String.format("pass %d/%d %s  FAILED: %s (%d cells not run)", part.pass(), passes, part.impl(), reason, n));
  }

  /** A part that finished with a failure after all its cells ran (e.g. a dropped dataset). */
  public void partFailed(Part part, String reason) {
    print(String.format("pass %d/%d %s  FAILED: %s", part.pass(), passes, part.impl(), reason));
  }

  public void note(String line) {
    out.println(line);
    out.flush();
  }

  /** Start of a part: the JVM's start-up is not part of the previous cell's time. */
  public void partStarted() {
    lastCellEnd = clock.instant();
  }

  private void print(String what) {
    Duration elapsed = Duration.between(start, clock.instant());
    out.printf("[%" + digits() + "d/%d] %s  elapsed %s  ETA %s%n", done, totalCells, what, hms(elapsed), hms(eta(elapsed)));
    out.flush();
  }

  Duration eta(Duration elapsed) {
    double perCell = timed == 0 ? estimatedCellSeconds : elapsed.toMillis() / 1000.0 / timed;
    return Duration.ofMillis(Math.round((totalCells - done) * perCell * 1000));
  }

  private int digits() {
    return Integer.toString(totalCells).length();
  }

  static String hms(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
  }
}
