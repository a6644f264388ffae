package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The statistics on synthetic forks, seeded: no timing. The A/A case is the suite's own
 * false-positive rate in small: two columns drawn from one distribution must read "no
 * significant difference" in at least 95 % of cells; a real shift must be found.
 */
class ComparisonTest {
  /** The publication runs' forks per cell, the fewest with a verdict. */
  private static final int FORKS = 6;
  /** One table: 21 comparisons, as in a run with four columns and seven datasets. */
  private static final int TABLE = 21;

  /** Fork scores with the shared VM's shape: lognormal noise around {@code center}, 4 % per fork. */
  private static List<Double> forks(SplittableRandom r, double center, int n) {
    List<Double> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(center * Math.exp(0.04 * gaussian(r)));
    }
    return out;
  }

  private static double gaussian(SplittableRandom r) {
    // Box–Muller, spelled out so the draws do not depend on a JDK version's nextGaussian algorithm.
    return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
  }

  /** Verdicts for one table of comparisons, corrected together as the tables are. */
  private static List<Verdict> table(SplittableRandom r, double shift) {
    List<Comparison> cs = new ArrayList<>();
    for (int i = 0; i < TABLE; i++) {
      cs.add(Comparison.of(forks(r, 1000 * shift, FORKS), forks(r, 1000, FORKS)));
    }
    return Verdict.decide(cs, java.util.Collections.nCopies(TABLE, FORKS)).stream().map(Verdict.Decision::verdict).toList();
  }

  @Test
  void aColumnAgainstItselfIsNoSignificantDifferenceInAtLeast95PercentOfCells() {
    SplittableRandom r = new SplittableRandom(20261130);
    int cells = 0;
    int called = 0;
    for (int t = 0; t < 200; t++) {
      for (Verdict v : table(r, 1.0)) {
        cells++;
        called += v == Verdict.SAME ? 0 : 1;
      }
    }
    assertTrue(called <= 0.05 * cells, called + " of " + cells + " A/A cells called significant");
  }

  @Test
  void aFifteenPercentShiftIsFoundAndPointsTheRightWay() {
    SplittableRandom r = new SplittableRandom(7);
    int found = 0;
    int cells = 0;
    for (int t = 0; t < 50; t++) {
      for (Verdict v : table(r, 0.85)) {
        cells++;
        assertTrue(v != Verdict.FASTER, "a slower column is never called faster");
        found += v == Verdict.SLOWER ? 1 : 0;
      }
    }
    assertTrue(found >= 0.95 * cells, found + " of " + cells + " shifted cells found");
  }

  @Test
  void hodgesLehmannRatioAndItsExactIntervalOnKnownForks() {
    // Every column fork is exactly twice a baseline fork's neighbourhood: the estimate is 2.
    List<Double> base = List.of(100.0, 101.0, 102.0, 103.0, 104.0);
    List<Double> column = base.stream().map(v -> 2 * v).toList();
    Comparison c = Comparison.of(column, base);
    assertEquals(2.0, c.ratio(), 1e-9);
    assertTrue(c.low() < 2.0 && c.high() > 2.0, c.toString());
    // Fully separated samples of five: the smallest exact two-sided p-value, 2/252.
    assertEquals(2.0 / 252, c.p(), 1e-12);
    // The exact 95 % interval for 5 vs 5 drops the 3 most extreme pairwise differences on each side.
    double[] d = new double[25];
    int i = 0;
    for (double x : column) {
      for (double y : base) {
        d[i++] = Math.log(x) - Math.log(y);
      }
    }
    java.util.Arrays.sort(d);
    assertEquals(Math.exp(d[2]), c.low(), 1e-12);
    assertEquals(Math.exp(d[22]), c.high(), 1e-12);
  }

  @Test
  void tooFewForksGiveAnUnboundedInterval() {
    Comparison c = Comparison.of(List.of(200.0, 201.0), List.of(100.0, 101.0));
    assertEquals(Double.POSITIVE_INFINITY, c.high());
    assertEquals(0.0, c.low());
  }

  @Test
  void benjaminiHochbergAdjustsInRankOrder() {
    double[] q = Verdict.adjust(List.of(0.01, 0.04, 0.03, 0.5));
    assertEquals(0.04, q[0], 1e-12);
    assertEquals(0.04 * 4 / 3, q[1], 1e-12);
    assertEquals(0.04 * 4 / 3, q[2], 1e-12);
    assertEquals(0.5, q[3], 1e-12);
  }
}
