package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.CpuLog;
import protocross.aggregate.read.RecordedRun;

/**
 * Per-fork CPU accounting (issue 25): from each fork's measured iterations, the share of wall time
 * the benchmark thread ran, the core's steal and the other processes' share, and the fork's score
 * per CPU-second of the benchmark thread: the mean over its measured iterations of
 * ops/s × wall / thread CPU time. That figure is an alternative metric, judged on its own: the A/A
 * of it ({@link #aa}) sets the twin against its variant per CPU-second, beside the same forks'
 * wall-clock comparison, never one metric against the other. The accounted window is JMH's timed
 * iteration plus its bookkeeping around it (the hooks run outside the timer), so ops/s × wall /
 * CPU assumes the thread's share of the core is the same over the window as inside the timer.
 */
public final class CpuAccounting {
  private CpuAccounting() {}

  /** One fork: its per-CPU-second score (ops per CPU-second) and shares of its measured wall time. */
  public record Fork(int k, double perCpuSecond, double wallScore, double cpuShare, double stealShare,
      double othersShare) {}

  /** The forks of one cell that have CPU accounting for every measured iteration. */
  public record Cell(String column, String op, String dataset, List<Fork> forks) {}

  /** One twin cell judged both ways on the same forks: the half-width of each metric's ratio interval. */
  public record Twin(String twin, String op, String dataset, int forks, double wallHalfWidth, double cpuHalfWidth,
      boolean wallCalled, boolean cpuCalled) {}

  /** The cells of {@code run} with CPU accounting, in run order. */
  public static List<Cell> of(RecordedRun run) {
    Map<String, List<Fork>> cells = new LinkedHashMap<>();
    Map<String, String[]> keys = new LinkedHashMap<>();
    for (RecordedRun.JvmOutput p : run.parts()) {
      if (p.cpu().isEmpty() || p.failed() != null || p.entries().size() != 1) {
        continue;
      }
      RecordedRun.Entry e = p.entries().get(0);
      Fork f = fork(p.k(), e, p.cpu());
      if (f != null) {
        String key = p.column() + "\t" + e.op() + "\t" + e.dataset();
        cells.computeIfAbsent(key, x -> new ArrayList<>()).add(f);
        keys.put(key, new String[] {p.column(), e.op(), e.dataset()});
      }
    }
    List<Cell> out = new ArrayList<>();
    cells.forEach((key, forks) -> out.add(new Cell(keys.get(key)[0], keys.get(key)[1], keys.get(key)[2], List.copyOf(forks))));
    return out;
  }

  /** A fork's figures; null unless every measured iteration has a line with the thread's CPU time. */
  static Fork fork(int k, RecordedRun.Entry e, List<CpuLog.Line> lines) {
    List<CpuLog.Line> measured = lines.stream().filter(l -> !l.warmup()).toList();
    List<Double> it = e.iterations();
    if (it.isEmpty() || measured.size() != it.size()) {
      return null;
    }
    double perCpu = 0;
    double wall = 0;
    double cpu = 0;
    double steal = 0;
    double others = 0;
    boolean ticks = true;
    for (int i = 0; i < it.size(); i++) {
      CpuLog.Line l = measured.get(i);
      if (l.threadCpuNanos() <= 0 || l.wallNanos() <= 0) {
        return null;
      }
      perCpu += it.get(i) * l.wallNanos() / l.threadCpuNanos();
      wall += l.wallNanos();
      cpu += l.threadCpuNanos();
      if (l.stealTicks() < 0 || l.busyTicks() < 0 || l.processTicks() < 0) {
        ticks = false;
      } else {
        steal += l.stealTicks();
        others += Math.max(0, l.busyTicks() - l.processTicks());
      }
    }
    double wallTicks = wall / 1e9 * CpuLog.TICKS_PER_SECOND;
    return new Fork(k, perCpu / it.size(), e.opsPerSecond(), cpu / wall, ticks ? steal / wallTicks : Double.NaN,
        ticks ? others / wallTicks : Double.NaN);
  }

  /**
   * Every twin cell ({@code X#n} against X) with CPU accounting on both sides and at least 2 forks
   * each: its ratio interval by wall-clock score and by per-CPU-second score, on the same forks,
   * and whether each alone is called at p &lt; 0.05 (per comparison).
   */
  public static List<Twin> aa(List<Cell> cells) {
    List<Twin> out = new ArrayList<>();
    for (Cell c : cells) {
      if (!RecordedRun.isTwin(c.column())) {
        continue;
      }
      String against = RecordedRun.variantOf(c.column());
      Cell b = cells.stream().filter(x -> x.column().equals(against) && x.op().equals(c.op()) && x.dataset().equals(c.dataset()))
          .findFirst().orElse(null);
      if (b == null || c.forks().size() < 2 || b.forks().size() < 2) {
        continue;
      }
      Comparison wall = Comparison.of(c.forks().stream().map(Fork::wallScore).toList(), b.forks().stream().map(Fork::wallScore).toList());
      Comparison cpu = Comparison.of(c.forks().stream().map(Fork::perCpuSecond).toList(),
          b.forks().stream().map(Fork::perCpuSecond).toList());
      out.add(new Twin(c.column(), c.op(), c.dataset(), Math.min(c.forks().size(), b.forks().size()), halfWidth(wall),
          halfWidth(cpu), wall.p() < 0.05, cpu.p() < 0.05));
    }
    return out;
  }

  /** (high − low) / 2 / ratio; +∞ without an interval. */
  static double halfWidth(Comparison c) {
    return Double.isNaN(c.low()) || Double.isNaN(c.high()) ? Double.POSITIVE_INFINITY : (c.high() - c.low()) / 2 / c.ratio();
  }
}
