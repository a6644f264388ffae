package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;

/** metal/run.sh's flags as the runner reads them, and the plan their defaults give. No build, no JVM. */
class RunOptionsFlagsTest {

  private static RunOptions parse(String... args) {
    return RunOptions.parse(args);
  }

  private static String error(String... args) {
    return assertThrows(RunnerException.class, () -> RunOptions.parse(args)).getMessage();
  }

  @Test
  void everyFlagLandsInItsField() {
    RunOptions o = parse("--quick", "--allow-noisy", "--no-chrt", "--impls", "wire, protobuf-java,wire", "--datasets", "mesh",
        "--ops", "decode,encode", "--forks", "3", "--max-forks", "5", "--budget-minutes", "9", "--target-half-width", "0.05",
        "--seed", "-12", "--no-aa", "--cores", "2-3", "--results-dir", "somewhere", "--out", "tables-here");
    assertTrue(o.quick() && o.allowNoisy() && o.noChrt());
    assertEquals(List.of("wire", "protobuf-java"), o.impls(), "trimmed, duplicates dropped, order kept");
    assertEquals(List.of("mesh"), o.datasets());
    assertEquals(List.of("decode", "encode"), o.ops());
    assertEquals(3, o.forks());
    assertEquals(5, o.maxForks());
    assertEquals(9, o.budgetMinutes());
    assertEquals(0.05, o.targetHalfWidth());
    assertEquals(-12L, o.seed());
    assertFalse(o.aa());
    assertEquals("2-3", o.cores());
    assertEquals(Path.of("somewhere"), o.resultsDir());
    assertEquals(Path.of("tables-here"), o.out());
    assertEquals(4, parse("--passes", "4").forks(), "--passes is --forks");
    RunOptions none = parse();
    assertNull(none.impls());
    assertNull(none.aa());
    assertNull(none.out());
    assertEquals(List.of(), none.datasetDirs());
    assertEquals(List.of(), none.jars());
  }

  @Test
  void eachBadFlagIsOneLine() {
    assertEquals("unknown option '--bogus' (see --help)", error("--bogus"));
    assertEquals("--forks needs a positive number, got '0'", error("--forks", "0"));
    assertEquals("--max-forks needs a positive number, got 'x'", error("--max-forks", "x"));
    assertEquals("--target-half-width needs a fraction between 0 and 1 (0.02 = ±2 %), got '2'", error("--target-half-width", "2"));
    assertEquals("--seed needs a whole number, got '1.5'", error("--seed", "1.5"));
    assertEquals("--impls needs at least one name", error("--impls", ","));
    assertEquals("--out needs a value (see --help)", error("--out", "--quick"));
    assertEquals("--compare A,B names both columns (B against A); drop --impls", error("--compare", "a,b", "--impls", "a"));
    assertEquals("unknown --settings 'quick'; known: full, half-second (--quick is its own flag)", error("--settings", "quick"));
    assertEquals("unknown --settings 'legacy'; known: full, half-second (--quick is its own flag)", error("--settings", "legacy"));
    assertEquals("--quick has its own settings; drop --settings half-second", error("--quick", "--settings", "half-second"));
    assertTrue(error("--resume", "20261205-072948-7cac252", "--settings", "full").startsWith("--resume takes the plan, seed, settings"));
  }

  @Test
  void halfSecondSettingsAreTheEarlierPublicationsAndAMeasurement() {
    RunPlan half = PlanDefaults.plan(parse("--settings", "half-second"), List.of("protobuf-java"), List.of("mesh"));
    assertEquals(JmhSettings.HALF_SECOND, half.settings());
    assertEquals(List.of(5, 500, 2, 500), List.of(half.settings().warmupIterations(), half.settings().warmupMillis(),
        half.settings().measurementIterations(), half.settings().measurementMillis()));
    assertEquals(JmhSettings.FULL.forks(), half.forks(), "the same planned forks as full: only the iterations differ");
    assertTrue(half.isAdaptive(), "a measurement: adaptive forks as in a full run");
    assertEquals(List.of("protobuf-java", "protobuf-java#2"), half.columns(), "a measurement: the A/A twin as in a full run");
    assertEquals(JmhSettings.FULL, PlanDefaults.plan(parse("--settings", "full"), List.of("wire"), List.of("mesh")).settings());
  }

