package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.RecordedRun;

/**
 * Each column that names a JVM ({@code protobuf-lite~jdk17}, {@code wire~g1},
 * {@code protobuf-java@4.35.1~unsafe-deny}; runner's ColumnJvm) against the same jar on the run's
 * own JVM ({@code protobuf-lite}, {@code wire}, {@code protobuf-java@4.35.1}) when that column is
 * in the run too: the question "what does this JDK or option cost this runtime", which the
 * comparisons with the baseline answer only through another runtime. Per (op, dataset) the
 * Mann–Whitney {@link Comparison} over forks; one op's comparisons of this kind are one
 * Benjamini–Hochberg family, apart from the baseline's (a paired run pairs only with the baseline).
 */
public final class JvmDifferences {
  private JvmDifferences() {}

  /** The JVM columns whose own-JVM column is in the run, in column order (A/A twins left out). */
  public static List<String> columns(RecordedRun run) {
    return run.columns().stream()
        .filter(c -> !RecordedRun.isTwin(c) && !baseOf(c).equals(c) && run.columns().contains(baseOf(c)))
        .toList();
  }

  /** The same jar on the run's own JVM: the column without its JVM part. */
  public static String baseOf(String column) {
    return RecordedRun.jarVariantOf(column);
  }

  /** One op's differences, keyed by column then dataset; a pair with a side without values is absent. */
  public static Map<String, Map<String, Summary.Difference>> of(Summary summary, String op) {
    RecordedRun run = summary.run();
    List<Summary.CellStats> cells = new ArrayList<>();
    List<Summary.CellStats> bases = new ArrayList<>();
    List<Comparison> comparisons = new ArrayList<>();
    List<Integer> fewest = new ArrayList<>();
    for (String column : columns(run)) {
      for (RecordedRun.Dataset d : run.datasets()) {
        Summary.CellStats c = summary.cell(column, op, d.name());
        Summary.CellStats b = summary.cell(baseOf(column), op, d.name());
        if (c.n() > 0 && b.n() > 0) {
          cells.add(c);
          bases.add(b);
          comparisons.add(Comparison.of(c.opsPerSecond(), b.opsPerSecond()));
          fewest.add(Math.min(c.n(), b.n()));
        }
      }
    }
    List<Verdict.Decision> decisions = Verdict.decide(comparisons, fewest);
    Map<String, Map<String, Summary.Difference>> out = new LinkedHashMap<>();
    for (int i = 0; i < cells.size(); i++) {
      Summary.CellStats c = cells.get(i);
      Verdict.Decision v = decisions.get(i);
      out.computeIfAbsent(c.column(), k -> new LinkedHashMap<>())
          .put(c.dataset(), new Summary.Difference(c, bases.get(i), comparisons.get(i), v.q(), v.verdict()));
    }
    return out;
  }
}
