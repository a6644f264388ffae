package protocross.jars;

import java.nio.file.Path;
import java.util.Map;

/**
 * Which benchmarks.jar runs a fork of (implementation, dataset), and what its JVM needs in its
 * environment besides {@code PROTOCROSS_DATASETS}. The built-in datasets all run on
 * {@code impls/<impl>/target/benchmarks.jar}; a user dataset directory runs on the jar built for
 * its schema ({@link UserDatasets}).
 */
public interface BenchJars {
  Path jar(String impl, String dataset);

  /** Extra environment variables (not -D flags, so the JVM flags stay identical to run.json's). */
  default Map<String, String> env(String impl, String dataset) {
    return Map.of();
  }

  /** The repository's own jars, for the built-in datasets. */
  static BenchJars builtin(Path implsDir) {
    return (impl, dataset) -> VariantBuild.inImpls(implsDir, impl);
  }
}
