package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import protocross.aggregate.model.PairedRatio;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.RunDir;

/**
 * A run with paired forks judges each difference over its fork groups (the paired t of {@link
 * PairedRatio}); an unpaired run keeps Mann–Whitney over forks. Both on the committed runs made
 * one after the other for that comparison (metal/README.md, "Paired forks").
 */
class PairedVerdictTest {
  static final Path RESULTS = CommittedRunTest.ROOT.resolve("results");

  @Test
  void aPairedRunsDifferencesAreTheForkGroupComparisons() {
    Summary s = new Summary(RunDir.read(RESULTS.resolve("20261202-010258-9b0e343")));
    assertTrue(s.pairedVerdicts());
    assertFalse(s.differences().isEmpty());
    for (Summary.Difference d : s.differences()) {
      PairedRatio p = s.paired(d.cell().column(), d.cell().op(), d.cell().dataset());
      assertTrue(s.isPaired(d), d.cell().toString());
      assertEquals(p.comparison(), d.comparison());
      assertEquals(8, p.forkGroups());
    }
    assertEquals(Verdict.PAIRED_METHOD, s.verdictMethod());
  }

  @Test
  void anUnpairedRunKeepsMannWhitneyOverForks() {
    Summary s = new Summary(RunDir.read(RESULTS.resolve("20261202-005057-9b0e343")));
    assertFalse(s.pairedVerdicts());
    assertTrue(s.paired().isEmpty());
    assertEquals(Verdict.METHOD, s.verdictMethod());
  }
}
