package protocross.aggregate.render;

import protocross.aggregate.model.Checks;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * The first thing a quick run's tables.md says (run.json {@code jmh.settings} {@code quick}, from
 * {@code metal/run.sh --quick}): its numbers prove the path works, they are not a measurement, with
 * the share of forks the steady-state rule finds still warming when measured. A run at other
 * measurement settings ({@code --settings half-second}) is a measurement: its provenance names them.
 */
final class QuickBanner {
  private QuickBanner() {}

  /** The settings' name when they are the quick ones; null for a measurement. */
  static String settings(RecordedRun run) {
    Json jmh = run.runJson().get("jmh");
    String settings = jmh.has("settings") ? jmh.text("settings") : "full";
    return settings.equals("quick") ? settings : null;
  }

  static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    String settings = settings(run);
    if (settings == null) {
      return;
    }
    Json jmh = run.runJson().get("jmh");
    Checks.Warming w = Checks.stillWarming(summary);
    String words = run.layout().plural;
    md.line("> **A check of the path, not a measurement.** This is a " + settings + " run (warm-up "
        + jmh.text("warmupIterations") + " × " + jmh.text("warmupTime") + ", measurement " + jmh.text("measurementIterations")
        + " × " + jmh.text("measurementTime") + ", " + run.planned() + " " + words + " a cell): "
        + (w.known() == 0 ? "no " + run.layout().word + " logged its warm-up, so none is known to have settled"
            : w.warming() + " of " + w.known() + " " + words + " (" + Fmt.percent((double) w.warming() / w.known())
                + ") were still warming when measured")
        + ". Its figures show that every implementation ran and was read; they are not throughput to compare or quote.");
    md.line();
  }
}
