package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Where a cell's variance arises (Kalibera &amp; Jones, "Rigorous benchmarking in reasonable time",
 * 2013): a nested random-effects decomposition of the log scores of its measured iterations,
 * y<sub>fi</sub> = μ + u<sub>f</sub> + e<sub>fi</sub>, into a between-fork component
 * σ²<sub>fork</sub> = Var(u) and a between-iteration-within-fork component σ²<sub>iter</sub> =
 * Var(e), by the ANOVA (method-of-moments) estimators:
 * σ²<sub>iter</sub> = Σ<sub>f</sub> Σ<sub>i</sub> (y<sub>fi</sub> − ȳ<sub>f</sub>)² / Σ<sub>f</sub> (m<sub>f</sub> − 1),
 * σ²<sub>fork</sub> = max(0, s²(ȳ<sub>f</sub>) − σ²<sub>iter</sub> · mean(1/m<sub>f</sub>)),
 * where s²(ȳ<sub>f</sub>) is the sample variance of the forks' mean log scores. With two iterations
 * a fork one cell's estimates are rough; {@link #summarise} pools them over an op's cells.
 *
 * <p>A third, within-iteration level is not in the data of a throughput run: JMH's {@code rawData}
 * for {@code thrpt} holds one figure per iteration (only SampleTime keeps samples within one), so
 * whatever varies inside an iteration is part of σ²<sub>iter</sub>.
 */
public record Variance(int forks, int iterations, double forkEstimate, double betweenIteration) {

  /** σ²<sub>fork</sub>: the moment estimate, which can come out below 0 by chance, cut at 0. */
  public double betweenFork() {
    return Math.max(0, forkEstimate);
  }

  public double total() {
    return betweenFork() + betweenIteration;
  }

  /** Share of the variance of one iteration's log score that lies between forks (0 when there is none at all). */
  public double forkShare() {
    return total() == 0 ? 0 : betweenFork() / total();
  }

  public double iterationShare() {
    return total() == 0 ? 0 : betweenIteration / total();
  }

  /** The variance of one fork's mean log score, with {@code m} iterations a fork. */
  public double ofForkMean(int m) {
    return betweenFork() + betweenIteration / m;
  }

  /**
   * The decomposition of one cell from its forks' measured iterations (ops/s), or null when the
   * data cannot separate the levels: fewer than two forks, or no fork with two iterations.
   */
  public static Variance of(List<List<Double>> iterationsPerFork) {
    List<double[]> forks = new ArrayList<>();
    for (List<Double> it : iterationsPerFork) {
      if (!it.isEmpty()) {
        forks.add(it.stream().mapToDouble(Math::log).toArray());
      }
    }
    int n = forks.size();
    double within = 0;
    int dfWithin = 0;
    int iterations = 0;
    double[] means = new double[n];
    double inverseM = 0;
    for (int f = 0; f < n; f++) {
      double[] y = forks.get(f);
      double mean = 0;
      for (double v : y) {
        mean += v;
      }
      mean /= y.length;
      means[f] = mean;
      for (double v : y) {
        within += (v - mean) * (v - mean);
      }
      dfWithin += y.length - 1;
      iterations += y.length;
      inverseM += 1.0 / y.length;
    }
    if (n < 2 || dfWithin == 0) {
      return null;
    }
    double grand = 0;
    for (double m : means) {
      grand += m;
    }
    grand /= n;
    double between = 0;
    for (double m : means) {
      between += (m - grand) * (m - grand);
    }
    double iter = within / dfWithin;
    double fork = between / (n - 1) - iter * inverseM / n;
    return new Variance(n, iterations, fork, iter);
  }

  /**
   * A standard normal draw by Box–Muller from two uniforms of {@code random}: the same sequence on
   * every JDK (RandomGenerator's own nextGaussian is an implementation detail), so seeded
   * simulations are byte-for-byte reproducible.
   */
  public static double gaussian(SplittableRandom random) {
    double u = 1 - random.nextDouble();
    double v = random.nextDouble();
    return StrictMath.sqrt(-2 * StrictMath.log(u)) * StrictMath.cos(2 * Math.PI * v);
  }

  /**
   * One op's cells together: the median over cells of each level's share and of each component's
   * standard deviation (each cell's own estimate: the typical cell, from which the implications
   * are computed), and the components pooled over cells (the mean of the cells' unbiased moment
   * estimates, cut at 0 only then), which a few cells with outlying or bimodal forks can dominate.
   */
  public record OpSummary(String op, int cells, double medianForkShare, double medianIterationShare, double sdFork,
      double sdIteration, double pooledSdFork, double pooledSdIteration) {

    /** Share of the pooled variance of one iteration's log score that lies between forks. */
    public double pooledForkShare() {
      double total = pooledSdFork * pooledSdFork + pooledSdIteration * pooledSdIteration;
      return total == 0 ? 0 : pooledSdFork * pooledSdFork / total;
    }

    /**
     * Kalibera &amp; Jones's optimal iterations per fork for a fixed time: m* = √(c · σ²<sub>iter</sub> /
     * σ²<sub>fork</sub>), c = what a fork costs before its first measured iteration (JVM start and
     * warm-up) over what one measured iteration costs; +∞ when no variance lies between forks.
     */
    public double optimalIterations(double forkCostOverIteration) {
      return sdFork == 0 ? Double.POSITIVE_INFINITY
          : Math.sqrt(forkCostOverIteration * sdIteration * sdIteration / (sdFork * sdFork));
    }

    /**
     * Forks a side for a ratio whose 95 % interval is ±{@code halfWidth}, with {@code m}
     * iterations a fork: n = ⌈2 z² (σ²<sub>fork</sub> + σ²<sub>iter</sub>/m) / ln(1 + h)²⌉, the
     * normal approximation for the difference of two means of log scores.
     */
    public int forksPerSide(double halfWidth, int m) {
      double z = 1.959963984540054;
      double v = sdFork * sdFork + sdIteration * sdIteration / m;
      double h = Math.log1p(halfWidth);
      return (int) Math.ceil(2 * z * z * v / (h * h));
    }
  }

  /** {@link OpSummary} of one op's cells (at least one). */
  public static OpSummary summarise(String op, List<Variance> cells) {
    double fork = cells.stream().mapToDouble(Variance::forkEstimate).average().orElseThrow();
    double iter = cells.stream().mapToDouble(Variance::betweenIteration).average().orElseThrow();
    return new OpSummary(op, cells.size(), Stats.median(cells.stream().map(Variance::forkShare).toList()),
        Stats.median(cells.stream().map(Variance::iterationShare).toList()),
        Stats.median(cells.stream().map(v -> Math.sqrt(v.betweenFork())).toList()),
        Stats.median(cells.stream().map(v -> Math.sqrt(v.betweenIteration())).toList()), Math.sqrt(Math.max(0, fork)),
        Math.sqrt(iter));
  }
}
