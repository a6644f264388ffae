package protocross.aggregate.model;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.inference.MannWhitneyUTest;

/**
 * One column against the baseline in one (op, dataset): the ratio of their throughputs with a
 * 95 % confidence interval, and the two-sided Mann–Whitney p-value over forks.
 *
 * <p>Method: on log scores, the Hodges–Lehmann estimate of the shift (median of all pairwise
 * differences log x_i − log y_j) and its Mann–Whitney confidence interval, obtained by inverting
 * Apache Commons Statistics' test: the interval holds every shift μ that the test of
 * (x − μ, y) does not reject at 5 %. The p-value only changes at pairwise differences, so the
 * test is asked at the midpoints between them; exact for small samples, as the library decides.
 * Exponentiated, shift and interval are a ratio and its interval. No assumption of normality.
 */
public record Comparison(double ratio, double low, double high, double p) {
  private static final double ALPHA = 1 - Stats.CONFIDENCE;
  private static final MannWhitneyUTest TEST = MannWhitneyUTest.withDefaults();

  /** {@code column} and {@code baseline}: per-fork ops/s, at least one each. */
  public static Comparison of(List<Double> column, List<Double> baseline) {
    double[] x = logs(column);
    double[] y = logs(baseline);
    double[] d = new double[x.length * y.length];
    int i = 0;
    for (double a : x) {
      for (double b : y) {
        d[i++] = a - b;
      }
    }
    Arrays.sort(d);
    double estimate = median(d);
    double p = TEST.test(x, y).getPValue();
    // Gap g lies between d[g-1] and d[g] (g = 0: below all, g = d.length: above all). Acceptance is
    // a run of gaps around the estimate, since the p-value rises towards it and falls after.
    int middle = d.length / 2;
    if (!accepted(x, y, d, middle)) {
      return new Comparison(Math.exp(estimate), Math.exp(estimate), Math.exp(estimate), p);
    }
    int lo = firstAccepted(x, y, d, 0, middle);
    int hi = lastAccepted(x, y, d, middle, d.length);
    double low = lo == 0 ? Double.NEGATIVE_INFINITY : d[lo - 1];
    double high = hi == d.length ? Double.POSITIVE_INFINITY : d[hi];
    return new Comparison(Math.exp(estimate), Math.exp(low), Math.exp(high), p);
  }

  /** Smallest accepted gap in [from, to], given that {@code to} is accepted. */
  private static int firstAccepted(double[] x, double[] y, double[] d, int from, int to) {
    while (from < to) {
      int mid = (from + to) >>> 1;
      if (accepted(x, y, d, mid)) {
        to = mid;
      } else {
        from = mid + 1;
      }
    }
    return from;
  }

  /** Largest accepted gap in [from, to], given that {@code from} is accepted. */
  private static int lastAccepted(double[] x, double[] y, double[] d, int from, int to) {
    while (from < to) {
      int mid = (from + to + 1) >>> 1;
      if (accepted(x, y, d, mid)) {
        from = mid;
      } else {
        to = mid - 1;
      }
    }
    return from;
  }

  private static boolean accepted(double[] x, double[] y, double[] d, int gap) {
    double mu;
    if (gap == 0) {
      mu = d[0] - 1;
    } else if (gap == d.length) {
      mu = d[d.length - 1] + 1;
    } else {
      mu = (d[gap - 1] + d[gap]) / 2;
    }
    return TEST.withMu(mu).test(x, y).getPValue() >= ALPHA;
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  private static double[] logs(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("no values");
    }
    return values.stream().mapToDouble(Math::log).toArray();
  }
}
