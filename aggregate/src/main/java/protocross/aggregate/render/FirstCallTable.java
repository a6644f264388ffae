package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import protocross.aggregate.model.OpModeCells;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.OpModes;
import protocross.aggregate.read.RecordedRun;

/**
 * The first-call table ({@code --ops first_call}: {@code first_decode}, {@code first_encode}): per
 * dataset and op, every column's distribution over its forks, each fork one fresh JVM timing one
 * call (JMH SingleShotTime), in milliseconds: p50 / p90 / max and the fork count, and beside it the
 * speed against the baseline (baseline time / column time, Hodges–Lehmann over forks with its 95 %
 * interval and a Benjamini–Hochberg verdict per op, as in the throughput tables).
 */
final class FirstCallTable {
  /** JMH's unit for these ops (the runner asks for microseconds); the table prints milliseconds. */
  static final String UNIT = "us/op";

  private FirstCallTable() {}

  static void render(RecordedRun run, Md md) {
    List<String> ops = OpModes.ops(run, OpModes.SINGLE_SHOT);
    if (ops.isEmpty()) {
      return;
    }
    String word = run.layout().plural;
    md.line("## first_call: the first decode and the first encode in a fresh JVM, ms" + ThroughputTable.fewForksHeading(run));
    md.line();
    md.header("dataset · op", run.columns());
    List<Summary.CellStats> all = new ArrayList<>();
    for (String op : ops) {
      List<Summary.CellStats[]> pairs = new ArrayList<>();
      List<List<Summary.CellStats>> rows = new ArrayList<>();
      for (RecordedRun.Dataset d : run.datasets()) {
        List<Summary.CellStats> row = new ArrayList<>();
        Summary.CellStats base = OpModeCells.cell(run, run.baseline(), op, d.name(), FirstCallTable::millis);
        for (String column : run.columns()) {
          Summary.CellStats c = column.equals(run.baseline()) ? base : OpModeCells.cell(run, column, op, d.name(), FirstCallTable::millis);
          row.add(c);
          if (!column.equals(run.baseline()) && run.columns().contains(run.baseline())) {
            pairs.add(new Summary.CellStats[] {c, base});
          }
        }
        rows.add(row);
      }
      Map<Summary.CellStats, Summary.Difference> differences = OpModeCells.differences(pairs);
      for (int i = 0; i < run.datasets().size(); i++) {
        RecordedRun.Dataset d = run.datasets().get(i);
        List<String> cells = new ArrayList<>();
        for (Summary.CellStats c : rows.get(i)) {
          all.add(c);
          cells.add(cell(c, differences.get(c)));
        }
        md.row(d.name() + " · " + op, cells);
      }
    }
    md.line();
    md.line("Each fork is one fresh JVM that times one call (JMH SingleShotTime, no warm-up, one measured call);"
        + " a cell is the distribution over its " + word + ": p50 / p90 / max in ms (nearest rank), and `n` the"
        + " number of " + word + " that gave a value. In brackets, against " + run.baseline() + " in the same row:"
        + " the speed ratio (" + run.baseline() + "'s time / the column's time, so above 1 is faster; Hodges–Lehmann"
        + " over " + word + ") and its 95 % interval; verdicts: " + Verdict.METHOD + ", one family per op.");
    md.line();
    md.line("Note: the payload is the dataset's first. `first_decode` is the first `decode` of it in the JVM:"
        + " loading and initialising the runtime's parse path, running it interpreted, and whatever the JIT"
        + " compiles during the call. `first_encode` is the first `encode`, of that payload decoded once"
        + " (untimed) just before it in the same JVM, so the classes the two share are loaded by then. Both"
        + " exclude the JVM's and JMH's start, reading the dataset file, and obtaining the codec: the adapter's"
        + " type map, which initialises the schema's generated message classes (protobuf-java, -lite, Wire) or"
        + " loads libupb and builds its DefPool and MiniTables from the descriptor set (upb). The proof of equal"
        + " work runs before the fork, in the launcher's JVM (the dataset's conformance check and this payload's"
        + " decode to the reference digest and encode to its bytes), and again in the measured JVM after the"
        + " timed call, on what the call returned; nothing in the measured JVM runs the codec before the call.");
    OpModeNotes.problems(run, all, md);
    md.line();
  }

  private static double millis(Json result) {
    return result.get("primaryMetric").positive("score") / 1000.0;
  }

  private static String cell(Summary.CellStats c, Summary.Difference difference) {
    if (c.n() == 0) {
      return OpModeNotes.empty(c);
    }
    List<Double> v = c.opsPerSecond();
    String value = ms(Stats.percentile(v, 0.5)) + " / " + ms(Stats.percentile(v, 0.9)) + " / " + ms(Stats.max(v));
    List<String> notes = new ArrayList<>();
    if (difference != null) {
      notes.add(ThroughputTable.verdict(difference));
    }
    notes.add("n=" + c.n());
    return value + " (" + String.join(", ", notes) + ")";
  }

  static String ms(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }
}
