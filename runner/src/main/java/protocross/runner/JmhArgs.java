package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * JMH's command line for one part: every selected (op, dataset) cell of one implementation, each
 * cell in its own fork ({@code -f} forks per benchmark × parameter value).
 *
 * <p>The result file is a parameter because the docker runner sees it under a container path.
 */
public final class JmhArgs {
  private JmhArgs() {}

  public static List<String> build(List<Op> ops, List<String> datasets, JmhSettings s, String resultFile) {
    if (ops.isEmpty() || datasets.isEmpty()) {
      throw new IllegalArgumentException("a part needs at least one op and one dataset");
    }
    List<String> a = new ArrayList<>();
    a.add(benchmarkRegex(ops));
    a.addAll(List.of("-f", Integer.toString(s.forks())));
    a.addAll(List.of("-wi", Integer.toString(s.warmupIterations()), "-w", s.warmupSeconds() + "s"));
    a.addAll(List.of("-i", Integer.toString(s.measurementIterations()), "-r", s.measurementSeconds() + "s"));
    a.addAll(List.of("-bm", JmhSettings.MODE, "-tu", "s"));
    a.addAll(List.of("-p", "dataset=" + String.join(",", datasets)));
    a.addAll(List.of("-prof", JmhSettings.PROFILER));
    // Forks get the same flags as the launcher explicitly, rather than relying on JMH's inheritance.
    a.addAll(List.of("-jvmArgs", String.join(" ", JvmFlags.ALL)));
    a.addAll(List.of("-rf", "json", "-rff", resultFile));
    return a;
  }

  /** Anchored, so that {@code decode} does not also select {@code decode_read}. */
  static String benchmarkRegex(List<Op> ops) {
    return "^" + Op.BENCHMARK_CLASS.replace(".", "\\.") + "\\.("
        + ops.stream().map(Op::name).collect(Collectors.joining("|")) + ")$";
  }
}
