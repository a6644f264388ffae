package protocross.runner.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import protocross.jars.RunnerException;

/**
 * {@code --shard i/N}: shard i (1-based) of a run whose plan is cut into N parts that different
 * hosts run, each into its own run folder; the aggregator merges the folders (metal/README.md,
 * "Shards"). Every host computes the same plan from the same flags and seed, and this class cuts
 * it the same way on each, so the shards hold every fork of the plan exactly once.
 *
 * <p>The unit of the cut is a (dataset, op) {@link Group} with all its columns and all its forks,
 * never a fork: a column's difference against the baseline is measured between forks seconds
 * apart on one host, and a shard that held only some of a cell's forks would break that. The
 * groups of one dataset whose ops the native reference loop times (decode, encode) stay
 * together, because that loop times them in one invocation after the round, on the host whose JVM
 * forks proved the dataset conformant in that round. The units are dealt largest first (forks per
 * round) to the shard with the least work so far, lowest index on a tie; units of equal size come
 * in an order shuffled with the run's seed.
 */
public record Shard(int index, int count) {
  private static final Pattern FORM = Pattern.compile("([0-9]+)/([0-9]+)");
  /** Salt of the tie-break shuffle, so that it does not repeat the first round's order. */
  private static final long SALT = 0x5DEECE66DL;

  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new RunnerException("--shard needs i/N with 1 <= i <= N, e.g. 1/4 (shards are numbered from 1), got '"
          + index + "/" + count + "'");
    }
  }

  /** {@code "i/N"}, as --shard takes it and run.json and the tables show it. */
  public static Shard parse(String s) {
    Matcher m = FORM.matcher(s.trim());
    if (!m.matches()) {
      throw new RunnerException("--shard needs i/N, e.g. 1/4 (shard 1 of 4; shards are numbered from 1), got '" + s + "'");
    }
    try {
      return new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    } catch (NumberFormatException e) {
      throw new RunnerException("--shard needs i/N with small numbers, got '" + s + "'");
    }
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }

  /**
   * This shard's groups, in the plan's order.
   *
   * @param groups every group of the plan, in its fixed order
   */
  public List<Group> of(List<Group> groups, long seed) {
    List<List<Group>> shards = split(groups, count, seed);
    return shards.get(index - 1);
  }

  /** The plan's groups cut into {@code n} shards (each in the plan's order); refused when a shard would be empty. */
  public static List<List<Group>> split(List<Group> groups, int n, long seed) {
    List<List<Group>> units = units(groups);
    if (n > units.size()) {
      throw new RunnerException("cannot cut this run into " + n + " shards: its plan has only " + units.size() + " part(s)"
          + " (a part is one (dataset, op) with all its columns and forks; a dataset's decode and encode are one part),"
          + " so at most " + units.size() + " shards");
    }
    List<List<Group>> order = new ArrayList<>(units);
    Collections.shuffle(order, new SplittableRandom(seed ^ SALT));
    // Stable: equal sizes keep the seeded order.
    order.sort(Comparator.comparingInt(Shard::size).reversed());
    int[] load = new int[n];
    List<List<Group>> picked = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      picked.add(new ArrayList<>());
    }
    for (List<Group> unit : order) {
      int least = 0;
      for (int i = 1; i < n; i++) {
        if (load[i] < load[least]) {
          least = i;
        }
      }
      load[least] += size(unit);
      picked.get(least).addAll(unit);
    }
    List<List<Group>> shards = new ArrayList<>();
    for (List<Group> p : picked) {
      shards.add(groups.stream().filter(p::contains).toList());
    }
    return shards;
  }

  /** The units of the cut: a dataset's native-loop groups together, every other group alone; in the plan's order. */
  public static List<List<Group>> units(List<Group> groups) {
    Map<String, List<Group>> units = new LinkedHashMap<>();
    for (Group g : groups) {
      // No op is called "native-loop", so no group id equals a dataset's native-loop key.
      String key = g.op().hasNativeLoop() ? g.dataset() + "/native-loop" : g.id();
      units.computeIfAbsent(key, k -> new ArrayList<>()).add(g);
    }
    return List.copyOf(units.values());
  }

  /** Forks one round gives a unit: its groups' columns. */
  private static int size(List<Group> unit) {
    return unit.stream().mapToInt(g -> g.columns().size()).sum();
  }
}
