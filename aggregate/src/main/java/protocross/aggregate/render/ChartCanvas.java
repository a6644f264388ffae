package protocross.aggregate.render;

import de.erichseifert.vectorgraphics2d.Document;
import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.ImageIO;
import org.knowm.xchart.internal.chartpart.IChart;

/**
 * Several XChart charts on one page, with lines of notes under them, written as SVG (XChart's own
 * back end, VectorGraphics2D's {@link SVGProcessor}, as {@code VectorGraphicsEncoder} uses it) or
 * PNG ({@link ImageIO}). {@code VectorGraphicsEncoder} and {@code BitmapEncoder} take one chart a
 * page; the panels of a chart (one per op, or per implementation) are placed here instead.
 */
final class ChartCanvas {
  private static final int NOTE_LINE = 16;

  static {
    // AWT must not look for a display: the aggregator runs on build hosts without one.
    System.setProperty("java.awt.headless", "true");
  }

  /** A chart at (x, y) of the page, with labels right-aligned left of it at chart y values {@code labelsAt}. */
  record Placed(IChart chart, int x, int y, List<String> labels, List<Double> labelsAt) {
    Placed(IChart chart, int x, int y) {
      this(chart, x, y, List.of(), List.of());
    }
  }

  // 13 px, not Java's default 12: VectorGraphics2D leaves a default size out of the SVG, and a
  // browser would then use its own 16 px.
  static final Font LABEL_FONT = new Font(XChartStyle.FONT, Font.PLAIN, 13);

  /** The width the longest of {@code labels} takes in {@link #LABEL_FONT}, plus a margin. */
  static int labelWidth(List<String> labels) {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    java.awt.FontMetrics m = g.getFontMetrics(LABEL_FONT);
    int w = labels.stream().mapToInt(m::stringWidth).max().orElse(0);
    g.dispose();
    return w + 16;
  }

  private final List<Placed> charts;
  private final List<String> notes;
  private final int width;
  private final int height;

  /** The page: the charts as placed, then {@code notes}, one a line, under the lowest chart. */
  ChartCanvas(List<Placed> charts, List<String> notes) {
    this.charts = charts;
    this.notes = notes;
    this.width = charts.stream().mapToInt(p -> p.x() + p.chart().getWidth()).max().orElse(1);
    this.height = charts.stream().mapToInt(p -> p.y() + p.chart().getHeight()).max().orElse(1)
        + (notes.isEmpty() ? 0 : notes.size() * NOTE_LINE + 10);
  }

  /** Charts stacked top to bottom at x = 0. */
  static ChartCanvas column(List<? extends IChart> charts, List<String> notes) {
    java.util.ArrayList<Placed> placed = new java.util.ArrayList<>();
    int y = 0;
    for (IChart c : charts) {
      placed.add(new Placed(c, 0, y));
      y += c.getHeight();
    }
    return new ChartCanvas(placed, notes);
  }

  /** Charts side by side at y = 0. */
  static ChartCanvas row(List<? extends IChart> charts, List<String> notes) {
    java.util.ArrayList<Placed> placed = new java.util.ArrayList<>();
    int x = 0;
    for (IChart c : charts) {
      placed.add(new Placed(c, x, 0));
      x += c.getWidth();
    }
    return new ChartCanvas(placed, notes);
  }

  int width() {
    return width;
  }

  int height() {
    return height;
  }

  byte[] svg() {
    VectorGraphics2D g = new VectorGraphics2D();
    paint(g);
    Document doc = new SVGProcessor().getDocument(g.getCommands(), new PageSize(0, 0, width, height));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      doc.writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  byte[] png() {
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    paint(g);
    g.dispose();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, "png", out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  private void paint(Graphics2D g) {
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    for (Placed p : charts) {
      AffineTransform saved = g.getTransform();
      g.translate(p.x(), p.y());
      p.chart().paint(g, p.chart().getWidth(), p.chart().getHeight());
      g.setTransform(saved);
      if (!p.labels().isEmpty()) {
        // The axis's screen values are known once the chart has been painted.
        org.knowm.xchart.internal.chartpart.AxesChart<?, ?> axes = (org.knowm.xchart.internal.chartpart.AxesChart<?, ?>) p.chart();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(0x222222));
        g.setFont(LABEL_FONT);
        java.awt.FontMetrics m = g.getFontMetrics();
        for (int i = 0; i < p.labels().size(); i++) {
          String label = p.labels().get(i);
          double sy = axes.getScreenYFromChart(p.labelsAt().get(i));
          g.drawString(label, p.x() - 6 - m.stringWidth(label), (float) (p.y() + sy + m.getAscent() / 2.0 - 1));
        }
      }
    }
    // Notes under the charts: XChart has one title a chart and no free text below the legend.
    g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(new Color(0x222222));
    g.setFont(new Font(XChartStyle.FONT, Font.PLAIN, 13));
    int y = height - notes.size() * NOTE_LINE + 4;
    for (String note : notes) {
      g.drawString(note, 12, y);
      y += NOTE_LINE;
    }
  }
}
