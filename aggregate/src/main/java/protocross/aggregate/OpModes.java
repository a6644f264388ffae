package protocross.aggregate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The ops timed in another JMH mode than throughput, as run.json {@code jmh.opModes} records them
 * (the runner's OpTimings): {@code ss} (SingleShotTime: {@code first_decode}, {@code first_encode},
 * {@link FirstCallTable}) and {@code sample} (SampleTime: {@code decode_latency},
 * {@code encode_latency}, {@link LatencyTable}). Their results are times, so they are never
 * throughput cells; their cells here hold one value per fork, read from the fork's raw JMH result,
 * with the same reasons for missing forks as the throughput cells ({@link Summary#whyMissing}).
 */
final class OpModes {
  static final String KEY = "opModes";
  static final String SINGLE_SHOT = "ss";
  static final String SAMPLE = "sample";

  private OpModes() {}

  /** op → JMH mode for every op of run.json that is not a throughput op; empty for runs without any. */
  static Map<String, String> of(Json runJson) {
    Map<String, String> modes = new LinkedHashMap<>();
    if (runJson.has("jmh") && runJson.get("jmh").has(KEY)) {
      Json m = runJson.get("jmh").get(KEY);
      for (String op : m.fieldNames()) {
        modes.put(op, m.get(op).text("mode"));
      }
    }
    return modes;
  }

  /** run.json jmh.opModes in one line: "first_decode: mode ss, warmup 0, measurement 1, us/op; …". */
  static String describe(Json modes) {
    List<String> parts = new ArrayList<>();
    for (String op : modes.fieldNames()) {
      Json m = modes.get(op);
      parts.add(op + ": mode " + m.text("mode") + ", warmup " + m.text("warmupIterations")
          + (m.has("warmupTime") ? " × " + m.text("warmupTime") : "") + ", measurement " + m.text("measurementIterations")
          + (m.has("measurementTime") ? " × " + m.text("measurementTime") : "") + ", " + m.text("scoreUnit") + ", no profiler");
    }
    return String.join("; ", parts);
  }

  /** The run's ops timed in {@code mode}, in run.json order. */
  static List<String> ops(RecordedRun run, String mode) {
    Map<String, String> modes = of(run.runJson());
    return run.runJson().strings("ops").stream().filter(op -> mode.equals(modes.get(op))).toList();
  }

  /** A cell of such an op: one value per fork that has a result, {@code value} read from the JMH result's raw JSON. */
  static Summary.CellStats cell(RecordedRun run, String column, String op, String dataset, ToDoubleFunction<Json> value) {
    return Summary.collect(run, column, op, dataset, (part, entry) ->
        new Summary.Fork(part.k(), value.applyAsDouble(entry.raw()), List.of(), List.of(), Double.NaN, Double.NaN));
  }

  /** A time cell against the baseline's: the speed ratio baseline time / column time (above 1: faster). */
  static Comparison speed(Summary.CellStats column, Summary.CellStats baseline) {
    return Comparison.of(baseline.opsPerSecond(), column.opsPerSecond());
  }

  /**
   * Verdicts for one family of (cell, baseline cell) pairs, Benjamini–Hochberg adjusted across it
   * as in the throughput tables; pairs where either side has no value get none.
   */
  static Map<Summary.CellStats, Summary.Difference> differences(List<Summary.CellStats[]> pairs) {
    List<Summary.CellStats[]> compared = pairs.stream().filter(p -> p[0].n() > 0 && p[1].n() > 0).toList();
    List<Comparison> comparisons = compared.stream().map(p -> speed(p[0], p[1])).toList();
    double[] q = Verdict.adjust(comparisons.stream().map(Comparison::p).toList());
    Map<Summary.CellStats, Summary.Difference> out = new LinkedHashMap<>();
    for (int i = 0; i < compared.size(); i++) {
      Comparison c = comparisons.get(i);
      out.put(compared.get(i)[0], new Summary.Difference(compared.get(i)[0], compared.get(i)[1], c, q[i], Verdict.of(c, q[i])));
    }
    return out;
  }

  /** What a cell without a value shows: unsupported, failed or no data, as in the throughput tables. */
  static String empty(Summary.CellStats c) {
    if (c.unsupported()) {
      return "unsupported";
    }
    return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
  }

  /** Every fork without a value, one line per (column, reason), naming its datasets, ops and forks. */
  static void problems(RecordedRun run, List<Summary.CellStats> cells, Md md) {
    Map<String, List<String>> grouped = new LinkedHashMap<>();
    for (Summary.CellStats c : cells) {
      for (Summary.Problem p : c.problems()) {
        String key = c.column() + (p.unsupported() ? ": unsupported: " : ": ") + p.reason();
        grouped.computeIfAbsent(key, k -> new ArrayList<>())
            .add(c.dataset() + " " + c.op() + (p.unsupported() ? "" : " " + run.layout().word + " " + p.k()));
      }
    }
    if (grouped.isEmpty()) {
      return;
    }
    md.line();
    md.line("Forks without a value:");
    md.line();
    grouped.forEach((key, where) -> md.line("- " + key.substring(0, key.indexOf(':')) + " ("
        + String.join(", ", where.stream().distinct().toList()) + ")" + key.substring(key.indexOf(':'))));
  }
}
