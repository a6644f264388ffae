package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.Datasets;
import protocross.differential.Protocol.Input;

/**
 * The CI-sized differential run, against the implementations' built benchmarks.jar files (Maven
 * builds them first: this module depends on them). A disagreement passes only with an
 * {@link Explanation} — named causes that the input's structure supports — never because its
 * pattern was seen before; the committed cases must answer exactly as recorded.
 */
class DifferentialTest {
  private static final Path ROOT = Datasets.locate().toAbsolutePath().getParent();
  private static final Regressions COMMITTED = Regressions.read(ROOT.resolve(Regressions.COMMITTED));

  @Test
  void seededRunHasNoCrashAndEveryDisagreementHasACause() {
    // A prefix of the committed 1,000,000-input run (same seed).
    DifferentialRun.Result r = DifferentialRun.execute(new DifferentialRun.Options(ROOT, 20_000, 1, 500, 60_000), done -> { });
    assertEquals(List.of(), r.crashes().stream().map(c -> c.mutation() + " input " + c.index()).toList(), "worker crashes or hangs");
    assertEquals(List.of(), r.unexplained(), "disagreements without a cause (find it, or write it up as a Cause)");
  }

  @Test
  void committedCasesAnswerAsRecordedWithTheirCause() {
    assertTrue(!COMMITTED.entries().isEmpty(), "no committed regression cases under " + COMMITTED.dir());
    List<Input> inputs = COMMITTED.entries().stream().map(e -> new Input(e.messageType(), e.bytes())).toList();
    // Judged by the implementations the cases record: another module (a fifth runtime) joins the
    // seeded run above, and --update-committed records it, but does not change what these cases say.
    List<AnswerPattern> verdicts = DifferentialRun.judge(ROOT, WorkerJars.find(ROOT).only(COMMITTED.impls()), inputs, 60_000);
    WireSchema schema = WireSchema.builtin();
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      String problem = Regressions.problem(COMMITTED.entries().get(i), verdicts.get(i), schema);
      if (problem != null) {
        problems.add(problem);
      }
    }
    assertEquals(List.of(), problems, "a runtime or a cause changed: check, then rerun with --update-committed");
  }

  @Test
  void everyCauseIsShownByACommittedMinimisedCase() {
    List<String> missing = new ArrayList<>();
    // Of the implementations the committed cases record (a new one's causes are shown once --update-committed records it).
    for (Cause c : Cause.all().stream().filter(c -> COMMITTED.impls().contains(c.impl())).toList()) {
      boolean shown = COMMITTED.entries().stream().anyMatch(e -> List.of(e.explanation().split("\\+")).contains(c.id()));
      if (!shown) {
        missing.add(c.id());
      }
    }
    assertEquals(List.of(), missing, "causes no committed case shows");
  }
}
