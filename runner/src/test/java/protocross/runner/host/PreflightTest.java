package protocross.runner.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.runner.host.PreflightCheck.Status;
import protocross.jars.RunnerException;
import protocross.runner.CpuList;

/** Preflight against fake sysfs/procfs roots. */
class PreflightTest {
  @TempDir Path root;

  private void file(String path, String text) throws IOException {
    Path f = root.resolve(path);
    Files.createDirectories(f.getParent());
    Files.writeString(f, text + "\n");
  }

  private void quietHost() throws IOException {
    for (int c = 0; c < 4; c++) {
      file("sys/devices/system/cpu/cpu" + c + "/cpufreq/scaling_governor", "performance");
      file("sys/devices/system/cpu/cpu" + c + "/topology/thread_siblings_list", Integer.toString(c));
    }
    file("sys/devices/system/cpu/intel_pstate/no_turbo", "1");
    file("sys/devices/system/cpu/isolated", "2-3");
    file("sys/devices/system/cpu/online", "0-3");
    file("proc/loadavg", "0.02 0.10 0.20 1/200 999");
    file("sys/kernel/mm/transparent_hugepage/enabled", "always madvise [never]");
    file("proc/1/comm", "systemd");
    file("proc/42/comm", "java"); // the runner itself
  }

  private Map<String, PreflightCheck> run(List<Integer> cores) {
    return new Preflight(root).run(cores, Set.of(42L)).stream()
        .collect(Collectors.toMap(PreflightCheck::check, c -> c));
  }

  @Test
  void quietHostPasses() throws IOException {
    quietHost();
    List<PreflightCheck> checks = new Preflight(root).run(List.of(2, 3), Set.of(42L));
    assertEquals(List.of("governor", "turbo/boost", "SMT siblings", "isolcpus", "load average",
        "transparent huge pages", "other JVMs"), checks.stream().map(PreflightCheck::check).toList());
    assertTrue(checks.stream().allMatch(c -> c.status() == Status.ok), checks.toString());
    assertTrue(Preflight.quiesced(checks));
    assertEquals(List.of(2, 3), Cores.choose(root));
  }

  @Test
  void missingSysfsIsUnknownAndFails() {
    List<PreflightCheck> checks = new Preflight(root).run(List.of(1), Set.of());
    for (PreflightCheck c : checks) {
      assertEquals("unknown", c.value(), c.check());
      assertEquals(Status.fail, c.status(), c.check());
    }
    assertFalse(Preflight.quiesced(checks));
  }

  @Test
  void noisyValues() throws IOException {
    quietHost();
    file("sys/devices/system/cpu/cpu2/cpufreq/scaling_governor", "powersave");
    file("sys/devices/system/cpu/intel_pstate/no_turbo", "0");
    file("sys/devices/system/cpu/cpu2/topology/thread_siblings_list", "0,2");
    file("sys/devices/system/cpu/isolated", "");
    file("proc/loadavg", "1.50 1.0 1.0 2/200 999");
    file("sys/kernel/mm/transparent_hugepage/enabled", "[always] madvise never");
    file("proc/77/comm", "java");
    Map<String, PreflightCheck> c = run(List.of(2));
    assertEquals(new PreflightCheck("governor", "cpu2=powersave", Status.fail), c.get("governor"));
    assertEquals(Status.fail, c.get("turbo/boost").status());
    assertEquals(new PreflightCheck("SMT siblings", "cpu2~cpu0", Status.fail), c.get("SMT siblings"));
    assertEquals(new PreflightCheck("isolcpus", "none", Status.warn), c.get("isolcpus"));
    assertEquals(new PreflightCheck("load average", "1.50 (1 min)", Status.fail), c.get("load average"));
    assertEquals(new PreflightCheck("transparent huge pages", "always", Status.warn), c.get("transparent huge pages"));
    assertEquals(new PreflightCheck("other JVMs", "1 (pid 77)", Status.fail), c.get("other JVMs"));
  }

  @Test
  void siblingInsideTheChosenSetOnlyWarns() throws IOException {
    quietHost();
    file("sys/devices/system/cpu/cpu2/topology/thread_siblings_list", "2-3");
    file("sys/devices/system/cpu/cpu3/topology/thread_siblings_list", "2-3");
    assertEquals(Status.warn, run(List.of(2, 3)).get("SMT siblings").status());
  }

  @Test
  void boostFileOfAmdAndAcpiCpufreq() throws IOException {
    file("sys/devices/system/cpu/cpufreq/boost", "0");
    assertEquals(new PreflightCheck("turbo/boost", "off", Status.ok), new Preflight(root).boost());
  }

  @Test
  void withoutIsolcpusTheLastOnlineCpuIsChosen() throws IOException {
    file("sys/devices/system/cpu/online", "0-1");
    file("sys/devices/system/cpu/isolated", "");
    assertEquals(List.of(1), Cores.choose(root));
  }

  @Test
  void cpuLists() {
    assertEquals(List.of(0, 2, 3, 4, 8), CpuList.parse("0,2-4,8\n"));
    assertEquals("1,3", CpuList.format(List.of(3, 1)));
    assertEquals(List.of(), CpuList.parse(""));
    org.junit.jupiter.api.Assertions.assertThrows(RunnerException.class, () -> CpuList.parse("3-1"));
  }
}
