package protocross.runner.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import protocross.runner.CpuList;

/**
 * What machine a run was on, read under the same injectable root as {@link Preflight}, and the
 * scheduler job it ran in, if any ({@link SchedulerJob}, from the environment; null outside one).
 */
public record HostInfo(String cpu, String cores, String kernel, String hostname, SchedulerJob job) {

  public HostInfo(String cpu, String cores, String kernel, String hostname) {
    this(cpu, cores, kernel, hostname, null);
  }

  public static HostInfo read(Path root) {
    return read(root, System.getenv());
  }

  public static HostInfo read(Path root, java.util.Map<String, String> env) {
    String cpu = "unknown";
    try {
      cpu = Files.readAllLines(root.resolve("proc/cpuinfo")).stream()
          .filter(l -> l.startsWith("model name"))
          .map(l -> l.substring(l.indexOf(':') + 1).trim())
          .findFirst().orElse("unknown");
    } catch (IOException e) {
      // stays unknown
    }
    return new HostInfo(cpu, readOr(root, "sys/devices/system/cpu/online"),
        readOr(root, "proc/sys/kernel/osrelease"), readOr(root, "proc/sys/kernel/hostname"), SchedulerJob.of(env));
  }

  /** The online CPUs, or an empty list if sysfs doesn't say. */
  public static java.util.List<Integer> onlineCpus(Path root) {
    String online = readOr(root, "sys/devices/system/cpu/online");
    return online.equals("unknown") ? java.util.List.of() : CpuList.parse(online);
  }

  private static String readOr(Path root, String relative) {
    try {
      return Files.readString(root.resolve(relative)).trim();
    } catch (IOException e) {
      return "unknown";
    }
  }
}
