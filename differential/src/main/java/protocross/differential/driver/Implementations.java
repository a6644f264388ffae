package protocross.differential.driver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.jar.JarFile;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * The implementations to compare: every one in the contract's {@link Catalog} with a built
 * {@code target/benchmarks.jar}. A module not yet built (upb, while its build is missing) is
 * skipped and named; fewer than two built ones is an error, since there is nothing to compare.
 */
record Implementations(List<Impl> built, List<String> notBuilt) {

  /** {@code env}: what the worker's JVM needs in its environment (upb: the descriptor set of a dataset directory's schema). */
  record Impl(String name, Path jar, String libraries, Map<String, String> env) {
    Impl(String name, Path jar, String libraries) {
      this(name, jar, libraries, Map.of());
    }
  }

  static Implementations find(Path root) {
    List<Impl> built = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    // The contract's catalog: the modules that name an implementation; by name, the order the
    // differential's reports (conformance.md) have always used.
    for (Catalog.Entry e : Catalog.read(root.resolve("impls")).entries().stream()
        .sorted(java.util.Comparator.comparing(Catalog.Entry::name)).toList()) {
      if (Files.isRegularFile(e.jar())) {
        built.add(read(e.jar()));
      } else {
        missing.add(e.name());
      }
    }
    if (built.size() < 2) {
      throw new ProtocrossException("need at least two built implementations, found " + built.stream().map(Impl::name).toList()
          + "; build them first: mvn -B package -DskipTests");
    }
    return new Implementations(List.copyOf(built), List.copyOf(missing));
  }

  /** Name and library versions from the jar's protocross-impl.properties, written by its build. */
  private static Impl read(Path jar) {
    try (JarFile jf = new JarFile(jar.toFile())) {
      var entry = jf.getEntry("protocross-impl.properties");
      if (entry == null) {
        throw new ProtocrossException(jar + " has no protocross-impl.properties; rebuild it with Maven");
      }
      Properties p = new Properties();
      try (InputStream in = jf.getInputStream(entry)) {
        p.load(in);
      }
      return new Impl(p.getProperty("name"), jar, p.getProperty("libraries", ""));
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + jar + ": " + e);
    }
  }
}
