package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a difference is allowed to say, after the multiple-comparison correction: one table
 * compares many (column, dataset) pairs, and at 5 % each, one in twenty would be "significant"
 * by chance. Benjamini–Hochberg bounds the expected share of false calls among the called ones
 * at 5 %. (Holm's family-wise bound was rejected: with five forks per side the exact Mann–Whitney
 * p-value cannot go below 2/252 ≈ 0.008, so Holm over 21 comparisons could never call anything.)
 */
public enum Verdict {
  FASTER("faster"), SLOWER("slower"), SAME("no significant difference");

  public static final double FDR = 0.05;
  public static final String METHOD = "two-sided Mann–Whitney U test over forks, Benjamini–Hochberg adjusted across the"
      + " table's comparisons (false discovery rate 5 %)";

  public final String label;

  Verdict(String label) {
    this.label = label;
  }

  /** Benjamini–Hochberg adjusted p-values (q-values), in the order given. */
  public static double[] adjust(List<Double> p) {
    int m = p.size();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingDouble(p::get));
    double[] q = new double[m];
    double min = 1.0;
    for (int rank = m; rank >= 1; rank--) {
      int i = order.get(rank - 1);
      min = Math.min(min, p.get(i) * m / rank);
      q[i] = min;
    }
    return q;
  }

  public static Verdict of(Comparison c, double q) {
    if (q >= FDR) {
      return SAME;
    }
    return c.ratio() > 1 ? FASTER : SLOWER;
  }
}
