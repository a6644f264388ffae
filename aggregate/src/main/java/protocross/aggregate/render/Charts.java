package protocross.aggregate.render;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/**
 * One SVG per dataset: every column's throughput ratio to the baseline, per op, as a dot (the
 * Hodges–Lehmann estimate) with its 95 % confidence interval as a whisker, on a log axis so that
 * 0.5× and 2× are equally far from 1×. Colour says the verdict. Written by hand rather than by a
 * charting library: plain SVG text elements, fixed coordinates, Locale.ROOT numbers, so the bytes
 * depend on the data alone (not on the JDK's fonts) and regenerate identically.
 */
public final class Charts {
  private static final int LEFT = 190;
  private static final int PLOT = 520;
  private static final int RIGHT = 400;
  private static final int ROW = 22;
  private static final int HEADING = 28;
  private static final int TOP = 56;
  static final String FASTER = "#0072B2";
  public static final String SLOWER = "#D55E00";
  static final String SAME = "#777777";
  static final String FONT = "font-family=\"DejaVu Sans, Arial, sans-serif\"";

  private Charts() {}

  /** File name ({@code <dataset>.svg}) → SVG bytes, in run.json dataset order; none without a baseline. */
  static Map<String, byte[]> render(Summary summary) {
    Map<String, byte[]> charts = new LinkedHashMap<>();
    RecordedRun run = summary.run();
    for (RecordedRun.Dataset d : run.datasets()) {
      boolean any = run.ops().stream().anyMatch(op -> run.columns().stream()
          .anyMatch(c -> summary.difference(c, op, d.name()) != null));
      if (any) {
        charts.put(d.name() + ".svg", svg(summary, d.name()).getBytes(StandardCharsets.UTF_8));
      }
    }
    return charts;
  }

