package protocross.aggregate.render;

import java.util.Locale;
import protocross.aggregate.model.AaLedger;
import protocross.aggregate.model.Stats;

/**
 * The A/A ledger near the top of the published measurement-spread.md: a short summary, then one
 * row per committed run's twin ({@link AaLedger}).
 */
public final class AaLedgerSection {
  /** The issue-25 goal for the interval's upper end. */
  static final double GOAL = 0.10;

  private AaLedgerSection() {}

  /** {@code spread} with the ledger after its title line; unchanged when no committed run has a twin. */
  public static String insert(String spread, AaLedger ledger) {
    if (ledger.rows().isEmpty()) {
      return spread;
    }
    int at = spread.indexOf("\n\n");
    Md md = new Md();
    render(ledger, md);
    return spread.substring(0, at + 2) + md + spread.substring(at + 2);
  }

  static void render(AaLedger ledger, Md md) {
    md.line("## A/A ledger: every committed twin cell");
    md.line();
    int n = ledger.cells();
    int x = ledger.called();
    double[] ci = ledger.interval();
    long runs = ledger.rows().stream().map(AaLedger.Row::runId).distinct().count();
    String rate = ci == null ? "no twin cell with a verdict"
        : x + " of " + n + " twin cells called significant (" + pct(x / (double) n) + ", 95 % Clopper–Pearson interval "
            + pct(ci[0]) + "–" + pct(ci[1]) + ")";
    md.line("**False-positive rate across " + runs + " committed run(s) with an A/A twin: " + rate + ".** Goal: at most 5 %,"
        + " shown when the interval's upper end is at most " + pct(GOAL) + (ci == null || ci[1] <= GOAL ? "."
        : "; with " + x + " called that needs at least " + Stats.trialsForUpper(x, GOAL) + " twin cells.")
        + (ledger.tooFew() == 0 ? "" : " " + ledger.tooFew() + " twin cell(s) had too few forks for a verdict and are"
        + " not counted."));
    md.line();
    md.line("| run | twin | against | ops | test | cells | called significant | too few forks |");
    md.line("|---|---|---|---|---|---:|---:|---:|");
    for (AaLedger.Row r : ledger.rows()) {
      md.line("| `" + r.runId() + "` | " + Md.cell(r.twin()) + " | " + Md.cell(r.against()) + " | "
          + String.join(", ", r.ops()) + " | " + (r.paired() ? "paired t" : "Mann–Whitney") + " | " + r.cells() + " | "
          + r.called() + " | " + r.tooFew() + " |");
    }
    md.line("| **all** | | | | | " + n + " | " + x + " | " + ledger.tooFew() + " |");
    md.line();
    md.line("Every folder under results/ whose run.json lists a twin column (`X#2`: X's jar again as a separate column);"
        + " each cell judged as its run's tables judge it (test: Mann–Whitney over forks, or in a `--paired` run the"
        + " paired t over fork groups; Benjamini–Hochberg within the run's op table);"
        + " only the counts are pooled. Each run's own A/A table is in its part below.");
    md.line();
  }

  private static String pct(double v) {
    return String.format(Locale.ROOT, v > 0 && v < 0.01 ? "%.2f %%" : "%.1f %%", 100 * v);
  }
}
