package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.jars.GitState;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;
import protocross.runner.host.HostInfo;

/**
 * --shard i/N: every fork of the plan in exactly one shard, whole (dataset, op) groups, a dataset's
 * decode and encode together (upb's C loop times them in one go), the same cut on every host.
 */
class ShardTest {
  static final List<String> IMPLS = List.of("protobuf-java", "protobuf-lite", "wire", "upb");
  static final List<String> DATASETS = List.of("api_response", "log_record", "mesh");

  @TempDir Path dir;

  private static RunPlan plan(List<Op> ops, long seed, Shard shard) {
    return new RunPlan(JmhSettings.FULL.withForks(3), IMPLS, DATASETS, ops, true, true, seed, null, false, shard);
  }

  private static Set<String> ids(List<Part> parts) {
    Set<String> ids = new HashSet<>();
    parts.forEach(p -> assertTrue(ids.add(p.id()), p + " twice in one shard"));
    return ids;
  }

  @Test
  void everyForkOfThePlanIsInExactlyOneShard() {
    for (List<Op> ops : List.of(Op.coreOps(), List.of(Op.decode, Op.decode_stream, Op.merge), List.of(Op.decode_read))) {
      RunPlan whole = plan(ops, 11, null);
      int parts = Shard.units(whole.allGroups()).size();
      for (int n = 1; n <= parts; n++) {
        for (int round = 1; round <= whole.forks(); round++) {
          Set<String> expected = ids(Schedule.planned(whole, round));
          Set<String> seen = new HashSet<>();
          int total = 0;
          for (int i = 1; i <= n; i++) {
            List<Part> shard = Schedule.planned(plan(ops, 11, new Shard(i, n)), round);
            assertFalse(shard.isEmpty(), "shard " + i + "/" + n + " of " + ops + " is empty");
            total += shard.size();
            for (String id : ids(shard)) {
              assertTrue(seen.add(id), id + " is in two shards of " + n);
            }
          }
          assertEquals(expected, seen, ops + " in " + n + " shards, round " + round);
          assertEquals(expected.size(), total);
        }
      }
    }
  }

  @Test
  void aGroupIsNeverCutAndADatasetsNativeLoopOpsStayTogether() {
    RunPlan whole = plan(Op.coreOps(), 5, null);
    for (int n = 1; n <= Shard.units(whole.allGroups()).size(); n++) {
      for (int i = 1; i <= n; i++) {
        RunPlan shard = plan(Op.coreOps(), 5, new Shard(i, n));
        for (Group g : shard.groups()) {
          assertTrue(whole.allGroups().contains(g), g + " with all its columns");
          if (g.op().hasNativeLoop()) {
            for (Op other : List.of(Op.decode, Op.encode)) {
              assertTrue(shard.groups().contains(new Group(g.dataset(), other, g.columns())),
                  g.dataset() + "'s decode and encode in one shard (" + i + "/" + n + ")");
            }
          }
        }
      }
    }
  }

  @Test
  void everyHostCutsTheSamePlanTheSameWayAndTheLoadIsEven() {
    // 3 datasets × (decode+encode, decode_read, control) = 9 parts of 10, 5 and 1 forks per round.
    for (int n = 1; n <= 9; n++) {
      List<Integer> load = new ArrayList<>();
      for (int i = 1; i <= n; i++) {
        List<Group> first = plan(Op.coreOps(), 42, new Shard(i, n)).groups();
        assertEquals(first, plan(Op.coreOps(), 42, new Shard(i, n)).groups(), "same flags and seed, same shard");
        load.add(first.stream().mapToInt(g -> g.columns().size()).sum());
      }
      int max = load.stream().mapToInt(Integer::intValue).max().orElseThrow();
      int min = load.stream().mapToInt(Integer::intValue).min().orElseThrow();
      assertTrue(max - min <= 10, "no shard has more than one part's work above another: " + load);
    }
    assertEquals(plan(Op.coreOps(), 1, null).allGroups(), plan(Op.coreOps(), 1, new Shard(1, 2)).allGroups());
    assertNotEquals(plan(Op.coreOps(), 1, new Shard(1, 2)).groups(), plan(Op.coreOps(), 1, new Shard(2, 2)).groups());
  }

