package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.plan.Adaptive;
import protocross.runner.plan.RunId;

class RunPlanTest {

  private static RunPlan plan(boolean aa, boolean control) {
    return new RunPlan(JmhSettings.FULL.withForks(3), List.of("protobuf-java", "wire"), List.of("a", "b"),
        List.of(Op.encode, Op.decode), aa, control, 42, null);
  }

  @Test
  void theTwinIsAColumnOfTheBaselineAndRunsItsJar() {
    RunPlan plan = plan(true, false);
    assertEquals("protobuf-java", plan.baseline());
    assertEquals(List.of("protobuf-java", "wire", "protobuf-java#2"), plan.columns());
    Part twin = new Part(1, "protobuf-java#2", "a", Op.decode);
    assertEquals("protobuf-java", twin.impl());
    assertEquals(List.of("protobuf-java", "wire"), plan(false, false).columns());
  }

  @Test
  void everyGroupHasEveryColumnAndControlOnlyTheBaseline() {
    RunPlan plan = plan(true, true);
    List<String> groups = plan.groups().stream().map(g -> g.id() + " " + g.columns()).toList();
    assertEquals(List.of(
        "a/control [protobuf-java]",
        "a/decode [protobuf-java, wire, protobuf-java#2]",
        "a/encode [protobuf-java, wire, protobuf-java#2]",
        "b/control [protobuf-java]",
        "b/decode [protobuf-java, wire, protobuf-java#2]",
        "b/encode [protobuf-java, wire, protobuf-java#2]"), groups);
    assertEquals(2 * (1 + 3 + 3), plan.cells());
  }

  @Test
  void controlIsNotAUserOp() {
    assertEquals(List.of(Op.decode, Op.decode_read, Op.encode), Op.coreOps());
    assertEquals(List.of(Op.decode, Op.decode_read, Op.encode, Op.decode_stream, Op.decode_direct, Op.encode_reuse,
        Op.build_encode, Op.merge, Op.first_decode, Op.first_encode, Op.decode_latency, Op.encode_latency, Op.json_encode,
        Op.json_decode), Op.codecOps());
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Op.parse("control"));
    assertTrue(e.getMessage().contains("baseline"), e.getMessage());
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("x"), List.of("a"), List.of(Op.control, Op.encode, Op.encode),
        false, false, 1, null);
    assertEquals(List.of(Op.encode), plan.ops());
  }

  @Test
  void forkIdsRoundTripAndNameTheirPlace() {
    Part p = new Part(7, "protobuf-java#2", "mesh", Op.decode_read);
    assertEquals("mesh/decode_read/protobuf-java#2/fork-7", p.id());
    assertEquals(p, Part.parse(p.id()));
    assertThrows(RunnerException.class, () -> Part.parse("mesh/decode/x"));
    assertThrows(RunnerException.class, () -> Part.parse("mesh/nope/x/fork-1"));
  }

  @Test
  void adaptiveNeedsMoreForksThanPlanned() {
    assertFalse(plan(false, false).isAdaptive());
    RunPlan same = new RunPlan(JmhSettings.FULL.withForks(3), List.of("x"), List.of("a"), List.of(Op.decode), false,
        false, 1, new Adaptive(0.02, 3, 10));
    assertFalse(same.isAdaptive());
    assertThrows(RunnerException.class, () -> new RunPlan(JmhSettings.FULL.withForks(5), List.of("x"), List.of("a"),
        List.of(Op.decode), false, false, 1, new Adaptive(0.02, 4, 10)));
    assertThrows(RunnerException.class, () -> new Adaptive(2, 10, 10));
  }

  @Test
  void emptyPlanIsRefused() {
    assertThrows(RunnerException.class, () -> RunPlan.simple(JmhSettings.FULL, List.of(), List.of("a"), List.of(Op.decode), 1));
  }

  @Test
  void fullSettingsAreTheBenchmarkClassesAndFitOneUpbLoop() {
    // The runner reads the published settings from CodecBenchmark's annotations; upb's C loop takes
    // one iteration length, so warm-up and measurement iterations must be equally long.
    assertEquals(JmhSettings.FULL.warmupMillis(), JmhSettings.FULL.measurementMillis());
    assertTrue(JmhSettings.FULL.forks() >= 5, "publication default: at least five forks per cell");
    assertEquals("500 ms", JmhSettings.jmhJson(500));
    assertEquals("1 s", JmhSettings.jmhJson(1000));
    assertEquals("500ms", JmhSettings.jmhArg(500));
    assertEquals("1.0", JmhSettings.FULL.withForks(1).iterationSecondsArg());
    assertEquals("0.5", JmhSettings.HALF_SECOND.iterationSecondsArg());
  }

  @Test
  void runIdHasTheDocumentedForm() {
    String id = RunId.of(java.time.Instant.parse("2026-11-29T20:15:00Z"), "abc1234def");
    assertEquals("20261129-201500-abc1234", id);
    assertEquals(true, RunId.isValid(id));
    assertEquals(false, RunId.isValid("../x"));
  }
}
