package protocross.runner.run;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Map;
import protocross.contract.adapter.Op;
import protocross.runner.Part;
import protocross.runner.plan.Cell;

/**
 * One line per fork as it finishes, with elapsed time and an ETA. The ETA uses the mean time of
 * the forks timed so far (the settings' estimate until the first one finishes); forks that failed
 * before timing count as done but not as timed. Round steps (upb's native C loop) report their
 * cells here too, so they are in the count. Adaptive rounds add their forks when they are planned.
 * Scores are printed in MiB/s, the tables' unit, when the bytes per op are known: of payload, and
 * for the JSON ops of the dataset's canonical JSON texts (from the fork's meta file), as the tables
 * count them; the control op (the harness alone, no payload) in ns per op. The counter counts forks
 * and round-step cells together ({@link #unitsLine}).
 */
public final class Progress {
  private static final double MIB = 1024.0 * 1024.0;

  private final PrintStream out;
  private final InstantSource clock;
  private final double estimatedForkSeconds;
  private final Map<String, Long> payloadBytes;
  private final Instant start;
  private int total;
  private int done;
  private int timed;
  private double timedSeconds;
  private Instant lastStart;

  /** @param payloadBytes bytes of payload per op of each dataset (MANIFEST.tsv), for MiB/s */
  public Progress(PrintStream out, InstantSource clock, int total, double estimatedForkSeconds,
      Map<String, Long> payloadBytes) {
    this.out = out;
    this.clock = clock;
    this.total = total;
    this.estimatedForkSeconds = estimatedForkSeconds;
    this.payloadBytes = Map.copyOf(payloadBytes);
    this.start = clock.instant();
    this.lastStart = start;
  }

  /** "progress counts 210: 182 forks and 28 cells of native-c" — why the counter's total is not the fork count. */
  public static String unitsLine(int forks, int stepCells, java.util.List<String> steps) {
    return String.format("progress counts %d: %d forks and %d cells of %s (each round's step, timed outside JMH)",
        forks + stepCells, forks, stepCells, String.join(", ", steps));
  }

  /** More forks were planned (an adaptive round). */
  public void addPlanned(int n) {
    total += n;
  }

  public void forkStarted() {
    lastStart = clock.instant();
  }

  /** A fork that gave its result; {@code score} is JMH's ops/s as printed, or null. */
  public void forkFinished(Part part, String score) {
    forkFinished(part, score, null);
  }

  /**
   * A fork that gave its result; {@code score} is JMH's ops/s as printed, or null. {@code jsonBytes}:
   * the bytes of the dataset's canonical JSON texts as the fork's meta file records them, which a
   * JSON op's MiB/s counts (null when unknown: that line then gives ops/s); ignored for other ops.
   */
  public void forkFinished(Part part, String score, Long jsonBytes) {
    done++;
    timed++;
    timedSeconds += Duration.between(lastStart, clock.instant()).toMillis() / 1000.0;
    // JMH's console has no one-number result for a single shot or a sample ("N = ..." first): the tables have them.
    String what = score == null || part.op().timing() != Op.Timing.THROUGHPUT ? "done"
        : part.op() == Op.control ? nanosPerOp(score)
        : mibPerSecond(isJson(part.op()) ? jsonBytes : payloadBytes.get(part.dataset()), score);
    print(String.format("%s %s fork %d  %s", part.cell(), part.column(), part.fork(), what));
  }

  /** The ops whose MiB/s count JSON text, not payload bytes (as the aggregator's tables do). */
  static boolean isJson(Op op) {
    return op == Op.json_encode || op == Op.json_decode;
  }

  /** A fork of an op the implementation has no API for: finished, not timed, not failed. */
  public void forkUnsupported(Part part, String reason) {
    done++;
    print(String.format("%s %s fork %d  unsupported: %s", part.cell(), part.column(), part.fork(), reason));
  }

  /** A fork that failed, and why. */
  public void forkFailed(Part part, String reason) {
    done++;
    print(String.format("%s %s fork %d  FAILED: %s", part.cell(), part.column(), part.fork(), reason));
  }

  /** A fork stopped by a cause outside the implementation: not a result, not failed; resume reruns it. */
  public void forkNotFinished(Part part, String reason) {
    done++;
    print(String.format("%s %s fork %d  NOT A RESULT: %s", part.cell(), part.column(), part.fork(), reason));
  }

  /** A fork not launched: its pair was refused before the run (e.g. unsupported). */
  public void forkRefused(Part part, String reason) {
    done++;
    print(String.format("%s %s fork %d  not timed: %s", part.cell(), part.column(), part.fork(), reason));
  }

  /** A cell of a round step (e.g. upb's C loop) finished with this many ops/s. */
  public void stepCellFinished(int round, String step, Op op, String dataset, double opsPerSecond) {
    done++;
    print(String.format("round %d %s %s  %s", round, step, new Cell(op, dataset),
        throughput(dataset, Double.toString(opsPerSecond))));
  }

  /** Cells of a round step that ran, counted without a line each (the step prints its own summary). */
  public void stepCellsDone(int n) {
    done += n;
  }

  /** Cells of a round step that will not run (refused, or the step failed). */
  public void stepCellsSkipped(int round, String step, int n, String reason) {
    done += n;
    print(String.format("round %d %s  %s (%d cells not run)", round, step, reason, n));
  }

  public void note(String line) {
    out.println(line);
    out.flush();
  }

  /** Mean wall seconds of a timed fork so far (start-up included), or the estimate before the first. */
  public double meanForkSeconds() {
    return timed == 0 ? estimatedForkSeconds : timedSeconds / timed;
  }

  /** "1234.5 MiB/s" from JMH's ops/s score when the dataset's size is known, else "… ops/s". */
  String throughput(String dataset, String score) {
    return mibPerSecond(payloadBytes.get(dataset), score);
  }

  /** "1234.5 MiB/s" from JMH's ops/s score when the bytes per op are known (not null), else "… ops/s". */
  static String mibPerSecond(Long bytes, String score) {
    double ops;
    try {
      ops = Double.parseDouble(score.replace(",", ""));
    } catch (NumberFormatException e) {
      return score + " ops/s";
    }
    if (bytes == null) {
      return String.format("%.1f ops/s", ops);
    }
    return String.format("%.1f MiB/s", ops * bytes / MIB);
  }

  /**
   * The control op times the harness alone (no payload is decoded or encoded), so MiB/s of the
   * dataset's bytes would be a meaningless, huge figure: its cost per op in ns instead.
   */
  static String nanosPerOp(String score) {
    double ops;
    try {
      ops = Double.parseDouble(score.replace(",", ""));
    } catch (NumberFormatException e) {
      return score + " ops/s";
    }
    return String.format("%.1f ns/op (harness overhead)", 1e9 / ops);
  }

  private void print(String what) {
    Duration elapsed = Duration.between(start, clock.instant());
    out.printf("[%" + digits() + "d/%d] %s  elapsed %s  ETA %s%n", done, total, what, hms(elapsed), hms(eta()));
    out.flush();
  }

  Duration eta() {
    return Duration.ofMillis(Math.round(Math.max(0, total - done) * meanForkSeconds() * 1000));
  }

  private int digits() {
    return Integer.toString(total).length();
  }

  static String hms(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
  }
}
