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
 * The latency table ({@code decode_latency}, {@code encode_latency}): per dataset and op, every
 * column's per-call percentiles after warm-up, from JMH's SampleTime mode (each fork times a
 * sample of its single calls, one payload per call, and writes the percentiles of its samples).
 * A cell shows p50 / p99 / p99.9 in µs, each the median over forks of the fork's own percentile
 * (forks are not pooled, as everywhere in the tables), the fork count and the fewest samples a
 * fork had (a p99.9 from fewer than a few thousand samples is a handful of calls).
 */
final class LatencyTable {
  /** The percentiles shown, as JMH's JSON names them in scorePercentiles. */
  static final List<String> PERCENTILES = List.of("50.0", "99.0", "99.9");

  private LatencyTable() {}

  static void render(RecordedRun run, Md md) {
    List<String> ops = OpModes.ops(run, OpModes.SAMPLE);
    if (ops.isEmpty()) {
      return;
    }
    String word = run.layout().plural;
    md.line("## latency: per-call decode and encode after warm-up, p50 / p99 / p99.9, µs" + ThroughputTable.fewForksHeading(run));
    md.line();
    md.header("dataset · op", run.columns());
    List<Summary.CellStats> all = new ArrayList<>();
    for (String op : ops) {
      // Per dataset, every column's cells; the p50s are compared with the baseline's, one family per op.
      List<Summary.CellStats[]> pairs = new ArrayList<>();
      List<List<List<Summary.CellStats>>> rows = new ArrayList<>();
      List<List<Summary.CellStats>> sampleRows = new ArrayList<>();
      for (RecordedRun.Dataset d : run.datasets()) {
        List<List<Summary.CellStats>> row = new ArrayList<>();
        List<Summary.CellStats> sampleRow = new ArrayList<>();
        for (String column : run.columns()) {
          row.add(PERCENTILES.stream()
              .map(p -> OpModeCells.cell(run, column, op, d.name(), r -> percentileMicros(r, p))).toList());
          sampleRow.add(OpModeCells.cell(run, column, op, d.name(), LatencyTable::samples));
        }
        int base = run.columns().indexOf(run.baseline());
        if (base >= 0) {
          for (int c = 0; c < run.columns().size(); c++) {
            if (c != base) {
              pairs.add(new Summary.CellStats[] {row.get(c).get(0), row.get(base).get(0)});
            }
          }
        }
        rows.add(row);
        sampleRows.add(sampleRow);
      }
      Map<Summary.CellStats, Summary.Difference> differences = OpModeCells.differences(pairs);
      for (int i = 0; i < run.datasets().size(); i++) {
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < run.columns().size(); c++) {
          List<Summary.CellStats> byPercentile = rows.get(i).get(c);
          Summary.CellStats samples = sampleRows.get(i).get(c);
          all.add(samples);
          cells.add(cell(byPercentile, samples, differences.get(byPercentile.get(0))));
        }
        md.row(run.datasets().get(i).name() + " · " + op, cells);
      }
    }
    md.line();
    md.line("One call is one payload's `decode` (a fresh message, released) or one decoded message's `encode`"
        + " (a fresh array), the dataset's payloads in turn, after the run's warm-up iterations (JMH SampleTime:"
        + " each fork times a random sample of its calls with System.nanoTime, one call per sample). Each of"
        + " p50 / p99 / p99.9 is the median over the cell's " + word + " of that " + run.layout().word + "'s own"
        + " percentile of its samples (" + word + " are not pooled); `n`: " + word + " that gave a value;"
        + " *samples*: the fewest samples in one " + run.layout().word + "'s histogram (JMH thins its sampling"
        + " as a fork runs, halving the counts so far each time, so this is the histogram's weight, not the calls"
        + " made). A percentile mixes the dataset's"
        + " payload sizes, as a service that receives them does. The calls are the core ops' (`decode`,"
        + " `encode`), so their proof is the core one, run in the measured JVM before its warm-up; as in"
        + " `encode`, a runtime that memoizes a message's serialized size (protobuf-java, -lite) skips the size"
        + " pass once each message has been encoded. In brackets, against " + run.baseline() + " in the same"
        + " row: the p50's speed ratio (" + run.baseline() + "'s p50 / the column's p50, so above 1 is faster;"
        + " Hodges–Lehmann over " + word + ") and its 95 % interval; verdicts: " + Verdict.METHOD
        + ", one family per op. The tails (p99, p99.9) carry no verdict: with a few " + word
        + " per cell their fork-to-fork spread is the host's as much as the runtime's.");
    OpModeNotes.problems(run, all, md);
    md.line();
  }

  /** A percentile of the fork's samples, in µs (the runner asks JMH for ns/op). */
  private static double percentileMicros(Json result, String percentile) {
    return result.get("primaryMetric").get("scorePercentiles").positive(percentile) / 1000.0;
  }

  /** The number of samples in the fork's histogram (every [value, count] of every iteration). */
  private static double samples(Json result) {
    long n = 0;
    for (Json fork : result.get("primaryMetric").array("rawDataHistogram")) {
      for (Json iteration : fork.elements()) {
        for (Json bucket : iteration.elements()) {
          n += bucket.at(1).integerAtLeast(0);
        }
      }
    }
    return n;
  }

  private static String cell(List<Summary.CellStats> byPercentile, Summary.CellStats samples, Summary.Difference p50) {
    if (samples.n() == 0) {
      return OpModeNotes.empty(samples);
    }
    List<String> values = byPercentile.stream().map(c -> micros(Stats.median(c.opsPerSecond()))).toList();
    String p50Verdict = p50 == null ? "" : "p50 " + ThroughputTable.verdict(p50) + ", ";
    return String.join(" / ", values) + " (" + p50Verdict + "n=" + samples.n() + ", samples ≥ "
        + Fmt.bytes(Stats.min(samples.opsPerSecond())) + ")";
  }

  static String micros(double v) {
    return String.format(Locale.ROOT, v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f", v);
  }
}
