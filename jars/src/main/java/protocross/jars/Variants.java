package protocross.jars;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which variants a run measures ({@code --impls} and {@code --compare}), checked against the
 * implementations that exist and the versions they pin. An implementation can run at another
 * version when its module pom declares {@code <impl.version>} (the release its runtime and code
 * generator come from; for upb, the protobuf Python release whose sdist libupb is compiled from;
 * {@link VariantBuild} overrides it); one without it runs only at its pinned version.
 */
public final class Variants {
  private Variants() {}

  static final String VERSION_PROPERTY = "impl.version";
  private static final Pattern PROPERTY_REF = Pattern.compile("\\$\\{([^}]+)}");

  /**
   * What the run's columns are: the variants in column order, the first the baseline; with
   * {@code twin}, the A/A twin of the baseline is a column too; with {@code compare}, the run is an
   * A/B comparison of the first column and the second (the twin when both sides are the same).
   */
  public record Selection(List<String> variants, boolean twin, boolean compare) {
    public Selection {
      variants = List.copyOf(variants);
    }
  }

  /**
   * The pinned version of every known implementation that declares one: its module pom's
   * {@code impl.version}, a {@code ${property}} resolved against the root pom's properties.
   */
  public static Map<String, String> pinned(Path repo, List<String> known) {
    String root = read(repo.resolve("pom.xml"));
    Map<String, String> out = new LinkedHashMap<>();
    for (String impl : known) {
      String value = property(read(repo.resolve("impls").resolve(impl).resolve("pom.xml")), VERSION_PROPERTY);
      if (value == null) {
        continue;
      }
      Matcher ref = PROPERTY_REF.matcher(value);
      if (ref.matches()) {
        value = property(root, ref.group(1));
      }
      if (value != null) {
        out.put(impl, value);
      }
    }
    return out;
  }

  /**
   * {@code --impls}: the requested variants, checked, in catalog order of their implementations
   * and, within one implementation, in the order given; every known implementation at its pinned
   * version when none are given. A version equal to the pinned one is the bare name.
   */
  public static List<String> select(List<String> requested, List<String> known, Map<String, String> pinned) {
    if (requested == null) {
      return known;
    }
    Map<String, List<String>> byImpl = new LinkedHashMap<>();
    for (String r : requested) {
      String name = check(r, known, pinned);
      List<String> names = byImpl.computeIfAbsent(Variant.implOf(name), i -> new ArrayList<>());
      if (!names.contains(name)) {
        names.add(name);
      }
    }
    return known.stream().flatMap(i -> byImpl.getOrDefault(i, List.of()).stream()).toList();
  }

  /**
   * {@code --compare A,B}: A is the baseline, B the other column (ratio B/A); when both name the
   * same variant, B is A's A/A twin.
   */
  public static Selection compare(List<String> pair, List<String> known, Map<String, String> pinned) {
    if (pair.size() != 2) {
      throw new RunnerException("--compare needs exactly two variants, A,B (e.g. protobuf-java@3.25.8,protobuf-java), got '"
          + String.join(",", pair) + "'");
    }
    String a = check(pair.get(0), known, pinned);
    String b = check(pair.get(1), known, pinned);
    return a.equals(b) ? new Selection(List.of(a), true, true) : new Selection(List.of(a, b), false, true);
  }

  /**
   * One requested column, checked: known implementation, parsable version, a version the
   * implementation can run at, and its JVM part ({@link ColumnJvm}); its canonical name.
   */
  static String check(String spec, List<String> known, Map<String, String> pinned) {
    ColumnJvm jvm = ColumnJvm.of(spec);
    Variant v = Variant.parse(spec);
    if (!known.contains(v.impl())) {
      throw new RunnerException("unknown implementation '" + v.impl() + "'; known: " + String.join(",", known));
    }
    if (v.pinned()) {
      return v.name() + jvm.suffix();
    }
    String pin = pinned.get(v.impl());
    if (pin == null) {
      throw new RunnerException("'" + spec + "': " + v.impl() + " runs only at its pinned version (its pom declares no "
          + VERSION_PROPERTY + "); use '" + v.impl() + "'");
    }
    return (v.version().equals(pin) ? v.impl() : v.name()) + jvm.suffix();
  }

  /** The value of {@code <name>} in a pom's text, or null; enough for the flat properties these poms declare. */
  public static String property(String pom, String name) {
    Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]*)</" + Pattern.quote(name) + ">").matcher(pom);
    return m.find() ? m.group(1).strip() : null;
  }

  private static String read(Path pom) {
    try {
      return Files.readString(pom);
    } catch (IOException e) {
      throw new RunnerException("cannot read " + pom + ": " + e.getMessage());
    }
  }
}
