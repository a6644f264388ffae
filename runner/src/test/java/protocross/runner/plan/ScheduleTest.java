package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunPlan;

class ScheduleTest {

  private static RunPlan plan(long seed) {
    return new RunPlan(JmhSettings.FULL.withForks(4), List.of("protobuf-java", "protobuf-lite", "wire", "upb"),
        List.of("a", "b", "c"), List.of(Op.decode, Op.decode_read, Op.encode), true, true, seed, null);
  }

  @Test
  void theSameSeedGivesTheSameOrderAndAnotherSeedAnother() {
    assertEquals(Schedule.planned(plan(7), 2), Schedule.planned(plan(7), 2));
    assertNotEquals(Schedule.planned(plan(7), 2), Schedule.planned(plan(8), 2));
    assertNotEquals(Schedule.planned(plan(7), 1), Schedule.planned(plan(7), 2), "each round is shuffled afresh");
  }

  @Test
  void aRoundRunsEveryCellOnceWithTheRoundsForkNumber() {
    RunPlan plan = plan(3);
    List<Part> round = Schedule.planned(plan, 2);
    assertEquals(plan.cells(), round.size());
    assertEquals(plan.cells(), new HashSet<>(round.stream().map(p -> p.cell() + " " + p.column()).toList()).size());
    assertTrue(round.stream().allMatch(p -> p.fork() == 2));
  }

  @Test
  void aGroupsForksRunBackToBack() {
    // Interleaving: within a round, the forks of one (dataset, op) are adjacent, so every
    // comparison in a table row is between forks seconds apart.
    RunPlan plan = plan(11);
    for (int r = 1; r <= plan.forks(); r++) {
      List<Part> round = Schedule.planned(plan, r);
      Set<String> closed = new HashSet<>();
      String current = null;
      for (Part p : round) {
        String group = p.dataset() + "/" + p.op();
        if (!group.equals(current)) {
          assertTrue(closed.add(group), "round " + r + ": group " + group + " split: " + round);
          current = group;
        }
      }
      assertEquals(plan.groups().size(), closed.size());
    }
  }

  @Test
  void columnOrderAndGroupOrderAreShuffled() {
    RunPlan plan = plan(5);
    Set<List<String>> columnOrders = new HashSet<>();
    Set<String> firstGroups = new HashSet<>();
    for (int r = 1; r <= 20; r++) {
      List<Part> round = Schedule.planned(plan, r);
      firstGroups.add(round.get(0).dataset() + "/" + round.get(0).op());
      List<String> order = new ArrayList<>();
      round.stream().filter(p -> p.dataset().equals("a") && p.op() == Op.decode).forEach(p -> order.add(p.column()));
      columnOrders.add(order);
    }
    assertTrue(columnOrders.size() > 5, "column orders seen: " + columnOrders);
    assertTrue(firstGroups.size() > 3, "first groups seen: " + firstGroups);
  }
}
