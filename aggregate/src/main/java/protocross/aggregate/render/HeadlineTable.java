package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/**
 * The README's headline: one compact table, datasets × implementations, of {@code decode_read}
 * and {@code encode} from the published core run, each cell "decode_read / encode" as the
 * summary at the top of tables.md gives them ({@link OverviewTable}: ratio to the baseline and
 * the verdict's mark). {@code bin/aggregate --publish} puts it between {@link #START} and
 * {@link #END} in the top-level README.md when both are there, and changes nothing else in it.
 */
public final class HeadlineTable {
  public static final String START = "<!-- headline-table -->";
  public static final String END = "<!-- /headline-table -->";
  static final List<String> OPS = List.of("decode_read", "encode");

  private HeadlineTable() {}

  /** The table from the first run that times both ops; null when none does. */
  public static String render(List<RecordedRun> runs) {
    RecordedRun run = runs.stream().filter(r -> r.ops().containsAll(OPS)).findFirst().orElse(null);
    if (run == null) {
      return null;
    }
    Summary summary = new Summary(run);
    List<String> columns = run.columns().stream().filter(c -> !c.equals(run.baseline()) && !RecordedRun.isTwin(c)).toList();
    Md md = new Md();
    md.line(String.join(" / ", OPS) + ": throughput ratio to " + run.baseline() + " in the published core run ("
        + run.planned() + " " + run.layout().plural + " a cell" + (summary.pairedVerdicts() ? ", paired in fork groups" : "")
        + "). " + OverviewTable.FASTER + " faster, " + OverviewTable.SLOWER
        + " slower (significant after Benjamini–Hochberg), " + OverviewTable.SAME + " no significant difference, "
        + OverviewTable.NO_VERDICT + " no verdict. The run, its host, MiB/s, intervals and spread: [tables.md](tables.md).");
    md.line();
    md.header("dataset", columns);
    for (RecordedRun.Dataset d : run.datasets()) {
      List<String> cells = new ArrayList<>();
      for (String column : columns) {
        cells.add(String.join(" / ", OPS.stream().map(op -> OverviewTable.value(summary, column, op, d.name())).toList()));
      }
      md.row(d.name(), cells);
    }
    return md.toString();
  }

  /** What lies between the markers, or null when the text does not have both, in order. */
  public static String between(String readme) {
    int start = readme.indexOf(START);
    int end = start < 0 ? -1 : readme.indexOf(END, start + START.length());
    return end < 0 ? null : readme.substring(start + START.length(), end);
  }

  /** {@code readme} with what lies between the markers replaced by the table; null when the markers are not there. */
  public static String replace(String readme, String table) {
    if (between(readme) == null) {
      return null;
    }
    int start = readme.indexOf(START) + START.length();
    int end = readme.indexOf(END, start);
    return readme.substring(0, start) + section(table) + readme.substring(end);
  }

  /** What the markers enclose once the table is in: blank lines around it, so it renders as a table. */
  public static String section(String table) {
    return "\n\n" + table + "\n";
  }
}
