package protocross.differential.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import protocross.contract.BuildInfo;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * The worker jars to compare: the built {@code target/benchmarks.jar} of every implementation in
 * the contract's {@link Catalog} (the implementations themselves are the catalog's; this is only
 * which of them can run a worker now). A module not yet built (upb, while its build is missing), or
 * one whose pom says its comparison is pending ({@link #pending}), is skipped and named; fewer than two built ones is an error, since there is nothing to compare.
 */
record WorkerJars(List<WorkerJar> built, List<String> notBuilt) {

  /** {@code env}: what the worker's JVM needs in its environment (upb: the descriptor set of a dataset directory's schema). */
  record WorkerJar(String name, Path jar, String libraries, Map<String, String> env) {
    WorkerJar(String name, Path jar, String libraries) {
      this(name, jar, libraries, Map.of());
    }
  }

  static WorkerJars find(Path root) {
    List<WorkerJar> built = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    // The contract's catalog: the modules that name an implementation; by name, the order the
    // differential's reports (conformance.md) have always used.
    for (Catalog.Entry e : Catalog.read(root.resolve("impls")).entries().stream()
        .sorted(java.util.Comparator.comparing(Catalog.Entry::name)).toList()) {
      String pending = pending(e);
      if (pending != null) {
        missing.add(e.name() + " (" + pending + ")");
      } else if (Files.isRegularFile(e.jar())) {
        built.add(read(e.jar()));
      } else {
        missing.add(e.name());
      }
    }
    if (built.size() < 2) {
      throw new ProtocrossException("need at least two built implementations, found " + built.stream().map(WorkerJar::name).toList()
          + "; build them first: mvn -B package -DskipTests");
    }
    return new WorkerJars(List.copyOf(built), List.copyOf(missing));
  }

  /**
   * Only the named implementations' jars (the ones committed cases record, so that another module's
   * joining does not change their recorded patterns); one line when a named one has no built jar.
   */
  WorkerJars only(java.util.Collection<String> names) {
    List<WorkerJar> kept = built.stream().filter(j -> names.contains(j.name())).toList();
    List<String> missing = names.stream().filter(n -> kept.stream().noneMatch(j -> j.name().equals(n))).toList();
    if (!missing.isEmpty()) {
      throw new ProtocrossException("no built benchmarks.jar for " + missing + ", which the committed cases record;"
          + " build them first: mvn -B package -DskipTests");
    }
    return new WorkerJars(kept, List.of());
  }

  /**
   * Why an implementation is not compared yet, or null: its pom says
   * {@code <impl.differential>pending: reason</impl.differential>} (a new column whose differences
   * from the others are not yet written up as {@link Cause}s and committed cases).
   */
  static String pending(Catalog.Entry e) {
    try {
      Matcher m = PENDING.matcher(Files.readString(e.module().resolve("pom.xml")));
      return m.find() ? m.group(1).strip() : null;
    } catch (IOException x) {
      throw new ProtocrossException("cannot read " + e.module().resolve("pom.xml") + ": " + x.getMessage());
    }
  }

  private static final Pattern PENDING = Pattern.compile("<impl\\.differential>\\s*pending:\\s*([^<]+)</impl\\.differential>");

  /** Name and library versions from the jar's build info ({@link BuildInfo}), written by its build. */
  private static WorkerJar read(Path jar) {
    BuildInfo info;
    try {
      info = BuildInfo.ofJar(jar);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + jar + ": " + e);
    }
    if (info.name().equals(BuildInfo.UNKNOWN)) {
      throw new ProtocrossException(jar + " has no " + BuildInfo.RESOURCE.substring(1) + " naming its implementation; rebuild it with Maven");
    }
    // As the build wrote them (a=1,b=2), the form the reports print.
    String libraries = info.libraries().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(","));
    return new WorkerJar(info.name(), jar, libraries);
  }
}
