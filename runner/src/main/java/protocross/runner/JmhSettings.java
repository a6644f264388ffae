package protocross.runner;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * JMH iteration settings, identical for every implementation. Written to run.json as {@link #toJson()}.
 *
 * <p>Full: one fork per (op, dataset) cell, 2 × 1 s warmup, 3 × 1 s measurement, five passes:
 * ~6 s per cell with JVM start-up, 420 cells for 4 implementations × 7 datasets × 3 ops × 5
 * passes, ~42 minutes on one core. The warmup is short because each op already walks 50
 * payloads; across-pass spread (re-fork variance) is what the five passes are for.
 * Quick: 1 × 1 s + 1 × 1 s, two passes: a smoke test of the whole path, not a measurement.
 */
public record JmhSettings(String name, int forks, int warmupIterations, int warmupSeconds,
    int measurementIterations, int measurementSeconds, int passes) {

  public static final JmhSettings FULL = new JmhSettings("full", 1, 2, 1, 3, 1, 5);
  public static final JmhSettings QUICK = new JmhSettings("quick", 1, 1, 1, 1, 1, 2);

  public static final String MODE = "thrpt";
  public static final String PROFILER = "gc";

  public JmhSettings withPasses(int n) {
    if (n < 1) {
      throw new RunnerException("--passes must be at least 1, got " + n);
    }
    return new JmhSettings(name, forks, warmupIterations, warmupSeconds, measurementIterations, measurementSeconds, n);
  }

  /** Estimated wall seconds of one cell, before any has been timed: iterations plus ~1 s of fork start-up. */
  public double estimatedCellSeconds() {
    return forks * (warmupIterations * warmupSeconds + measurementIterations * measurementSeconds + 1.0);
  }

  public static JmhSettings named(String name) {
    return switch (name) {
      case "full" -> FULL;
      case "quick" -> QUICK;
      default -> throw new RunnerException("unknown settings '" + name + "'");
    };
  }

  public ObjectNode toJson(String jmhVersion) {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("version", jmhVersion);
    n.put("settings", name);
    n.put("forks", forks);
    n.put("warmupIterations", warmupIterations);
    n.put("warmupTime", warmupSeconds + " s");
    n.put("measurementIterations", measurementIterations);
    n.put("measurementTime", measurementSeconds + " s");
    n.put("mode", MODE);
    n.putArray("profilers").add(PROFILER);
    return n;
  }
}
