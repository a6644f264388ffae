package protocross.jars;

import java.util.regex.Pattern;

/**
 * An implementation at one release of its runtime: {@code protobuf-java@3.25.8}. A bare name
 * ({@code protobuf-java}) is the version the root pom pins. The name is also the column name, so a
 * variant is a column like any other: in the plan, the run folder, run.json and the tables.
 *
 * @param version null for the pinned version; a label (starting with a letter) for a prebuilt jar's column
 */
public record Variant(String impl, String version) {
  static final char SEPARATOR = '@';
  /** A release number: 3.25.8, 4.28.0-RC1, 5.0.0-alpha01. No '/', '#' or blanks, so it is safe in paths and fork ids. */
  private static final Pattern VERSION = Pattern.compile("[0-9]+(\\.[0-9]+){1,3}([-.][0-9A-Za-z]+)*");
  /**
   * The label of a column that runs a prebuilt jar ({@link JarColumn}): starts with a letter, so it
   * never reads as a release; no '/', '#' or blanks, so it is safe in paths and fork ids.
   */
  private static final Pattern LABEL = Pattern.compile("[A-Za-z][0-9A-Za-z._-]*");

  /** {@code impl} or {@code impl@version}; a malformed version is one line through {@link RunnerException}. */
  public static Variant parse(String spec) {
    spec = ColumnJvm.variantOf(spec); // the JVM a column runs on is not the jar's ({@link ColumnJvm})
    int at = spec.indexOf(SEPARATOR);
    if (at < 0) {
      return new Variant(spec, null);
    }
    String impl = spec.substring(0, at);
    String version = spec.substring(at + 1);
    if (impl.isEmpty()) {
      throw new RunnerException("'" + spec + "' names no implementation; want <implementation>@<version>, e.g. protobuf-java@3.25.8");
    }
    if (!VERSION.matcher(version).matches()) {
      throw new RunnerException("unparsable version '" + version + "' in '" + spec
          + "'; want a release number like 3.25.8 or 4.28.0-RC1");
    }
    return new Variant(impl, version);
  }

  /**
   * A column's variant as a plan names it: {@link #parse}'s forms, or {@code impl@label} for a column
   * that runs a prebuilt jar ({@link JarColumn}). Only {@code --impls}/{@code --compare} use the
   * strict {@link #parse}: a label there would ask Maven to build a release that does not exist.
   */
  public static Variant ofColumn(String variant) {
    variant = ColumnJvm.variantOf(variant);
    int at = variant.indexOf(SEPARATOR);
    if (at > 0 && LABEL.matcher(variant.substring(at + 1)).matches()) {
      return new Variant(variant.substring(0, at), variant.substring(at + 1));
    }
    return parse(variant);
  }

  public boolean pinned() {
    return version == null;
  }

  /** A column that runs a prebuilt jar ({@link JarColumn}): its "version" is a label, not a release. */
  public boolean prebuilt() {
    return version != null && LABEL.matcher(version).matches();
  }

  /** The column name: {@code impl} when pinned, else {@code impl@version}. */
  public String name() {
    return pinned() ? impl : impl + SEPARATOR + version;
  }

  /** The implementation of a variant name (the part before {@code @} and {@code ~}). */
  public static String implOf(String variant) {
    variant = ColumnJvm.variantOf(variant);
    int at = variant.indexOf(SEPARATOR);
    return at < 0 ? variant : variant.substring(0, at);
  }

  @Override
  public String toString() {
    return name();
  }
}