  private static String svg(Summary summary, String dataset) {
    RecordedRun run = summary.run();
    List<String> columns = run.columns().stream().filter(c -> !c.equals(run.baseline())).toList();
    double lo = 1;
    double hi = 1;
    for (String op : run.ops()) {
      for (String column : columns) {
        Summary.Difference d = summary.difference(column, op, dataset);
        if (d != null) {
          lo = Math.min(lo, finite(d.comparison().low(), d.comparison().ratio()));
          hi = Math.max(hi, finite(d.comparison().high(), d.comparison().ratio()));
        }
      }
    }
    // Axis from one power of two below the lowest bound to one above the highest, at least ½ to 2.
    int kLo = Math.min(-1, (int) Math.floor(log2(lo)));
    int kHi = Math.max(1, (int) Math.ceil(log2(hi)));
    int height = TOP + run.ops().size() * (HEADING + columns.size() * ROW) + 90;
    int width = LEFT + PLOT + RIGHT;
    StringBuilder s = new StringBuilder();
    s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"").append(height)
        .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" ").append(FONT)
        .append(" font-size=\"13\">\n");
    s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    text(s, 12, 24, "start", "bold", 16, dataset + ": throughput relative to " + run.baseline()
        + " (ratio, 95 % CI, log axis)");
    text(s, 12, 42, "start", "normal", 12, "run " + run.runId() + "; " + run.planned() + " " + run.layout().plural
        + " per cell; right of 1× is faster than " + run.baseline());
    int plotTop = TOP;
    int plotBottom = height - 80;
    for (int k = kLo; k <= kHi; k++) {
      double x = x(Math.pow(2, k), kLo, kHi);
      String stroke = k == 0 ? "#333333" : "#DDDDDD";
      s.append("<line x1=\"").append(num(x)).append("\" y1=\"").append(plotTop).append("\" x2=\"").append(num(x))
          .append("\" y2=\"").append(plotBottom).append("\" stroke=\"").append(stroke).append("\"/>\n");
      text(s, x, plotBottom + 16, "middle", "normal", 12, tick(k));
    }
    int y = plotTop;
    for (String op : run.ops()) {
      y += HEADING;
      text(s, 12, y - 8, "start", "bold", 14, op);
      for (String column : columns) {
        int cy = y + ROW / 2;
        text(s, LEFT - 10, cy + 4, "end", "normal", 13, column);
        Summary.Difference d = summary.difference(column, op, dataset);
        if (d == null) {
          String why = summary.cell(column, op, dataset).unsupported() ? "unsupported" : "no data";
          text(s, LEFT + PLOT + 10, cy + 4, "start", "normal", 12, why + " (see tables.md)");
        } else {
          whisker(s, d, cy, kLo, kHi);
        }
        y += ROW;
      }
    }
    int ly = height - 42;
    legend(s, 12, ly, FASTER, "faster");
    legend(s, 92, ly, SLOWER, "slower");
    legend(s, 172, ly, SAME, "no significant difference");
    text(s, 12, ly + 26, "start", "normal", 12, "dot: Hodges–Lehmann estimate over " + run.layout().plural
        + "; whisker: 95 % CI; verdict: Mann–Whitney, Benjamini–Hochberg across the op's table (tables.md)");
    s.append("</svg>\n");
    return s.toString();
  }

  private static void whisker(StringBuilder s, Summary.Difference d, int cy, int kLo, int kHi) {
    Comparison c = d.comparison();
    String colour = switch (d.verdict()) {
      case FASTER -> FASTER;
      case SLOWER -> SLOWER;
      case SAME, TOO_FEW -> SAME;
    };
    double x0 = x(Math.max(c.low(), Math.pow(2, kLo)), kLo, kHi);
    double x1 = x(Math.min(c.high(), Math.pow(2, kHi)), kLo, kHi);
    s.append("<line x1=\"").append(num(x0)).append("\" y1=\"").append(cy).append("\" x2=\"").append(num(x1))
        .append("\" y2=\"").append(cy).append("\" stroke=\"").append(colour).append("\" stroke-width=\"2\"/>\n");
    for (double x : new double[] {x0, x1}) {
      s.append("<line x1=\"").append(num(x)).append("\" y1=\"").append(cy - 5).append("\" x2=\"").append(num(x))
          .append("\" y2=\"").append(cy + 5).append("\" stroke=\"").append(colour).append("\" stroke-width=\"2\"/>\n");
    }
    s.append("<circle cx=\"").append(num(x(c.ratio(), kLo, kHi))).append("\" cy=\"").append(cy)
        .append("\" r=\"4.5\" fill=\"").append(colour).append("\"/>\n");
    text(s, LEFT + PLOT + 10, cy + 4, "start", "normal", 12, ThroughputTable.verdict(d));
  }

  static void legend(StringBuilder s, int x, int y, String colour, String label) {
    s.append("<circle cx=\"").append(x + 5).append("\" cy=\"").append(y).append("\" r=\"4.5\" fill=\"").append(colour)
        .append("\"/>\n");
    text(s, x + 14, y + 4, "start", "normal", 12, label);
  }

  static void text(StringBuilder s, double x, double y, String anchor, String weight, int size, String text) {
    s.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"").append(anchor)
        .append('"');
    if (!weight.equals("normal")) {
      s.append(" font-weight=\"").append(weight).append('"');
    }
    if (size != 13) {
      s.append(" font-size=\"").append(size).append('"');
    }
    s.append('>').append(escape(text)).append("</text>\n");
  }

  private static double x(double ratio, int kLo, int kHi) {
    double clamped = Math.min(Math.max(ratio, Math.pow(2, kLo)), Math.pow(2, kHi));
    return LEFT + (log2(clamped) - kLo) / (kHi - kLo) * PLOT;
  }

  private static String tick(int k) {
    return k >= 0 ? (1 << k) + "×" : "1/" + (1 << -k) + "×";
  }

  private static double finite(double bound, double fallback) {
    return Double.isInfinite(bound) || bound <= 0 ? fallback : bound;
  }

  private static double log2(double v) {
    return Math.log(v) / Math.log(2);
  }

  static String num(double v) {
    String s = String.format(Locale.ROOT, "%.1f", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
