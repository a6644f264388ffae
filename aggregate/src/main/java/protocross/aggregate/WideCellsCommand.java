package protocross.aggregate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.Shards;

/**
 * {@code --wide-cells <target>}: the cells whose 95 % CI half-width (relative to the median)
 * exceeds the target, for the runner's adaptive rounds (TRUST-INTERFACE: one tab-separated line
 * per cell, {@code dataset op column forks halfWidth}, no header). A cell with too few forks for
 * any 95 % interval has an infinite half-width and is always listed; a cell with no value at all
 * is not (another fork of a failing cell would fail again); nor is the control op (never compared).
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
    RecordedRun run = summary.run();
    List<String> out = new ArrayList<>();
    for (RecordedRun.Dataset d : run.datasets()) {
      for (String op : run.ops()) {
        for (String column : run.columns()) {
          Summary.CellStats c = summary.cell(column, op, d.name());
          if (c.n() > 0 && c.halfWidth() > target) {
            double w = c.halfWidth();
            String width = Double.isInfinite(w) ? "Infinity" : String.format(Locale.ROOT, "%.4f", w);
            out.add(d.name() + "\t" + op + "\t" + column + "\t" + c.n() + "\t" + width);
          }
        }
      }
    }
    return out;
  }
}
