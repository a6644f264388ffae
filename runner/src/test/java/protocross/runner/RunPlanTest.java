package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunPlanTest {

  @Test
  void passIsTheOuterLoopAndImplsRunInTurn() {
    RunPlan plan = new RunPlan(JmhSettings.FULL.withPasses(2), List.of("protobuf-java", "wire"),
        List.of("a", "b"), List.of(Op.encode, Op.decode));
    assertEquals(List.of("1 protobuf-java", "1 wire", "2 protobuf-java", "2 wire"),
        plan.parts().stream().map(p -> p.pass() + " " + p.impl()).toList());
    assertEquals(4, plan.cellsPerPart());
  }

  @Test
  void cellsFollowJmhOrderOpThenDataset() {
    Part part = new Part(1, "x", List.of(Op.encode, Op.decode), List.of("b", "a"));
    assertEquals(List.of("decode/b", "decode/a", "encode/b", "encode/a"),
        part.cells().stream().map(Cell::toString).toList());
  }

  @Test
  void opsAreDeduplicatedAndSorted() {
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("x"), List.of("a"), List.of(Op.encode, Op.decode, Op.encode));
    assertEquals(List.of(Op.decode, Op.encode), plan.ops());
    assertEquals(2, plan.passes());
  }

  @Test
  void emptyPlanIsRefused() {
    assertThrows(RunnerException.class, () -> new RunPlan(JmhSettings.FULL, List.of(), List.of("a"), List.of(Op.decode)));
  }

  @Test
  void fullRunFitsTheBudget() {
    // 4 impls × 7 datasets × 3 ops × 5 passes must fit in ~45 minutes.
    double seconds = 4 * 7 * 3 * JmhSettings.FULL.passes() * JmhSettings.FULL.estimatedCellSeconds();
    assertEquals(true, seconds <= 45 * 60, "estimated " + seconds / 60 + " min");
  }

  @Test
  void runIdHasTheDocumentedForm() {
    String id = RunId.of(java.time.Instant.parse("2026-11-29T20:15:00Z"), "abc1234def");
    assertEquals("20261129-201500-abc1234", id);
    assertEquals(true, RunId.isValid(id));
    assertEquals(false, RunId.isValid("../x"));
  }
}
