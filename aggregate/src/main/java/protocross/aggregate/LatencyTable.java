package protocross.aggregate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
    md.line("## latency: per-call decode and encode after warm-up, p50 / p99 / p99.9, µs");
    md.line();
    md.header("dataset · op", run.columns());
    List<Summary.CellStats> all = new ArrayList<>();
    for (String op : ops) {
      for (RecordedRun.Dataset d : run.datasets()) {
        List<String> cells = new ArrayList<>();
        for (String column : run.columns()) {
          List<Summary.CellStats> byPercentile = PERCENTILES.stream()
              .map(p -> OpModes.cell(run, column, op, d.name(), r -> percentileMicros(r, p))).toList();
          Summary.CellStats samples = OpModes.cell(run, column, op, d.name(), LatencyTable::samples);
          all.add(samples);
          cells.add(cell(byPercentile, samples));
        }
        md.row(d.name() + " · " + op, cells);
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
        + " pass once each message has been encoded.");
    OpModes.problems(run, all, md);
    md.line();
  }

  /** A percentile of the fork's samples, in µs (the runner asks JMH for ns/op). */
  private static double percentileMicros(Json result, String percentile) {
    return result.get("primaryMetric").get("scorePercentiles").number(percentile) / 1000.0;
  }

  /** The number of samples in the fork's histogram (every [value, count] of every iteration). */
  private static double samples(Json result) {
    long n = 0;
    for (Json fork : result.get("primaryMetric").array("rawDataHistogram")) {
      for (Json iteration : fork.elements()) {
        for (Json bucket : iteration.elements()) {
          n += bucket.node().get(1).asLong();
        }
      }
    }
    return n;
  }

  private static String cell(List<Summary.CellStats> byPercentile, Summary.CellStats samples) {
    if (samples.n() == 0) {
      return OpModes.empty(samples);
    }
    List<String> values = byPercentile.stream().map(c -> micros(Stats.median(c.opsPerSecond()))).toList();
    return String.join(" / ", values) + " (n=" + samples.n() + ", samples ≥ "
        + Fmt.bytes(Stats.min(samples.opsPerSecond())) + ")";
  }

  static String micros(double v) {
    return String.format(Locale.ROOT, v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f", v);
  }
}
