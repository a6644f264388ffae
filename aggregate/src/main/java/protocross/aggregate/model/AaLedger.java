package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.read.RecordedRun;

/**
 * The A/A ledger: every committed run's twin cells (a column {@code X#n} against X, same jar, same
 * flags), each judged as that run judged it (its op table's Benjamini–Hochberg family), pooled
 * only as counts: how many twin cells were called significant, and the Clopper–Pearson 95 %
 * interval of that false-positive rate. Cells with too few forks for a verdict are counted apart.
 */
public record AaLedger(List<Row> rows) {
  /**
   * One twin of one run: its cells with a verdict, how many were called, how many had too few forks,
   * and whether its verdicts are the paired t over fork groups (a {@code --paired} run) rather than
   * Mann–Whitney over forks.
   */
  public record Row(String runId, String twin, String against, List<String> ops, int cells, int called, int tooFew,
      boolean paired) {}

  /** The twins of {@code summaries}' runs, in run then column order. */
  public static AaLedger of(List<Summary> summaries) {
    List<Row> rows = new ArrayList<>();
    for (Summary s : summaries) {
      RecordedRun run = s.run();
      for (String twin : run.columns().stream().filter(RecordedRun::isTwin).toList()) {
        String against = RecordedRun.variantOf(twin);
        List<Verdict> verdicts = new ArrayList<>();
        List<String> ops = new ArrayList<>();
        for (String op : run.ops()) {
          List<Verdict> of = verdicts(s, twin, against, op);
          if (!of.isEmpty()) {
            ops.add(op);
            verdicts.addAll(of);
          }
        }
        int tooFew = (int) verdicts.stream().filter(v -> v == Verdict.TOO_FEW).count();
        int called = (int) verdicts.stream().filter(Verdict::significant).count();
        boolean paired = against.equals(run.baseline()) && s.differences().stream()
            .anyMatch(d -> d.cell().column().equals(twin) && s.isPaired(d));
        rows.add(new Row(run.runId(), twin, against, List.copyOf(ops), verdicts.size() - tooFew, called, tooFew, paired));
      }
    }
    return new AaLedger(List.copyOf(rows));
  }

  /**
   * The twin's verdicts in one op: the run's own when the twin's variant is the baseline (its
   * table's family); otherwise twin against variant, those cells one family.
   */
  private static List<Verdict> verdicts(Summary s, String twin, String against, String op) {
    RecordedRun run = s.run();
    if (against.equals(run.baseline())) {
      return s.differences(op).stream().filter(d -> d.cell().column().equals(twin)).map(Summary.Difference::verdict).toList();
    }
    List<Comparison> cs = new ArrayList<>();
    List<Integer> fewest = new ArrayList<>();
    for (RecordedRun.Dataset d : run.datasets()) {
      Summary.CellStats a = s.cell(twin, op, d.name());
      Summary.CellStats b = s.cell(against, op, d.name());
      if (a != null && b != null && a.n() > 0 && b.n() > 0) {
        cs.add(Comparison.of(a.opsPerSecond(), b.opsPerSecond()));
        fewest.add(Math.min(a.n(), b.n()));
      }
    }
    return Verdict.decide(cs, fewest).stream().map(Verdict.Decision::verdict).toList();
  }

  public int cells() {
    return rows.stream().mapToInt(Row::cells).sum();
  }

  public int called() {
    return rows.stream().mapToInt(Row::called).sum();
  }

  public int tooFew() {
    return rows.stream().mapToInt(Row::tooFew).sum();
  }

  /** Clopper–Pearson 95 % interval of the false-positive rate, or null without a cell. */
  public double[] interval() {
    return cells() == 0 ? null : Stats.clopperPearson(called(), cells());
  }
}
