package protocross.aggregate.model;

import java.util.List;
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

  private static double[] sorted(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values");
    }
    return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
  }
}
