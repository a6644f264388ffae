package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.Outliers;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.RecordedRun;

/**
 * The results at a glance, at the top of tables.md: per op one compact table, datasets ×
 * columns, each cell the column's throughput ratio to the baseline with its verdict as a mark
 * ({@code 0.57× ▼}, {@code 1.12× ▲}, {@code ≈ 0.98×}, {@code 0.93× –}), the baseline's own cell its
 * median MiB/s. Every figure is the per-op table's below (same {@link Summary.Difference}); the
 * intervals, notes and reasons stay there, so no cell is wider than {@link #MAX_CELL} characters.
 */
final class OverviewTable {
  /** The widest a cell may be (characters), so the table stays readable on a narrow screen. */
  static final int MAX_CELL = 24;
  static final String FASTER = "▲";
  static final String SLOWER = "▼";
  static final String SAME = "≈";
  static final String NO_VERDICT = "–";
  static final String BIMODAL_MARK = "‡";
  static final String OUTLIER_MARK = "°";

  private OverviewTable() {}

  /** The legend, once above the tables; the first summary's method stands for the set's. */
  static String legend(Summary summary) {
    RecordedRun run = summary.run();
    return "Throughput ratio to " + run.baseline() + " on the same dataset (" + summary.estimateMethod() + "); "
        + run.baseline() + "'s own cell is its median MiB/s. " + FASTER + " faster, "
        + SLOWER + " slower (significant after Benjamini–Hochberg), " + SAME + " no significant difference, "
        + NO_VERDICT + " no verdict (fewer than " + Verdict.MIN_FORKS + " " + run.layout().plural + " a side); "
        + TablesWriter.SPREAD_MARK + " " + run.layout().plural + " spread above " + Fmt.percent(Summary.TRUST_THRESHOLD)
        + ", " + BIMODAL_MARK + " bimodal, " + OUTLIER_MARK + " an outlier " + run.layout().word + ", `n=k` only k gave"
        + " a value. Intervals, MiB/s and reasons: the per-op tables below.";
  }

  /** One op's table, headed by {@code heading}; nothing for an op without throughput cells. */
  static void render(Summary summary, String op, String heading, Md md) {
    RecordedRun run = summary.run();
    md.line(heading);
    md.line();
    md.header("dataset", run.columns());
    for (RecordedRun.Dataset d : run.datasets()) {
      List<String> cells = new ArrayList<>();
      for (String column : run.columns()) {
        cells.add(cell(summary, column, op, d.name()));
      }
      md.row(d.name(), cells);
    }
    md.line();
  }

  /** One cell: the baseline's median MiB/s, another column's ratio and mark, or why there is none. */
  static String cell(Summary summary, String column, String op, String dataset) {
    Summary.CellStats c = summary.cell(column, op, dataset);
    return c.n() == 0 ? value(summary, column, op, dataset) : value(summary, column, op, dataset) + marks(summary, c);
  }

  /** {@link #cell} without the marks for spread, modes, outliers and missing forks. */
  static String value(Summary summary, String column, String op, String dataset) {
    Summary.CellStats c = summary.cell(column, op, dataset);
    if (c.n() == 0) {
      if (c.unsupported()) {
        return "unsupported";
      }
      return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
    }
    String value;
    if (column.equals(summary.run().baseline())) {
      value = Fmt.mib(summary.mibPerSecond(op, dataset, c.median())) + " MiB/s";
    } else {
      Summary.Difference d = summary.difference(column, op, dataset);
      value = d == null ? NO_VERDICT : ratio(d);
    }
    return value;
  }

  /** "1.12× ▲", "0.57× ▼", "≈ 0.98×", "0.93× –". */
  static String ratio(Summary.Difference d) {
    String r = Fmt.ratio(d.comparison().ratio());
    return switch (d.verdict()) {
      case FASTER -> r + " " + FASTER;
      case SLOWER -> r + " " + SLOWER;
      case SAME -> SAME + " " + r;
      case TOO_FEW -> r + " " + NO_VERDICT;
    };
  }

  private static String marks(Summary summary, Summary.CellStats c) {
    StringBuilder s = new StringBuilder();
    if (c.untrusted()) {
      s.append(TablesWriter.SPREAD_MARK);
    }
    if (c.modes() != null) {
      s.append(BIMODAL_MARK);
    }
    if (!Outliers.of(c).isEmpty()) {
      s.append(OUTLIER_MARK);
    }
    if (c.n() < TablesWriter.expected(summary, c)) {
      s.append(s.isEmpty() ? "" : " ").append("n=").append(c.n());
    }
    return s.isEmpty() ? "" : " " + s;
  }
}
