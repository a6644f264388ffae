package protocross.runner.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import protocross.runner.Part;
import protocross.runner.RunPlan;

/**
 * The order forks run in. Round r runs one more fork of every cell of the given groups; the groups
 * come in a shuffled order, and inside a group its columns run back to back in a freshly shuffled
 * order. So a difference between two columns is measured between forks seconds apart (a host
 * episode hits both or neither), and no column is always first or last. Seeded by (seed, round):
 * the same seed gives the same run, and a resumed run recomputes nothing it recorded.
 */
public final class Schedule {
  private Schedule() {}

  /**
   * @param forkOf the fork number this round gives each group (for planned rounds, the round)
   */
  public static List<Part> round(long seed, int round, List<Group> groups, ToIntFunction<Group> forkOf) {
    SplittableRandom random = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * round));
    List<Group> order = new ArrayList<>(groups);
    Collections.shuffle(order, random);
    List<Part> parts = new ArrayList<>();
    for (Group g : order) {
      List<String> columns = new ArrayList<>(g.columns());
      Collections.shuffle(columns, random);
      int fork = forkOf.applyAsInt(g);
      columns.forEach(c -> parts.add(new Part(fork, c, g.dataset(), g.op())));
    }
    return parts;
  }

  /** A planned round: every group, fork number = round. */
  public static List<Part> planned(RunPlan plan, int round) {
    return round(plan.seed(), round, plan.groups(), g -> round);
  }
}
