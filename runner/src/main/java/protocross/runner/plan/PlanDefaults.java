package protocross.runner.plan;

import java.util.List;
import java.util.random.RandomGenerator;
import protocross.contract.adapter.Op;
import protocross.jars.Variants;
import protocross.runner.JmhSettings;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;

/**
 * The plan a run's options ask for, with the defaults filled in. Full runs: six planned
 * forks per cell (the fewest that give a cell a 95 % CI of its median), the A/A twin, the control
 * op, adaptive forks up to 12 per cell at ±2 % within an 82-minute budget (the whole run, build and
 * tables included, then stays within the 90 minutes the trust issue allows on the shared 2-vCPU
 * VM) (metal/README.md: why these). Quick runs: two forks, no twin, no adaptive forks
 * unless --max-forks asks for them.
 */
public final class PlanDefaults {
  private PlanDefaults() {}

  static final double TARGET_HALF_WIDTH = 0.02;
  static final int MAX_FORKS = 12;
  static final int BUDGET_MINUTES = 82;
  static final int QUICK_BUDGET_MINUTES = 20;
  /** Planned forks of a full run that has a first-call op: each fork is one fresh JVM, one sample of its distribution. */
  public static final int FIRST_CALL_FORKS = 20;

  public static RunPlan plan(RunOptions o, List<String> impls, List<String> datasets) {
    return plan(o, columns(o, impls), datasets);
  }

  /** --impls: the variants, and the baseline's A/A twin unless --no-aa (default: on, off with --quick). */
  public static Variants.Selection columns(RunOptions o, List<String> variants) {
    return new Variants.Selection(variants, o.aa() != null ? o.aa() : !o.quick(), false);
  }

  /** The plan of a selection of variants: its columns (and twin, for --compare X,X) as chosen. */
  public static RunPlan plan(RunOptions o, Variants.Selection columns, List<String> datasets) {
    JmhSettings settings = o.quick() ? JmhSettings.QUICK : o.settings() != null ? JmhSettings.chosen(o.settings()) : JmhSettings.FULL;
    if (o.forks() != null) {
      settings = settings.withForks(o.forks());
    }
    List<Op> ops = o.ops() == null ? Op.coreOps() : o.ops().stream().flatMap(name -> Op.parseNamed(name).stream()).toList();
    if (o.forks() == null && !o.quick() && ops.stream().anyMatch(op -> op.timing() == Op.Timing.SINGLE_SHOT)) {
      // A first call is one call per JVM: its distribution needs many fresh JVMs, not a few long ones.
      settings = settings.withForks(Math.max(settings.forks(), FIRST_CALL_FORKS));
    }
    int maxForks = o.maxForks() != null ? o.maxForks() : o.quick() ? settings.forks() : Math.max(MAX_FORKS, settings.forks());
    Adaptive adaptive = maxForks > settings.forks() || o.targetHalfWidth() != null || o.budgetMinutes() != null
        ? new Adaptive(o.targetHalfWidth() != null ? o.targetHalfWidth() : TARGET_HALF_WIDTH, maxForks,
            o.budgetMinutes() != null ? o.budgetMinutes() : o.quick() ? QUICK_BUDGET_MINUTES : BUDGET_MINUTES)
        : null;
    long seed = o.seed() != null ? o.seed() : RandomGenerator.getDefault().nextLong();
    return new RunPlan(settings, columns.variants(), datasets, ops, columns.twin(), true, seed, adaptive, columns.compare(),
        o.shard());
  }
}
