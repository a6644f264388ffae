package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The steady-state rule on seeded synthetic forks: flat ones settle at once, warming ones where they stop. */
class SteadyStateTest {

  private static List<Double> noisy(SplittableRandom r, double sd, double... levels) {
    List<Double> out = new ArrayList<>();
    for (double l : levels) {
      out.add(l * Math.exp(sd * Variance.gaussian(r)));
    }
    return out;
  }

  private static double[] flat(int n) {
    double[] l = new double[n];
    java.util.Arrays.fill(l, 1000);
    return l;
  }

  @Test
  void flatForksSettleAtTheirFirstIteration() {
    SplittableRandom r = new SplittableRandom(7);
    for (int n : new int[] {7, 40}) {
      int warming = 0;
      int trials = 2000;
      for (int t = 0; t < trials; t++) {
        List<Double> all = noisy(r, 0.07, flat(n));
        SteadyState s = SteadyState.of(all.subList(0, n - 2), all.subList(n - 2, n), 0.07);
        warming += s.warmingWhenMeasured() ? 1 : 0;
      }
      assertTrue(warming < 0.05 * trials, n + " iterations of pure noise: " + warming + " of " + trials + " called warming");
    }
  }

  @Test
  void aStepInWarmupSettlesAfterIt() {
    List<Double> warm = List.of(500.0, 520.0, 1000.0, 1001.0, 999.0);
    SteadyState s = SteadyState.of(warm, List.of(1000.0, 1002.0), 0.01);
    assertEquals(3, s.settledAt());
    assertTrue(s.settled());
    assertFalse(s.warmingWhenMeasured());
    assertEquals(1001.0, s.score(List.of(1000.0, 1002.0), 1001.0));
  }

  @Test
  void aChangeAtTheLastIterationNeverSettles() {
    SteadyState s = SteadyState.of(List.of(1000.0, 1001.0, 999.0, 1000.0, 1002.0), List.of(1000.0, 800.0), 0.01);
    assertFalse(s.settled());
    assertTrue(s.warmingWhenMeasured());
    assertEquals(900.0, s.score(List.of(1000.0, 800.0), 900.0), "never settled: JMH's score is kept");
  }

  @Test
  void manyShortIterationsScoreOnlyTheSettledOnes() {
    List<Double> measured = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      measured.add(i < 10 ? 600.0 + 40 * i : 1000.0 + (i % 2 == 0 ? 5 : -5));
    }
    SteadyState s = SteadyState.of(List.of(), measured, 0.01);
    assertTrue(s.settled());
    assertTrue(s.warmingWhenMeasured(), "settled during measurement");
    assertTrue(s.settledAt() >= 10 && s.settledAt() <= 11, "settled at " + s.settledAt());
    assertEquals(1000.0, s.score(measured, 0), 1.0);
  }

  @Test
  void aShortForkThatSettlesLateKeepsJmhsScore() {
    // 2 warm-up and 3 measured iterations (the 2026-11-29 settings): settled at the 2nd measured one.
    List<Double> measured = List.of(700.0, 1000.0, 1001.0);
    SteadyState s = SteadyState.of(List.of(690.0, 700.0), measured, 0.01);
    assertEquals(4, s.settledAt());
    assertTrue(s.warmingWhenMeasured());
    assertEquals(900.0, s.score(measured, 900.0), "fewer than " + SteadyState.TRIM_FROM + " iterations: not trimmed");
  }

  @Test
  void smallChangesWithinTheToleranceAreOneLevel() {
    // A 1 % step that the noise lets the segmentation see is still one level.
    List<Double> warm = List.of(990.0, 990.0, 990.0, 990.0, 1000.0);
    SteadyState s = SteadyState.of(warm, List.of(1000.0, 1000.0), 0.0001);
    assertEquals(1, s.settledAt());
  }

  @Test
  void noiseIsEstimatedFromSuccessiveDifferences() {
    SplittableRandom r = new SplittableRandom(3);
    List<List<Double>> forks = new ArrayList<>();
    for (int f = 0; f < 200; f++) {
      forks.add(noisy(r, 0.05, flat(7)));
    }
    assertEquals(0.05, SteadyState.noise(forks), 0.005);
  }
}
