package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.Datasets;
import protocross.differential.Protocol.Input;

/**
 * The CI-sized differential run, against the implementations' built benchmarks.jar files (Maven
 * builds them first: this module depends on them). Fails on any worker crash or hang, and on any
 * disagreement that is neither explained (Explanation) nor already recorded in the committed
 * regression index; replays every committed regression case under the same rule.
 */
class DifferentialTest {
  private static final Path ROOT = Datasets.locate().toAbsolutePath().getParent();
  private static final Regressions KNOWN = Regressions.read(ROOT.resolve(Regressions.COMMITTED));

  @Test
  void seededRunHasNoCrashAndNoNewUnexplainedDisagreement() {
    // A prefix of the committed 1,000,000-input run (same seed), so every pattern it can show is known.
    Run.Result r = Run.execute(new Run.Options(ROOT, 20_000, 1, 500, 60_000), done -> { });
    assertEquals(List.of(), r.crashes().stream().map(c -> c.mutation() + " input " + c.index()).toList(), "worker crashes or hangs");
    List<String> fresh = new ArrayList<>();
    r.byClass().forEach((cls, t) -> t.patterns.values().stream()
        .filter(p -> p.explanation == null && !knows(cls, p.pattern))
        .forEach(p -> fresh.add(cls + ": " + p.pattern + " (input " + p.first.index() + ")")));
    assertEquals(List.of(), fresh, "new unexplained disagreements");
  }

  @Test
  void committedRegressionCasesStayExplainedOrKnown() {
    assertTrue(!KNOWN.entries().isEmpty(), "no committed regression cases under " + KNOWN.dir());
    List<Input> inputs = KNOWN.entries().stream().map(e -> new Input(e.messageType(), e.bytes())).toList();
    List<Verdict> verdicts = Run.judge(ROOT, inputs, 60_000);
    Schema schema = Schema.read(ROOT.resolve("datasets/protocross.proto"));
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      var e = KNOWN.entries().get(i);
      Verdict v = verdicts.get(i);
      var c = new Inputs.Case(e.index(), e.dataset(), e.messageType(), e.payload(), e.mutation(), e.variant(), inputs.get(i).bytes());
      if (v.crashed() || !v.agree() && Explanation.find(c, v, schema) == null && !knows(e.mutation(), v.pattern())) {
        problems.add(e.file() + ": " + v.pattern());
      }
    }
    assertEquals(List.of(), problems);
  }

  private static boolean knows(String mutation, String pattern) {
    return KNOWN.entries().stream().anyMatch(e -> e.mutation().equals(mutation) && e.pattern().equals(pattern));
  }
}
