package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The nested decomposition recovers known components from seeded lognormal forks. */
class VarianceTest {

  @Test
  void recoversBothComponents() {
    SplittableRandom r = new SplittableRandom(11);
    List<List<Double>> forks = new ArrayList<>();
    for (int f = 0; f < 4000; f++) {
      double u = 0.10 * Variance.gaussian(r);
      List<Double> it = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        it.add(1000 * Math.exp(u + 0.05 * Variance.gaussian(r)));
      }
      forks.add(it);
    }
    Variance v = Variance.of(forks);
    assertEquals(0.01, v.betweenFork(), 0.001);
    assertEquals(0.0025, v.betweenIteration(), 0.0002);
    assertEquals(0.8, v.forkShare(), 0.03);
  }

  @Test
  void knownSmallCell() {
    // Fork means (log) a and b with one unit of spread inside each fork: σ²iter from the pairs, σ²fork the rest.
    double e = Math.E;
    Variance v = Variance.of(List.of(List.of(1.0, e * e), List.of(e * e, e * e * e * e)));
    assertEquals(2.0, v.betweenIteration(), 1e-12);
    assertEquals(Math.max(0, 2.0 - 2.0 / 2), v.betweenFork(), 1e-12);
  }

  @Test
  void noForkLevelBelowTheIterationNoise() {
    Variance v = Variance.of(List.of(List.of(100.0, 120.0), List.of(120.0, 100.0)));
    assertEquals(0, v.betweenFork());
    assertEquals(1.0, v.iterationShare());
  }

  @Test
  void needsTwoForksAndARepeatedIteration() {
    assertNull(Variance.of(List.of(List.of(1.0, 2.0))));
    assertNull(Variance.of(List.of(List.of(1.0), List.of(2.0))));
  }

  @Test
  void implications() {
    Variance.OpSummary s = new Variance.OpSummary("decode", 1, 0.8, 0.2, 0.10, 0.05, 0.10, 0.05);
    // m* = sqrt(c · σ²iter / σ²fork) = sqrt(4 · 0.25) = 1
    assertEquals(1.0, s.optimalIterations(4), 1e-12);
    // n = 2 z² (0.01 + 0.0025/2) / ln(1.03)²
    double z = 1.959963984540054;
    assertEquals((int) Math.ceil(2 * z * z * 0.01125 / Math.pow(Math.log(1.03), 2)), s.forksPerSide(0.03, 2));
  }
}
