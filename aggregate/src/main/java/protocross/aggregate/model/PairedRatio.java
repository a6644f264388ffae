package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.distribution.TDistribution;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * A column against the baseline in one (op, dataset) from paired forks ({@code metal/run.sh
 * --paired}): the N JVMs of a fork group (N = 2: a fork pair) took turns at their iterations in a
 * fixed rotation (A B A B …, A B C A B C …), so the column's and the baseline's iteration i ran
 * at most N − 1 iterations apart and the host's contention, shared in time, is in both.
 *
 * <p>Method. For fork group f and measured iteration i, {@code d_fi = log(column_fi / baseline_fi)}
 * (the other members of the group play no part); the fork group's figure is their mean {@code d_f}.
 * The independent unit is the fork group, not the iteration pair: the iteration pairs of one fork
 * group share its JVMs (their JIT decisions, heap layout, what the host did that minute), so
 * treating them as independent would overstate the precision. The estimate is {@code exp(mean d_f)}
 * and its 95 % interval the Student t interval over fork groups, {@code exp(mean ± t(0.975, n−1) ·
 * sd / √n)}: it assumes the {@code d_f} are roughly normal (a mean of log ratios of several
 * iterations), which is the price of a paired statistic with few units; with fewer than 2 fork
 * groups there is no interval. The p-value is the two-sided paired t test of the same {@code d_f}
 * against 0 (no difference), the test whose inversion the interval is, so a verdict and its
 * interval never disagree. Also given: the correlation of the two columns' log scores over all
 * iteration pairs, which says how much the pairing shares (near 0: pairing buys nothing).
 *
 * @param forkGroups the fork groups (each one fork of the column and one of the baseline)
 * @param members the largest fork group's members (2: fork pairs only)
 * @param ratio column / baseline, exp(mean of the fork groups' mean log ratios)
 * @param low the interval's lower end (NaN with fewer than 2 fork groups)
 * @param p two-sided paired t p-value (NaN with fewer than 2 fork groups or no spread among them, below 1e-12)
 * @param correlation Pearson correlation of log baseline and log column over the iteration pairs (NaN below 3)
 */
public record PairedRatio(String op, String dataset, String column, String baseline, int forkGroups, int members,
    int iterationPairs, double ratio, double low, double high, double p, double correlation) {

  /** The ratio, its interval and p-value as the throughput tables' comparison of this column with the baseline. */
  public Comparison comparison() {
    return new Comparison(ratio, low, high, p);
  }

  /** Half the interval's width relative to the ratio (as the throughput tables' half-width); NaN without one. */
  public double halfWidth() {
    return (high - low) / 2 / ratio;
  }

  /** {@link #of(String, String, String, String, int, List, List)} of fork pairs. */
  public static PairedRatio of(String op, String dataset, String column, String baseline,
      List<List<Double>> baselineIterations, List<List<Double>> columnIterations) {
    return of(op, dataset, column, baseline, 2, baselineIterations, columnIterations);
  }

  /**
   * From each fork group's iteration scores, baseline and column side by side (index i of both is
   * iteration pair i; a fork group with unequal counts is cut to the shorter).
   */
  public static PairedRatio of(String op, String dataset, String column, String baseline, int members,
      List<List<Double>> baselineIterations, List<List<Double>> columnIterations) {
    int n = baselineIterations.size();
    double[] perForkGroup = new double[n];
    List<Double> xs = new ArrayList<>();
    List<Double> ys = new ArrayList<>();
    int pairs = 0;
    for (int f = 0; f < n; f++) {
      List<Double> a = baselineIterations.get(f);
      List<Double> b = columnIterations.get(f);
      int m = Math.min(a.size(), b.size());
      if (m == 0) {
        throw new IllegalArgumentException("fork group " + (f + 1) + " has no measured iteration pair");
      }
      double sum = 0;
      for (int i = 0; i < m; i++) {
        double la = Math.log(a.get(i));
        double lb = Math.log(b.get(i));
        sum += lb - la;
        xs.add(la);
        ys.add(lb);
      }
      pairs += m;
      perForkGroup[f] = sum / m;
    }
    double mean = mean(perForkGroup);
    double low = Double.NaN;
    double high = Double.NaN;
    double p = Double.NaN;
    if (n >= 2) {
      double ss = 0;
      for (double d : perForkGroup) {
        ss += (d - mean) * (d - mean);
      }
      double se = Math.sqrt(ss / (n - 1) / n);
      TDistribution dist = TDistribution.of(n - 1);
      double t = dist.inverseCumulativeProbability(0.5 + Stats.CONFIDENCE / 2);
      low = Math.exp(mean - t * se);
      high = Math.exp(mean + t * se);
      // Fork groups that agree to within rounding (1e-12 in log units) have no spread to test against.
      if (se > 1e-12) {
        p = Math.min(1.0, 2 * dist.survivalProbability(Math.abs(mean) / se));
      }
    }
    return new PairedRatio(op, dataset, column, baseline, n, members, pairs, Math.exp(mean), low, high, p,
        correlation(xs, ys));
  }

  /**
   * Every (op, dataset, column against the baseline) of a run with paired forks: the forks k of
   * the column and of the baseline whose meta files name each other in their fork group
   * ({@code "turns"}), both with measured iterations. Empty for a run without paired forks.
   */
  public static List<PairedRatio> of(RecordedRun run) {
    // Every Summary asks, paired or not: an unpaired run (no meta file names a fork group) costs one pass.
    if (run.parts().stream().noneMatch(p -> p.meta() != null && p.meta().raw().has("turns"))) {
      return List.of();
    }
    Map<String, RecordedRun.JvmOutput> byFork = new LinkedHashMap<>();
    for (RecordedRun.JvmOutput p : run.parts()) {
      byFork.put(p.column() + "/" + p.op() + "/" + p.dataset() + "/" + p.k(), p);
    }
    List<PairedRatio> out = new ArrayList<>();
    String base = run.baseline();
    for (String op : run.ops()) {
      for (RecordedRun.Dataset d : run.datasets()) {
        for (String column : run.columns()) {
          if (column.equals(base)) {
            continue;
          }
          List<List<Double>> a = new ArrayList<>();
          List<List<Double>> b = new ArrayList<>();
          int members = 2;
          for (RecordedRun.JvmOutput x : run.parts()) {
            if (!x.column().equals(base) || !op.equals(x.op()) || !d.name().equals(x.dataset())) {
              continue;
            }
            RecordedRun.JvmOutput y = byFork.get(column + "/" + op + "/" + d.name() + "/" + x.k());
            List<Double> ia = iterations(x, column);
            List<Double> ib = y == null ? null : iterations(y, base);
            if (ia != null && ib != null) {
              a.add(ia);
              b.add(ib);
              members = Math.max(members, Math.max(groupSize(x), groupSize(y)));
            }
          }
          if (!a.isEmpty()) {
            out.add(of(op, d.name(), column, base, members, a, b));
          }
        }
      }
    }
    return out;
  }

  /** The fork's measured iterations when it ran in a fork group with {@code other} and has them; else null. */
  private static List<Double> iterations(RecordedRun.JvmOutput fork, String other) {
    if (fork.failed() != null || fork.meta() == null || fork.entries().size() != 1 || !group(fork).contains(other)) {
      return null;
    }
    List<Double> it = fork.entries().get(0).iterations();
    return it.isEmpty() ? null : it;
  }

  /**
   * The other columns of the fork's fork group, from its meta file's {@code turns.group} (its
   * members in side order, itself included) or, in runs before fork groups, {@code turns.partner}.
   */
  private static List<String> group(RecordedRun.JvmOutput fork) {
    Json meta = fork.meta().raw();
    if (!meta.has("turns")) {
      return List.of();
    }
    Json turns = meta.get("turns");
    if (turns.has("group")) {
      return turns.strings("group").stream().filter(c -> !c.equals(fork.column())).toList();
    }
    return turns.has("partner") ? List.of(turns.text("partner")) : List.of();
  }

  private static int groupSize(RecordedRun.JvmOutput fork) {
    return group(fork).size() + 1;
  }

  private static double mean(double[] v) {
    double s = 0;
    for (double x : v) {
      s += x;
    }
    return s / v.length;
  }

  static double correlation(List<Double> x, List<Double> y) {
    int n = x.size();
    if (n < 3) {
      return Double.NaN;
    }
    double mx = x.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double my = y.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double sxy = 0;
    double sxx = 0;
    double syy = 0;
    for (int i = 0; i < n; i++) {
      double dx = x.get(i) - mx;
      double dy = y.get(i) - my;
      sxy += dx * dy;
      sxx += dx * dx;
      syy += dy * dy;
    }
    return sxx == 0 || syy == 0 ? Double.NaN : sxy / Math.sqrt(sxx * syy);
  }
}
