package protocross.runner.metal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;
import protocross.runner.host.OutsideCause;

class PairedLauncherTest {

  private static RunPlan plan(List<String> impls, boolean aa, List<Op> ops) {
    return new RunPlan(JmhSettings.QUICK, impls, List.of("a"), ops, aa, true, 42, null);
  }

  @Test
  void aTwinOrTwoColumnsPairAndControlRunsAlone() {
    assertDoesNotThrow(() -> PairedLauncher.check(plan(List.of("protobuf-java"), true, List.of(Op.decode))));
    assertDoesNotThrow(() -> PairedLauncher.check(plan(List.of("protobuf-java", "wire"), false, List.of(Op.decode, Op.encode))));
  }

  @Test
  void moreThanTwoColumnsAreRefusedInOneLine() {
    RunnerException e = assertThrows(RunnerException.class,
        () -> PairedLauncher.check(plan(List.of("protobuf-java", "wire"), true, List.of(Op.decode))));
    assertTrue(e.getMessage().startsWith("--paired pairs a cell's two columns, but a/decode has 3"), e.getMessage());
  }

  @Test
  void opsOfAnotherModeAreRefused() {
    RunnerException e = assertThrows(RunnerException.class,
        () -> PairedLauncher.check(plan(List.of("protobuf-java"), true, List.of(Op.decode_latency))));
    assertTrue(e.getMessage().contains("decode_latency is timed in another mode"), e.getMessage());
  }

  @Test
  void onlyALocalLauncherPairs() {
    PartLauncher docker = new PartLauncher() {
      @Override
      public int launch(Part part, RunLayout layout, JmhSettings settings, java.util.function.Consumer<String> output) {
        return 0;
      }

      @Override
      public String describe() {
        return "docker";
      }
    };
    RunnerException e = assertThrows(RunnerException.class,
        () -> PairedLauncher.wrap(docker, plan(List.of("protobuf-java"), true, List.of(Op.decode)), java.util.Map.of()));
    assertEquals("--paired runs on metal only (both JVMs of a pair on this host)", e.getMessage());
  }

  @Test
  void theFlagIsParsedAndNotTakenWithResume() {
    assertTrue(RunOptions.parse(new String[] {"--paired", "--compare", "wire,wire"}).paired());
    RunnerException e = assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--paired", "--resume", "x"}));
    assertTrue(e.getMessage().contains("drop --paired"), e.getMessage());
    e = assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--paired", "--jar", "upb@x=/tmp/b.jar"}));
    assertTrue(e.getMessage().startsWith("--paired needs both jars of a pair to take turns"), e.getMessage());
  }

  /** JMH prints a failing setup's message after "Iteration 1: "; the survivor of a pair is no verdict on its runtime. */
  @Test
  void aForkWhosePartnerStoppedIsNotAResult() {
    OutsideCause o = new OutsideCause(java.nio.file.Path.of("/tmp/jmh.lock"));
    o.accept("Iteration   1: protocross: paired fork, side 0: the partner's JVM (pid 22920) is gone while waiting for turn 3"
        + " (1 of this side's iterations done)");
    assertEquals("its partner stopped taking turns (paired fork, side 0: the partner's JVM (pid 22920) is gone while"
        + " waiting for turn 3 (1 of this side's iterations done))", o.reason(1));
  }
}
