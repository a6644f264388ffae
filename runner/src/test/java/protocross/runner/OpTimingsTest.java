package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.runner.plan.PlanDefaults;

/** The ops timed in another JMH mode: their JMH arguments, run.json's record of them, and the plan --ops first_call gives. */
class OpTimingsTest {
  private static final JmhSettings S = new JmhSettings("full", 5, 500, 2, 500, 6);

  @Test
  void aFirstCallIsOneCallWithNoWarmUpAndNoProfiler() {
    List<String> a = JmhArgs.build(Op.first_decode, "mesh", S, "/r/x.json");
    assertEquals(List.of(
        "^protocross\\.bench\\.CodecBenchmark\\.first_decode$",
        "-f", "1", "-bm", "ss", "-wi", "0", "-i", "1", "-tu", "us",
        "-p", "dataset=mesh",
        "-jvmArgs", "-Xms1g -Xmx1g -XX:+UseParallelGC -XX:+AlwaysPreTouch --enable-native-access=ALL-UNNAMED",
        "-rf", "json", "-rff", "/r/x.json"), a);
  }

  @Test
  void aLatencyIsSampledAfterTheRunsWarmUp() {
    List<String> a = JmhArgs.build(Op.decode_latency, "mesh", S, "f");
    assertEquals("sample", a.get(a.indexOf("-bm") + 1));
    assertEquals("5", a.get(a.indexOf("-wi") + 1));
    assertEquals("500ms", a.get(a.indexOf("-r") + 1));
    assertEquals("ns", a.get(a.indexOf("-tu") + 1));
    assertFalse(a.contains("-prof"));
  }

  @Test
  void runJsonRecordsEachOpsModeAndNothingForAThroughputRun() {
    RunPlan plan = RunPlan.simple(S, List.of("wire"), List.of("mesh"), List.of(Op.decode, Op.first_encode, Op.encode_latency), 1);
    ObjectNode modes = OpTimings.toJson(plan);
    assertEquals("ss", modes.path("first_encode").path("mode").asText());
    assertEquals(0, modes.path("first_encode").path("warmupIterations").asInt());
    assertEquals("us/op", modes.path("first_encode").path("scoreUnit").asText());
    assertEquals("500 ms", modes.path("encode_latency").path("measurementTime").asText());
    assertEquals("ns/op", modes.path("encode_latency").path("scoreUnit").asText());
    assertFalse(modes.has("decode"));
    assertNull(OpTimings.toJson(RunPlan.simple(S, List.of("wire"), List.of("mesh"), List.of(Op.decode), 1)));
  }

  @Test
  void firstCallNamesBothOpsAndAFullRunGivesItTwentyFreshJvms() {
    RunPlan full = PlanDefaults.plan(RunOptions.parse(new String[] {"--ops", "first_call"}), List.of("wire"), List.of("mesh"));
    assertEquals(List.of(Op.first_decode, Op.first_encode), full.ops());
    assertEquals(PlanDefaults.FIRST_CALL_FORKS, full.forks());
    assertFalse(full.isAdaptive(), "the planned forks are the distribution; no adaptive rounds");
    RunPlan quick = PlanDefaults.plan(RunOptions.parse(new String[] {"--quick", "--ops", "first_call"}), List.of("wire"),
        List.of("mesh"));
    assertEquals(JmhSettings.QUICK.forks(), quick.forks(), "a quick run is a path check");
    RunPlan told = PlanDefaults.plan(RunOptions.parse(new String[] {"--ops", "first_call", "--forks", "30"}), List.of("wire"),
        List.of("mesh"));
    assertEquals(30, told.forks());
    assertTrue(RunPlan.simple(S, List.of("wire"), List.of("mesh"), List.of(Op.first_decode), 1).ops().contains(Op.first_decode));
  }
}
