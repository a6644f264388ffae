package protocross.runner.host;

import java.nio.file.Path;
import java.util.List;
import protocross.jars.RunnerException;
import protocross.runner.CpuList;

/**
 * Which CPUs a benchmark JVM is pinned to, unless the user names them (--cores).
 *
 * <p>Default: the CPUs isolated with isolcpus, if any (a host prepared for benchmarking); else
 * the highest-numbered online CPU alone, leaving the others (cpu0 above all, which takes most
 * interrupts and housekeeping) to the rest of the system. One core means JIT and GC threads share
 * the benchmark's core: JIT work is done by the end of warmup, and GC is stop-the-world
 * (see {@link protocross.runner.JvmFlags}), so both are charged to the op that caused them, as they should be.
 */
public final class Cores {
  private Cores() {}

  public static List<Integer> choose(Path root) {
    String isolated = read(root.resolve("sys/devices/system/cpu/isolated"));
    if (isolated != null && !isolated.isBlank()) {
      return CpuList.parse(isolated);
    }
    List<Integer> online = HostInfo.onlineCpus(root);
    if (online.isEmpty()) {
      int n = Runtime.getRuntime().availableProcessors();
      return List.of(n - 1);
    }
    return List.of(online.get(online.size() - 1));
  }

  /** Validates a user-given list against the online CPUs. */
  public static List<Integer> parse(String text, Path root) {
    List<Integer> cpus = CpuList.parse(text);
    List<Integer> online = HostInfo.onlineCpus(root);
    if (cpus.isEmpty() || (!online.isEmpty() && !online.containsAll(cpus))) {
      throw new RunnerException("--cores " + text + " is not a subset of the online CPUs " + CpuList.format(online));
    }
    return cpus;
  }

  private static String read(Path p) {
    try {
      return java.nio.file.Files.readString(p).trim();
    } catch (java.io.IOException e) {
      return null;
    }
  }
}
