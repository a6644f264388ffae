package protocross.docker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.MountType;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.jars.BenchJars;

/**
 * A fork's container (and the containers that ask an image about its JDK and libraries) runs with a
 * read-only root, writable only at a /tmp tmpfs and its home volume, with no capabilities, no new
 * privileges, and memory and process limits; run.json records them. No daemon needed.
 */
class LockdownTest {
  private static void assertLockedDown(HostConfig h) {
    assertEquals(Boolean.TRUE, h.getReadonlyRootfs());
    assertArrayEquals(new Capability[] {Capability.ALL}, h.getCapDrop());
    assertEquals(List.of("no-new-privileges"), h.getSecurityOpts());
    assertEquals(6L << 30, h.getMemory());
    assertEquals(6L << 30, h.getMemorySwap(), "no swap beyond the memory limit");
    assertEquals(512L, h.getPidsLimit());
    assertEquals(Map.of("/tmp", "rw,nosuid,nodev,size=256m"), h.getTmpFs());
    assertEquals(1, h.getMounts().size());
    assertEquals(MountType.VOLUME, h.getMounts().get(0).getType());
    assertEquals(ContainerPartLauncher.HOME, h.getMounts().get(0).getTarget());
  }

  @Test
  void aForksContainerIsLockedDownAndKeepsItsPinningAndMounts() {
    Path repo = Path.of("/nonexistent/repo");
    BenchJars jars = (impl, dataset) -> repo.resolve("impls").resolve(impl).resolve("target/benchmarks.jar");
    ContainerPartLauncher launcher = new ContainerPartLauncher(null, Map.of(), jars, repo, Path.of("/data"), List.of(1),
        "20261201-120000-abc1234", false, false);
    HostConfig h = launcher.hostConfig(new ContainerPartLauncher.Mounts(List.of(), List.of()));
    assertLockedDown(h);
    assertEquals("1", h.getCpusetCpus());
    assertEquals("none", h.getNetworkMode());
    String launch = launcher.describe();
    assertTrue(launch.contains(" --read-only --tmpfs /tmp:rw,nosuid,nodev,size=256m -v /home/bench --cap-drop ALL"
        + " --security-opt no-new-privileges --memory 6g --memory-swap 6g --pids-limit 512 "), launch);
  }

  @Test
  void theRestrictionsAreRecordedForRunJson() {
    var n = Lockdown.toJson(ContainerPartLauncher.HOME);
    assertEquals("{\"readOnlyRootfs\":true,\"tmpfs\":{\"/tmp\":\"rw,nosuid,nodev,size=256m\"},\"writableVolumes\":[\"/home/bench\"],"
        + "\"capDrop\":[\"ALL\"],\"securityOpt\":[\"no-new-privileges\"],\"memoryBytes\":6442450944,"
        + "\"memorySwapBytes\":6442450944,\"pidsLimit\":512}", n.toString());
  }

  @Test
  void everyContainerIsLockedDown() {
    assertLockedDown(Lockdown.apply(HostConfig.newHostConfig().withNetworkMode("none"), ContainerPartLauncher.HOME));
  }
}
