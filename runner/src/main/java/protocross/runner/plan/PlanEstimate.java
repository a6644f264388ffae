package protocross.runner.plan;

import java.util.Locale;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.RunPlan;

/**
 * How long a plan's planned rounds take on the 2-vCPU VM, from the committed runs' own timings, so
 * that a run says before it starts what it will cost and refuses a plan its {@code --budget-minutes}
 * cannot hold (the adaptive rounds then use what is left).
 *
 * <ul>
 *   <li>An unpaired fork: {@link #FORK_START_SECONDS} + its iterations. Run
 *       {@code 20261130-152137-647c4d5} (Intel Xeon VM, full settings, 5 + 2 iterations of 0.5 s):
 *       7.1 s a fork, so 3.6 s of the launcher's and JMH's JVM start, conformance and JMH's own
 *       iteration overhead around 3.5 s of iterations.
 *   <li>A fork pair ({@code --paired}): {@link #PAIR_START_SECONDS} + 2 × iterations ×
 *       (iteration + {@link #TURN_GAP_SECONDS}). Run {@code 20261202-010258-9b0e343} (8 rounds of 4
 *       pairs and 2 control forks, 706 s from the first turn to the last): consecutive turns in
 *       {@code turns.order} 0.655 s apart at 0.5 s iterations (the gap: JMH's iteration set-up,
 *       -prof gc and the hand-over), and 88.3 s a round, which with 2 × 7.1 s of control leaves
 *       9.4 s a pair outside its turns (two JVM pairs start on one core).
 *   <li>upb's C loop after each planned round: (1 + measured) iterations per (dataset, decode or
 *       encode) when upb is a column.
 * </ul>
 *
 * Ops timed in another mode (first call, latency) are counted as a fork's start alone. Build and
 * aggregation (≈ 2 min) are outside the session's budget and not counted.
 */
public record PlanEstimate(int forks, int pairs, double seconds) {
  public static final double FORK_START_SECONDS = 3.6;
  public static final double PAIR_START_SECONDS = 9.4;
  public static final double TURN_GAP_SECONDS = 0.155;

  /** The planned rounds of {@code plan} (a shard's groups only), paired or not. */
  public static PlanEstimate of(RunPlan plan, boolean paired) {
    JmhSettings s = plan.settings();
    double iteration = s.measurementMillis() / 1000.0;
    int iterations = s.warmupIterations() + s.measurementIterations();
    double round = 0;
    int forks = 0;
    int pairs = 0;
    for (Group g : plan.groups()) {
      boolean throughput = g.op().timing() == Op.Timing.THROUGHPUT;
      if (paired && g.columns().size() == 2 && throughput) {
        round += PAIR_START_SECONDS + 2 * iterations * (iteration + TURN_GAP_SECONDS);
        pairs++;
        forks += 2;
      } else {
        round += g.columns().size() * (FORK_START_SECONDS + (throughput ? s.iterationSeconds() : 0));
        forks += g.columns().size();
      }
      if ((g.op() == Op.decode || g.op() == Op.encode) && g.columns().stream().anyMatch(c -> Columns.implOf(c).equals("upb"))) {
        round += (1 + s.measurementIterations()) * iteration;
      }
    }
    int rounds = plan.forks();
    return new PlanEstimate(forks * rounds, pairs * rounds, round * rounds);
  }

  public double minutes() {
    return seconds / 60;
  }

  /** One line: forks (pairs), minutes. */
  public String describe(RunPlan plan) {
    return String.format(Locale.ROOT, "estimate: %d planned rounds, %d forks%s, ~%.0f min on the 2-vCPU VM"
        + " (metal/README.md, \"Settings, and why\")", plan.forks(), forks,
        pairs > 0 ? " (" + pairs + " fork pairs)" : "", minutes());
  }

  /**
   * Refuses, in one line, a plan whose planned rounds need more than {@code budgetMinutes} (the
   * budget the user gave; null: none given, nothing refused).
   */
  public void check(RunPlan plan, Integer budgetMinutes) {
    if (budgetMinutes != null && minutes() > budgetMinutes) {
      throw new RunnerException(String.format(Locale.ROOT, "the planned rounds need ~%.0f min (%d forks%s), more than"
          + " --budget-minutes %d: fewer --forks, --datasets, --ops or columns, or a larger budget", minutes(), forks,
          pairs > 0 ? ", " + pairs + " fork pairs" : "", budgetMinutes));
    }
  }
}
