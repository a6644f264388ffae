package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {
  @Test
  void medianOfFiveIsTheMiddleValueWhateverTheOrder() {
    assertEquals(30.0, Stats.median(List.of(50.0, 10.0, 30.0, 40.0, 20.0)));
  }

  @Test
  void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    assertEquals(25.0, Stats.median(List.of(40.0, 10.0, 30.0, 20.0)));
    assertEquals(7.0, Stats.median(List.of(7.0)));
  }

  @Test
  void spreadIsRangeOverMedian() {
    assertEquals(0.4, Stats.spread(List.of(90.0, 100.0, 110.0, 130.0, 95.0)), 1e-12);
    assertEquals(0.0, Stats.spread(List.of(5.0)));
  }

  @Test
  void percentileIsNearestRank() {
    List<Double> ten = List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    assertEquals(9.0, Stats.percentile(ten, 0.9));
    assertEquals(5.0, Stats.percentile(ten, 0.5));
    assertEquals(3.0, Stats.percentile(List.of(1.0, 2.0, 3.0), 0.9));
  }

  @Test
  void medianIntervalNeedsSixValuesAndIsOrderStatistics() {
    assertEquals(null, Stats.medianInterval(List.of(1.0, 2.0, 3.0, 4.0, 5.0)));
    org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {1.0, 6.0},
        Stats.medianInterval(List.of(6.0, 2.0, 3.0, 4.0, 5.0, 1.0)));
    // Nine values: [x(2), x(8)] covers 1 − 2·10/512 ≈ 96.1 %; [x(3), x(7)] only 82 %.
    org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {2.0, 8.0},
        Stats.medianInterval(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)));
    assertEquals(Double.POSITIVE_INFINITY, Stats.halfWidth(List.of(1.0, 2.0, 3.0, 4.0, 5.0)));
    assertEquals(3.0 / 5.0, Stats.halfWidth(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0)), 1e-12);
  }

  @Test
  void noValuesIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> Stats.median(List.of()));
  }
}
