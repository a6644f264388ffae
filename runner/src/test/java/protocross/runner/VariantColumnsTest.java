package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.jars.VariantBuild;
import protocross.jars.VariantBuilds;
import protocross.jars.Variant;
import protocross.jars.Variants;
import protocross.jars.RunnerException;
import protocross.runner.plan.PlanDefaults;

/** --impls with versions and --compare: flags, plan, and variants whose build failed. No build, no JVM. */
class VariantColumnsTest {
  @TempDir Path repo;

  private static RunOptions parse(String... args) {
    return RunOptions.parse(args);
  }

  private static String error(String... args) {
    return assertThrows(RunnerException.class, () -> parse(args)).getMessage();
  }

  @Test
  void compareKeepsBothSidesEvenWhenTheyAreTheSame() {
    assertEquals(List.of("protobuf-java@3.21.6", "protobuf-java@3.21.7"),
        parse("--compare", "protobuf-java@3.21.6,protobuf-java@3.21.7").compare());
    assertEquals(List.of("protobuf-java", "protobuf-java"), parse("--compare", "protobuf-java,protobuf-java").compare());
    assertEquals("--compare A,B names both columns (B against A); drop --impls",
        error("--compare", "a,b", "--impls", "wire"));
    assertEquals("--compare A,B names both columns (B against A); drop --aa/--no-aa", error("--no-aa", "--compare", "a,b"));
    assertTrue(error("--resume", "20261129-201500-abc1234", "--compare", "a,b").startsWith("--resume takes the plan"));
  }

  @Test
  void aComparePlanHasItsTwoColumnsAndNoOtherTwin() {
    RunOptions o = parse("--quick", "--compare", "protobuf-java@3.25.8,protobuf-java");
    RunPlan plan = PlanDefaults.plan(o, new Variants.Selection(List.of("protobuf-java@3.25.8", "protobuf-java"), false, true),
        List.of("mesh"));
    assertEquals(List.of("protobuf-java@3.25.8", "protobuf-java"), plan.columns());
    assertTrue(plan.compare());
    RunPlan impls = PlanDefaults.plan(parse("--impls", "protobuf-java@3.25.8,protobuf-java"),
        List.of("protobuf-java@3.25.8", "protobuf-java"), List.of("mesh"));
    assertEquals(List.of("protobuf-java@3.25.8", "protobuf-java", "protobuf-java@3.25.8#2"), impls.columns(),
        "a full run's A/A twin is the baseline's, whatever version it is");
    assertFalse(impls.compare());
  }

  @Test
  void aVariantWhoseBuildFailedIsLeftOutInOneLineAndTheOthersRun() throws Exception {
    fail("protobuf-java@3.99.1", "the registry does not serve com.google.protobuf:protobuf-java:jar:3.99.1");
    Map<String, String> leftOut = new LinkedHashMap<>();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Variants.Selection kept = VariantBuilds.withoutFailed(repo,
        new Variants.Selection(List.of("protobuf-java@3.99.1", "protobuf-java", "wire@5.3.11"), true, false), leftOut,
        new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertEquals(List.of("protobuf-java", "wire@5.3.11"), kept.variants());
    assertTrue(kept.twin());
    String reason = "the registry does not serve com.google.protobuf:protobuf-java:jar:3.99.1"
        + " (log: target/variants/protobuf-java@3.99.1/build.log)";
    assertEquals(Map.of("protobuf-java@3.99.1", reason), leftOut);
    assertEquals("protocross: variant protobuf-java@3.99.1 left out: " + reason + "\n",
        bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aComparisonThatLostASideIsRefused() throws Exception {
    fail("protobuf-java@3.99.1", "the registry does not serve com.google.protobuf:protoc:exe:linux-x86_64:3.99.1");
    PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    RunnerException e = assertThrows(RunnerException.class, () -> VariantBuilds.withoutFailed(repo,
        new Variants.Selection(List.of("protobuf-java@3.99.1", "protobuf-java"), false, true), new LinkedHashMap<>(), out));
    assertEquals("nothing to compare: protobuf-java@3.99.1 could not be built", e.getMessage());
    e = assertThrows(RunnerException.class, () -> VariantBuilds.withoutFailed(repo,
        new Variants.Selection(List.of("protobuf-java@3.99.1"), false, false), new LinkedHashMap<>(), out));
    assertEquals("nothing to run: no requested variant could be built", e.getMessage());
  }

  @Test
  void aResumeWhoseVariantNoLongerBuildsStopsInOneLineAndKeepsWhatWasMeasured() throws Exception {
    RunLayout layout = RunLayout.of(repo.resolve("results"), "20261130-220000-abc1234");
    VariantBuilds.checkResumable(repo, List.of("protobuf-java@3.25.8", "protobuf-java"), layout.runId(), layout.dir());
    fail("protobuf-java@3.25.8", "Maven is offline and com.google.protobuf:protoc:exe:linux-x86_64:3.25.8 is not in the local repository");
    RunnerException e = assertThrows(RunnerException.class,
        () -> VariantBuilds.checkResumable(repo, List.of("protobuf-java@3.25.8", "protobuf-java"), layout.runId(), layout.dir()));
    assertEquals("cannot resume 20261130-220000-abc1234: variant protobuf-java@3.25.8 could not be built: Maven is offline"
        + " and com.google.protobuf:protoc:exe:linux-x86_64:3.25.8 is not in the local repository"
        + " (log: target/variants/protobuf-java@3.25.8/build.log); the forks already measured stay in " + layout.dir()
        + "; resume again once it builds", e.getMessage());
  }

  private void fail(String variant, String reason) throws Exception {
    VariantBuild b = new VariantBuild(repo, Variant.parse(variant));
    Files.createDirectories(b.dir());
    Files.writeString(b.failed(), reason + "\n");
  }
}
