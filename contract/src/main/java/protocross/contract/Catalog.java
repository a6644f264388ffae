package protocross.contract;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The implementations, read once for everyone who needs the list (the runner's columns, the
 * differential's decoders): every module under {@code impls/} whose pom names one
 * ({@code <impl.name>}; the code generator does not), with the traits it declares
 * ({@code <impl.traits>}, the same ones its jar records in meta.json), in column order: each
 * module's {@code <impl.order>} (a whole number, the smallest first: the baseline, since tables
 * compare against it), then any module without one, by name. No implementation is named here. The
 * aggregator is joined to the rest only by files: it takes the order from run.json, which the
 * runner writes from this catalog.
 */
public record Catalog(List<Entry> entries) {
  private static final Pattern NAME = Pattern.compile("<impl\\.name>([^<]+)</impl\\.name>");
  private static final Pattern TRAITS = Pattern.compile("<impl\\.traits>([^<]*)</impl\\.traits>");
  private static final Pattern NATIVE_TOOL = Pattern.compile("<impl\\.nativeReference\\.tool>([^<]+)</impl\\.nativeReference\\.tool>");
  private static final Pattern NATIVE_DESCRIPTORS =
      Pattern.compile("<impl\\.nativeReference\\.descriptors>([^<]+)</impl\\.nativeReference\\.descriptors>");
  private static final Pattern ORDER = Pattern.compile("<impl\\.order>([^<]*)</impl\\.order>");
  private static final Pattern CANONICALISER = Pattern.compile("<impl\\.canonicaliser>\\s*true\\s*</impl\\.canonicaliser>");
  private static final Pattern SCHEMA_AT_RUN_TIME = Pattern.compile("<impl\\.schemaAtRunTime>\\s*true\\s*</impl\\.schemaAtRunTime>");

  /**
   * One implementation: its name, its module folder, its declared traits, its native reference
   * loop (null when it declares none), and whether it loads the schema at run time
   * ({@code <impl.schemaAtRunTime>true</impl.schemaAtRunTime>}: its jar walks the descriptor set named in
   * {@code PROTOCROSS_DESCRIPTOR_SET} instead of generated code, so a dataset directory's schema needs
   * no build of it; upb's binding does this), its column order ({@code <impl.order>}; {@link Integer#MAX_VALUE}
   * when it declares none) and whether its encoding is the canonical form of a payload
   * ({@code <impl.canonicaliser>true</impl.canonicaliser>}: a dataset directory's payloads are
   * canonicalised through its jar; protobuf-java's pom says so).
   */
  public record Entry(String name, Path module, Map<String, String> traits, NativeReference nativeReference,
      boolean schemaAtRunTime, int order, boolean canonicaliser) {
    public Entry(String name, Path module, Map<String, String> traits, NativeReference nativeReference,
        boolean schemaAtRunTime) {
      this(name, module, traits, nativeReference, schemaAtRunTime, Integer.MAX_VALUE, false);
    }

    /** Where its build writes the benchmarks jar it runs with. */
    public Path jar() {
      return module.resolve("target").resolve("benchmarks.jar");
    }
  }

  /**
   * A native reference loop an implementation declares ({@code impl.nativeReference.tool} and
   * {@code .descriptors} in its pom, paths under its module): a program over the same native
   * library that times decode and encode without the JVM (upb's C loop), so the tables can say how
   * much of the library's own speed survives the trip through Java. The runner runs it after each
   * round; it is handed only datasets the implementation's JVM forks proved conformant.
   *
   * @param tool the program, as the module's build writes it
   * @param descriptors the descriptor set of the built-in schema it loads
   */
  public record NativeReference(Path tool, Path descriptors) {}

  public Catalog {
    entries = List.copyOf(entries);
  }

  /** Reads every module's pom under {@code implsDir}; a folder that cannot be read is one line. */
  public static Catalog read(Path implsDir) {
    List<Entry> found = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(implsDir)) {
      for (Path dir : dirs.sorted().toList()) {
        Path pom = dir.resolve("pom.xml");
        if (!Files.isRegularFile(pom)) {
          continue;
        }
        String text = Files.readString(pom);
        Matcher name = NAME.matcher(text);
        if (name.find()) {
          Matcher traits = TRAITS.matcher(text);
          Matcher tool = NATIVE_TOOL.matcher(text);
          Matcher descriptors = NATIVE_DESCRIPTORS.matcher(text);
          NativeReference ref = tool.find() && descriptors.find()
              ? new NativeReference(dir.resolve(tool.group(1).strip()), dir.resolve(descriptors.group(1).strip())) : null;
          found.add(new Entry(name.group(1).strip(), dir, traits.find() ? traits(traits.group(1)) : Map.of(), ref,
              SCHEMA_AT_RUN_TIME.matcher(text).find(), order(pom, text), CANONICALISER.matcher(text).find()));
        }
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot list implementations in " + implsDir + ": " + e.getMessage());
    }
    found.sort(Comparator.comparingInt(Entry::order).thenComparing(Entry::name));
    return new Catalog(found);
  }

  /** {@code <impl.order>}: a whole number; none declared sorts last. */
  private static int order(Path pom, String text) {
    Matcher m = ORDER.matcher(text);
    if (!m.find() || m.group(1).isBlank()) {
      return Integer.MAX_VALUE;
    }
    try {
      int order = Integer.parseInt(m.group(1).strip());
      if (order >= 0) {
        return order;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new ProtocrossException(pom + ": <impl.order> must be a whole number >= 0, not '" + m.group(1).strip() + "'");
  }

  /**
   * The implementation whose encoding is the canonical form of a payload (the one module whose pom
   * sets {@code <impl.canonicaliser>true</impl.canonicaliser>}); one line when none or several do.
   */
  public String canonicaliser() {
    List<String> c = entries.stream().filter(Entry::canonicaliser).map(Entry::name).toList();
    if (c.size() != 1) {
      throw new ProtocrossException("exactly one implementation's pom must set <impl.canonicaliser>true</impl.canonicaliser>"
          + " (whose encoding canonicalises a dataset directory's payloads); found " + c);
    }
    return c.get(0);
  }

  /** The implementations that load the schema at run time (no per-schema build), in column order. */
  public List<String> schemaAtRunTime() {
    return entries.stream().filter(Entry::schemaAtRunTime).map(Entry::name).toList();
  }

  /** The names, in column order. */
  public List<String> names() {
    return entries.stream().map(Entry::name).toList();
  }

  /** {@code a=b,c=d} as the poms write {@code impl.traits}. */
  static Map<String, String> traits(String declared) {
    Map<String, String> traits = new LinkedHashMap<>();
    for (String pair : declared.split(",")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        traits.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
      }
    }
    return traits;
  }
}
