package protocross.docker;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Mount;
import com.github.dockerjava.api.model.MountType;
import java.util.List;
import java.util.Map;

/**
 * What every container of the docker path runs under, whatever it runs (a fork, or a question to
 * its image): a read-only root filesystem, no capabilities, no privilege gained through setuid,
 * and a memory and a process limit, so a hostile dataset or jar cannot change the image, the
 * daemon's host or the other containers. Writable are only a tmpfs at /tmp (JMH's /tmp/jmh.lock,
 * the JVM's hsperfdata) and an anonymous volume at the user's home, where a fork writes its JSON
 * and meta file: unlike a tmpfs, a volume outlives the container's exit, so they can be copied
 * out; it is removed with the container.
 */
final class Lockdown {
  /**
   * Two JVMs run in a fork's container (the launcher and JMH's fork, each -Xms1g -Xmx1g,
   * pre-touched), plus metaspace, code cache and upb's native arenas: about 3 GiB at most. 6 GiB
   * leaves room for the allocation-heavy datasets and fits four times into the 24 GiB machine.
   * No swap beyond it.
   */
  static final long MEMORY_BYTES = 6L << 30;
  /** Processes and threads: a JVM has a few dozen threads; two of them stay far below. */
  static final long PIDS = 512;
  static final String TMP = "/tmp";
  static final String TMP_OPTIONS = "rw,nosuid,nodev,size=256m";
  static final List<String> SECURITY_OPTS = List.of("no-new-privileges");

  private Lockdown() {}

  /** {@code host} with the restrictions; {@code home}: the one writable folder that outlives the container. */
  static HostConfig apply(HostConfig host, String home) {
    return host.withReadonlyRootfs(true)
        .withCapDrop(Capability.ALL)
        .withSecurityOpts(SECURITY_OPTS)
        .withMemory(MEMORY_BYTES)
        .withMemorySwap(MEMORY_BYTES)
        .withPidsLimit(PIDS)
        .withTmpFs(Map.of(TMP, TMP_OPTIONS))
        .withMounts(List.of(new Mount().withType(MountType.VOLUME).withTarget(home)));
  }

  /** The same as docker run options, for run.json "launch". */
  static String describe(String home) {
    return "--read-only --tmpfs " + TMP + ":" + TMP_OPTIONS + " -v " + home + " --cap-drop ALL --security-opt "
        + String.join(",", SECURITY_OPTS) + " --memory " + (MEMORY_BYTES >> 30) + "g --memory-swap "
        + (MEMORY_BYTES >> 30) + "g --pids-limit " + PIDS;
  }

  /** run.json "container": the restrictions every fork's container ran under. */
  static ObjectNode toJson(String home) {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("readOnlyRootfs", true);
    n.putObject("tmpfs").put(TMP, TMP_OPTIONS);
    n.putArray("writableVolumes").add(home);
    n.putArray("capDrop").add("ALL");
    SECURITY_OPTS.forEach(n.putArray("securityOpt")::add);
    n.put("memoryBytes", MEMORY_BYTES);
    n.put("memorySwapBytes", MEMORY_BYTES);
    n.put("pidsLimit", PIDS);
    return n;
  }
}
