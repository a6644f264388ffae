package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Benjamini–Hochberg decided exactly with q ≤ α, and no verdict from fewer than six forks a side. */
class VerdictTest {
  private static final List<Double> SIX = List.of(100.0, 101.0, 102.0, 103.0, 104.0, 105.0);

  @Test
  void aPValueExactlyAtTheBoundaryIsCalledWhereverFloatingPointRoundsIt() {
    // p(k) = α·k/m for every k of a family of m: exactly on the boundary in rationals. Some of these
    // give p·m/k a bit above 0.05 in doubles; the exact rule calls all of them.
    int aboveInDoubles = 0;
    for (int m = 1; m <= 40; m++) {
      for (int k = 1; k <= m; k++) {
        List<Double> p = new ArrayList<>(Collections.nCopies(m, 0.9));
        for (int i = 0; i < k; i++) {
          p.set(i, 0.05 * k / m);
        }
        aboveInDoubles += Verdict.adjust(p)[0] > 0.05 ? 1 : 0;
        boolean[] called = Verdict.called(p);
        for (int i = 0; i < m; i++) {
          assertEquals(i < k, called[i], "m=" + m + " k=" + k + " i=" + i);
        }
      }
    }
    assertTrue(aboveInDoubles > 0, "the doubles never rounded up: the test shows nothing");
  }

  @Test
  void theIssuesDecodeDirectFamilyIsCalledAtQExactlyOneTwentieth() {
    // As in the issue's decode_direct table: 8 of 21 comparisons whose q is 1/20 exactly in rationals
    // (p · 21 / 8 = 1/20), which floating point may put a hair either side of 0.05.
    List<Double> p = new ArrayList<>(Collections.nCopies(13, 0.5));
    for (int i = 0; i < 8; i++) {
      p.add(0.05 * 8 / 21);
    }
    boolean[] called = Verdict.called(p);
    int n = 0;
    for (boolean c : called) {
      n += c ? 1 : 0;
    }
    assertEquals(8, n);
  }

  @Test
  void justAboveTheBoundaryIsNotCalled() {
    assertFalse(Verdict.called(List.of(0.05 * (1 + 1e-6)))[0]);
    assertTrue(Verdict.called(List.of(0.05))[0]);
    assertFalse(Verdict.called(List.of(0.0501, 0.9))[0]);
  }

  @Test
  void fiveForksASideGetNoVerdictSixDo() {
    List<Double> five = SIX.subList(0, 5);
    List<Double> doubled = SIX.stream().map(v -> 2 * v).toList();
    Comparison six = Comparison.of(doubled, SIX);
    Comparison fewer = Comparison.of(doubled, five);
    // Six fully separated forks a side: p = 2/924, a verdict on its own.
    assertEquals(2.0 / 924, six.p(), 1e-12);
    List<Verdict.Decision> d = Verdict.decide(List.of(six, fewer), List.of(6, 5));
    assertEquals(Verdict.FASTER, d.get(0).verdict());
    assertEquals(Verdict.TOO_FEW, d.get(1).verdict());
    assertTrue(Double.isNaN(d.get(1).q()));
    // The one with too few forks is not in the family: the other's q is its p alone (m = 1).
    assertEquals(six.p(), d.get(0).q(), 1e-15);
    assertEquals("too few forks (n < 6)", Verdict.TOO_FEW.label);
    assertFalse(Verdict.TOO_FEW.significant());
  }

  /** A comparison without a p-value (a paired one with no spread among its fork groups) leaves the others' q-values alone. */
  @Test
  void aMissingPValueHasNoQValueAndChangesNoOther() {
    double[] q = Verdict.adjust(List.of(0.01, Double.NaN, 0.04));
    assertEquals(0.01 * 3 / 1, q[0], 1e-15);
    assertTrue(Double.isNaN(q[1]));
    assertEquals(0.04 * 3 / 2, q[2], 1e-15);
    boolean[] called = Verdict.called(List.of(0.01, Double.NaN, 0.04));
    assertTrue(called[0]);
    assertFalse(called[1]);
  }
}
