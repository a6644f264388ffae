package protocross.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.runner.RunnerException;

/**
 * Runs the aggregator on a finished run exactly as the metal path does, as its own process:
 * {@code java -jar aggregate/target/aggregate.jar <run-dir> --out <dir>}.
 */
final class Aggregate {
  private Aggregate() {}

  static int run(Path repo, Path runDir, Path out) throws IOException, InterruptedException {
    Path jar = repo.resolve("aggregate/target/aggregate.jar");
    if (!Files.isRegularFile(jar)) {
      throw new RunnerException(jar + " is missing; build the aggregate module first");
    }
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(List.of(java.toString(), "-jar", jar.toString(), runDir.toString(), "--out",
        out.toString())).inheritIO().start();
    return p.waitFor();
  }
}
