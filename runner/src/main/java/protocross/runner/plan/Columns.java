package protocross.runner.plan;

import protocross.jars.Variant;

/**
 * A column is what a table column shows: a {@link Variant} (an implementation, at its pinned
 * version or at {@code @version}), or the A/A twin of one, {@code <variant>#2}: the same jar with
 * the same flags, scheduled like any other column, so the suite can measure its own
 * false-positive rate (a variant against itself).
 */
public final class Columns {
  private Columns() {}

  static final String TWIN_SUFFIX = "#2";

  public static String twinOf(String variant) {
    return variant + TWIN_SUFFIX;
  }

  /** The variant whose jar a column runs: the column without its A/A suffix. */
  public static String variantOf(String column) {
    int i = column.indexOf('#');
    return i < 0 ? column : column.substring(0, i);
  }

  /** The implementation a column measures: without A/A suffix and version. */
  public static String implOf(String column) {
    return Variant.implOf(variantOf(column));
  }
}
