package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The stop on each comparison's own interval, and the rule simulated under the null. */
class AdaptiveRuleTest {

  @Test
  void halfWidthIsRelativeToTheRatio() {
    assertEquals(0.05, AdaptiveRule.halfWidth(new Comparison(2.0, 1.9, 2.1, 0.01)), 1e-12);
    assertEquals(Double.POSITIVE_INFINITY, AdaptiveRule.halfWidth(new Comparison(1.0, 0.0, 2.0, 0.5)));
    assertEquals(Double.POSITIVE_INFINITY, AdaptiveRule.halfWidth(new Comparison(1.0, 0.5, Double.POSITIVE_INFINITY, 0.5)));
  }

  @Test
  void fewerThanSixForksASideNeverStop() {
    List<Double> five = List.of(100.0, 100.1, 100.2, 99.9, 99.8);
    List<Double> six = List.of(100.0, 100.1, 100.2, 99.9, 99.8, 100.0);
    Summary.CellStats a = cell(five);
    Summary.CellStats b = cell(six);
    Comparison c = Comparison.of(five, six);
    assertEquals(Double.POSITIVE_INFINITY, AdaptiveRule.halfWidth(new Summary.Difference(a, b, c, 1, Verdict.SAME)));
    Comparison c6 = Comparison.of(six, six);
    assertTrue(AdaptiveRule.halfWidth(new Summary.Difference(b, b, c6, 1, Verdict.SAME)) < 0.01);
  }

  private static Summary.CellStats cell(List<Double> scores) {
    List<Summary.Fork> forks = new java.util.ArrayList<>();
    for (int k = 0; k < scores.size(); k++) {
      forks.add(new Summary.Fork(k + 1, scores.get(k), List.of(scores.get(k)), List.of(), Double.NaN, Double.NaN));
    }
    return new Summary.CellStats("x", "decode", "d", forks, List.of());
  }

  @Test
  void underTheNullTheRuleKeepsTheTestsLevel() {
    // A target the forks can reach, so cells stop at different counts: optional stopping on the
    // width must not raise the false-positive rate much above the fixed design's.
    AdaptiveRule.Simulated r = AdaptiveRule.simulate(1, 0.04, 0.06, 2, 6, 12, 0.05, 600);
    assertTrue(r.meanForks() > 6 && r.meanForks() < 12, "stops spread over the budget: " + r.meanForks());
    double[] ci = Stats.clopperPearson(r.called(), r.cells());
    assertTrue(ci[0] <= 0.05 && r.called() < 0.08 * r.cells(), r.called() + " of " + r.cells());
    assertEquals(r, AdaptiveRule.simulate(1, 0.04, 0.06, 2, 6, 12, 0.05, 600), "seeded: the same every time");
  }

  @Test
  void anUnreachableTargetRunsEveryCellToTheBudget() {
    AdaptiveRule.Simulated r = AdaptiveRule.simulate(2, 0.05, 0.07, 2, 6, 9, 0.001, 50);
    assertEquals(9.0, r.meanForks());
  }

  @Test
  void theFastComparisonIsComparisonOf() {
    java.util.SplittableRandom r = new java.util.SplittableRandom(5);
    for (int trial = 0; trial < 200; trial++) {
      int n = 6 + trial % 7;
      int m = 6 + (trial / 7) % 7;
      List<Double> a = new java.util.ArrayList<>();
      List<Double> b = new java.util.ArrayList<>();
      double shift = (trial % 5) * 0.03;
      for (int k = 0; k < n; k++) {
        a.add(1000 * Math.exp(shift + 0.05 * Variance.gaussian(r)));
      }
      for (int k = 0; k < m; k++) {
        b.add(1000 * Math.exp(0.05 * Variance.gaussian(r)));
      }
      assertEquals(Comparison.of(a, b), AdaptiveRule.Exact.of(a, b), "n=" + n + " m=" + m + " trial " + trial);
    }
  }

  @Test
  void clopperPearson() {
    // The A/A: 1 of 42 called, 95 % interval 0.06–12.6 %.
    double[] ci = Stats.clopperPearson(1, 42);
    assertEquals(0.0006, ci[0], 0.00005);
    assertEquals(0.126, ci[1], 0.0005);
    assertEquals(0, Stats.clopperPearson(0, 72)[0]);
    assertTrue(Stats.clopperPearson(0, 72)[1] < 0.051);
  }
}
