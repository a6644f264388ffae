package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Where one fork's iteration scores stop trending: its warm-up iterations (from the log) and then
 * its measured ones (the JSON), as one sequence of log scores y<sub>1..N</sub>.
 *
 * <p>Rule (changepoints, after Barrett et al., "Virtual machine warmup blows hot and cold", 2017):
 * <ol>
 *   <li>Segment the sequence into runs of constant mean by optimal partitioning (Jackson et al.
 *       2005): minimise Σ<sub>segments</sub> SSE / σ² + β per segment, β = {@link #PENALTY_PER_LOG_N}
 *       · ln N, where σ is the iteration noise of the fork's cell ({@link #noise}).</li>
 *   <li>The <em>steady block</em> is the last segment, extended backwards over every earlier
 *       segment whose mean is within {@link #TOLERANCE} (2 %, on log scores) of the block's own
 *       mean; stopping at the first one that is not.</li>
 *   <li>The fork <em>settled</em> at the block's first iteration ({@code settledAt}, 1-based over
 *       warm-up then measured iterations). It <em>never settles</em> (bounded) when the block is
 *       shorter than a quarter of the sequence (⌈N/4⌉ iterations): a change that late leaves no
 *       evidence of a steady state.</li>
 *   <li>It was <em>still warming when measured</em> when it never settles or settles after the
 *       first measured iteration.</li>
 * </ol>
 * Only the settled measured iterations count: a fork of at least {@link #TRIM_FROM} iterations
 * that settled during measurement scores the mean of its measured iterations from
 * {@code settledAt} on ({@link #score}); any other keeps JMH's score (the mean of all its measured
 * iterations), and one that never settles is listed. With the publication settings (5 warm-up and
 * 2 measured iterations, N = 7) a block needs two iterations, so a fork settles by its first
 * measured iteration or never; a run of many short iterations (e.g. JMH {@code -wi 0 -i 40 -r 250ms}) gives
 * the rule room to find the settling point inside measurement and trim what came before.
 */
public record SteadyState(int warmups, int measured, int settledAt) {
  /** Changepoint penalty per segment, in units of ln N (with σ known, BIC's 1 · ln N is too eager at small N). */
  public static final double PENALTY_PER_LOG_N = 3;
  /** Segments whose means differ by at most this (log scale, ≈ 2 %) are one level. */
  public static final double TOLERANCE = 0.02;
  /**
   * Forks with fewer iterations (warm-up and measured) keep JMH's score even when they settled
   * during measurement: dropping one of a handful of iterations on a block of two is weak evidence.
   * (The committed runs have 5 or 7; the rule still counts such forks as warming.)
   */
  public static final int TRIM_FROM = 10;
  /** A floor on the noise, so a cell of identical iterations does not make every wiggle a change. */
  static final double MIN_NOISE = 0.002;
  /** The rule in one sentence, for the outputs. */
  public static final String RULE = "per fork, warm-up then measured iterations (log scores) cut into segments of"
      + " constant mean by optimal partitioning (penalty " + (int) PENALTY_PER_LOG_N + " ln N with the cell's iteration"
      + " noise); the steady block is the last segment with every earlier one within 2 % of its mean; the fork"
      + " settled at the block's first iteration, and never settles when the block is shorter than ⌈N/4⌉ iterations";

  /** Iterations in all. */
  public int iterations() {
    return warmups + measured;
  }

  public boolean settled() {
    return settledAt > 0;
  }

  /** Never settled, or settled only after measurement began. */
  public boolean warmingWhenMeasured() {
    return !settled() || settledAt > warmups + 1;
  }

  /**
   * The fork's score from its settled measured iterations: their mean when it settled during
   * measurement; else (settled before, or never) the mean of all of them, as JMH scores it.
   */
  public double score(List<Double> measuredIterations, double jmhScore) {
    int from = settledAt - warmups - 1;
    if (!settled() || iterations() < TRIM_FROM || from <= 0 || from >= measuredIterations.size()) {
      return jmhScore;
    }
    double sum = 0;
    for (int i = from; i < measuredIterations.size(); i++) {
      sum += measuredIterations.get(i);
    }
    return sum / (measuredIterations.size() - from);
  }

  /** The steady state of each of a cell's forks, in order, against the cell's {@link #noise}. */
  static List<SteadyState> of(List<Summary.Fork> forks) {
    List<List<Double>> sequences = forks.stream().map(SteadyState::sequence).toList();
    double noise = noise(sequences);
    return forks.stream().map(f -> of(f.warmups(), f.iterations(), noise)).toList();
  }

  private static List<Double> sequence(Summary.Fork f) {
    List<Double> all = new ArrayList<>(f.warmups());
    all.addAll(f.iterations());
    return all;
  }

  /** One fork's steady state, {@code noise} the standard deviation of one iteration's log score. */
  public static SteadyState of(List<Double> warmups, List<Double> measured, double noise) {
    List<Double> all = new ArrayList<>(warmups);
    all.addAll(measured);
    int n = all.size();
    if (n == 0) {
      return new SteadyState(warmups.size(), measured.size(), 0);
    }
    double[] y = all.stream().mapToDouble(Math::log).toArray();
    List<int[]> segments = segments(y, Math.max(noise, MIN_NOISE));
    int last = segments.size() - 1;
    int start = segments.get(last)[0];
    double sum = sum(y, start, n);
    int count = n - start;
    for (int s = last - 1; s >= 0; s--) {
      int[] seg = segments.get(s);
      double mean = sum(y, seg[0], seg[1]) / (seg[1] - seg[0]);
      if (Math.abs(mean - sum / count) > TOLERANCE) {
        break;
      }
      sum += sum(y, seg[0], seg[1]);
      count += seg[1] - seg[0];
      start = seg[0];
    }
    boolean settles = n - start >= (n + 3) / 4;
    return new SteadyState(warmups.size(), measured.size(), settles ? start + 1 : 0);
  }

  /**
   * The noise of one iteration's log score in a cell, from its forks' sequences (warm-up and
   * measured): 1.4826 · median |y<sub>i+1</sub> − y<sub>i</sub>| / √2, the robust estimate from
   * successive differences, which a level change or a slow trend barely moves. 0 with no pair.
   */
  public static double noise(List<List<Double>> sequences) {
    List<Double> diffs = new ArrayList<>();
    for (List<Double> s : sequences) {
      for (int i = 1; i < s.size(); i++) {
        diffs.add(Math.abs(Math.log(s.get(i)) - Math.log(s.get(i - 1))));
      }
    }
    return diffs.isEmpty() ? 0 : 1.4826 * Stats.median(diffs) / Math.sqrt(2);
  }

  /** Optimal partitioning: [from, to) of each segment, in order. */
  static List<int[]> segments(double[] y, double noise) {
    int n = y.length;
    double[] c1 = new double[n + 1];
    double[] c2 = new double[n + 1];
    for (int i = 0; i < n; i++) {
      c1[i + 1] = c1[i] + y[i];
      c2[i + 1] = c2[i] + y[i] * y[i];
    }
    double beta = PENALTY_PER_LOG_N * Math.log(Math.max(n, 2));
    double var = noise * noise;
    double[] best = new double[n + 1];
    int[] cut = new int[n + 1];
    best[0] = -beta;
    for (int t = 1; t <= n; t++) {
      best[t] = Double.POSITIVE_INFINITY;
      for (int s = 0; s < t; s++) {
        double len = t - s;
        double sse = (c2[t] - c2[s]) - (c1[t] - c1[s]) * (c1[t] - c1[s]) / len;
        double cost = best[s] + Math.max(sse, 0) / var + beta;
        if (cost < best[t]) {
          best[t] = cost;
          cut[t] = s;
        }
      }
    }
    List<int[]> out = new ArrayList<>();
    for (int t = n; t > 0; t = cut[t]) {
      out.add(0, new int[] {cut[t], t});
    }
    return out;
  }

  private static double sum(double[] y, int from, int to) {
    double s = 0;
    for (int i = from; i < to; i++) {
      s += y[i];
    }
    return s;
  }
}
