package protocross.aggregate.render;

import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.Outliers;
import protocross.aggregate.model.Summary;

/** measurement-spread.md's list of outlier forks ({@link Outliers}): flagged, shown, never dropped. */
final class OutlierList {
  private OutlierList() {}

  static void render(Summary summary, Md md) {
    String word = summary.run().layout().word;
    List<Outliers.Outlier> all = Outliers.of(summary);
    md.line("**Outlier forks.** Rule: " + Outliers.RULE + ". " + all.size() + " " + word + "(s)"
        + (all.isEmpty() ? "." : ", kept in every figure and marked *outlier: " + word + " k* in the cell (score against"
        + " the cell's median, modified z-score):"));
    md.line();
    if (!all.isEmpty()) {
      md.details(all.size() + " " + word + "(s), listed");
    }
    for (Outliers.Outlier o : all) {
      md.line("- " + o.cell().column() + " " + o.cell().op() + " " + o.cell().dataset() + ", " + word + " " + o.fork().k()
          + ": " + Fmt.opsPerSecond(o.fork().score()) + " ops/s against " + Fmt.opsPerSecond(o.median()) + " ("
          + String.format(Locale.ROOT, "%.3f×, z = %+.1f", o.fork().score() / o.median(), o.z()) + ")");
    }
    if (!all.isEmpty()) {
      md.endDetails();
    }
  }
}
