package protocross.docker;

import protocross.jars.ColumnJvm;
import protocross.jars.Variant;

/**
 * Which image a column's forks run in: one per (implementation, JDK). The JDK is the image's base
 * (the run's own JDK 25, or the one a {@code ~jdk17}/{@code ~jdk21} column names); a column's option
 * sets and its variant's jar are not baked in (the options go on the command line, a host-built
 * jar is mounted), so {@code wire~g1} and {@code wire} share an image, {@code wire~jdk17} has its own.
 *
 * @param jdk the JDK's feature number ({@link ColumnJvm#RUN_JDK}: the run's own)
 */
record ImageKey(String impl, int jdk) {

  static ImageKey of(String column) {
    return new ImageKey(Variant.implOf(column), ColumnJvm.of(column).jdk());
  }

  /** The implementation's image on the run's own JDK: libraries and the run's JDK are asked there. */
  static ImageKey runJdk(String impl) {
    return new ImageKey(impl, ColumnJvm.RUN_JDK);
  }

  /**
   * The key as run.json {@code images} and the build contexts name it: the implementation, and
   * {@code ~jdkN} when the JDK is not the run's own ({@code protobuf-java~jdk17}, as the column reads).
   */
  String name() {
    return jdk == ColumnJvm.RUN_JDK ? impl : impl + ColumnJvm.SEPARATOR + "jdk" + jdk;
  }

  /** {@code protocross/<impl>:dev-<checkout>}, with {@code -jdkN} after it on another JDK than the run's. */
  String tag(String checkout) {
    return "protocross/" + impl + ":dev-" + checkout + (jdk == ColumnJvm.RUN_JDK ? "" : "-jdk" + jdk);
  }
}
