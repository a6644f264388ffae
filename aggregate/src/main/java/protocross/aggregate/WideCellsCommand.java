package protocross.aggregate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.AdaptiveRule;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.Shards;

/**
 * {@code --wide-cells <target>}: the comparisons whose ratio against the baseline has a 95 %
 * interval wider than the target ({@link AdaptiveRule}: half-width relative to the ratio), for the
 * runner's adaptive rounds (TRUST-INTERFACE: one tab-separated line per column,
 * {@code dataset op column forks halfWidth}, no header; forks are the column's). A comparison with
 * fewer than six forks a side is infinitely wide and always listed; a column or baseline with no
 * value at all is not (another fork of a failing cell would fail again); nor is the control op
 * (never compared), nor the baseline itself.
 */
final class WideCellsCommand {
  private WideCellsCommand() {}

  /** Prints the wide cells of the run, or of its shards merged; writes nothing. */
  static void run(List<Path> runDirs, double target) {
    RecordedRun run = runDirs.size() > 1 ? Shards.merge(runDirs) : RunCommand.read(runDirs.get(0));
    lines(new Summary(run), target).forEach(System.out::println);
  }

  static double target(String arg) {
    double t;
    try {
      t = Double.parseDouble(arg);
    } catch (NumberFormatException e) {
      throw new AggregateException("--wide-cells: '" + arg + "' is not a number (a fraction, e.g. 0.02 for ±2 %)");
    }
    if (!(t > 0 && t < 1)) {
      throw new AggregateException("--wide-cells: target " + arg + " must be a fraction between 0 and 1, e.g. 0.02");
    }
    return t;
  }

  static List<String> lines(Summary summary, double target) {
    List<String> out = new ArrayList<>();
    for (AdaptiveRule.Wide w : AdaptiveRule.wide(summary, target)) {
      String width = Double.isInfinite(w.halfWidth()) ? "Infinity" : String.format(Locale.ROOT, "%.4f", w.halfWidth());
      out.add(w.dataset() + "\t" + w.op() + "\t" + w.column() + "\t" + w.forks() + "\t" + width);
    }
    return out;
  }
}
