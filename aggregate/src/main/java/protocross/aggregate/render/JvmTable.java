package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.ColumnDifferences;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;

/**
 * "On this JDK": each column that names a JVM against the same runtime on the run's own JVM
 * ({@link ColumnDifferences}), per op one compact table, datasets × those columns, each cell the
 * ratio with its mark and 95 % interval ({@code 0.93× ▼ [0.90–0.96]}), at most
 * {@link OverviewTable#MAX_CELL} characters. Nothing for a run without such a pair.
 */
final class JvmTable {
  private JvmTable() {}

  static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    List<String> columns = ColumnDifferences.jvmColumns(run);
    if (columns.isEmpty() || run.ops().isEmpty()) {
      return;
    }
    md.line("## On other JVMs: each column against its runtime on the run's own JVM");
    md.line();
    md.line("Each column that names a JDK or option sets (metal/README.md, \"On this JDK\") against the same runtime and"
        + " version on the run's own JVM (the column without its `~` part: JDK 25, the default flags), on the same dataset:"
        + " the ratio of throughputs (Hodges–Lehmann estimate over forks) and its 95 % interval. "
        + OverviewTable.FASTER + " faster on the named JVM, " + OverviewTable.SLOWER + " slower, " + OverviewTable.SAME
        + " no significant difference, " + OverviewTable.NO_VERDICT + " no verdict (fewer than " + Verdict.MIN_FORKS
        + " forks a side). Verdicts: " + Verdict.METHOD + "; one op's cells of this table are one family. What each"
        + " column's JVM is (vendor, version, flags): run.json `jvms`, under Provenance.");
    md.line();
    if (run.ops().contains("decode_read") && columns.stream().anyMatch(c -> feature(run, c) < DIGEST_VECTORIZED)) {
      md.line("`decode_read` feeds every field into the harness's digest, which hashes strings and `bytes` with"
          + " `String.hashCode` and `Arrays.hashCode`; JDK " + DIGEST_VECTORIZED + " and later vectorize both"
          + " (`ArraysSupport.vectorizedHashCode`, JDK-8282664), older JDKs do not, so an older JDK's `decode_read`"
          + " ratio includes the digest's own slowdown, most on large `bytes` (findings.md #11). `decode` has no digest.");
      md.line();
    }
    for (String op : run.ops()) {
      Map<String, Map<String, Summary.Difference>> diffs = ColumnDifferences.ofJvmColumns(summary, op);
      md.line("### " + op + ": against the own JVM");
      md.line();
      md.header("dataset", columns);
      for (RecordedRun.Dataset d : run.datasets()) {
        List<String> cells = new ArrayList<>();
        for (String column : columns) {
          Summary.Difference diff = diffs.getOrDefault(column, Map.of()).get(d.name());
          cells.add(diff != null ? cell(diff) : missing(summary, column, ColumnDifferences.ownJvm(column), op, d.name()));
        }
        md.row(d.name(), cells);
      }
      md.line();
    }
  }

  /** The first JDK whose JIT vectorizes the hash loops of the harness's digest (JDK-8282664). */
  private static final int DIGEST_VECTORIZED = 21;

  /** The JDK feature release a column's JVM is (run.json jvms.&lt;column&gt;.feature), the run's own when it names none. */
  private static long feature(RecordedRun run, String column) {
    Json j = Provenance.columnJvm(run.runJson(), column);
    return j != null && j.has("feature") ? j.integerAtLeast("feature", 1) : Long.MAX_VALUE;
  }

  /** "0.93× ▼ [0.90–0.96]", "≈ 1.02× [0.97–1.06]", "0.93× –" without an interval. */
  static String cell(Summary.Difference d) {
    String r = OverviewTable.ratio(d);
    double lo = d.comparison().low();
    double hi = d.comparison().high();
    boolean bounded = lo > 0 && Double.isFinite(hi);
    return bounded ? r + " [" + Fmt.ratioBound(lo) + "–" + Fmt.ratioBound(hi) + "]" : r;
  }

  /** Why a cell has no comparison: its own reason (as the summary table says it), or its base has no value. */
  private static String missing(Summary summary, String column, String base, String op, String dataset) {
    if (summary.cell(column, op, dataset).n() == 0) {
      return OverviewTable.value(summary, column, op, dataset);
    }
    return "no data for " + Md.cell(base);
  }
}
