package protocross.aggregate.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import protocross.aggregate.model.History;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/**
 * One SVG per dataset and op ({@code <dataset>-<op>.svg}), drawn by XChart: one panel per
 * implementation, its releases left to right, each a dot at the median MiB/s of its forks with
 * the 95 % CI of the median as a whisker (none below six forks), on a linear axis from zero; the
 * segment from one release to the next is coloured by the step's verdict (thicker when called),
 * and a called step is labelled with its ratio. XChart colours a series, not a point: each
 * segment and each whisker is a two-point series of its own, in the legend once per colour.
 */
public final class HistoryCharts {
  private static final int SPACING = 70;
  private static final int MIN_WIDTH = 760;
  private static final int PANEL_HEIGHT = 300;
  private static final Color INK = new Color(0x222222);

  private HistoryCharts() {}

  /** File name → SVG bytes, in op then dataset order; one per (op, dataset) that has a line of two releases or more. */
  public static Map<String, byte[]> render(History history) {
    Map<String, byte[]> charts = new LinkedHashMap<>();
    for (History.OpHistory op : history.ops()) {
      // Every run of a history has the same datasets (HistoryRuns).
      for (RecordedRun.Dataset d : op.lines().get(0).run().datasets()) {
        charts.put(d.name() + "-" + op.op() + ".svg", canvas(op, d.name()).svg());
      }
    }
    return charts;
  }

  static ChartCanvas canvas(History.OpHistory op, String dataset) {
    List<History.LineHistory> lines = op.lines();
    int most = lines.stream().mapToInt(l -> l.line().points().size()).max().orElse(1);
    int width = Math.max(MIN_WIDTH, 120 + most * SPACING);
    List<XYChart> panels = new ArrayList<>();
    for (History.LineHistory line : lines) {
      panels.add(panel(line, op.op(), dataset, width));
    }
    List<String> runs = op.summaries().stream().map(x -> x.run().runId() + " (" + x.run().planned() + " forks per cell)")
        .toList();
    return ChartCanvas.column(panels, List.of(
        dataset + ", " + op.op() + ": throughput by release (MiB/s); " + (runs.size() == 1 ? "run " : "runs ")
            + String.join(", ", runs),
        "dot: median of forks; whisker: its 95 % CI (none below six forks); segment: step to the next release",
        "verdict: Mann–Whitney over forks, Benjamini–Hochberg across the run's steps of this op;",
        "a significant step is labelled later / earlier (history/tables.md)"));
  }

  private static XYChart panel(History.LineHistory lh, String op, String dataset, int width) {
    Summary summary = lh.summary();
    List<History.Point> points = lh.line().points();
    int n = points.size();
    XYChart chart = new XYChart(width, PANEL_HEIGHT);
    chart.setTitle(lh.line().impl() + " — " + dataset + ", " + op);
    chart.setYAxisTitle("MiB/s");
    XChartStyle.apply(chart.getStyler());
    double max = 0;
    for (History.Point p : points) {
      Summary.CellStats c = summary.cell(p.column(), op, dataset);
      if (c.n() > 0) {
        double[] ci = c.interval();
        max = Math.max(max, summary.mibPerSecond(op, dataset, ci == null ? Stats.max(c.opsPerSecond()) : ci[1]));
        max = Math.max(max, summary.mibPerSecond(op, dataset, c.median()));
      }
    }
    double tick = niceStep(max > 0 ? max / 4 : 1);
    double axisMax = Math.max(tick, Math.ceil(max * 1.12 / tick) * tick);
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setYAxisMax(axisMax);
    chart.getStyler().setXAxisMin(-0.5);
    chart.getStyler().setXAxisMax(n - 0.5);
    chart.getStyler().setPlotGridVerticalLinesVisible(false);
    if (points.stream().map(p -> p.release().text()).distinct().count() != n) {
      // XChart's tick loop never ends on repeated labels (it drops ticks until they are unique).
      throw new IllegalStateException("releases with the same label: " + points);
    }
    chart.setCustomXAxisTickLabelsFormatter(x -> {
      int i = (int) Math.round(x);
      if (i < 0 || i >= n) {
        // XChart formats the axis's min and max too and gives up on ticks when they read alike.
        return i < 0 ? "" : " ";
      }
      return points.get(i).release().text() + (points.get(i).pinned() ? " (pinned)" : "");
    });
    // Every release's x first and in order: XChart puts one tick per value only when the values
    // it sees first are equally spaced.
    double[] xs = new double[n];
    for (int i = 0; i < n; i++) {
      xs[i] = i;
    }
    XYSeries releases = chart.addSeries("releases", xs, new double[n]);
    releases.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    releases.setMarker(SeriesMarkers.NONE);
    releases.setShowInLegend(false);
    // Segments first, so the dots and whiskers are drawn over them.
    Set<Forest.Tone> inLegend = EnumSet.noneOf(Forest.Tone.class);
    int k = 0;
    for (History.Step step : lh.steps()) {
      if (!step.dataset().equals(dataset) || step.difference() == null) {
        continue;
      }
      int i = points.indexOf(step.from());
      double y0 = summary.mibPerSecond(op, dataset, step.difference().baseline().median());
      double y1 = summary.mibPerSecond(op, dataset, step.difference().cell().median());
      Forest.Tone tone = Forest.Tone.of(step.difference().verdict());
      boolean first = inLegend.add(tone);
      XYSeries s = chart.addSeries(first ? "step: " + tone.label : "step " + k++, new double[] {i, i + 1},
          new double[] {y0, y1});
      s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
      s.setMarker(SeriesMarkers.NONE);
      s.setLineColor(new Color(tone.rgb));
      s.setLineStyle(new BasicStroke(step.changed() ? 3f : 1.5f));
      s.setShowInLegend(first);
      if (step.changed()) {
        chart.addAnnotation(new AnnotationText(Fmt.ratio(step.difference().comparison().ratio()), i + 0.5,
            Math.max(y0, y1) + axisMax * 0.07, false));
      }
    }
    List<Double> medX = new ArrayList<>();
    List<Double> medY = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Summary.CellStats c = summary.cell(points.get(i).column(), op, dataset);
      if (c.n() == 0) {
        chart.addAnnotation(new AnnotationText(c.unsupported() ? "unsupported" : "no data", i, axisMax * 0.06, false));
        continue;
      }
      double[] ci = c.interval();
      if (ci != null) {
        XYSeries w = chart.addSeries("ci " + i, new double[] {i, i},
            new double[] {summary.mibPerSecond(op, dataset, ci[0]), summary.mibPerSecond(op, dataset, ci[1])});
        w.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        w.setMarker(SeriesMarkers.NONE);
        w.setLineColor(INK);
        w.setLineStyle(new BasicStroke(1.5f));
        w.setShowInLegend(false);
      }
      medX.add((double) i);
      medY.add(summary.mibPerSecond(op, dataset, c.median()));
    }
    if (!medX.isEmpty()) {
      XYSeries m = chart.addSeries("median (whisker: 95 % CI)", medX, medY);
      m.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      m.setMarker(SeriesMarkers.CIRCLE);
      m.setMarkerColor(INK);
    }
    return chart;
  }

  /** 1, 2 or 5 times a power of ten, at least {@code raw}: gridlines a reader can add up. */
  static double niceStep(double raw) {
    double power = Math.pow(10, Math.floor(Math.log10(raw)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * power >= raw - 1e-12 * power) {
        return m * power;
      }
    }
    return 10 * power;
  }
}
