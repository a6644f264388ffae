package protocross.aggregate;

import java.util.ArrayList;
import java.util.List;

/** Renders measurement-spread.md: how far apart the passes landed, per implementation and per benchmark. */
final class SpreadWriter {
  private SpreadWriter() {}

  static String render(Summary summary) {
    Run run = summary.run();
    List<List<Summary.Cell>> groups = new ArrayList<>();
    for (String impl : run.impls()) {
      groups.add(summary.cells().stream().filter(c -> c.impl().equals(impl)).toList());
    }
    if (!summary.nativeCells().isEmpty()) {
      groups.add(summary.nativeCells());
    }
    StringBuilder out = new StringBuilder();
    out.append("# Measurement spread: run ").append(run.runId()).append("\n\n");
    out.append("Spread of one benchmark = (max − min) / median of its ").append(run.passes())
        .append(" per-pass scores (ops/s). Cells above ").append(Fmt.percent(Summary.TRUST_THRESHOLD))
        .append(" are marked ").append(TablesWriter.SPREAD_MARK)
        .append(" in tables.md. Percentiles are nearest-rank over the benchmarks with at least two passes.\n\n");
    out.append("| implementation | benchmarks | results | median spread | p90 spread | max spread | above threshold |\n");
    out.append("|---|---:|---:|---:|---:|---:|---:|\n");
    for (List<Summary.Cell> group : groups) {
      List<Double> spreads = group.stream().filter(c -> c.n() >= 2).map(Summary.Cell::spread).toList();
      int results = group.stream().mapToInt(Summary.Cell::n).sum();
      long above = group.stream().filter(Summary.Cell::untrusted).count();
      String name = group.isEmpty() ? "" : group.get(0).impl();
      out.append("| ").append(name).append(" | ").append(spreads.size()).append(" | ").append(results).append(" | ");
      if (spreads.isEmpty()) {
        out.append("— | — | — | 0 |\n");
      } else {
        out.append(Fmt.percent(Stats.median(spreads))).append(" | ")
            .append(Fmt.percent(Stats.percentile(spreads, 0.9))).append(" | ")
            .append(Fmt.percent(Stats.max(spreads))).append(" | ").append(above).append(" |\n");
      }
    }
    out.append("\n*benchmarks*: (op, dataset) cells with at least two passes; *results*: per-pass scores in all.\n\n");
    out.append("## Per benchmark\n\n");
    out.append("| implementation | op | dataset | n | median ops/s | min ops/s | max ops/s | spread |\n");
    out.append("|---|---|---|---:|---:|---:|---:|---:|\n");
    for (List<Summary.Cell> group : groups) {
      for (Summary.Cell c : group) {
        out.append("| ").append(c.impl()).append(" | ").append(c.op()).append(" | ").append(c.dataset())
            .append(" | ").append(c.n()).append(" | ");
        if (c.n() == 0) {
          out.append("— | — | — | — |\n");
          continue;
        }
        out.append(Fmt.opsPerSecond(c.median())).append(" | ")
            .append(Fmt.opsPerSecond(Stats.min(c.opsPerSecond()))).append(" | ")
            .append(Fmt.opsPerSecond(Stats.max(c.opsPerSecond()))).append(" | ")
            .append(Fmt.percent(c.spread())).append(c.untrusted() ? " " + TablesWriter.SPREAD_MARK : "").append(" |\n");
      }
    }
    return out.toString();
  }
}
