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
  void moreThanTwoColumnsRunAsOneForkGroup() {
    assertDoesNotThrow(() -> PairedLauncher.check(plan(List.of("protobuf-java", "wire"), true, List.of(Op.decode))));
  }

  private static Part part(int fork, String column) {
    return new Part(fork, column, "a", Op.decode);
  }

  /** Sides follow the round's order from the part on, wrapping around; other forks and cells are not members. */
  @Test
  void aForkGroupsSidesFollowTheRoundsOrder() {
    List<String> columns = List.of("protobuf-java", "protobuf-java#2", "wire", "upb");
    List<Part> round = List.of(part(1, "wire"), part(2, "upb"), part(1, "upb"), new Part(1, "upb", "b", Op.decode),
        part(1, "protobuf-java"), part(1, "protobuf-java#2"));
    assertEquals(List.of(part(1, "wire"), part(1, "upb"), part(1, "protobuf-java"), part(1, "protobuf-java#2")),
        PairedLauncher.membersOf(part(1, "wire"), columns, round, p -> true));
    assertEquals(List.of(part(1, "upb"), part(1, "protobuf-java"), part(1, "protobuf-java#2"), part(1, "wire")),
        PairedLauncher.membersOf(part(1, "upb"), columns, round, p -> true));
  }

  /** A member that finished in an earlier session (or was refused) is left out; one left runs alone. */
  @Test
  void membersThatCannotRunAreLeftOut() {
    List<String> columns = List.of("protobuf-java", "wire", "upb");
    List<Part> round = List.of(part(1, "upb"), part(1, "wire"), part(1, "protobuf-java"));
    assertEquals(List.of(part(1, "upb"), part(1, "protobuf-java")),
        PairedLauncher.membersOf(part(1, "upb"), columns, round, p -> !p.column().equals("wire")));
    assertEquals(List.of(part(1, "upb")), PairedLauncher.membersOf(part(1, "upb"), columns, round, p -> false));
    // Without a round (a caller that names none), the plan's column order.
    assertEquals(List.of(part(1, "wire"), part(1, "upb"), part(1, "protobuf-java")),
        PairedLauncher.membersOf(part(1, "wire"), columns, List.of(), p -> true));
  }

  @Test
  void theConsoleLineOfAForkPairIsAsBefore() {
    assertEquals("protocross-paired: side 0 of fork-3, beside wire (side 1)",
        PairedLauncher.beside("fork-3", List.of(part(3, "upb"), part(3, "wire"))));
    assertEquals("protocross-paired: side 0 of fork-3's fork group of 3, beside wire (side 1), upb#2 (side 2)",
        PairedLauncher.beside("fork-3", List.of(part(3, "upb"), part(3, "wire"), part(3, "upb#2"))));
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
    assertEquals("--paired runs on metal only (every JVM of a fork group on this host)", e.getMessage());
  }

  @Test
  void theFlagIsParsedAndNotTakenWithResume() {
    assertTrue(RunOptions.parse(new String[] {"--paired", "--compare", "wire,wire"}).paired());
    RunnerException e = assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--paired", "--resume", "x"}));
    assertTrue(e.getMessage().contains("/--paired/"), e.getMessage());
    e = assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--paired", "--jar", "upb@x=/tmp/b.jar"}));
    assertTrue(e.getMessage().startsWith("--paired needs every jar of a fork group to take turns"), e.getMessage());
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

  @Test
  void aForkWhoseGroupStoppedIsNotAResult() {
    OutsideCause o = new OutsideCause(java.nio.file.Path.of("/tmp/jmh.lock"));
    o.accept("Iteration   2: protocross: paired fork, side 1: side 3's process exited while waiting for turn 7"
        + " (1 of this side's iterations done)");
    assertEquals("a member of its fork group stopped taking turns (paired fork, side 1: side 3's process exited while"
        + " waiting for turn 7 (1 of this side's iterations done))", o.reason(1));
  }
}
