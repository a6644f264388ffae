package protocross.aggregate;

import java.awt.Color;
import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.VectorGraphicsEncoder.VectorGraphicsFormat;
import org.knowm.xchart.style.Styler.LegendPosition;

/** One grouped bar chart per op (datasets × implementations, MiB/s), as SVG for a code forge. */
final class Charts {
  /** Fixed per-position colours (colour-blind safe Okabe–Ito), so an implementation keeps its colour. */
  private static final Color[] COLORS = {
      new Color(0x0072B2), new Color(0xE69F00), new Color(0x009E73), new Color(0xCC79A7),
      new Color(0x56B4E9), new Color(0xD55E00), new Color(0xF0E442), new Color(0x000000)};
  private static final String FONT = "SansSerif";
  private static final Pattern CLIP_ID = Pattern.compile("clip-?\\d+");
  private static final Pattern LONG_DECIMAL = Pattern.compile("-?\\d+\\.\\d{3,}");

  private Charts() {}

  /** File name (op.svg) → SVG bytes, in run.json op order; an op without any data gets no chart. */
  static Map<String, byte[]> render(Summary summary) {
    Map<String, byte[]> charts = new LinkedHashMap<>();
    for (String op : summary.run().ops()) {
      if (summary.cells().stream().anyMatch(c -> c.op().equals(op) && c.n() > 0)) {
        charts.put(op + ".svg", svg(chart(summary, op)));
      }
    }
    return charts;
  }

  private static CategoryChart chart(Summary summary, String op) {
    Run run = summary.run();
    CategoryChart chart = new CategoryChartBuilder().width(1100).height(600)
        .title(op + ": throughput, median of " + run.passes() + " passes (run " + run.runId() + ")")
        .xAxisTitle("dataset")
        .yAxisTitle("throughput (MiB/s of payload bytes)")
        .build();
    var style = chart.getStyler();
    style.setChartBackgroundColor(Color.WHITE);
    style.setPlotBackgroundColor(Color.WHITE);
    style.setPlotBorderVisible(false);
    style.setPlotGridLinesColor(new Color(0xDDDDDD));
    style.setLegendPosition(LegendPosition.OutsideS);
    style.setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
    style.setLegendBorderColor(Color.WHITE);
    style.setSeriesColors(COLORS);
    style.setChartTitleFont(new Font(FONT, Font.BOLD, 18));
    style.setAxisTitleFont(new Font(FONT, Font.PLAIN, 15));
    style.setAxisTickLabelsFont(new Font(FONT, Font.PLAIN, 13));
    style.setLegendFont(new Font(FONT, Font.PLAIN, 14));
    style.setYAxisDecimalPattern("#,##0");
    style.setYAxisMin(0.0);
    style.setAvailableSpaceFill(0.8);
    style.setOverlapped(false);
    style.setToolTipsEnabled(false);
    style.setLocale(java.util.Locale.ROOT);

    List<String> datasets = run.datasets().stream().map(Run.Dataset::name).toList();
    for (String impl : run.impls()) {
      List<Double> values = new ArrayList<>();
      for (String dataset : datasets) {
        Summary.Cell c = summary.cell(impl, op, dataset);
        // No bar for a cell without data; tables.md says why.
        values.add(c.n() == 0 ? null : summary.mibPerSecond(dataset, c.median()));
      }
      chart.addSeries(impl, datasets, values);
    }
    return chart;
  }

  private static byte[] svg(CategoryChart chart) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      VectorGraphicsEncoder.saveVectorGraphic(chart, bytes, VectorGraphicsFormat.SVG);
    } catch (IOException e) {
      throw new AggregateException("cannot render chart: " + e.getMessage());
    }
    return stable(bytes.toString(StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
  }

  /**
   * The encoder names clip paths after identity hash codes, which differ on every JVM start:
   * renumber them in order of appearance. Glyph outlines come with up to 14 decimals; two are
   * below a hundredth of a pixel and cut the file to about a third.
   */
  static String stable(String svg) {
    Map<String, String> ids = new LinkedHashMap<>();
    Matcher m = CLIP_ID.matcher(svg);
    StringBuilder renumbered = new StringBuilder();
    while (m.find()) {
      String id = ids.computeIfAbsent(m.group(), k -> "clip" + (ids.size() + 1));
      m.appendReplacement(renumbered, id);
    }
    m.appendTail(renumbered);
    Matcher d = LONG_DECIMAL.matcher(renumbered);
    StringBuilder rounded = new StringBuilder();
    while (d.find()) {
      String r = new BigDecimal(d.group()).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
      d.appendReplacement(rounded, r.equals("-0") ? "0" : r);
    }
    d.appendTail(rounded);
    return rounded.toString();
  }
}
