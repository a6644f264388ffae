package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutliersTest {
  private static Summary.CellStats cell(double... scores) {
    List<Summary.Fork> forks = new ArrayList<>();
    for (int k = 0; k < scores.length; k++) {
      forks.add(new Summary.Fork(k + 1, scores[k], List.of(), List.of(), Double.NaN, Double.NaN));
    }
    return new Summary.CellStats("upb", "decode", "analytics_event", forks, List.of());
  }

  @Test
  void theIssuesForkAtOneNinetyNineAgainstSixAtThreeHundredIsFlagged() {
    // decode analytics_event upb in the core run: one fork at 198.8 MiB/s against six at 294–329.
    List<Outliers.Outlier> out = Outliers.of(cell(294.0, 305.1, 198.8, 311.7, 318.2, 322.4, 329.0));
    assertEquals(1, out.size());
    assertEquals(3, out.get(0).fork().k());
    assertTrue(out.get(0).z() < -Outliers.LIMIT, out.toString());
  }

  @Test
  void noFlagBelowSixForksOrInATightCellOrWithoutSpread() {
    assertTrue(Outliers.of(cell(294.0, 305.1, 198.8, 311.7, 318.2)).isEmpty(), "five forks");
    // 4 % below a very tight cell: far by the z-score, but not 10 % from the median.
    assertTrue(Outliers.of(cell(100.0, 100.1, 100.2, 100.3, 100.4, 96.0)).isEmpty(), "tight cell");
    assertTrue(Outliers.of(cell(100.0, 100.0, 100.0, 100.0, 100.0, 50.0)).isEmpty(), "MAD 0");
    assertTrue(Outliers.of(cell(280.0, 300.0, 320.0, 260.0, 340.0, 310.0)).isEmpty(), "a wide but even cell");
  }
}
