package protocross.runner.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.jars.RunnerException;

/**
 * Runs the aggregator on a finished run as its own process, for every runner alike:
 * {@code java -jar aggregate/target/aggregate.jar <run-dir> [--out <dir>]}. Without {@code --out}
 * the aggregator decides where the tables go (aggregate/README.md) and prints where it wrote.
 */
public final class Aggregation {
  public static final String JAR = "aggregate/target/aggregate.jar";

  private Aggregation() {}

  /**
   * Returns the aggregator's exit code; its lines go through {@code out} (under failsafe a direct
   * write to the inherited descriptor corrupts the fork's channel, and its "wrote ... to ..." line
   * ended up in a dump file instead of the log).
   *
   * @param tables where the tables go, or null to let the aggregator decide
   */
  public static int run(Path repo, Path runDir, Path tables, PrintStream out) throws IOException, InterruptedException {
    Path jar = repo.resolve(JAR);
    if (!Files.isRegularFile(jar)) {
      Path shown = runDir.startsWith(repo) ? repo.relativize(runDir) : runDir;
      throw new RunnerException(jar + " missing; results are in " + runDir + ", aggregate later with: bin/aggregate " + shown
          + (tables == null ? "" : " --out " + tables));
    }
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
        jar.toString(), runDir.toString()));
    if (tables != null) {
      cmd.addAll(List.of("--out", tables.toString()));
    }
    Process p = new ProcessBuilder(cmd).directory(repo.toFile()).redirectErrorStream(true).start();
    try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
      for (String line; (line = r.readLine()) != null; ) {
        out.println(line);
      }
    }
    return p.waitFor();
  }
}