  @Test
  void aShardCutsOnlyItsOwnRoundsAndItsCount() {
    RunPlan shard = plan(Op.coreOps(), 3, new Shard(2, 3));
    assertEquals(shard.groups().stream().mapToInt(g -> g.columns().size()).sum(), shard.cells());
    assertEquals(shard.cells(), Schedule.planned(shard, 1).size());
  }

  @Test
  void badShardsAreOneLine() {
    assertEquals("--shard needs i/N, e.g. 1/4 (shard 1 of 4; shards are numbered from 1), got '2'",
        assertThrows(RunnerException.class, () -> Shard.parse("2")).getMessage());
    assertEquals("--shard needs i/N with 1 <= i <= N, e.g. 1/4 (shards are numbered from 1), got '0/4'",
        assertThrows(RunnerException.class, () -> Shard.parse("0/4")).getMessage());
    assertEquals("--shard needs i/N with 1 <= i <= N, e.g. 1/4 (shards are numbered from 1), got '5/4'",
        assertThrows(RunnerException.class, () -> Shard.parse("5/4")).getMessage());
    String tooMany = assertThrows(RunnerException.class, () -> plan(List.of(Op.decode_read), 1, new Shard(1, 7))).getMessage();
    assertEquals("cannot cut this run into 7 shards: its plan has only 6 part(s) (a part is one (dataset, op) with all"
        + " its columns and forks; a dataset's decode and encode are one part), so at most 6 shards", tooMany);
    assertEquals(new Shard(3, 4), RunOptions.parse(new String[] {"--shard", "3/4", "--seed", "9"}).shard());
    assertEquals("--shard 3/4 runs one part of a plan every host must compute alike: give the same --seed on every host,"
        + " e.g. --shard 3/4 --seed 20261130",
        assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--shard", "3/4"})).getMessage());
    assertTrue(assertThrows(RunnerException.class,
        () -> RunOptions.parse(new String[] {"--resume", "20261129-201500-abc1234", "--shard", "1/2"})).getMessage()
        .startsWith("--resume takes the plan"));
    assertNull(RunOptions.parse(new String[0]).shard());
  }

  @Test
  void runJsonRecordsTheShardAndItsGroupsAndResumeReadsItBack() throws Exception {
    RunPlan plan = plan(Op.coreOps(), -8, new Shard(2, 3));
    JsonNode j = new RunJson("20261129-201500-abc1234", "metal", Instant.parse("2026-11-29T20:15:00Z"),
        new GitState("abc1234ffff", false), new HostInfo("EPYC", "0-1", "6.1", "vm"), List.of(1),
        "Eclipse Adoptium 25.0.1+8-LTS", "1.37", plan, manifest(), JsonNodeFactory.instance.objectNode(), List.of(), true,
        "taskset -c 1").toJson();
    assertEquals(2, j.at("/shard/index").asInt());
    assertEquals(3, j.at("/shard/count").asInt());
    List<String> groups = new ArrayList<>();
    j.at("/shard/groups").forEach(g -> groups.add(g.asText()));
    assertEquals(plan.groups().stream().map(Group::id).toList(), groups);
    RunPlan back = RunJson.planOf(j);
    assertEquals(plan.shard(), back.shard());
    assertEquals(plan.groups(), back.groups(), "a resumed shard runs the same groups");
    assertFalse(new RunJson("20261129-201500-abc1234", "metal", Instant.parse("2026-11-29T20:15:00Z"),
        new GitState("abc1234ffff", false), new HostInfo("EPYC", "0-1", "6.1", "vm"), List.of(1),
        "Eclipse Adoptium 25.0.1+8-LTS", "1.37", plan(Op.coreOps(), -8, null), manifest(),
        JsonNodeFactory.instance.objectNode(), List.of(), true, "taskset -c 1").toJson().has("shard"));
  }

  private protocross.contract.dataset.Manifest manifest() throws Exception {
    java.nio.file.Files.writeString(dir.resolve("MANIFEST.tsv"),
        "dataset\tmessage_type\tpayloads\tpayload_bytes\tsha256\treference_digest\n"
            + "api_response\tprotocross.bench.ApiResponse\t50\t4885\tabc\t00000000000000ff\n"
            + "log_record\tprotocross.bench.LogRecord\t50\t28668\tdef\t0000000000000002\n"
            + "mesh\tprotocross.bench.Mesh\t50\t812750\tdef\t0000000000000001\n");
    return protocross.contract.dataset.Manifest.read(dir);
  }
}
