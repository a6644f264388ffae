package protocross.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What machine a run was on, read under the same injectable root as {@link Preflight}. */
public record HostInfo(String cpu, String cores, String kernel, String hostname) {

  public static HostInfo read(Path root) {
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
        readOr(root, "proc/sys/kernel/osrelease"), readOr(root, "proc/sys/kernel/hostname"));
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
