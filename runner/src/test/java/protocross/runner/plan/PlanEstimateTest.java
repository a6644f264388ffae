package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.RunPlan;

/** The planned rounds' estimate: counts and the model's arithmetic; nothing is timed. */
class PlanEstimateTest {
  private static final JmhSettings FULL = new JmhSettings("full", 5, 500, 2, 500, 6);

  @Test
  void unpairedForksCostTheirStartAndIterations() {
    RunPlan plan = new RunPlan(FULL, List.of("protobuf-java", "wire"), List.of("mesh", "api_response"),
        List.of(Op.decode, Op.encode), true, true, 1, null);
    PlanEstimate e = PlanEstimate.of(plan, false);
    // per round: 2 datasets × (control 1 + 2 ops × 3 columns) = 14 forks
    assertEquals(14 * 6, e.forks());
    assertEquals(0, e.groups());
    assertEquals(14 * 6 * (PlanEstimate.FORK_START_SECONDS + 3.5), e.seconds(), 1e-9);
  }

  @Test
  void pairsCostTheirStartAndBothSidesTurns() {
    RunPlan plan = new RunPlan(FULL, List.of("protobuf-java", "wire"), List.of("mesh"), List.of(Op.decode), false, true,
        1, null, true);
    PlanEstimate e = PlanEstimate.of(plan, true);
    assertEquals(6, e.groups());
    assertEquals(6 * 3, e.forks()); // each round: one pair and the control fork
    double pair = 9.4 + 2 * 7 * (0.5 + PlanEstimate.TURN_GAP_SECONDS); // as before fork groups
    assertEquals(6 * (pair + PlanEstimate.FORK_START_SECONDS + 3.5), e.seconds(), 1e-9);
    assertTrue(e.describe(plan).contains("(6 fork pairs)"), e.describe(plan));
  }

  /** A fork group of N costs N × (a member's start-up + its iterations' turns); N = 2 is a fork pair's. */
  @Test
  void forkGroupsCostEachMembersStartAndTurns() {
    RunPlan plan = new RunPlan(FULL, List.of("protobuf-java", "wire", "upb"), List.of("mesh"), List.of(Op.decode), true,
        false, 1, null);
    PlanEstimate e = PlanEstimate.of(plan, true);
    assertEquals(6, e.groups()); // one group of the 3 columns and the twin, 6 rounds
    assertEquals(6 * 4, e.forks());
    double group = 4 * (PlanEstimate.MEMBER_START_SECONDS + 7 * (0.5 + PlanEstimate.TURN_GAP_SECONDS));
    assertEquals(6 * (group + (1 + 2) * 0.5), e.seconds(), 1e-9); // and upb's C loop after each round
    assertTrue(e.describe(plan).contains("(6 fork groups)"), e.describe(plan));
  }

  @Test
  void upbAddsItsCLoopPerDecodeOrEncodeGroup() {
    RunPlan with = new RunPlan(FULL, List.of("protobuf-java", "upb"), List.of("mesh"), List.of(Op.decode_read, Op.encode),
        false, false, 1, null);
    RunPlan without = new RunPlan(FULL, List.of("protobuf-java", "wire"), List.of("mesh"), List.of(Op.decode_read, Op.encode),
        false, false, 1, null);
    // only encode has a C loop: 1 warm-up + 2 measured × 0.5 s a round
    assertEquals(6 * 1.5, PlanEstimate.of(with, false).seconds() - PlanEstimate.of(without, false).seconds(), 1e-9);
  }

  @Test
  void aGivenBudgetBelowThePlannedRoundsIsRefused() {
    RunPlan plan = new RunPlan(FULL.withForks(8), List.of("protobuf-java", "wire"), List.of("mesh"), List.of(Op.decode),
        false, false, 1, null);
    PlanEstimate e = PlanEstimate.of(plan, false); // 16 forks × 7.1 s ≈ 1.9 min
    assertDoesNotThrow(() -> e.check(plan, null));
    assertDoesNotThrow(() -> e.check(plan, 2));
    RunnerException x = assertThrows(RunnerException.class, () -> e.check(plan, 1));
    assertTrue(x.getMessage().contains("more than --budget-minutes 1"), x.getMessage());
  }
}
