package protocross.runner.metal;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import protocross.runner.CpuList;

/**
 * The command prefix that pins a local process: {@code taskset -c <cores>}, plus {@code chrt -r 1}
 * when permitted (root or CAP_SYS_NICE). Children (JMH's forks) inherit both.
 *
 * <p>Round-robin real-time rather than FIFO: ordinary processes cannot preempt the benchmark on
 * its core, while the JVM's own threads (JIT, GC) still get time slices among themselves; the
 * kernel's RT throttling leaves 5 % of each second to everything else.
 */
record Pinning(List<Integer> cores, boolean chrt) {

  public Pinning {
    cores = List.copyOf(cores);
  }

  public List<String> prefix() {
    List<String> p = new ArrayList<>(List.of("taskset", "-c", CpuList.format(cores)));
    if (chrt) {
      p.addAll(List.of("chrt", "-r", "1"));
    }
    return p;
  }

  public String describe() {
    return String.join(" ", prefix());
  }

  /** Whether this process may use real-time scheduling: try it on a no-op. */
  public static boolean chrtPermitted() {
    try {
      Process p = new ProcessBuilder("chrt", "-r", "1", "true").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
