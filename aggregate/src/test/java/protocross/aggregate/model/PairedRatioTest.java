package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PairedRatioTest {

  @Test
  void aKnownRatioWithAKnownInterval() {
    // Fork pair means of log ratio: log 1.1 ± 0.01 exactly; two fork pairs, t(0.975, 1) = 12.706.
    double lo = 1.1 * Math.exp(-0.01);
    double hi = 1.1 * Math.exp(0.01);
    PairedRatio p = PairedRatio.of("decode", "d", "b", "a", List.of(List.of(100.0, 200.0), List.of(100.0, 50.0)),
        List.of(List.of(lo * 100, lo * 200), List.of(hi * 100, hi * 50)));
    assertEquals(1.1, p.ratio(), 1e-12);
    assertEquals(2, p.forkGroups());
    assertEquals(2, p.members(), "fork pairs");
    assertEquals(4, p.iterationPairs());
    double se = 0.01; // sd of {−0.01, +0.01} is √2·0.01, over √2
    assertEquals(1.1 * Math.exp(-12.706204736 * se), p.low(), 1e-9);
    assertEquals(1.1 * Math.exp(12.706204736 * se), p.high(), 1e-9);
    assertEquals(0.99, p.correlation(), 0.01, "the sides move together");
  }

  @Test
  void oneForkPairHasNoInterval() {
    PairedRatio p = PairedRatio.of("decode", "d", "b", "a", List.of(List.of(100.0, 110.0)), List.of(List.of(90.0, 99.0)));
    assertEquals(0.9, p.ratio(), 1e-12);
    assertTrue(Double.isNaN(p.low()) && Double.isNaN(p.high()));
  }

  /**
   * Synthetic paired data under a shared host factor (each iteration pair's contention hits both
   * sides): the paired interval covers the true ratio about 95 % of the time and is far narrower
   * than the unpaired one over the same forks, where the shared factor does not cancel.
   */
  @Test
  void sharedContentionCancelsAndTheIntervalCovers() {
    SplittableRandom r = new SplittableRandom(25);
    double trueRatio = 0.97;
    int covered = 0;
    int trials = 2000;
    double pairedWidth = 0;
    double unpairedWidth = 0;
    for (int t = 0; t < trials; t++) {
      List<List<Double>> a = new ArrayList<>();
      List<List<Double>> b = new ArrayList<>();
      List<Double> forkA = new ArrayList<>();
      List<Double> forkB = new ArrayList<>();
      for (int f = 0; f < 6; f++) {
        double hostMinute = 0.15 * r.nextGaussian(); // shared by both JVMs of the fork pair
        double jvmA = 0.02 * r.nextGaussian();
        double jvmB = 0.02 * r.nextGaussian();
        List<Double> ia = new ArrayList<>();
        List<Double> ib = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
          double second = 0.10 * r.nextGaussian(); // shared by the iteration pair
          ia.add(1000 * Math.exp(hostMinute + jvmA + second + 0.01 * r.nextGaussian()));
          ib.add(1000 * trueRatio * Math.exp(hostMinute + jvmB + second + 0.01 * r.nextGaussian()));
        }
        a.add(ia);
        b.add(ib);
        forkA.add(ia.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
        forkB.add(ib.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
      }
      PairedRatio p = PairedRatio.of("decode", "d", "b", "a", a, b);
      if (p.low() <= trueRatio && trueRatio <= p.high()) {
        covered++;
      }
      pairedWidth += p.halfWidth();
      Comparison c = Comparison.of(forkB, forkA);
      unpairedWidth += (c.high() - c.low()) / 2 / c.ratio();
    }
    double coverage = covered / (double) trials;
    assertTrue(coverage > 0.93 && coverage < 0.97, "coverage " + coverage);
    assertTrue(pairedWidth * 5 < unpairedWidth, "paired " + pairedWidth / trials + " vs unpaired " + unpairedWidth / trials);
  }

  /**
   * A fork group of three: each column against the baseline uses only its own and the baseline's
   * iterations of each group (the third member plays no part), as a fork pair would.
   */
  @Test
  void aForkGroupComparesEachColumnWithinEachGroup() {
    List<List<Double>> base = List.of(List.of(100.0, 200.0), List.of(50.0, 80.0), List.of(300.0, 30.0));
    double[] perGroup = {Math.log(0.8), Math.log(0.9), Math.log(0.85)};
    List<List<Double>> column = new ArrayList<>();
    for (int f = 0; f < 3; f++) {
      double r = Math.exp(perGroup[f]);
      column.add(base.get(f).stream().map(x -> x * r).toList());
    }
    PairedRatio p = PairedRatio.of("decode", "d", "c", "a", 3, base, column);
    double mean = (perGroup[0] + perGroup[1] + perGroup[2]) / 3;
    double ss = 0;
    for (double d : perGroup) {
      ss += (d - mean) * (d - mean);
    }
    double se = Math.sqrt(ss / 2 / 3);
    double t = 4.302652730; // t(0.975, 2)
    assertEquals(Math.exp(mean), p.ratio(), 1e-12);
    assertEquals(Math.exp(mean - t * se), p.low(), 1e-9);
    assertEquals(Math.exp(mean + t * se), p.high(), 1e-9);
    assertEquals(3, p.forkGroups());
    assertEquals(3, p.members());
    assertEquals(6, p.iterationPairs());
  }

  /**
   * The p-value is the test the interval inverts: below 0.05 exactly when the interval leaves out
   * 1, over many random fork groups of several sizes.
   */
  @Test
  void thePValueAgreesWithTheInterval() {
    SplittableRandom r = new SplittableRandom(7);
    int called = 0;
    for (int trial = 0; trial < 2000; trial++) {
      int n = 2 + trial % 7;
      double shift = 0.03 * r.nextGaussian();
      List<List<Double>> a = new ArrayList<>();
      List<List<Double>> b = new ArrayList<>();
      for (int f = 0; f < n; f++) {
        double x = 1000 * Math.exp(0.1 * r.nextGaussian());
        a.add(List.of(x, x * 1.01));
        b.add(List.of(x * Math.exp(shift + 0.03 * r.nextGaussian()), x * 1.01 * Math.exp(shift)));
      }
      PairedRatio p = PairedRatio.of("decode", "d", "b", "a", a, b);
      boolean excludesOne = p.low() > 1 || p.high() < 1;
      boolean margin = Math.abs(p.p() - 0.05) < 1e-9;
      assertTrue(margin || excludesOne == (p.p() < 0.05), "p " + p.p() + " vs [" + p.low() + ", " + p.high() + "]");
      assertEquals(new Comparison(p.ratio(), p.low(), p.high(), p.p()), p.comparison());
      called += p.p() < 0.05 ? 1 : 0;
    }
    assertTrue(called > 100 && called < 1900, "called " + called);
  }

  /** Fork groups that all agree exactly leave no spread: no p-value (never called), not p = 0. */
  @Test
  void noSpreadGivesNoPValue() {
    PairedRatio p = PairedRatio.of("decode", "d", "b", "a", List.of(List.of(100.0), List.of(200.0)),
        List.of(List.of(110.0), List.of(220.0)));
    assertTrue(Double.isNaN(p.p()));
  }
}
