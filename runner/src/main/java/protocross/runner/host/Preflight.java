package protocross.runner.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import protocross.runner.host.PreflightCheck.Status;
import protocross.runner.CpuList;

/**
 * Is this host quiet enough to publish numbers from? Reads sysfs and procfs under an injectable
 * root ("/" for real, a temporary directory in tests). A publication run refuses to start on any
 * fail unless the user allows noise; either way the table goes into run.json.
 *
 * <p>Warn, not fail: cores not isolated with isolcpus (a quiet host without it is still quiet;
 * load and other JVMs catch real noise), SMT siblings inside the chosen set, THP "always".
 */
public final class Preflight {
  /** 1-minute load average below this is ok; up to {@link #LOAD_FAIL} warns. */
  static final double LOAD_OK = 0.5;
  static final double LOAD_FAIL = 1.0;

  private final Path root;

  public Preflight(Path root) {
    this.root = root;
  }

  /** @param ownPids this process and its ancestors: JVMs that are the run itself, not noise */
  /** This process and its ancestors (the runner's own JVM, Maven, the shell): not "other JVMs". */
  public static Set<Long> ownProcessChain() {
    Set<Long> own = new java.util.HashSet<>();
    for (var h = java.util.Optional.of(ProcessHandle.current()); h.isPresent(); h = h.get().parent()) {
      own.add(h.get().pid());
    }
    return own;
  }

  public List<PreflightCheck> run(List<Integer> cores, Set<Long> ownPids) {
    return List.of(governor(cores), boost(), smt(cores), isolcpus(cores), loadAverage(), thp(), otherJvms(ownPids));
  }

  /** Quiesced: no check failed (warnings are recorded but don't refuse a run). */
  public static boolean quiesced(List<PreflightCheck> checks) {
    return !anyFailed(checks);
  }

  public static boolean anyFailed(List<PreflightCheck> checks) {
    return checks.stream().anyMatch(c -> c.status() == Status.fail);
  }

  PreflightCheck governor(List<Integer> cores) {
    List<String> values = new ArrayList<>();
    boolean allPerformance = true;
    for (int c : cores) {
      Optional<String> g = read("sys/devices/system/cpu/cpu" + c + "/cpufreq/scaling_governor");
      if (g.isEmpty()) {
        return PreflightCheck.unknown("governor");
      }
      values.add("cpu" + c + "=" + g.get());
      allPerformance &= g.get().equals("performance");
    }
    return new PreflightCheck("governor", String.join(" ", values), allPerformance ? Status.ok : Status.fail);
  }

  PreflightCheck boost() {
    Optional<String> noTurbo = read("sys/devices/system/cpu/intel_pstate/no_turbo");
    if (noTurbo.isPresent()) {
      boolean off = noTurbo.get().equals("1");
      return new PreflightCheck("turbo/boost", off ? "off (intel_pstate)" : "on (intel_pstate)", off ? Status.ok : Status.fail);
    }
    Optional<String> boost = read("sys/devices/system/cpu/cpufreq/boost");
    if (boost.isPresent()) {
      boolean off = boost.get().equals("0");
      return new PreflightCheck("turbo/boost", off ? "off" : "on", off ? Status.ok : Status.fail);
    }
    return PreflightCheck.unknown("turbo/boost");
  }

  PreflightCheck smt(List<Integer> cores) {
    List<String> shared = new ArrayList<>();
    Status status = Status.ok;
    for (int c : cores) {
      Optional<String> s = read("sys/devices/system/cpu/cpu" + c + "/topology/thread_siblings_list");
      if (s.isEmpty()) {
        return PreflightCheck.unknown("SMT siblings");
      }
      for (int sib : CpuList.parse(s.get())) {
        if (sib == c) {
          continue;
        }
        shared.add("cpu" + c + "~cpu" + sib);
        status = cores.contains(sib) ? max(status, Status.warn) : Status.fail;
      }
    }
    String value = shared.isEmpty() ? "none" : String.join(" ", shared);
    return new PreflightCheck("SMT siblings", value, status);
  }

  PreflightCheck isolcpus(List<Integer> cores) {
    Optional<String> iso = read("sys/devices/system/cpu/isolated");
    if (iso.isEmpty()) {
      return PreflightCheck.unknown("isolcpus");
    }
    List<Integer> isolated = CpuList.parse(iso.get());
    String value = isolated.isEmpty() ? "none" : CpuList.format(isolated);
    return new PreflightCheck("isolcpus", value, isolated.containsAll(cores) ? Status.ok : Status.warn);
  }

  PreflightCheck loadAverage() {
    Optional<String> la = read("proc/loadavg");
    if (la.isEmpty()) {
      return PreflightCheck.unknown("load average");
    }
    String first = la.get().split("\\s+")[0];
    double load;
    try {
      load = Double.parseDouble(first);
    } catch (NumberFormatException e) {
      return PreflightCheck.unknown("load average");
    }
    Status s = load < LOAD_OK ? Status.ok : load < LOAD_FAIL ? Status.warn : Status.fail;
    return new PreflightCheck("load average", first + " (1 min)", s);
  }

  PreflightCheck thp() {
    Optional<String> t = read("sys/kernel/mm/transparent_hugepage/enabled");
    if (t.isEmpty()) {
      return PreflightCheck.unknown("transparent huge pages");
    }
    String v = t.get();
    int a = v.indexOf('[');
    int b = v.indexOf(']');
    String selected = a >= 0 && b > a ? v.substring(a + 1, b) : v;
    return new PreflightCheck("transparent huge pages", selected, selected.equals("always") ? Status.warn : Status.ok);
  }

  PreflightCheck otherJvms(Set<Long> ownPids) {
    Path proc = root.resolve("proc");
    if (!Files.isDirectory(proc)) {
      return PreflightCheck.unknown("other JVMs");
    }
    List<String> found = new ArrayList<>();
    try (Stream<Path> entries = Files.list(proc)) {
      for (Path p : entries.sorted().toList()) {
        String name = p.getFileName().toString();
        if (!name.chars().allMatch(Character::isDigit) || ownPids.contains(Long.parseLong(name))) {
          continue;
        }
        if (read("proc/" + name + "/comm").map(c -> c.equals("java")).orElse(false)) {
          found.add(name);
        }
      }
    } catch (IOException e) {
      return PreflightCheck.unknown("other JVMs");
    }
    return found.isEmpty()
        ? new PreflightCheck("other JVMs", "none", Status.ok)
        : new PreflightCheck("other JVMs", found.size() + " (pid " + String.join(", ", found) + ")", Status.fail);
  }

  private Optional<String> read(String relative) {
    try {
      return Optional.of(Files.readString(root.resolve(relative)).trim());
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static Status max(Status a, Status b) {
    return a.compareTo(b) >= 0 ? a : b;
  }

  /** The table as printed before a run. */
  public static String table(List<PreflightCheck> checks) {
    int w1 = Math.max(5, checks.stream().mapToInt(c -> c.check().length()).max().orElse(0));
    int w2 = Math.max(5, checks.stream().mapToInt(c -> c.value().length()).max().orElse(0));
    StringBuilder b = new StringBuilder();
    String fmt = "%-" + w1 + "s  %-" + w2 + "s  %s%n";
    b.append(String.format(fmt, "check", "value", "status"));
    for (PreflightCheck c : checks) {
      b.append(String.format(fmt, c.check(), c.value(), c.status()));
    }
    return b.toString();
  }
}
