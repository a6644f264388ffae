package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Clopper–Pearson 95 % intervals against values known in closed form or from the literature. */
class ClopperPearsonTest {
  @Test
  void noneCalledHasTheClosedFormUpperEnd() {
    // x = 0: upper = 1 − (α/2)^(1/n); x = n: lower = (α/2)^(1/n).
    assertArrayEquals(new double[] {0, 1 - Math.pow(0.025, 1.0 / 10)}, Stats.clopperPearson(0, 10), 1e-12);
    assertEquals(0.30850, Stats.clopperPearson(0, 10)[1], 1e-5);
    assertArrayEquals(new double[] {Math.pow(0.025, 1.0 / 10), 1}, Stats.clopperPearson(10, 10), 1e-12);
  }

  @Test
  void knownIntervals() {
    // 5 of 10: 0.1871–0.8129 (Clopper and Pearson's tables; symmetric).
    double[] half = Stats.clopperPearson(5, 10);
    assertEquals(0.187086, half[0], 1e-6);
    assertEquals(0.812914, half[1], 1e-6);
    // The A/A figure: 1 of 42 called, 0.06–12.6 %.
    double[] aa = Stats.clopperPearson(1, 42);
    assertEquals(0.000603, aa[0], 1e-6);
    assertEquals(0.1257, aa[1], 1e-4);
  }

  @Test
  void trialsNeededForAnUpperEndOfTenPercent() {
    // None called: 1 − 0.025^(1/n) ≤ 0.1 from n = 36 on.
    assertEquals(36, Stats.trialsForUpper(0, 0.10));
    assertEquals(0.05, Stats.clopperPearson(0, 72)[1], 0.0005);
  }

  @Test
  void impossibleCountsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Stats.clopperPearson(3, 2));
    assertThrows(IllegalArgumentException.class, () -> Stats.clopperPearson(0, 0));
  }
}
