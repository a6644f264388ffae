package protocross.aggregate;

import java.util.List;

/** The statistics the tables publish, on plain lists so that they are testable on known inputs. */
final class Stats {
  private Stats() {}

  /** Middle value; the mean of the two middle values for an even count. */
  static double median(List<Double> values) {
    double[] v = sorted(values);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** (max − min) / median: how far apart the passes landed, relative to the published value. */
  static double spread(List<Double> values) {
    double[] v = sorted(values);
    return (v[v.length - 1] - v[0]) / median(values);
  }

  /** Nearest-rank percentile (the smallest value with at least p of the values at or below it). */
  static double percentile(List<Double> values, double p) {
    double[] v = sorted(values);
    int rank = (int) Math.ceil(p * v.length);
    return v[Math.max(rank, 1) - 1];
  }

  static double max(List<Double> values) {
    double[] v = sorted(values);
    return v[v.length - 1];
  }

  static double min(List<Double> values) {
    return sorted(values)[0];
  }

  private static double[] sorted(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values");
    }
    return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
  }
}
