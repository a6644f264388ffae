package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.RecordedRun;

/**
 * Columns against a base column other than the run's baseline, per op one Benjamini–Hochberg
 * family of Mann–Whitney {@link Comparison}s over forks, apart from the baseline's (a paired run
 * pairs only with the baseline). Two tables ask it: a prebuilt jar's pinned column against the jar
 * (PrebuiltTable), and each column that names a JVM ({@code protobuf-lite~jdk17}, {@code wire~g1},
 * {@code protobuf-java@4.35.1~unsafe-deny}; runner's ColumnJvm) against the same jar on the run's
 * own JVM ({@code protobuf-lite}, {@code wire}, {@code protobuf-java@4.35.1}) when that column is in
 * the run too: "what does this JDK or option cost this runtime", which the comparisons with the
 * baseline answer only through another runtime (JvmTable).
 */
public final class ColumnDifferences {
  private ColumnDifferences() {}

  /** The JVM columns whose own-JVM column is in the run, in column order (A/A twins left out). */
  public static List<String> jvmColumns(RecordedRun run) {
    return run.columns().stream()
        .filter(c -> !RecordedRun.isTwin(c) && !ownJvm(c).equals(c) && run.columns().contains(ownJvm(c)))
        .toList();
  }

  /** The same jar on the run's own JVM: the column without its JVM part. */
  public static String ownJvm(String column) {
    return RecordedRun.jarVariantOf(column);
  }

  /** One op's differences of the JVM columns against their own-JVM column ({@link #of}). */
  public static Map<String, Map<String, Summary.Difference>> ofJvmColumns(Summary summary, String op) {
    Map<String, String> bases = new LinkedHashMap<>();
    jvmColumns(summary.run()).forEach(c -> bases.put(c, ownJvm(c)));
    return of(summary, op, bases);
  }

  /**
   * One op's differences of each column against its base ({@code bases}: column → base, in the
   * tables' order), over every dataset, as one Benjamini–Hochberg family: the Mann–Whitney
   * {@link Comparison} over forks, keyed by column then dataset; a pair with a side without values
   * is absent.
   */
  public static Map<String, Map<String, Summary.Difference>> of(Summary summary, String op, Map<String, String> bases) {
    RecordedRun run = summary.run();
    List<Summary.CellStats> cells = new ArrayList<>();
    List<Summary.CellStats> baseCells = new ArrayList<>();
    List<Comparison> comparisons = new ArrayList<>();
    List<Integer> fewest = new ArrayList<>();
    bases.forEach((column, base) -> {
      for (RecordedRun.Dataset d : run.datasets()) {
        Summary.CellStats c = summary.cell(column, op, d.name());
        Summary.CellStats b = summary.cell(base, op, d.name());
        if (c.n() > 0 && b.n() > 0) {
          cells.add(c);
          baseCells.add(b);
          comparisons.add(Comparison.of(c.opsPerSecond(), b.opsPerSecond()));
          fewest.add(Math.min(c.n(), b.n()));
        }
      }
    });
    List<Verdict.Decision> decisions = Verdict.decide(comparisons, fewest);
    Map<String, Map<String, Summary.Difference>> out = new LinkedHashMap<>();
    for (int i = 0; i < cells.size(); i++) {
      Summary.CellStats c = cells.get(i);
      Verdict.Decision v = decisions.get(i);
      out.computeIfAbsent(c.column(), k -> new LinkedHashMap<>())
          .put(c.dataset(), new Summary.Difference(c, baseCells.get(i), comparisons.get(i), v.q(), v.verdict()));
    }
    return out;
  }
}
