package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.CpuAccounting;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;

/**
 * measurement-spread.md's CPU accounting ({@link CpuAccounting}), for a run whose forks recorded it:
 * per op, what share of the measured wall time the benchmark thread ran, the core's steal and the
 * other processes' share; then the A/A of the per-CPU-second figure beside the wall-clock one on
 * the same twin forks. Nothing for a run without it.
 */
final class CpuSection {
  private CpuSection() {}

  static void write(Summary summary, Md md) {
    List<CpuAccounting.Cell> cells = CpuAccounting.of(summary.run());
    if (cells.isEmpty()) {
      return;
    }
    md.line("## CPU accounting");
    md.line();
    md.line("Each fork's `fork-<k>.cpu.tsv` (one line per iteration, harness `CpuAccount`), over its measured iterations:"
        + " the benchmark thread's CPU time over the wall time (*thread share*), the core's steal and what every other"
        + " process ran on that core (`/proc/stat` busy minus this JVM's own ticks; in a paired fork the partner JVM is"
        + " among them), each over the wall time; medians over the op's forks. *Per CPU-second*: a fork's ops/s × wall /"
        + " thread CPU time, mean over its measured iterations: a separate metric, never compared with a wall-clock score.");
    md.line();
    md.line("| op | forks | thread share | steal | other processes |");
    md.line("|---|---:|---:|---:|---:|");
    List<String> ops = new ArrayList<>();
    cells.forEach(c -> {
      if (!ops.contains(c.op())) {
        ops.add(c.op());
      }
    });
    for (String op : ops) {
      List<CpuAccounting.Fork> forks = cells.stream().filter(c -> c.op().equals(op)).flatMap(c -> c.forks().stream()).toList();
      md.line("| " + op + " | " + forks.size() + " | " + median(forks.stream().map(CpuAccounting.Fork::cpuShare).toList())
          + " | " + median(forks.stream().map(CpuAccounting.Fork::stealShare).toList()) + " | "
          + median(forks.stream().map(CpuAccounting.Fork::othersShare).toList()) + " |");
    }
    md.line();
    List<CpuAccounting.Twin> twins = CpuAccounting.aa(cells);
    if (twins.isEmpty()) {
      md.line("No twin cell with CPU accounting on both sides: no A/A of the per-CPU-second figure.");
      md.line();
      return;
    }
    md.line("**A/A of the per-CPU-second figure**, on the same forks as the wall-clock one: each twin cell's ratio"
        + " interval (Mann–Whitney, as the tables) by each metric; called: p < 0.05 for that comparison alone (before"
        + " Benjamini–Hochberg).");
    md.line();
    md.line("| metric | twin cells | median half-width | p90 half-width | called |");
    md.line("|---|---:|---:|---:|---:|");
    md.line(row("wall-clock ops/s", twins.stream().map(CpuAccounting.Twin::wallHalfWidth).toList(),
        (int) twins.stream().filter(CpuAccounting.Twin::wallCalled).count()));
    md.line(row("per CPU-second", twins.stream().map(CpuAccounting.Twin::cpuHalfWidth).toList(),
        (int) twins.stream().filter(CpuAccounting.Twin::cpuCalled).count()));
    md.line();
  }

  private static String row(String metric, List<Double> halfWidths, int called) {
    return "| " + metric + " | " + halfWidths.size() + " | " + Fmt.percent(Stats.median(halfWidths)) + " | "
        + Fmt.percent(Stats.percentile(halfWidths, 0.9)) + " | " + VarianceSection.rate(called, halfWidths.size()) + " |";
  }

  private static String median(List<Double> values) {
    List<Double> known = values.stream().filter(v -> !Double.isNaN(v)).toList();
    return known.isEmpty() ? "—" : Fmt.percent(Stats.median(known));
  }
}
