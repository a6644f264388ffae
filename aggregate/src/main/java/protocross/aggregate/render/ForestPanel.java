package protocross.aggregate.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One {@link Forest} as an XChart {@link XYChart}: x is the ratio on XChart's logarithmic axis
 * (ticks at 0.5, 0.6, … 1, 2, 3 …; labels at 1, 2, 3, 5 of each decade), y the rows (row i at y = n − 1 − i, labelled beside the chart
 * by {@link ChartCanvas}). XChart has no per-point colours and only symmetric error bars, so each verdict is
 * a scatter series of its own (its legend entry) and each interval a two-point line series of its
 * verdict's colour (not in the legend); a row without an interval has a cross and no line.
 */
final class ForestPanel {
  static final int ROW = 20;
  private static final int CHROME = 110;
  static final String NO_INTERVAL = "no interval (too few forks)";

  private ForestPanel() {}

  /** Row i's y value in the chart. */
  static double rowY(Forest f, int i) {
    return f.rows().size() - 1 - i;
  }

  /** The panel's height in pixels for its rows. */
  static int height(Forest f) {
    return CHROME + f.rows().size() * ROW;
  }

  /** The chart, {@code width} wide, its x axis from {@code lo} to {@code hi} (ratios; bounds beyond are cut there). */
  static XYChart chart(Forest f, int width, double lo, double hi, String xTitle) {
    XYChart chart = new XYChart(width, height(f));
    chart.setTitle(f.title());
    chart.setXAxisTitle(xTitle);
    XChartStyle.apply(chart.getStyler());
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setXAxisLogarithmicDecadeOnly(false);
    chart.getStyler().setXAxisMin(lo);
    chart.getStyler().setXAxisMax(hi);
    // XChart labels every log tick (0.1, 0.2 … 0.9, 1, 2 … 10); from 0.4 to 0.9 they are a few
    // pixels apart and run together, so only ticks 1, 2, 3 and 5 of a decade carry a label.
    chart.getStyler().setXAxisTickLabelsFormattingFunction(ForestPanel::tickLabel);
    int n = f.rows().size();
    chart.getStyler().setYAxisMin(-0.6);
    chart.getStyler().setYAxisMax(n - 0.4);
    chart.getStyler().setPlotGridHorizontalLinesVisible(false);
    // The row labels are drawn beside the chart by ChartCanvas (XChart's tick loop does not end
    // on a category axis of a few dozen long labels), at the rows' screen y after painting.
    chart.getStyler().setYAxisTicksVisible(false);
    double[] rowsY = new double[n];
    double[] ones = new double[n];
    for (int i = 0; i < n; i++) {
      rowsY[i] = n - 1 - i;
      ones[i] = 1;
    }
    hidden(chart.addSeries("rows", ones, rowsY));
    chart.addAnnotation(new AnnotationLine(1, true, false));
    // A line between groups (ops, or datasets): XChart puts a tick at every row only when rows
    // are equally spaced, so groups are not set apart by a gap.
    for (int i = 1; i < n; i++) {
      if (!f.rows().get(i).group().equals(f.rows().get(i - 1).group())) {
        chart.addAnnotation(new AnnotationLine(n - i - 0.5, false, false));
      }
    }
    List<List<double[]>> dots = new ArrayList<>();
    for (int t = 0; t < Forest.Tone.values().length * 2; t++) {
      dots.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      if (!(f.rows().get(i) instanceof Forest.Point p)) {
        continue;
      }
      double y = n - 1 - i;
      double x = clamp(p.ratio(), lo, hi);
      if (p.hasInterval()) {
        XYSeries whisker = chart.addSeries("ci " + i, new double[] {clamp(p.low(), lo, hi), clamp(p.high(), lo, hi)},
            new double[] {y, y});
        whisker.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        whisker.setMarker(SeriesMarkers.NONE);
        whisker.setLineColor(new Color(p.tone().rgb));
        whisker.setLineStyle(new BasicStroke(2f));
        whisker.setShowInLegend(false);
      }
      dots.get(p.tone().ordinal() * 2 + (p.hasInterval() ? 0 : 1)).add(new double[] {x, y});
    }
    // Only the tones drawn get a legend entry; a row without interval is a cross of its tone's
    // colour, in a series whose legend entry says so.
    for (Forest.Tone tone : Forest.Tone.values()) {
      for (int noInterval = 0; noInterval < 2; noInterval++) {
        List<double[]> pts = dots.get(tone.ordinal() * 2 + noInterval);
        if (pts.isEmpty()) {
          continue;
        }
        XYSeries s = chart.addSeries(noInterval == 0 ? tone.label
            : (tone == Forest.Tone.SAME ? "" : tone.label + ", ") + NO_INTERVAL,
            pts.stream().mapToDouble(d -> d[0]).toArray(), pts.stream().mapToDouble(d -> d[1]).toArray());
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(noInterval == 1 ? SeriesMarkers.CROSS : SeriesMarkers.CIRCLE);
        s.setMarkerColor(new Color(tone.rgb));
      }
    }
    return chart;
  }

  /** A log tick's label: "0.2", "1", "5", "10" for ticks 1, 2, 3, 5 of a decade; "" for the others. */
  static String tickLabel(double x) {
    int exponent = (int) Math.floor(Math.log10(x) + 1e-9);
    double scaled = x / Math.pow(10, exponent);
    long mantissa = Math.round(scaled);
    if (Math.abs(scaled - mantissa) > 1e-6 || !(mantissa == 1 || mantissa == 2 || mantissa == 3 || mantissa == 5)) {
      return "";
    }
    return BigDecimal.valueOf(mantissa).scaleByPowerOfTen(exponent).stripTrailingZeros().toPlainString();
  }

  private static void hidden(XYSeries s) {
    s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    s.setMarker(SeriesMarkers.NONE);
    s.setShowInLegend(false);
  }

  private static double clamp(double v, double lo, double hi) {
    return Math.min(Math.max(v, lo), hi);
  }
}
