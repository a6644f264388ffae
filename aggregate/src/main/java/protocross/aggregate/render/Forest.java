package protocross.aggregate.render;

import java.util.List;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;

/**
 * What one forest panel shows, before any drawing: rows top to bottom, each a comparison (ratio
 * to the baseline with its 95 % interval and verdict) or a cell without one (and why), in groups
 * (an op, or a dataset in the headline chart). Kept apart from {@link ForestPanel} so tests can ask which points, colours and whiskers a
 * chart has without reading pixels.
 */
record Forest(String title, List<Row> rows) {

  /** One row of the panel; {@code label} is what the axis shows beside it, unique in the panel. */
  sealed interface Row permits Point, Missing {
    String group();

    String label();
  }

  /** A cell with no comparison to draw: {@code why} is "unsupported" or "no data". */
  record Missing(String group, String label, String why) implements Row {}

  /** One comparison: the dot at {@code ratio}, the whisker [low, high] only when {@link #hasInterval()}. */
  record Point(String group, String label, double ratio, double low, double high, Tone tone, String verdictText) implements Row {
    /**
     * A 95 % interval exists: both ends finite and above zero. Too few forks give [0, ∞), which
     * used to be drawn across the whole axis; such a row is drawn as a dot without whisker.
     */
    boolean hasInterval() {
      return low > 0 && Double.isFinite(high);
    }
  }

  /** A comparison's row: the axis reads "group · column  verdict". */
  static Point point(String group, String column, Summary.Difference d) {
    Comparison c = d.comparison();
    String text = ThroughputTable.verdict(d);
    return new Point(group, group + " · " + column + "  " + text, c.ratio(), c.low(), c.high(), Tone.of(d.verdict()), text);
  }

  /** The colour classes of the charts: the verdict's (too few forks to judge reads as no difference). */
  enum Tone {
    FASTER("faster", 0x0072B2), SLOWER("slower", 0xD55E00), SAME("no significant difference", 0x777777);

    final String label;
    final int rgb;

    Tone(String label, int rgb) {
      this.label = label;
      this.rgb = rgb;
    }

    static Tone of(Verdict v) {
      return switch (v) {
        case FASTER -> FASTER;
        case SLOWER -> SLOWER;
        case SAME, TOO_FEW -> SAME;
      };
    }
  }
}
