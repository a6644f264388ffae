package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import protocross.jars.RunnerException;

/** The kernel's CPU list format ({@code 0-3,8,10-11}), as sysfs, isolcpus and taskset use it. */
public final class CpuList {
  private CpuList() {}

  public static List<Integer> parse(String text) {
    TreeSet<Integer> cpus = new TreeSet<>();
    String t = text.trim();
    if (t.isEmpty()) {
      return List.of();
    }
    for (String part : t.split(",")) {
      String p = part.trim();
      try {
        int dash = p.indexOf('-');
        if (dash < 0) {
          cpus.add(Integer.parseInt(p));
        } else {
          int lo = Integer.parseInt(p.substring(0, dash));
          int hi = Integer.parseInt(p.substring(dash + 1));
          if (hi < lo) {
            throw new NumberFormatException();
          }
          for (int c = lo; c <= hi; c++) {
            cpus.add(c);
          }
        }
      } catch (NumberFormatException e) {
        throw new RunnerException("not a CPU list: '" + text.trim() + "' (expected e.g. 1 or 2-3,5)");
      }
    }
    return new ArrayList<>(cpus);
  }

  public static String format(List<Integer> cpus) {
    return String.join(",", cpus.stream().sorted().map(String::valueOf).toList());
  }
}
