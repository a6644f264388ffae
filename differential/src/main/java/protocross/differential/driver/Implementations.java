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
import java.util.stream.Stream;
import protocross.contract.ProtocrossException;

/**
 * The implementations to compare: every {@code impls/<name>/} with a pom and a built
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
    Path impls = root.resolve("impls");
    List<Impl> built = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(impls)) {
      for (Path dir : dirs.sorted().toList()) {
        if (!Files.isRegularFile(dir.resolve("pom.xml")) || dir.getFileName().toString().equals("contract")) {
          continue;
        }
        Path jar = dir.resolve("target/benchmarks.jar");
        if (Files.isRegularFile(jar)) {
          built.add(read(jar));
        } else {
          missing.add(dir.getFileName().toString());
        }
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot list " + impls + ": " + e);
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
