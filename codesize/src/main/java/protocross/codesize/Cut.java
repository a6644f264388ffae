package protocross.codesize;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which entries of a benchmarks.jar the minimal application keeps, and whose each one is. An entry
 * belongs to the libraries whose jar file holds an entry of that name (shading copies them
 * unchanged); an entry no library holds is the module's own (its classes, the generated code, the
 * resources its build wrote). Kept: an entry of a library the application is built on
 * ({@code appLibraries}: the declared runtime and everything it depends on), or an own entry under
 * one of {@code ownPrefixes} (the schema's generated classes; upb's binding). Never kept: folders, and
 * {@code META-INF/} other than the shrinker rules libraries embed for their users
 * ({@code META-INF/proguard/}, {@code META-INF/com.android.tools/}), so licence files, Maven poms,
 * service files, multi-release copies and the manifest are not counted.
 */
record Cut(Map<String, Set<String>> owners, Set<String> appLibraries, List<String> ownPrefixes) {
  /** The {@code META-INF/} folders a shrinker reads rules from: part of a library, kept with it. */
  static final List<String> SHRINKER_RULES = List.of("META-INF/proguard/", "META-INF/com.android.tools/");

  /** Marks the module's own entries in {@link #owner}. */
  static final String OWN = "";

  /**
   * The library ({@code group:artifact}) an entry is counted under: one the application keeps if any
   * holds it, else the first that holds it; {@link #OWN} for the module's own.
   */
  String owner(String entry) {
    Set<String> libs = owners.getOrDefault(entry, Set.of());
    return libs.stream().filter(appLibraries::contains).findFirst()
        .orElse(libs.stream().sorted().findFirst().orElse(OWN));
  }

  /** Whether the minimal application keeps this entry of the benchmarks.jar. */
  boolean kept(String entry) {
    if (entry.endsWith("/")) {
      return false;
    }
    if (entry.startsWith("META-INF/") && SHRINKER_RULES.stream().noneMatch(entry::startsWith)) {
      return false;
    }
    String owner = owner(entry);
    if (!owner.equals(OWN)) {
      return appLibraries.contains(owner);
    }
    return ownPrefixes.stream().anyMatch(entry::startsWith);
  }
}
