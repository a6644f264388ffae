package protocross.runner;

import com.fasterxml.jackson.databind.JsonNode;
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
 * there), six planned forks per cell (the fewest that give a verdict), then adaptive forks where
 * a comparison is still wide (metal/README.md, "Settings, and why", has the arithmetic).
 * Quick: 1 × 1 s + 1 × 1 s, two forks: a smoke test of the whole path, not a measurement.
 * Half-second ({@code --settings half-second}): 5 × 0.5 s warm-up, 2 × 0.5 s measured, the
 * publication settings from 2026-11-30 to 2026-12-05, kept so a run can put them beside today's on
 * one host and day (the only fair comparison of settings on a VM whose speed changes between
 * sessions); a measurement, not the publication's settings.
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
  public static final JmhSettings HALF_SECOND = new JmhSettings("half-second", 5, 500, 2, 500, 6);

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

  /** What {@code --settings NAME} may name: the measurements' settings (quick has its own flag). */
  public static JmhSettings chosen(String name) {
    return switch (name) {
      case "full" -> FULL;
      case "half-second" -> HALF_SECOND;
      default -> throw new RunnerException("unknown --settings '" + name + "'; known: full, half-second (--quick is its own flag)");
    };
  }

  /** The settings by the name a runner's property gives (quick or a measurement's). */
  public static JmhSettings named(String name) {
    return "quick".equals(name) ? QUICK : chosen(name);
  }

  /**
   * The settings a run.json recorded, from its figures rather than its name: a name's iterations
   * may change between commits ("full" did, on 2026-12-06), and a resumed run must time its
   * missing forks exactly as its first session did. One fork a cell: the caller sets run.json's.
   */
  public static JmhSettings recorded(JsonNode jmh) {
    int wi = jmh.path("warmupIterations").asInt(-1);
    int wt = millis(jmh.path("warmupTime").asText());
    int mi = jmh.path("measurementIterations").asInt(-1);
    int mt = millis(jmh.path("measurementTime").asText());
    if (wi < 0 || mi < 1 || mt < 1 || wt != mt) {
      throw new RunnerException("run.json's \"jmh\" does not record equally long iterations; this runner cannot resume it");
    }
    return new JmhSettings(jmh.path("settings").asText("full"), wi, wt, mi, mt, 1);
  }

  /** JMH's JSON spelling back to milliseconds ("1 s", "500 ms"); -1 when it is neither. */
  static int millis(String jmhJson) {
    String t = jmhJson.trim();
    try {
      if (t.endsWith(" ms")) {
        return Integer.parseInt(t.substring(0, t.length() - 3));
      }
      if (t.endsWith(" s")) {
        return Math.multiplyExact(Integer.parseInt(t.substring(0, t.length() - 2)), 1000);
      }
    } catch (NumberFormatException | ArithmeticException e) {
      return -1;
    }
    return -1;
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
