package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class InteractionTest {
  @Test
  void differentRatiosWithNarrowIntervalsAreHostDependent() {
    Interaction in = Interaction.of(new Comparison(0.9, 0.85, 0.95, 0.001), new Comparison(0.6, 0.55, 0.65, 0.001));
    assertEquals(0.6 / 0.9, in.ratio(), 1e-12);
    assertTrue(in.hostDependent(), in.toString());
    assertTrue(in.high() < 1);
  }

  @Test
  void differentVerdictsWithOverlappingIntervalsAreNot() {
    // Host A: slower 0.90 [0.85–0.97]; host B: no significant difference 0.95 [0.88–1.03].
    Interaction in = Interaction.of(new Comparison(0.90, 0.85, 0.97, 0.001), new Comparison(0.95, 0.88, 1.03, 0.2));
    assertFalse(in.hostDependent(), in.toString());
  }

  @Test
  void moverOnLogScaleKeepsEachSidesAsymmetry() {
    Comparison a = new Comparison(1.0, Math.exp(-0.1), Math.exp(0.2), 0.5);
    Comparison b = new Comparison(Math.exp(0.3), Math.exp(0.3 - 0.05), Math.exp(0.3 + 0.4), 0.5);
    Interaction in = Interaction.of(a, b);
    // lower = d − √(0.05² + 0.2²), upper = d + √(0.4² + 0.1²), d = 0.3.
    assertEquals(0.3 - Math.sqrt(0.05 * 0.05 + 0.2 * 0.2), Math.log(in.low()), 1e-12);
    assertEquals(0.3 + Math.sqrt(0.4 * 0.4 + 0.1 * 0.1), Math.log(in.high()), 1e-12);
  }

  @Test
  void anUnboundedIntervalGivesAnUnboundedInteraction() {
    Interaction in = Interaction.of(new Comparison(2.0, 0.0, Double.POSITIVE_INFINITY, 0.3), new Comparison(1.0, 0.9, 1.1, 0.5));
    assertEquals(0.0, in.low());
    assertEquals(Double.POSITIVE_INFINITY, in.high());
    assertFalse(in.hostDependent());
  }
}
