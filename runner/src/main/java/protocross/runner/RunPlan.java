package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.jars.Variant;
import protocross.runner.plan.Adaptive;
import protocross.runner.plan.Columns;
import protocross.runner.plan.Group;
import protocross.runner.plan.Shard;

/**
 * What a run measures: columns × datasets × ops, each cell at least {@code settings.forks()}
 * times, one JVM per fork. The columns are the {@code impls} ({@link Variant} names: an
 * implementation at its pinned version or at {@code @version}; the baseline first) and, with
 * {@code aa}, the baseline's A/A twin. With {@code control}, the harness-only {@link Op#control}
 * runs for the baseline column. The order forks run in is {@link protocross.runner.plan.Schedule}'s (seeded by
 * {@code seed}); {@code adaptive} (or null) says how more forks are added. With {@code compare}
 * the run is an A/B comparison of its two columns (B against A, the baseline). With {@code shard}
 * (or null) the run is one {@link Shard} of that plan: {@link #groups()} are the shard's, {@link
 * #allGroups()} the whole plan's.
 */
public record RunPlan(JmhSettings settings, List<String> impls, List<String> datasets, List<Op> ops, boolean aa,
    boolean control, long seed, Adaptive adaptive, boolean compare, Shard shard) {

  /** A plan that is not cut into shards. */
  public RunPlan(JmhSettings settings, List<String> impls, List<String> datasets, List<Op> ops, boolean aa,
      boolean control, long seed, Adaptive adaptive, boolean compare) {
    this(settings, impls, datasets, ops, aa, control, seed, adaptive, compare, null);
  }

  /** A plan that is not an A/B comparison. */
  public RunPlan(JmhSettings settings, List<String> impls, List<String> datasets, List<Op> ops, boolean aa,
      boolean control, long seed, Adaptive adaptive) {
    this(settings, impls, datasets, ops, aa, control, seed, adaptive, false);
  }

  public RunPlan {
    impls = List.copyOf(impls);
    datasets = List.copyOf(datasets);
    ops = ops.stream().filter(Op::isCodec).distinct().sorted().toList();
    if (impls.isEmpty() || datasets.isEmpty() || ops.isEmpty()) {
      throw new RunnerException("nothing to run: need at least one implementation, dataset and op");
    }
    if (adaptive != null && adaptive.maxForks() < settings.forks()) {
      throw new RunnerException("--max-forks (" + adaptive.maxForks() + ") is below --forks (" + settings.forks() + ")");
    }
    if (compare && impls.size() + (aa ? 1 : 0) != 2) {
      throw new RunnerException("an A/B comparison has exactly two columns, not " + impls + (aa ? " and a twin" : ""));
    }
    if (shard != null) {
      // Refuses a shard count above the plan's parts now, before anything runs.
      Shard.split(groups(impls, datasets, ops, aa, control), shard.count(), seed);
    }
  }

  /** A plan without A/A twin, control or adaptive rounds. */
  public static RunPlan simple(JmhSettings settings, List<String> impls, List<String> datasets, List<Op> ops, long seed) {
    return new RunPlan(settings, impls, datasets, ops, false, false, seed, null);
  }

  /** Forks per cell in the planned rounds. */
  public int forks() {
    return settings.forks();
  }

  /** The column the tables compare against: the first (catalog order for --impls, A for --compare A,B). */
  public String baseline() {
    return impls.get(0);
  }

  public List<String> columns() {
    return columns(impls, aa);
  }

  private static List<String> columns(List<String> impls, boolean aa) {
    List<String> c = new ArrayList<>(impls);
    if (aa) {
      c.add(Columns.twinOf(impls.get(0)));
    }
    return c;
  }

  /**
   * Every (dataset, op) with its columns that this run runs, in a fixed order (the schedule
   * shuffles it): the whole plan's, or, for a shard, the shard's.
   */
  public List<Group> groups() {
    return shard == null ? allGroups() : shard.of(allGroups(), seed);
  }

  /** Every (dataset, op) of the plan, sharded or not. */
  public List<Group> allGroups() {
    return groups(impls, datasets, ops, aa, control);
  }

  private static List<Group> groups(List<String> impls, List<String> datasets, List<Op> ops, boolean aa, boolean control) {
    List<Group> groups = new ArrayList<>();
    for (String d : datasets) {
      if (control) {
        groups.add(new Group(d, Op.control, List.of(impls.get(0))));
      }
      for (Op op : ops) {
        groups.add(new Group(d, op, columns(impls, aa)));
      }
    }
    return groups;
  }

  /** Cells this run runs: one (column, dataset, op) each (a shard's only). */
  public int cells() {
    return groups().stream().mapToInt(g -> g.columns().size()).sum();
  }

  public boolean isAdaptive() {
    return adaptive != null && adaptive.maxForks() > forks();
  }
}
