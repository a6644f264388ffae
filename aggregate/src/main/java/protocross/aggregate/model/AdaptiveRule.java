package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import protocross.aggregate.read.RecordedRun;

/**
 * The runner's adaptive rounds stop on each comparison's own interval: a (dataset, op, column) is
 * <em>wide</em> while the 95 % interval of its ratio against the baseline ({@link Comparison}) has
 * a half-width, (high − low) / 2 / ratio, above the target, or while either side has fewer than
 * {@link #MIN_FORKS} forks (infinitely wide). The runner adds one fork to every column of a group
 * with a wide comparison, within its own budget ({@code --max-forks}, {@code --budget-minutes}).
 *
 * <p>A cell's median interval could not serve: with 6–8 forks it is [min, max] and with 9–11
 * [x(2), x(n−1)], so one more fork can only widen it. The ratio's interval narrows as 1/√n.
 * Stopping on the width alone (never on the verdict) keeps the test's level: the width of a
 * Mann–Whitney interval hardly depends on where the shift lies, so the stopping time says little
 * about the sign. {@link #simulate} checks that under the null.
 */
public final class AdaptiveRule {
  /** Fewer forks a side than this give no stop: the tables' verdicts need as many. */
  public static final int MIN_FORKS = 6;

  private AdaptiveRule() {}

  /** A comparison still wider than the target: the column's forks and its half-width (+∞: too few forks). */
  public record Wide(String dataset, String op, String column, int forks, double halfWidth) {}

  /** Half-width of a comparison's ratio interval relative to the ratio; +∞ with too few forks a side or an open side. */
  public static double halfWidth(Summary.Difference d) {
    if (d.cell().n() < MIN_FORKS || d.baseline().n() < MIN_FORKS) {
      return Double.POSITIVE_INFINITY;
    }
    return halfWidth(d.comparison());
  }

  static double halfWidth(Comparison c) {
    if (!(c.low() > 0) || Double.isInfinite(c.high())) {
      return Double.POSITIVE_INFINITY;
    }
    return (c.high() - c.low()) / 2 / c.ratio();
  }

  /**
   * Every comparison of the run wider than {@code target}, in run.json order (dataset, op,
   * column). A column or baseline without any value is never listed (another fork of a failing
   * cell would fail again), nor is the control op (never compared), nor the baseline itself (its
   * group gets a fork with each of its comparisons).
   */
  public static List<Wide> wide(Summary summary, double target) {
    RecordedRun run = summary.run();
    List<Wide> out = new ArrayList<>();
    for (RecordedRun.Dataset d : run.datasets()) {
      for (String op : run.ops()) {
        for (String column : run.columns()) {
          Summary.Difference diff = summary.difference(column, op, d.name());
          if (diff == null) {
            continue;
          }
          double w = halfWidth(diff);
          if (w > target) {
            out.add(new Wide(d.name(), op, column, diff.cell().n(), w));
          }
        }
      }
    }
    return out;
  }

  /**
   * The rule run on simulated A/A cells: both sides lognormal forks from the same components
   * (each fork's log level N(0, σ²<sub>fork</sub>), each of its {@code iterations} iterations
   * that times exp(N(0, σ²<sub>iter</sub>)), the fork's score their mean, as JMH's). Each cell
   * starts with {@code startForks} a side and gains one fork a side while its comparison is wider
   * than {@code target} and it has fewer than {@code maxForks}; at the stop it is called
   * significant when the comparison's p-value is below 0.05 (no Benjamini–Hochberg: the
   * per-comparison rate, an upper bound on what a table's adjusted verdicts call). The same cells'
   * verdict at {@code startForks} (no adaptive forks) is counted beside it.
   */
  public static Simulated simulate(long seed, double sdFork, double sdIteration, int iterations, int startForks,
      int maxForks, double target, int cells) {
    SplittableRandom random = new SplittableRandom(seed);
    int called = 0;
    int calledFixed = 0;
    long forks = 0;
    for (int c = 0; c < cells; c++) {
      List<Double> a = new ArrayList<>();
      List<Double> b = new ArrayList<>();
      for (int k = 0; k < startForks; k++) {
        a.add(fork(random, sdFork, sdIteration, iterations));
        b.add(fork(random, sdFork, sdIteration, iterations));
      }
      Comparison cmp = Exact.of(a, b);
      calledFixed += cmp.p() < Verdict.FDR ? 1 : 0;
      while (halfWidth(cmp) > target && a.size() < maxForks) {
        a.add(fork(random, sdFork, sdIteration, iterations));
        b.add(fork(random, sdFork, sdIteration, iterations));
        cmp = Exact.of(a, b);
      }
      called += cmp.p() < Verdict.FDR ? 1 : 0;
      forks += a.size();
    }
    return new Simulated(seed, target, startForks, maxForks, cells, called, calledFixed, (double) forks / cells);
  }

