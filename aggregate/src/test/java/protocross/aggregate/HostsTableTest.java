package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.render.HostsTable;

/**
 * hosts.md: two synthetic runs of the same libraries on two CPU models. On the second host wire is
 * as fast as protobuf-java on mesh decode (on the first it is twice as fast): that cell is
 * host-dependent and moved; protobuf-lite's ratios are the same on both hosts: general.
 */
class HostsTableTest {
  static final int FORKS = 6;

  @TempDir Path tmp;

  /**
   * ops/s: each column a fixed multiple of protobuf-java, with the same small per-fork jitter (so
   * ratios are exact); the A/A twin draws the same values in another fork order.
   */
  static double score(String column, String op, String dataset, int k, boolean second) {
    double jitter = 1 + 0.004 * ((k + (RecordedRun.isTwin(column) ? 2 : 0)) % FORKS);
    double factor = switch (RecordedRun.implOf(column)) {
      case "protobuf-lite" -> 0.8;
      case "wire" -> second && op.equals("decode") && dataset.equals("mesh") ? 1.0 : 2.0;
      case "upb" -> 1.5;
      default -> 1.0;
    };
    return 1000 * factor * jitter * (1 + FakeRun.DATASETS.indexOf(dataset));
  }

  private Path run(String name, String cpu, boolean second, Consumer<ObjectNode> change) throws IOException {
    Path dir = FakeForks.write(tmp.resolve(name), FORKS, (c, op, d, k) -> score(c, op, d, k, second));
    ObjectNode run = (ObjectNode) FakeRun.JSON.readTree(dir.resolve("run.json").toFile());
    ((ObjectNode) run.get("host")).put("cpu", cpu);
    change.accept(run);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), run);
    return dir;
  }

  @Test
  void eachHostsRatioSideBySideAndAFindingIsGeneralOnlyWhereEveryHostAgrees() throws IOException {
    Path a = run("a", "AMD EPYC 7B13", false, r -> { });
    Path b = run("b", "Intel(R) Xeon(R) Platinum 8375C", true, r -> r.put("commit", FakeRun.COMMIT.replace('5', '9')));
    Path out = tmp.resolve("out");
    Main.run(new String[] {"--hosts", a.toString(), b.toString(), "--out", out.toString()});
    String h = Files.readString(out.resolve(HostsTable.FILE));
    // The runs differ in commit too: the title says the host is confounded with it.
    assertTrue(h.startsWith("# protocross across hosts: 2 runs on 2 CPU models, also differing in commit (host confounded)\n"), h);
    assertTrue(h.contains("with `bin/aggregate --hosts " + a + " " + b + " --out " + out + "`"), h);
    assertTrue(h.contains("| `" + FakeRun.RUN_ID + "` | AMD EPYC 7B13 | `abc1234` |"), h);
    assertTrue(h.contains("| Intel(R) Xeon(R) Platinum 8375C |"), h);
    assertTrue(h.contains("**Also different between these runs: commit**"), h);
    assertTrue(h.contains("| mesh | wire | faster 2.00× ["), h);
    // Host-dependent is the interaction: the ratio of the two hosts' ratios, with an interval that excludes 1.
    assertTrue(h.contains("| mesh | wire | faster 2.00× [1.98–2.02] | no significant difference [0.99–1.01] | 0.50× [0.49–0.51]"
        + " | 100.0 % ‡ | **host-dependent** |"), h);
    assertTrue(h.contains("| log_record | protobuf-lite | slower 0.80× ["), h);
    assertTrue(h.contains("| **general**: slower |"), h);
    assertTrue(h.contains("| api_response | protobuf-java#2 | no significant difference ["), h);
    // 3 ops × 3 datasets × 4 columns; only wire's mesh decode differs between hosts.
    assertTrue(h.contains("Of 36 cells (op, dataset, column against protobuf-java), **1 host-dependent** (the interval of"
        + " the ratio of the hosts' ratios excludes 1), **35 general**"), h);
    assertTrue(h.contains(", 0 with no interaction shown but no common verdict; in 1 the ratio moved more than 10.0 % between"
        + " hosts (‡)."), h);
  }

  @Test
  void runsOfOtherLibrariesOrOfOneCpuModelAreRefusedInOneLine() throws IOException {
    Path a = run("a", "AMD EPYC 7B13", false, r -> { });
    Path same = run("same", "AMD EPYC 7B13", true, r -> { });
    Path other = run("other", "Intel Xeon", true, r -> ((ObjectNode) r.get("libraries")).put("upb.cflags", "-O3"));
    Path out = tmp.resolve("out");
    String oneCpu = assertThrows(AggregateException.class,
        () -> Main.run(new String[] {"--hosts", a.toString(), same.toString(), "--out", out.toString()})).getMessage();
    assertEquals("all 2 runs are from one CPU model (AMD EPYC 7B13): hosts.md needs runs from at least two", oneCpu);
    String libs = assertThrows(AggregateException.class,
        () -> Main.run(new String[] {"--hosts", a.toString(), other.toString(), "--out", out.toString()})).getMessage();
    assertEquals("refusing to put " + FakeRun.RUN_ID + " beside " + FakeRun.RUN_ID + ": they differ in libraries.upb.cflags:"
        + " -O3 vs -O2", libs);
    assertEquals("--hosts needs two or more run folders and --out <dir> (where hosts.md goes)", assertThrows(
        AggregateException.class, () -> Main.run(new String[] {"--hosts", a.toString(), other.toString()})).getMessage());
    assertFalse(Files.exists(out.resolve(HostsTable.FILE)), "nothing written");
  }
}
