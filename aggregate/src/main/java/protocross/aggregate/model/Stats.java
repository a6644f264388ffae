package protocross.aggregate.model;

import java.util.List;
import org.apache.commons.statistics.distribution.BetaDistribution;
import org.apache.commons.statistics.distribution.BinomialDistribution;

/** The statistics of one cell, on plain lists so that they are testable on known inputs. */
public final class Stats {
  /** Coverage of every interval the outputs print. */
  static final double CONFIDENCE = 0.95;

  private Stats() {}

  /** Middle value; the mean of the two middle values for an even count. */
  public static double median(List<Double> values) {
    double[] v = sorted(values);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** (max − min) / median: how far apart the forks landed, relative to the published value. */
  static double spread(List<Double> values) {
    double[] v = sorted(values);
    return (v[v.length - 1] - v[0]) / median(values);
  }

  /** Nearest-rank percentile (the smallest value with at least p of the values at or below it). */
  public static double percentile(List<Double> values, double p) {
    double[] v = sorted(values);
    int rank = (int) Math.ceil(p * v.length);
    return v[Math.max(rank, 1) - 1];
  }

  public static double max(List<Double> values) {
    double[] v = sorted(values);
    return v[v.length - 1];
  }

  public static double min(List<Double> values) {
    return sorted(values)[0];
  }

  /**
   * Distribution-free 95 % confidence interval of the median: the order statistics
   * [x(j), x(n+1−j)] with the largest j whose coverage 1 − 2·P(B ≤ j−1), B ~ Binomial(n, ½), is
   * still at least 95 %. Assumes nothing about the shape (cells can be skewed or bimodal). Below
   * six values no such interval exists ([min, max] of five covers 93.75 %): null.
   */
  static double[] medianInterval(List<Double> values) {
    int n = values.size();
    if (n < 2) {
      return null;
    }
    BinomialDistribution b = BinomialDistribution.of(n, 0.5);
    int best = 0;
    for (int j = 1; j <= n / 2; j++) {
      if (1 - 2 * b.cumulativeProbability(j - 1) >= CONFIDENCE) {
        best = j;
      } else {
        break;
      }
    }
    if (best == 0) {
      return null;
    }
    double[] v = sorted(values);
    return new double[] {v[best - 1], v[n - best]};
  }

  /** Half the width of {@link #medianInterval} relative to the median; +∞ when there is none. */
  static double halfWidth(List<Double> values) {
    double[] ci = medianInterval(values);
    return ci == null ? Double.POSITIVE_INFINITY : (ci[1] - ci[0]) / 2 / median(values);
  }

  /**
   * Clopper–Pearson ("exact") 95 % interval of a binomial proportion, {@code x} successes in
   * {@code n} trials: the quantiles α/2 of Beta(x, n − x + 1) and 1 − α/2 of Beta(x + 1, n − x)
   * (Commons Statistics' Beta distribution), 0 and 1 at the ends. Never narrower than the
   * coverage promises, whatever n.
   */
  public static double[] clopperPearson(long x, long n) {
    if (n < 1 || x < 0 || x > n) {
      throw new IllegalArgumentException(x + " of " + n);
    }
    double a = 1 - CONFIDENCE;
    double low = x == 0 ? 0 : BetaDistribution.of(x, n - x + 1).inverseCumulativeProbability(a / 2);
    double high = x == n ? 1 : BetaDistribution.of(x + 1, n - x).inverseCumulativeProbability(1 - a / 2);
    return new double[] {low, high};
  }

  /** The fewest trials with which {@code x} successes give a Clopper–Pearson upper end at most {@code target}. */
  public static long trialsForUpper(long x, double target) {
    long n = Math.max(x, 1);
    while (clopperPearson(x, n)[1] > target) {
      n++;
    }
    return n;
  }

  private static double[] sorted(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values");
    }
    return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
  }
}
