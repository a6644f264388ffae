package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.PairedRatio;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;

/**
 * A run with paired forks ({@code --paired}): each comparison's paired ratio ({@link PairedRatio}),
 * which the throughput tables' verdicts rest on, beside the unpaired interval (Mann–Whitney) over
 * the same forks, and the median half-width of each, which is what pairing bought this run. A run
 * without paired forks gets nothing.
 */
final class PairedSection {
  private PairedSection() {}

  static void render(Summary summary, Md md) {
    List<PairedRatio> paired = summary.paired();
    if (paired.isEmpty()) {
      return;
    }
    boolean pairs = paired.stream().allMatch(p -> p.members() == 2);
    String unit = pairs ? "fork pair" : "fork group";
    md.line("## Paired forks: ratio from per-" + (pairs ? "pair" : "group") + " log ratios");
    md.line();
    md.line("Each " + unit + " ran the JVMs of a cell's columns at once, taking turns at iterations in a fixed rotation"
        + (pairs ? " (A B A B …" : " (A B C … A B C …") + ", the order chosen at random per " + unit + "; it is in"
        + " `pairs/<dataset>/<op>/fork-<k>/turns.order`), so iteration i of a column and of the baseline ran"
        + (pairs ? " about one iteration apart." : " at most N − 1 iterations apart.")
        + " Ratio = exp(mean over " + unit + "s of each " + unit + "'s mean log ratio of the column to the baseline);"
        + " 95 % CI: Student t over " + unit + "s (the " + unit + " is the independent unit; its iteration pairs share"
        + " its JVMs). The throughput tables' ratios, intervals and verdicts in this run are these (paired t,"
        + " Benjamini–Hochberg per op). Unpaired: the Mann–Whitney interval over the same forks, as a run without"
        + " pairing would have judged them. r: correlation of the two columns' log scores over the iteration pairs.");
    md.line();
    List<Double> pairedWidths = new ArrayList<>();
    List<Double> unpairedWidths = new ArrayList<>();
    List<String[]> rows = new ArrayList<>();
    for (PairedRatio p : paired) {
      Summary.CellStats c = summary.cell(p.column(), p.op(), p.dataset());
      Summary.CellStats b = summary.cell(p.baseline(), p.op(), p.dataset());
      Comparison u = c == null || b == null || c.n() == 0 || b.n() == 0 ? null
          : Comparison.of(c.opsPerSecond(), b.opsPerSecond());
      boolean hasPaired = !Double.isNaN(p.low());
      boolean hasUnpaired = u != null && u.low() > 0 && !Double.isInfinite(u.high());
      if (hasPaired && hasUnpaired) {
        pairedWidths.add(p.halfWidth());
        unpairedWidths.add((u.high() - u.low()) / 2 / u.ratio());
      }
      rows.add(new String[] {p.op() + " / " + p.dataset(), Md.cell(p.column() + " / " + p.baseline()),
          Integer.toString(p.forkGroups()), Integer.toString(p.iterationPairs()), Fmt.ratio(p.ratio()),
          hasPaired ? Fmt.ratioBound(p.low()) + "–" + Fmt.ratioBound(p.high()) : "— (one " + unit + ")",
          hasPaired ? Fmt.percent(p.halfWidth()) : "—",
          hasUnpaired ? Fmt.ratioBound(u.low()) + "–" + Fmt.ratioBound(u.high()) : "— (too few forks)",
          hasUnpaired ? Fmt.percent((u.high() - u.low()) / 2 / u.ratio()) : "—",
          Double.isNaN(p.correlation()) ? "—" : String.format(Locale.ROOT, "%.2f", p.correlation())});
    }
    if (!pairedWidths.isEmpty()) {
      md.line("Median half-width of the ratio's 95 % interval over the " + pairedWidths.size() + " comparisons with"
          + " both: **" + Fmt.percent(Stats.median(pairedWidths)) + " paired**, " + Fmt.percent(Stats.median(unpairedWidths))
          + " unpaired (p90 " + Fmt.percent(Stats.percentile(pairedWidths, 0.9)) + " and " + Fmt.percent(Stats.percentile(unpairedWidths, 0.9))
          + "); " + pairedWidths.stream().filter(w -> w <= 0.03).count() + " paired and "
          + unpairedWidths.stream().filter(w -> w <= 0.03).count() + " unpaired within ±3 %.");
      md.line();
    }
    md.header("op / dataset", List.of("column / baseline", unit + "s", "iteration pairs", "ratio", "95 % CI (paired)",
        "± (paired)", "95 % CI (unpaired)", "± (unpaired)", "r"));
    for (String[] r : rows) {
      md.row(r[0], List.of(r).subList(1, r.length));
    }
    md.line();
  }
}
