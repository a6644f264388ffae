package protocross.runner;

/**
 * A column is what a table column shows: an implementation id, or the A/A twin of one,
 * {@code <impl>#2}: the same jar with the same flags, scheduled like any other column, so the
 * suite can measure its own false-positive rate (an implementation against itself).
 */
public final class Columns {
  private Columns() {}

  static final String TWIN_SUFFIX = "#2";

  public static String twinOf(String impl) {
    return impl + TWIN_SUFFIX;
  }

  /** The implementation whose jar a column runs. */
  public static String implOf(String column) {
    int i = column.indexOf('#');
    return i < 0 ? column : column.substring(0, i);
  }
}
