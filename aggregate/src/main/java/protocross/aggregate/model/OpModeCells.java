package protocross.aggregate.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * The cells of the ops timed in another JMH mode ({@link OpModes}): one value per fork, read from
 * the fork's raw JMH result, with the same reasons for missing forks as the throughput cells
 * ({@link Summary#whyMissing}), and their speed against the baseline's.
 */
public final class OpModeCells {
  private OpModeCells() {}

  /** A cell of such an op: one value per fork that has a result, {@code value} read from the JMH result's raw JSON. */
  public static Summary.CellStats cell(RecordedRun run, String column, String op, String dataset, ToDoubleFunction<Json> value) {
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
  public static Map<Summary.CellStats, Summary.Difference> differences(List<Summary.CellStats[]> pairs) {
    List<Summary.CellStats[]> compared = pairs.stream().filter(p -> p[0].n() > 0 && p[1].n() > 0).toList();
    List<Comparison> comparisons = compared.stream().map(p -> speed(p[0], p[1])).toList();
    List<Verdict.Decision> decisions = Verdict.decide(comparisons,
        compared.stream().map(p -> Math.min(p[0].n(), p[1].n())).toList());
    Map<Summary.CellStats, Summary.Difference> out = new LinkedHashMap<>();
    for (int i = 0; i < compared.size(); i++) {
      Verdict.Decision v = decisions.get(i);
      out.put(compared.get(i)[0], new Summary.Difference(compared.get(i)[0], compared.get(i)[1], comparisons.get(i), v.q(),
          v.verdict()));
    }
    return out;
  }
}
