package protocross.runner;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;
import protocross.bench.CodecBenchmark;
import protocross.jars.RunnerException;

/**
 * JMH iteration settings of every fork, identical for every implementation, and how many forks
 * each cell gets at least. Written to run.json as {@link #toJson(String)} (spelled as JMH spells
 * them in its JSON, e.g. "500 ms") and {@code forks}.
 *
 * <p>Full: what {@link CodecBenchmark}'s {@code @Warmup}/{@code @Measurement} say (the reasons are
 * there), five planned forks per cell: the committed run's between-fork spread needs ~6 forks for
 * ±2 % at 95 % on the median cell; five planned rounds fit this VM's time budget with room for
 * adaptive forks where a cell is still wide (metal/README.md has the arithmetic).
 * Quick: 1 × 1 s + 1 × 1 s, two forks: a smoke test of the whole path, not a measurement.
 * Legacy ({@code --settings legacy}): 2 × 1 s warm-up, 3 × 1 s measured, the settings of the first
 * committed run (2026-11-29), kept so a run can put them beside today's on the same host and day
 * (issue 25's before/after); a measurement, not the publication's settings.
 *
 * <p>Every fork is its own JVM ({@code -f 1}): the forks are the samples, and the runner
 * interleaves them across implementations.
 */
public record JmhSettings(String name, int warmupIterations, int warmupMillis, int measurementIterations,
    int measurementMillis, int forks) {

  /** JMH's {@code -f}: one fork per launch; a cell's forks are separate launches. */
  public static final int FORKS_PER_LAUNCH = 1;
  public static final String MODE = "thrpt";
  public static final String PROFILER = "gc";

  public static final JmhSettings FULL = fromBenchmarkClass("full", 6);
  public static final JmhSettings QUICK = new JmhSettings("quick", 1, 1000, 1, 1000, 2);
  public static final JmhSettings LEGACY = new JmhSettings("legacy", 2, 1000, 3, 1000, 6);

  public JmhSettings {
    if (warmupMillis != measurementMillis) {
      // upb's C reference loop takes one iteration length for both.
      throw new IllegalArgumentException("warm-up and measurement iterations must be equally long");
    }
  }

  static JmhSettings fromBenchmarkClass(String name, int forks) {
    Warmup w = CodecBenchmark.class.getAnnotation(Warmup.class);
    Measurement m = CodecBenchmark.class.getAnnotation(Measurement.class);
    return new JmhSettings(name, w.iterations(), (int) w.timeUnit().toMillis(w.time()), m.iterations(),
        (int) m.timeUnit().toMillis(m.time()), forks);
  }

  public JmhSettings withForks(int n) {
    if (n < 1) {
      throw new RunnerException("--forks must be at least 1, got " + n);
    }
    return new JmhSettings(name, warmupIterations, warmupMillis, measurementIterations, measurementMillis, n);
  }

  /** Seconds of iterations in one fork (start-up not included). */
  public double iterationSeconds() {
    return (warmupIterations * warmupMillis + measurementIterations * measurementMillis) / 1000.0;
  }

  /** Estimated wall seconds of one fork before any has been timed: iterations plus ~2.5 s of two JVM start-ups. */
  public double estimatedForkSeconds() {
    return iterationSeconds() + 2.5;
  }

  /** JMH's command-line spelling of an iteration length: "1s" or "500ms". */
  static String jmhArg(int millis) {
    return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
  }

  /** JMH's JSON spelling of an iteration length: "1 s" or "500 ms". */
  static String jmhJson(int millis) {
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }

  /** Seconds as upb_bench's --time takes them. */
  public String iterationSecondsArg() {
    return Double.toString(measurementMillis / 1000.0);
  }

  /** The settings a run.json names. */
  public static JmhSettings named(String name) {
    return switch (name) {
      case "full" -> FULL;
      case "quick" -> QUICK;
      case "legacy" -> LEGACY;
      default -> throw new RunnerException("unknown settings '" + name + "'");
    };
  }

  /** What {@code --settings NAME} may name: the measurements' settings (quick has its own flag). */
  public static JmhSettings chosen(String name) {
    return switch (name) {
      case "full" -> FULL;
      case "legacy" -> LEGACY;
      default -> throw new RunnerException("unknown --settings '" + name + "'; known: full, legacy (--quick is its own flag)");
    };
  }

  public ObjectNode toJson(String jmhVersion) {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("version", jmhVersion);
    n.put("settings", name);
    n.put("forks", FORKS_PER_LAUNCH);
    n.put("warmupIterations", warmupIterations);
    n.put("warmupTime", jmhJson(warmupMillis));
    n.put("measurementIterations", measurementIterations);
    n.put("measurementTime", jmhJson(measurementMillis));
    n.put("mode", MODE);
    n.putArray("profilers").add(PROFILER);
    return n;
  }
}
