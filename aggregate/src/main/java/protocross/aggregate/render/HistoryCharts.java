package protocross.aggregate.render;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.History;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.RecordedRun;

/**
 * One SVG per dataset and op ({@code <dataset>-<op>.svg}): one panel per implementation, its
 * releases left to right, each a dot at the median MiB/s of its forks with the 95 % CI of the median
 * as a whisker (none below six forks), on a linear axis from zero; the segment from one release to
 * the next is coloured by the step's verdict, and a significant step is labelled with its ratio.
 * Plain SVG text like {@link Charts}, so the bytes depend on the data alone.
 */
public final class HistoryCharts {
  private static final int LEFT = 90;
  private static final int SPACING = 70;
  private static final int RIGHT = 30;
  private static final int TOP = 64;
  private static final int PANEL_HEADING = 26;
  private static final int PLOT = 170;
  private static final int AXIS_LABELS = 44;
  private static final int BOTTOM = 84;
  private static final int MIN_WIDTH = 760;

  private HistoryCharts() {}

  /** File name → SVG bytes, in op then dataset order; one per (op, dataset) that has a line of two releases or more. */
  public static Map<String, byte[]> render(History history) {
    Map<String, byte[]> charts = new LinkedHashMap<>();
    for (History.OpHistory op : history.ops()) {
      // Every run of a history has the same datasets (HistoryRuns).
      for (RecordedRun.Dataset d : op.lines().get(0).run().datasets()) {
        charts.put(d.name() + "-" + op.op() + ".svg", svg(op, d.name()).getBytes(StandardCharsets.UTF_8));
      }
    }
    return charts;
  }

