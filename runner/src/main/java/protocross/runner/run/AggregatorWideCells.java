package protocross.runner.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import protocross.runner.RunLayout;

/**
 * {@link WideCells} by the aggregator, as its own process:
 * {@code java -jar aggregate/target/aggregate.jar <run-dir> --wide-cells <target>}, one
 * tab-separated line per wide cell (TRUST-INTERFACE.md). The runner does no statistics itself, so
 * the cells it extends are judged exactly as the tables judge them.
 */
public final class AggregatorWideCells implements WideCells {
  private final Path java;
  private final Path aggregateJar;

  public AggregatorWideCells(Path java, Path aggregateJar) {
    this.java = java;
    this.aggregateJar = aggregateJar;
  }

  @Override
  public List<WideCell> ask(RunLayout layout, double targetHalfWidth) throws IOException, InterruptedException {
    if (!Files.isRegularFile(aggregateJar)) {
      throw new IOException(aggregateJar + " is missing");
    }
    Process p = new ProcessBuilder(java.toString(), "-jar", aggregateJar.toString(), layout.dir().toString(),
        "--wide-cells", String.format(Locale.ROOT, "%s", targetHalfWidth)).start();
    // stderr on its own thread: a chatty aggregator must not block on a full pipe.
    StringBuilder err = new StringBuilder();
    Thread errReader = Thread.ofVirtual().start(() -> {
      try {
        err.append(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        // the exit code says enough
      }
    });
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int exit = p.waitFor();
    errReader.join();
    if (exit != 0) {
      String last = err.toString().strip().lines().reduce((a, b) -> b).orElse("");
      throw new IOException("aggregate.jar --wide-cells exited with code " + exit + (last.isEmpty() ? "" : ": " + last));
    }
    List<WideCell> cells = new ArrayList<>();
    for (String line : out.lines().toList()) {
      if (!line.isBlank()) {
        cells.add(WideCell.parse(line));
      }
    }
    return cells;
  }
}
