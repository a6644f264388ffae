package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import protocross.contract.adapter.Op;

/**
 * JMH's command line for one fork: one (op, dataset) cell, {@code -f 1}. The iteration settings
 * are passed explicitly although the benchmark class declares the same ones, so that run.json's
 * settings are what ran even for quick runs.
 *
 * <p>The result file is a parameter because the docker runner sees it under a container path.
 */
final class JmhArgs {
  private JmhArgs() {}

  public static List<String> build(Op op, String dataset, JmhSettings s, String resultFile) {
    List<String> a = new ArrayList<>();
    a.add(benchmarkRegex(op));
    a.addAll(List.of("-f", Integer.toString(JmhSettings.FORKS_PER_LAUNCH)));
    if (op.timing() == Op.Timing.THROUGHPUT) {
      a.addAll(List.of("-wi", Integer.toString(s.warmupIterations()), "-w", JmhSettings.jmhArg(s.warmupMillis())));
      a.addAll(List.of("-i", Integer.toString(s.measurementIterations()), "-r", JmhSettings.jmhArg(s.measurementMillis())));
      a.addAll(List.of("-bm", JmhSettings.MODE, "-tu", "s"));
    } else {
      a.addAll(OpTimings.jmhArgs(op, s));
    }
    a.addAll(List.of("-p", "dataset=" + dataset));
    if (op.timing() == Op.Timing.THROUGHPUT) {
      a.addAll(List.of("-prof", JmhSettings.PROFILER));
    }
    // Forks get the same flags as the launcher explicitly, rather than relying on JMH's inheritance.
    a.addAll(List.of("-jvmArgs", String.join(" ", JvmFlags.ALL)));
    a.addAll(List.of("-rf", "json", "-rff", resultFile));
    return a;
  }

  /** Anchored, so that {@code decode} does not also select {@code decode_read}. */
  static String benchmarkRegex(Op op) {
    return "^" + Op.BENCHMARK_CLASS.replace(".", "\\.") + "\\." + op.name() + "$";
  }
}
