package protocross.aggregate.render;

import java.util.Locale;

/** Every number the outputs print, formatted one way (Locale.ROOT) so output is byte-stable. */
public final class Fmt {
  private Fmt() {}

  public static String mib(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  static String opsPerSecond(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  /** Signed whole percent; "+0 %" rather than "-0 %". */
  static String percentChange(double ratio) {
    long pct = Math.round((ratio - 1) * 100);
    return (pct >= 0 ? "+" : "") + pct + " %";
  }

  static String percent(double fraction) {
    return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
  }

  static String bytes(double v) {
    return String.format(Locale.ROOT, "%,.0f", v);
  }

  static String ratio(double v) {
    return ratioBound(v) + "×";
  }

  /** A ratio or an interval bound, two decimals; an unbounded side (too few forks) prints as such. */
  static String ratioBound(double v) {
    if (v == Double.POSITIVE_INFINITY) {
      return "∞";
    }
    return String.format(Locale.ROOT, "%.2f", v);
  }

  static String nanos(double v) {
    return String.format(Locale.ROOT, "%,.0f", v);
  }
}
