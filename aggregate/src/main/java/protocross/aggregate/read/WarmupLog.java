package protocross.aggregate.read;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Warm-up iteration scores from a JMH console log: JMH's JSON keeps only the measured iterations,
 * so whether a fork was still warming up when measurement began can only be read here. A log
 * holds one or many benchmarks; each "# Benchmark:" / "# Parameters:" header starts a new one.
 */
final class WarmupLog {
  private static final Pattern BENCHMARK = Pattern.compile("# Benchmark: " + Pattern.quote(RunDir.BENCHMARK_PREFIX) + "(\\S+)");
  private static final Pattern DATASET = Pattern.compile("# Parameters: \\(dataset = ([^,)]+)\\)");
  private static final Pattern WARMUP = Pattern.compile("# Warmup Iteration\\s+\\d+: ([0-9.]+) ops/s");

  private WarmupLog() {}

  /** (op, dataset) key → warm-up scores in order; a log that cannot be read gives none (the check says unknown). */
  static Map<String, List<Double>> parse(Path log) {
    List<String> lines;
    try {
      lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return Map.of();
    }
    Map<String, List<Double>> out = new LinkedHashMap<>();
    String op = null;
    String dataset = null;
    for (String line : lines) {
      Matcher b = BENCHMARK.matcher(line);
      if (b.matches()) {
        op = b.group(1);
        dataset = null;
        continue;
      }
      Matcher d = DATASET.matcher(line);
      if (d.matches()) {
        dataset = d.group(1);
        continue;
      }
      Matcher w = WARMUP.matcher(line);
      if (w.matches() && op != null && dataset != null) {
        out.computeIfAbsent(RecordedRun.key(op, dataset), x -> new ArrayList<>()).add(Double.parseDouble(w.group(1)));
      }
    }
    return out;
  }
}