  @Test
  void aResumedRunTimesWithTheIterationsItsRunJsonRecorded() throws Exception {
    // The Dec 5 runs recorded "full" at 5 x 500 ms + 2 x 500 ms and "legacy" at 2 x 1 s + 3 x 1 s:
    // names whose iterations changed or went; their figures are what a resume must use.
    var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
    JmhSettings oldFull = JmhSettings.recorded(mapper.readTree("{\"settings\":\"full\",\"warmupIterations\":5,"
        + "\"warmupTime\":\"500 ms\",\"measurementIterations\":2,\"measurementTime\":\"500 ms\"}"));
    assertEquals(List.of(5, 500, 2, 500), List.of(oldFull.warmupIterations(), oldFull.warmupMillis(),
        oldFull.measurementIterations(), oldFull.measurementMillis()));
    JmhSettings legacy = JmhSettings.recorded(mapper.readTree("{\"settings\":\"legacy\",\"warmupIterations\":2,"
        + "\"warmupTime\":\"1 s\",\"measurementIterations\":3,\"measurementTime\":\"1 s\"}"));
    assertEquals(List.of(2, 1000, 3, 1000), List.of(legacy.warmupIterations(), legacy.warmupMillis(),
        legacy.measurementIterations(), legacy.measurementMillis()));
    RunnerException bad = assertThrows(RunnerException.class, () -> JmhSettings.recorded(mapper.readTree(
        "{\"settings\":\"full\",\"warmupIterations\":5,\"warmupTime\":\"half a second\",\"measurementIterations\":2}")));
    assertEquals("run.json's \"jmh\" does not record equally long iterations; this runner cannot resume it", bad.getMessage());
  }

  @Test
  void theDefaultsGiveTheDocumentedPlans() {
    List<String> datasets = List.of("mesh");
    RunPlan full = PlanDefaults.plan(parse(), List.of("protobuf-java", "wire"), datasets);
    assertEquals(JmhSettings.FULL.forks(), full.forks());
    assertEquals(List.of("protobuf-java", "wire", "protobuf-java#2"), full.columns(), "a full run has the A/A twin");
    assertTrue(full.control());
    assertTrue(full.isAdaptive());
    assertEquals(new Adaptive(PlanDefaults.TARGET_HALF_WIDTH, PlanDefaults.MAX_FORKS, PlanDefaults.BUDGET_MINUTES), full.adaptive());
    assertEquals(Op.coreOps(), full.ops());

    RunPlan quick = PlanDefaults.plan(parse("--quick"), List.of("protobuf-java", "wire"), datasets);
    assertEquals(JmhSettings.QUICK.forks(), quick.forks());
    assertEquals(List.of("protobuf-java", "wire"), quick.columns(), "no twin in a quick run");
    assertFalse(quick.isAdaptive(), "no adaptive forks in a quick run unless asked");
    assertTrue(PlanDefaults.plan(parse("--quick", "--max-forks", "4"), List.of("wire"), datasets).isAdaptive());

    // What the docker runner asks for: its forks and no more, no twin.
    RunPlan docker = PlanDefaults.plan(new RunOptions(true, true, null, null, null, null, 2, 2, null, null, null, false, null,
        null, null, true, false, List.of(), List.of(), null), List.of("protobuf-java"), datasets);
    assertEquals(2, docker.forks());
    assertFalse(docker.isAdaptive());
    assertNull(docker.adaptive());
    assertEquals(List.of("protobuf-java"), docker.columns());
  }
}
