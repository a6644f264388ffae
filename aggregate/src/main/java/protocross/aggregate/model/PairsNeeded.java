package protocross.aggregate.model;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How many fork pairs a paired comparison needs for a ratio interval of ±h, from an op's variance
 * decomposition ({@link Variance.OpSummary}) and the correlation r of the two sides' fork means:
 * one pair's log ratio has s<sub>d</sub>² = 2 (1 − r) (σ²<sub>fork</sub> + σ²<sub>iter</sub> / m),
 * and the paired t interval's half-width is t<sub>0.975, n−1</sub> · s<sub>d</sub> / √n; n is the
 * fewest pairs with that at most ln(1 + h), i.e. n ≈ (t · s<sub>d</sub> / ln(1 + h))².
 */
public final class PairsNeeded {
  /** Above this the answer is "more than": a run cannot hold it anyway. */
  public static final int CAP = 100_000;

  private PairsNeeded() {}

  /** s<sub>d</sub> of one fork pair's mean log ratio, {@code m} measured iterations a side. */
  public static double sdOfPair(Variance.OpSummary s, double r, int m) {
    return Math.sqrt(2 * (1 - r) * (s.sdFork() * s.sdFork() + s.sdIteration() * s.sdIteration() / m));
  }

  /** The fewest fork pairs (at least 2) whose paired t interval is within ±{@code halfWidth}; {@link #CAP} + 1 when more. */
  public static int pairs(double sd, double halfWidth) {
    double h = Math.log1p(halfWidth);
    if (sd == 0) {
      return 2;
    }
    // Start from the normal approximation, then walk up with t (t only grows the answer).
    int n = Math.max(2, (int) Math.floor(Math.pow(1.959963984540054 * sd / h, 2)));
    while (n <= CAP) {
      double t = TDistribution.of(n - 1).inverseCumulativeProbability(0.5 + Stats.CONFIDENCE / 2);
      if (t * sd / Math.sqrt(n) <= h) {
        return n;
      }
      n++;
    }
    return CAP + 1;
  }
}