  /** What {@link #simulate} found: cells called significant with the rule and at the start, and the mean forks a side at the stop. */
  public record Simulated(long seed, double target, int startForks, int maxForks, int cells, int called,
      int calledFixed, double meanForks) {}

  private static double fork(SplittableRandom random, double sdFork, double sdIteration, int iterations) {
    double level = sdFork * Variance.gaussian(random);
    double sum = 0;
    for (int i = 0; i < iterations; i++) {
      sum += StrictMath.exp(level + sdIteration * Variance.gaussian(random));
    }
    return 1000 * sum / iterations;
  }

  /**
   * {@link Comparison#of} for samples without ties, fast enough to simulate thousands of cells:
   * the test's exact p-value depends only on the sizes and U = #{x<sub>i</sub> − y<sub>j</sub> > μ},
   * so the inverted interval is a pair of order statistics of the pairwise differences whose ranks
   * depend only on (n, m). Both are taken once per (n, m) from the same Mann–Whitney test, asked at
   * every U; {@code AdaptiveRuleTest} checks the result equals {@link Comparison#of}.
   */
  static final class Exact {
    private static final java.util.Map<Long, double[]> P_BY_U = new java.util.concurrent.ConcurrentHashMap<>();
    private static final org.apache.commons.statistics.inference.MannWhitneyUTest TEST =
        org.apache.commons.statistics.inference.MannWhitneyUTest.withDefaults();

    private Exact() {}

    static Comparison of(List<Double> column, List<Double> baseline) {
      int n = column.size();
      int m = baseline.size();
      double[] d = new double[n * m];
      int i = 0;
      int above = 0;
      for (double a : column) {
        double la = Math.log(a);
        for (double b : baseline) {
          d[i] = la - Math.log(b);
          above += d[i] > 0 ? 1 : 0;
          i++;
        }
      }
      java.util.Arrays.sort(d);
      int len = d.length;
      double estimate = len % 2 == 1 ? d[len / 2] : (d[len / 2 - 1] + d[len / 2]) / 2;
      double[] p = pByU(n, m);
      double alpha = 1 - Stats.CONFIDENCE;
      int middle = len / 2;
      if (p[len - middle] < alpha) {
        return new Comparison(Math.exp(estimate), Math.exp(estimate), Math.exp(estimate), p[above]);
      }
      int lo = middle;
      while (lo > 0 && p[len - (lo - 1)] >= alpha) {
        lo--;
      }
      int hi = middle;
      while (hi < len && p[len - (hi + 1)] >= alpha) {
        hi++;
      }
      double low = lo == 0 ? Double.NEGATIVE_INFINITY : d[lo - 1];
      double high = hi == len ? Double.POSITIVE_INFINITY : d[hi];
      return new Comparison(Math.exp(estimate), Math.exp(low), Math.exp(high), p[above]);
    }

    /** The two-sided p-value at each U = 0..nm, from samples built to have that U and no ties. */
    private static double[] pByU(int n, int m) {
      return P_BY_U.computeIfAbsent((long) n << 32 | m, key -> {
        double[] y = new double[m];
        for (int j = 0; j < m; j++) {
          y[j] = j;
        }
        double[] p = new double[n * m + 1];
        for (int u = 0; u <= n * m; u++) {
          double[] x = new double[n];
          int left = u;
          for (int k = 0; k < n; k++) {
            int c = Math.min(m, left);
            left -= c;
            x[k] = c - 0.5 + (k + 1) * 1e-6;
          }
          p[u] = TEST.test(x, y).getPValue();
        }
        return p;
      });
    }
  }

}
