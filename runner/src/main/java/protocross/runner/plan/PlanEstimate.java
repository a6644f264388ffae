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
 *       {@code 20261130-152137-647c4d5} (Intel Xeon VM, 5 + 2 iterations of 0.5 s): 7.1 s a fork,
 *       so 3.6 s of the launcher's and JMH's JVM start, conformance and JMH's own iteration
 *       overhead around 3.5 s of iterations; since 2026-12-06 1.0 s less (the launcher's heap is
 *       not pre-touched, and neither JVM waits 0.3 s at exit for its parent-pipe watcher: 7.87 s →
 *       6.89 s a fork at 5 s of iterations, 6 alternating forks each, metal/README.md).
 *   <li>A fork group of N ({@code --paired}): N × ({@link #MEMBER_START_SECONDS} + iterations ×
 *       (iteration + {@link #TURN_GAP_SECONDS})). Run {@code 20261202-010258-9b0e343} (8 rounds of 4
 *       fork pairs and 2 control forks, 706 s from the first turn to the last): consecutive turns
 *       in {@code turns.order} 0.655 s apart at 0.5 s iterations (the gap: JMH's iteration set-up,
 *       -prof gc and the hand-over), and 88.3 s a round, which with 2 × 7.1 s of control leaves
 *       9.4 s a pair outside its turns, 4.7 s a member: the members' JVMs start on one core, so
 *       their start-up adds up (an assumption for N > 2, not yet measured).
 *   <li>upb's C loop after each planned round: (1 + measured) iterations per (dataset, decode or
 *       encode) when upb is a column.
 * </ul>
 *
 * Ops timed in another mode (first call, latency) are counted as a fork's start alone. Build and
 * aggregation (≈ 2 min) are outside the session's budget and not counted.
 */
public record PlanEstimate(int forks, int groups, boolean allPairs, double seconds) {
  public static final double FORK_START_SECONDS = 2.6;
  /** A fork group's start-up outside its turns, per member (a fork pair's 9.4 s halved). */
  public static final double MEMBER_START_SECONDS = 4.7;
  public static final double TURN_GAP_SECONDS = 0.155;

  /** The planned rounds of {@code plan} (a shard's groups only), paired or not. */
  public static PlanEstimate of(RunPlan plan, boolean paired) {
    JmhSettings s = plan.settings();
    double iteration = s.measurementMillis() / 1000.0;
    int iterations = s.warmupIterations() + s.measurementIterations();
    double round = 0;
    int forks = 0;
    int groups = 0;
    boolean allPairs = true;
    for (Group g : plan.groups()) {
      boolean throughput = g.op().timing() == Op.Timing.THROUGHPUT;
      int n = g.columns().size();
      if (paired && n >= 2 && throughput) {
        round += n * (MEMBER_START_SECONDS + iterations * (iteration + TURN_GAP_SECONDS));
        groups++;
        allPairs &= n == 2;
        forks += n;
      } else {
        round += g.columns().size() * (FORK_START_SECONDS + (throughput ? s.iterationSeconds() : 0));
        forks += g.columns().size();
      }
      if ((g.op() == Op.decode || g.op() == Op.encode) && g.columns().stream().anyMatch(c -> Columns.implOf(c).equals("upb"))) {
        round += (1 + s.measurementIterations()) * iteration;
      }
    }
    int rounds = plan.forks();
    return new PlanEstimate(forks * rounds, groups * rounds, allPairs, round * rounds);
  }

  public double minutes() {
    return seconds / 60;
  }

  /** "fork pairs" when every group has two members, else "fork groups". */
  private String groupsName() {
    return allPairs ? "fork pairs" : "fork groups";
  }

  /** One line: forks (fork groups), minutes. */
  public String describe(RunPlan plan) {
    return String.format(Locale.ROOT, "estimate: %d planned rounds, %d forks%s, ~%.0f min on the 2-vCPU VM"
        + " (metal/README.md, \"Settings, and why\")", plan.forks(), forks,
        groups > 0 ? " (" + groups + " " + groupsName() + ")" : "", minutes());
  }

  /**
   * Refuses, in one line, a plan whose planned rounds need more than {@code budgetMinutes} (the
   * budget the user gave; null: none given, nothing refused).
   */
  public void check(RunPlan plan, Integer budgetMinutes) {
    if (budgetMinutes != null && minutes() > budgetMinutes) {
      throw new RunnerException(String.format(Locale.ROOT, "the planned rounds need ~%.0f min (%d forks%s), more than"
          + " --budget-minutes %d: fewer --forks, --datasets, --ops or columns, or a larger budget", minutes(), forks,
          groups > 0 ? ", " + groups + " " + groupsName() : "", budgetMinutes));
    }
  }
}
