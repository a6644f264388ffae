package protocross.aggregate.render;

import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.PairedRatio;
import protocross.aggregate.model.Summary;

/**
 * A run with paired forks ({@code --paired}): each comparison's ratio from the per-group log ratios
 * ({@link PairedRatio}) beside the tables' unpaired interval over the same forks. A run of fork
 * pairs only gets the section as before fork groups; a run without paired forks gets nothing, so
 * every other run's tables.md is unchanged.
 */
final class PairedSection {
  private PairedSection() {}

  static void render(Summary summary, Md md) {
    List<PairedRatio> paired = PairedRatio.of(summary.run());
    if (paired.isEmpty()) {
      return;
    }
    if (paired.stream().allMatch(p -> p.members() == 2)) {
      pairs(summary, md, paired);
    } else {
      groups(summary, md, paired);
    }
    md.line();
  }

  /** Fork pairs only: the section as before fork groups (so the committed paired runs' tables are unchanged). */
  private static void pairs(Summary summary, Md md, List<PairedRatio> paired) {
    md.line("## Paired forks: ratio from per-pair log ratios");
    md.line();
    md.line("Each fork pair ran its two JVMs at once, taking turns at iterations (A B A B …, side 0 chosen at random per fork pair; the order is in"
        + " `pairs/<dataset>/<op>/fork-<k>/turns.order`), so iteration i of both sides ran about one iteration apart."
        + " Ratio = exp(mean over fork pairs of each pair's mean log ratio); 95 % CI: Student t over fork pairs"
        + " (the fork pair is the independent unit; its iteration pairs share two JVMs). r: correlation of the two"
        + " sides' log scores over the iteration pairs. Unpaired: the throughput table's interval over the same forks.");
    md.line();
    md.header("op / dataset", List.of("column / baseline", "fork pairs", "iteration pairs", "ratio", "95 % CI (paired)",
        "± (paired)", "95 % CI (unpaired)", "r"));
    rows(summary, md, paired, "— (one fork pair)");
  }

  /** Fork groups of more than two: the same statistic, each column against the baseline within each group. */
  private static void groups(Summary summary, Md md, List<PairedRatio> paired) {
    md.line("## Paired forks: ratio from per-group log ratios");
    md.line();
    md.line("Each fork group ran the JVMs of a cell's columns at once, taking turns at iterations in a fixed rotation"
        + " (A B C … A B C …, the order chosen at random per fork group; it is in"
        + " `pairs/<dataset>/<op>/fork-<k>/turns.order`), so iteration i of a column and of the baseline ran at most"
        + " N − 1 iterations apart. Ratio = exp(mean over fork groups of each group's mean log ratio of the column to the"
        + " baseline); 95 % CI: Student t over fork groups (the fork group is the independent unit; its iteration pairs"
        + " share its JVMs). r: correlation of the two columns' log scores over the iteration pairs. Unpaired: the"
        + " throughput table's interval over the same forks.");
    md.line();
    md.header("op / dataset", List.of("column / baseline", "fork groups", "iteration pairs", "ratio", "95 % CI (paired)",
        "± (paired)", "95 % CI (unpaired)", "r"));
    rows(summary, md, paired, "— (one fork group)");
  }

  private static void rows(Summary summary, Md md, List<PairedRatio> paired, String one) {
    for (PairedRatio p : paired) {
      Summary.Difference diff = summary.difference(p.column(), p.op(), p.dataset());
      Comparison c = diff == null ? null : diff.comparison();
      md.row(p.op() + " / " + p.dataset(), List.of(Md.cell(p.column() + " / " + p.baseline()),
          Integer.toString(p.forkGroups()), Integer.toString(p.iterationPairs()), Fmt.ratio(p.ratio()),
          Double.isNaN(p.low()) ? one : Fmt.ratioBound(p.low()) + "–" + Fmt.ratioBound(p.high()),
          Double.isNaN(p.low()) ? "—" : Fmt.percent(p.halfWidth()),
          unpaired(c),
          Double.isNaN(p.correlation()) ? "—" : String.format(Locale.ROOT, "%.2f", p.correlation())));
    }
  }

  private static String unpaired(Comparison c) {
    if (c == null || c.low() <= 0 || Double.isInfinite(c.high())) {
      return "— (too few forks)";
    }
    return Fmt.ratioBound(c.low()) + "–" + Fmt.ratioBound(c.high());
  }
}