  private static String svg(History.OpHistory op, String dataset) {
    List<History.LineHistory> lines = op.lines();
    int most = lines.stream().mapToInt(l -> l.line().points().size()).max().orElse(1);
    int width = Math.max(MIN_WIDTH, LEFT + most * SPACING + RIGHT);
    int panel = PANEL_HEADING + PLOT + AXIS_LABELS;
    int height = TOP + lines.size() * panel + BOTTOM;
    StringBuilder s = new StringBuilder();
    s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"").append(height)
        .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" ").append(Charts.FONT)
        .append(" font-size=\"13\">\n");
    s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    Charts.text(s, 12, 24, "start", "bold", 16, dataset + ", " + op.op() + ": throughput by release (MiB/s)");
    List<String> runs = op.summaries().stream().map(x -> x.run().runId() + " (" + x.run().planned() + " forks per cell)")
        .toList();
    Charts.text(s, 12, 44, "start", "normal", 12, (runs.size() == 1 ? "run " : "runs ") + String.join(", ", runs)
        + "; dot: median of forks; whisker: its 95 % CI (none below six forks)");
    int y = TOP;
    for (History.LineHistory line : lines) {
      panel(s, line, op.op(), dataset, y);
      y += panel;
    }
    int ly = height - 54;
    Charts.text(s, 12, ly - 4, "start", "normal", 12, "step to the next release:");
    Charts.legend(s, 170, ly - 8, Charts.FASTER, "faster");
    Charts.legend(s, 250, ly - 8, Charts.SLOWER, "slower");
    Charts.legend(s, 330, ly - 8, Charts.SAME, "no significant difference");
    Charts.text(s, 12, ly + 20, "start", "normal", 12, "verdict: Mann–Whitney over forks, Benjamini–Hochberg across the"
        + " run's steps of this op;");
    Charts.text(s, 12, ly + 36, "start", "normal", 12, "a significant step is labelled later / earlier (history/tables.md)");
    s.append("</svg>\n");
    return s.toString();
  }

  private static void panel(StringBuilder s, History.LineHistory lh, String op, String dataset, int top) {
    Summary summary = lh.summary();
    History.Line line = lh.line();
    Charts.text(s, 12, top + 18, "start", "bold", 14, line.impl());
    int plotTop = top + PANEL_HEADING;
    int plotBottom = plotTop + PLOT;
    List<History.Point> points = line.points();
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
    double axisMax = Math.max(tick, Math.ceil(max / tick) * tick);
    int right = LEFT + points.size() * SPACING;
    for (int k = 0; k * tick <= axisMax + tick / 1e6; k++) {
      double gy = y(k * tick, axisMax, plotTop, plotBottom);
      s.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(Charts.num(gy)).append("\" x2=\"").append(right)
          .append("\" y2=\"").append(Charts.num(gy)).append("\" stroke=\"").append(k == 0 ? "#333333" : "#DDDDDD")
          .append("\"/>\n");
      Charts.text(s, LEFT - 6, gy + 4, "end", "normal", 11, tickLabel(k * tick, tick));
    }
    Charts.text(s, 12, plotTop + PLOT / 2.0, "start", "normal", 11, "MiB/s");
    // Segments first, so the dots and whiskers are drawn over them.
    for (History.Step step : lh.steps()) {
      if (!step.dataset().equals(dataset) || step.difference() == null) {
        continue;
      }
      int i = points.indexOf(step.from());
      double x0 = x(i);
      double x1 = x(i + 1);
      double y0 = y(summary.mibPerSecond(op, dataset, step.difference().baseline().median()), axisMax, plotTop, plotBottom);
      double y1 = y(summary.mibPerSecond(op, dataset, step.difference().cell().median()), axisMax, plotTop, plotBottom);
      String colour = colour(step.difference().verdict());
      s.append("<line x1=\"").append(Charts.num(x0)).append("\" y1=\"").append(Charts.num(y0)).append("\" x2=\"")
          .append(Charts.num(x1)).append("\" y2=\"").append(Charts.num(y1)).append("\" stroke=\"").append(colour)
          .append("\" stroke-width=\"").append(step.changed() ? "3" : "1.5").append("\"/>\n");
      if (step.changed()) {
        Charts.text(s, (x0 + x1) / 2, Math.min(y0, y1) - 8, "middle", "bold", 11,
            Fmt.ratio(step.difference().comparison().ratio()));
      }
    }
    for (int i = 0; i < points.size(); i++) {
      History.Point p = points.get(i);
      Summary.CellStats c = summary.cell(p.column(), op, dataset);
      double x = x(i);
      Charts.text(s, x, plotBottom + 16, "middle", "normal", 11, p.release().text());
      if (p.pinned()) {
        Charts.text(s, x, plotBottom + 30, "middle", "normal", 10, "pinned");
      }
      if (c.n() == 0) {
        Charts.text(s, x, plotBottom - 6, "middle", "normal", 10, c.unsupported() ? "unsupported" : "no data");
        continue;
      }
      double[] ci = c.interval();
      if (ci != null) {
        double lo = y(summary.mibPerSecond(op, dataset, ci[0]), axisMax, plotTop, plotBottom);
        double hi = y(summary.mibPerSecond(op, dataset, ci[1]), axisMax, plotTop, plotBottom);
        line(s, x, lo, x, hi);
        line(s, x - 5, lo, x + 5, lo);
        line(s, x - 5, hi, x + 5, hi);
      }
      s.append("<circle cx=\"").append(Charts.num(x)).append("\" cy=\"")
          .append(Charts.num(y(summary.mibPerSecond(op, dataset, c.median()), axisMax, plotTop, plotBottom)))
          .append("\" r=\"4\" fill=\"#222222\"/>\n");
    }
  }

  private static void line(StringBuilder s, double x0, double y0, double x1, double y1) {
    s.append("<line x1=\"").append(Charts.num(x0)).append("\" y1=\"").append(Charts.num(y0)).append("\" x2=\"")
        .append(Charts.num(x1)).append("\" y2=\"").append(Charts.num(y1)).append("\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n");
  }

  private static String colour(Verdict v) {
    return switch (v) {
      case FASTER -> Charts.FASTER;
      case SLOWER -> Charts.SLOWER;
      case SAME, TOO_FEW -> Charts.SAME;
    };
  }

  private static double x(int i) {
    return LEFT + (i + 0.5) * SPACING;
  }

  private static double y(double value, double axisMax, int plotTop, int plotBottom) {
    return plotBottom - value / axisMax * (plotBottom - plotTop);
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

  private static String tickLabel(double v, double tick) {
    return tick >= 1 ? String.format(java.util.Locale.ROOT, "%,.0f", v) : Charts.num(v);
  }
}
