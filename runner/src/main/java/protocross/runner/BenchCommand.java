package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import protocross.jars.ColumnJvm;

/**
 * The arguments after {@code java} that run one fork: the launcher's JVM flags, the
 * implementation's benchmarks.jar, its meta file and JMH's arguments (which carry the timed
 * JVM's flags). Paths are strings because the docker runner
 * passes paths as the container sees them.
 */
public final class BenchCommand {
  private BenchCommand() {}

  public static List<String> javaArgs(Part part, JmhSettings settings, String jar, String metaFile, String jsonFile) {
    List<String> a = new ArrayList<>(JvmFlags.launcher(part.variant()));
    a.addAll(List.of("-jar", jar, "--meta", metaFile));
    a.addAll(JmhArgs.build(part.op(), part.dataset(), settings, jsonFile));
    // JMH's forked VM gets CodecBenchmark's @Fork flags; a column's option sets reach it appended,
    // one argument each (never a shell string), so it runs with exactly JvmFlags.of(column).
    for (String option : ColumnJvm.of(part.variant()).options()) {
      a.add("-jvmArgsAppend");
      a.add(option);
    }
    return a;
  }
}
