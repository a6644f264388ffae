package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/**
 * The charts of one run, drawn by XChart ({@link ForestPanel}, {@link ChartCanvas}): one SVG per
 * dataset, every column's throughput ratio to the baseline per op, a dot (the Hodges–Lehmann
 * estimate) with its 95 % confidence interval as a whisker on a log axis, coloured by verdict;
 * and {@code headline.svg} / {@code headline.png}: per dataset, each implementation's ratio for
 * {@code decode_read} and {@code encode}, one panel per op side by side.
 */
public final class Charts {
  /** The ops of the headline chart, in this order. */
  static final List<String> HEADLINE_OPS = List.of("decode_read", "encode");
  private static final int FOREST_WIDTH = 760;
  private static final int HEADLINE_WIDTH = 520;

  private Charts() {}

  /** File name → bytes: {@code <dataset>.svg} in run.json dataset order, then the headline; none without a baseline. */
  static Map<String, byte[]> render(Summary summary) {
    Map<String, byte[]> charts = new LinkedHashMap<>();
    RecordedRun run = summary.run();
    for (RecordedRun.Dataset d : run.datasets()) {
      Forest f = forest(summary, d.name());
      if (f.rows().stream().anyMatch(r -> r instanceof Forest.Point)) {
        charts.put(d.name() + ".svg", datasetCanvas(summary, f).svg());
      }
    }
    ChartCanvas headline = headlineCanvas(summary);
    if (headline != null) {
      charts.put("headline.svg", headline.svg());
      charts.put("headline.png", headline.png());
    }
    return charts;
  }

  /** One dataset's rows: per op, each column but the baseline. */
  static Forest forest(Summary summary, String dataset) {
    RecordedRun run = summary.run();
    List<Forest.Row> rows = new ArrayList<>();
    for (String op : run.ops()) {
      for (String column : run.columns()) {
        if (!column.equals(run.baseline())) {
          rows.add(row(summary, column, op, dataset, op));
        }
      }
    }
    return new Forest(dataset + ": throughput relative to " + run.baseline() + " (ratio, 95 % CI, log axis)", rows);
  }

  /**
   * One op's headline rows: per dataset, each implementation but the baseline (A/A
   * twins left out: they are no implementation). Null when the run has not timed that op.
   */
  static Forest headline(Summary summary, String op) {
    RecordedRun run = summary.run();
    if (!run.ops().contains(op)) {
      return null;
    }
    List<Forest.Row> rows = new ArrayList<>();
    boolean any = false;
    for (RecordedRun.Dataset d : run.datasets()) {
      for (String column : run.columns()) {
        if (!column.equals(run.baseline()) && !column.contains("#")) {
          Forest.Row r = row(summary, column, op, d.name(), d.name());
          any |= r instanceof Forest.Point;
          rows.add(r);
        }
      }
    }
    return any ? new Forest(op + ": ratio to " + run.baseline(), rows) : null;
  }

  private static Forest.Row row(Summary summary, String column, String op, String dataset, String group) {
    Summary.Difference d = summary.difference(column, op, dataset);
    if (d == null) {
      String why = summary.cell(column, op, dataset).unsupported() ? "unsupported" : "no data";
      return new Forest.Missing(group, group + " · " + column + "  " + why + " (see tables.md)", why);
    }
    return Forest.point(group, column, d);
  }

  private static ChartCanvas.Placed placed(Forest f, XYChart chart, int x, int y, List<String> labels) {
    List<Double> at = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      at.add(ForestPanel.rowY(f, i));
    }
    return new ChartCanvas.Placed(chart, x, y, labels, at);
  }

  private static ChartCanvas datasetCanvas(Summary summary, Forest f) {
    RecordedRun run = summary.run();
    double[] axis = LogAxis.range(List.of(f));
    XYChart chart = ForestPanel.chart(f, FOREST_WIDTH, axis[0], axis[1],
        "ratio to " + run.baseline() + " (log axis); right of 1× is faster");
    List<String> labels = f.rows().stream().map(Forest.Row::label).toList();
    int lw = ChartCanvas.labelWidth(labels);
    return new ChartCanvas(List.of(placed(f, chart, lw, 0, labels)), List.of(
        "run " + run.runId() + "; " + run.planned() + " " + run.layout().plural + " per cell",
        summary.pairedVerdicts()
            ? "dot: mean log ratio over fork groups; whisker: 95 % CI; verdict: paired t, Benjamini–Hochberg across the"
                + " op's table (tables.md)"
            : "dot: Hodges–Lehmann estimate over " + run.layout().plural + "; whisker: 95 % CI; verdict: Mann–Whitney,"
                + " Benjamini–Hochberg across the op's table (tables.md)"));
  }

  private static ChartCanvas headlineCanvas(Summary summary) {
    RecordedRun run = summary.run();
    List<Forest> panels = new ArrayList<>();
    for (String op : HEADLINE_OPS) {
      Forest f = headline(summary, op);
      if (f != null) {
        panels.add(f);
      }
    }
    if (panels.isEmpty()) {
      return null;
    }
    // One x range for both panels, so the same distance means the same factor in each.
    double[] axis = LogAxis.range(panels);
    List<ChartCanvas.Placed> placed = new ArrayList<>();
    int x = 0;
    for (Forest f : panels) {
      XYChart chart = ForestPanel.chart(f, HEADLINE_WIDTH, axis[0], axis[1],
          "ratio to " + run.baseline() + " (log axis); right of 1× is faster");
      List<String> labels = f.rows().stream().map(Forest.Row::label).toList();
      int lw = ChartCanvas.labelWidth(labels);
      placed.add(placed(f, chart, x + lw, 0, labels));
      x += lw + HEADLINE_WIDTH;
    }
    return new ChartCanvas(placed, List.of(
        "run " + run.runId() + "; " + run.planned() + " " + run.layout().plural + " per cell; dot: "
            + (summary.pairedVerdicts() ? "mean log ratio over fork groups" : "Hodges–Lehmann estimate")
            + "; whisker: 95 % CI; colour: verdict (tables.md)"));
  }
}
