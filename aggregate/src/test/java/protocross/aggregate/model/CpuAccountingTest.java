package protocross.aggregate.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.aggregate.read.CpuLog;
import protocross.aggregate.read.RecordedRun;

/** Per-CPU-second scores and the shares of a fork's wall time, and the A/A of each metric on its own. */
class CpuAccountingTest {
  private static CpuLog.Line line(boolean warmup, int i, long wall, long cpu, long steal, long busy, long own) {
    return new CpuLog.Line(warmup, i, wall, cpu, 1, steal, busy, own);
  }

  @Test
  void aForkScoresPerCpuSecondAndSplitsItsWallTime() {
    RecordedRun.Entry e = new RecordedRun.Entry(null, "decode", "mesh", 150, List.of(100.0, 200.0), Double.NaN);
    List<CpuLog.Line> lines = List.of(line(true, 1, 500_000_000, 500_000_000, 0, 50, 50),
        line(false, 1, 500_000_000, 400_000_000, 5, 48, 40), line(false, 2, 500_000_000, 500_000_000, 0, 50, 50));
    CpuAccounting.Fork f = CpuAccounting.fork(3, e, lines);
    assertEquals(3, f.k());
    assertEquals((100 * 1.25 + 200 * 1.0) / 2, f.perCpuSecond(), 1e-9);
    assertEquals(150, f.wallScore());
    assertEquals(0.9, f.cpuShare(), 1e-12);
    assertEquals(5 / 100.0, f.stealShare(), 1e-12); // 1 s of wall = 100 ticks
    assertEquals(8 / 100.0, f.othersShare(), 1e-12);
  }

  @Test
  void aForkWithoutALineForEveryMeasuredIterationHasNoFigure() {
    RecordedRun.Entry e = new RecordedRun.Entry(null, "decode", "mesh", 150, List.of(100.0, 200.0), Double.NaN);
    assertNull(CpuAccounting.fork(1, e, List.of(line(false, 1, 500, 400, 0, 0, 0))));
    assertNull(CpuAccounting.fork(1, e, List.of(line(false, 1, 500, -1, 0, 0, 0), line(false, 2, 500, 400, 0, 0, 0))));
    CpuAccounting.Fork noTicks = CpuAccounting.fork(1, e, List.of(line(false, 1, 500, 400, -1, -1, -1),
        line(false, 2, 500, 400, -1, -1, -1)));
    assertTrue(Double.isNaN(noTicks.stealShare()));
  }

  @Test
  void theTwinIsJudgedByEachMetricAloneOnTheSameForks() {
    List<CpuAccounting.Fork> base = new ArrayList<>();
    List<CpuAccounting.Fork> twin = new ArrayList<>();
    for (int k = 1; k <= 8; k++) {
      // wall-clock scores spread by the host; per CPU-second they hardly move
      double wall = 100 * (1 + 0.1 * ((k * 37) % 7 - 3) / 3.0);
      double wall2 = 100 * (1 + 0.1 * ((k * 53) % 7 - 3) / 3.0);
      base.add(new CpuAccounting.Fork(k, 120 + 0.1 * k, wall, 0.9, 0, 0.1));
      twin.add(new CpuAccounting.Fork(k, 120 + 0.1 * (9 - k), wall2, 0.9, 0, 0.1));
    }
    List<CpuAccounting.Cell> cells = List.of(new CpuAccounting.Cell("protobuf-java", "decode", "mesh", base),
        new CpuAccounting.Cell("protobuf-java#2", "decode", "mesh", twin),
        new CpuAccounting.Cell("wire", "decode", "mesh", base));
    List<CpuAccounting.Twin> aa = CpuAccounting.aa(cells);
    assertEquals(1, aa.size());
    CpuAccounting.Twin t = aa.get(0);
    assertEquals("protobuf-java#2", t.twin());
    assertEquals(8, t.forks());
    assertTrue(t.cpuHalfWidth() < t.wallHalfWidth(), t.toString());
    assertFalse(t.cpuCalled());
  }
}
