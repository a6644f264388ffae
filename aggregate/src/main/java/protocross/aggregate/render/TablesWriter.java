package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.Outliers;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Traits;
import protocross.aggregate.read.RecordedRun;

/**
 * Renders tables.md, results first: the title and how to regenerate it, a quick run's banner, the
 * summary (per op the ratios at a glance), then one section per file: for an A/B comparison its table,
 * each prebuilt jar's column against its pinned implementation, each column on another JVM against its runtime on
 * the run's own, one throughput table per op, where the runtimes'
 * JSON texts differ (a run with json_encode), the harness overhead (control op), heap bytes/op, FFM vs C;
 * provenance last.
 */
final class TablesWriter {
  static final String SPREAD_MARK = "†";

  private TablesWriter() {}

  static String render(Summary summary) {
    return render(summary, "bin/aggregate results/" + summary.run().runId());
  }

  /** @param regenerate the command that writes this file where it is again (see {@code Destination}) */
  static String render(Summary summary, String regenerate) {
    Md md = new Md();
    ProvenanceSection.head(summary, regenerate, md);
    QuickBanner.render(summary, md);
    overview(summary, md);
    Md tail = new Md();
    ProvenanceSection.render(summary, tail);
    return md + body(summary) + tail;
  }

  /** The results first: each throughput op's ratios at a glance ({@link OverviewTable}); nothing for a run without any. */
  static void overview(Summary summary, Md md) {
    RecordedRun run = summary.run();
    if (run.ops().isEmpty()) {
      return;
    }
    md.line("## Summary: ratio to " + run.baseline());
    md.line();
    md.line(OverviewTable.legend(summary));
    md.line();
    for (String op : run.ops()) {
      OverviewTable.render(summary, op, "### " + op + ThroughputTable.fewForksHeading(run), md);
    }
  }

  /**
   * Everything after the provenance header: the sections of one run. A published set of several
   * runs puts each run's body under one header ({@link PublishedTables}).
   */
  static String body(Summary summary) {
    RecordedRun run = summary.run();
    Traits traits = Traits.of(run);
    Md md = new Md();
    if (CompareTable.columns(run) != null) {
      CompareTable.render(summary, md);
    }
    PairedSection.render(summary, md); // a run with paired forks (--paired) only
    // A prebuilt jar's column against its implementation's pinned one (before/after), before the per-op tables.
    PrebuiltTable.render(summary, md);
    // A column on another JDK or with option sets against its runtime on the run's own JVM (~jdk17, ~g1).
    JvmTable.render(summary, md);
    for (String op : run.ops()) {
      ThroughputTable.render(summary, traits, op, md);
    }
    // Ops timed as a first call or as latencies (jmh.opModes): their own tables, in ms and µs.
    FirstCallTable.render(run, md);
    LatencyTable.render(run, md);
    JsonTextTable.render(summary, md);
    ControlTable.render(summary, md);
    AllocationTable.render(summary, traits, md);
    if (!summary.nativeCells().isEmpty()) {
      FfmTable.render(summary, md);
    }
    return md.toString();
  }

  /** " (notes…, n=k) †" as applicable. */
  static String decorate(Summary summary, Summary.CellStats c, List<String> notes) {
    List<String> all = new ArrayList<>(notes);
    int expected = expected(summary, c);
    if (c.n() < expected) {
      all.add("n=" + c.n());
    }
    List<Outliers.Outlier> outliers = Outliers.of(c);
    if (!outliers.isEmpty()) {
      all.add("outlier: " + summary.run().layout().word + " " + String.join(", ",
          outliers.stream().map(o -> String.valueOf(o.fork().k())).toList()));
    }
    return (all.isEmpty() ? "" : " (" + String.join(", ", all) + ")") + (c.untrusted() ? " " + SPREAD_MARK : "");
  }

  /** How many values a cell should have: the planned forks, or more where the runner added some. */
  static int expected(Summary summary, Summary.CellStats c) {
    return Math.max(summary.run().planned(), c.n() + c.problems().size());
  }

  /** Under a table with a cell that names an outlier fork. */
  static void outlierNote(Summary summary, Md md) {
    String word = summary.run().layout().word;
    md.line();
    md.line("*outlier: " + word + " k*: " + word + " k of the cell lies far from the others (" + Outliers.RULE + "); it is"
        + " kept in the median, interval and verdict, and listed in measurement-spread.md.");
  }

  static void spreadNote(Summary summary, Md md) {
    String word = summary.run().layout().plural;
    md.line();
    md.line(SPREAD_MARK + " spread (max − min) / median across " + word + " above " + Fmt.percent(Summary.TRUST_THRESHOLD)
        + ": the " + word + " of this cell disagree by more than a difference worth reporting; see measurement-spread.md.");
  }
}
