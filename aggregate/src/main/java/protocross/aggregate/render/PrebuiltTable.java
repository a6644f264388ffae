package protocross.aggregate.render;

import java.util.List;
import java.util.Map;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.ColumnDifferences;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;

/**
 * A column that ran a prebuilt jar (metal/run.sh {@code --jar upb@before-3409e40=...}; run.json
 * variants.&lt;column&gt;.prebuilt) against its implementation's pinned column of the same run: the
 * before/after of a binding change, or a patched runtime against the released one. Per (op,
 * dataset): pinned / prebuilt, the ratio of throughputs (Hodges–Lehmann over forks) with its 95 %
 * confidence interval, and a verdict, Benjamini–Hochberg adjusted across this table's cells of one
 * op (one family, as in the throughput tables, whose comparisons are against the baseline instead).
 */
final class PrebuiltTable {
  private PrebuiltTable() {}

  /** Each prebuilt column whose implementation's pinned column is in the run, in column order. */
  static List<String> columns(RecordedRun run) {
    return run.columns().stream()
        .filter(c -> !RecordedRun.isTwin(c) && Provenance.isPrebuilt(run.runJson(), c) && run.columns().contains(RecordedRun.implOf(c)))
        .toList();
  }

  static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    for (String before : columns(run)) {
      String after = RecordedRun.implOf(before);
      md.line("## " + after + " against " + before + " (a prebuilt jar)");
      md.line();
      md.line("| op | dataset | " + Md.cell(before) + ", MiB/s | " + Md.cell(after) + ", MiB/s | " + Md.cell(after) + " / "
          + Md.cell(before) + " [95 % CI] | verdict |");
      md.line("|---|---|---:|---:|---|---|");
      for (String op : run.ops()) {
        // One family per op: this table's cells alone (the throughput tables' are against the baseline).
        Map<String, Summary.Difference> diffs = ColumnDifferences.of(summary, op, Map.of(after, before))
            .getOrDefault(after, Map.of());
        for (RecordedRun.Dataset d : run.datasets()) {
          Summary.Difference diff = diffs.get(d.name());
          String ratio = "—";
          String verdict = "no comparison: a side has no value";
          if (diff != null) {
            Comparison c = diff.comparison();
            ratio = c.low() == 0 && Double.isInfinite(c.high()) ? Fmt.ratio(c.ratio()) + " (too few forks for an interval)"
                : Fmt.ratio(c.ratio()) + " [" + Fmt.ratioBound(c.low()) + "–" + Fmt.ratioBound(c.high()) + "]";
            verdict = diff.verdict().significant() ? "**" + diff.verdict().label + "**" : diff.verdict().label;
          }
          md.line("| " + op + " | " + Md.cell(d.name()) + " | " + value(summary, summary.cell(before, op, d.name())) + " | "
              + value(summary, summary.cell(after, op, d.name())) + " | " + ratio + " | " + verdict + " |");
        }
      }
      md.line();
      md.line(Md.cell(after) + " / " + Md.cell(before) + " above 1: the pinned build is faster. Verdicts: " + Verdict.METHOD
          + ", one op's datasets one family. " + before + " ran the prebuilt jar named under Provenance (source, sha256),"
          + " interleaved with the other columns, with the same flags and the same conformance proof before timing.");
      md.line();
    }
  }

  private static String value(Summary summary, Summary.CellStats c) {
    if (c.n() == 0) {
      return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
    }
    return Fmt.mib(summary.mibPerSecond(c.op(), c.dataset(), c.median())) + TablesWriter.decorate(summary, c, List.of());
  }
}
