package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.Test;

class PairsNeededTest {
  private static final Variance.OpSummary OP = new Variance.OpSummary("decode", 35, 0.3, 0.7, 0.048, 0.071, 0.05, 0.07);

  @Test
  void sdOfPairShrinksWithCorrelationAndIterations() {
    double v = 0.048 * 0.048 + 0.071 * 0.071 / 2;
    assertEquals(Math.sqrt(2 * v), PairsNeeded.sdOfPair(OP, 0, 2), 1e-12);
    assertEquals(Math.sqrt(2 * 0.5 * v), PairsNeeded.sdOfPair(OP, 0.5, 2), 1e-12);
    assertTrue(PairsNeeded.sdOfPair(OP, 0, 4) < PairsNeeded.sdOfPair(OP, 0, 2));
  }

  @Test
  void pairsIsTheFewestWhoseTIntervalIsWithinTheTarget() {
    for (double sd : new double[] {0.03, 0.081, 0.13}) {
      int n = PairsNeeded.pairs(sd, 0.03);
      double h = Math.log1p(0.03);
      assertTrue(half(sd, n) <= h, sd + ": " + n);
      assertTrue(n == 2 || half(sd, n - 1) > h, sd + ": " + (n - 1) + " would do");
    }
    // The README's figure: s_d 13 % (the paired run's pairs) needs about 75 pairs for ±3 %.
    assertEquals(75, PairsNeeded.pairs(0.13, 0.03), 3);
    assertEquals(2, PairsNeeded.pairs(0, 0.03));
  }

  private static double half(double sd, int n) {
    return TDistribution.of(n - 1).inverseCumulativeProbability(0.975) * sd / Math.sqrt(n);
  }
}
