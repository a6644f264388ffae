package protocross.docker;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
    // Its lines go through this JVM's System.out, not straight to the inherited file descriptor:
    // under failsafe a direct write corrupts the fork's channel ("Corrupted channel" warning)
    // and the aggregator's "wrote ... to ..." line ended up in a dump file instead of the log.
    Process p = new ProcessBuilder(List.of(java.toString(), "-jar", jar.toString(), runDir.toString(), "--out",
        out.toString())).redirectErrorStream(true).start();
    try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
      for (String line; (line = r.readLine()) != null; ) {
        System.out.println(line);
      }
    }
    return p.waitFor();
  }
}
