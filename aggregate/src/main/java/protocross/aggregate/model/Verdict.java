package protocross.aggregate.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a difference is allowed to say, after the multiple-comparison correction: one table
 * compares many (column, dataset) pairs, and at 5 % each, one in twenty would be "significant"
 * by chance. Benjamini–Hochberg bounds the expected share of false calls among the called ones
 * at 5 %. (Holm's family-wise bound was rejected: with five forks per side the exact Mann–Whitney
 * p-value cannot go below 2/252 ≈ 0.008, so Holm over 21 comparisons could never call anything.)
 *
 * <p>The step-up rule is decided in exact arithmetic, as the textbook states it: the comparison
 * of rank k (p-values sorted ascending) and every smaller rank are called when
 * p(k) · m ≤ α · k, compared as {@link BigDecimal}s (the double p-value's exact value times m,
 * against α = 0.05 exactly, times k), with a relative tolerance of {@value #TOLERANCE} for the
 * rounding of the p-value itself (an exact Mann–Whitney p-value is a fraction the library returns
 * as a double). So a q-value of exactly α (1/20) is called, where a floating-point {@code q < 0.05}
 * would depend on the last bit. A comparison with fewer than {@value #MIN_FORKS} forks on a side
 * gets no verdict and is not a member of the family.
 */
public enum Verdict {
  FASTER("faster"), SLOWER("slower"), SAME("no significant difference"), TOO_FEW("too few forks (n < 6)");

  public static final double FDR = 0.05;
  private static final BigDecimal ALPHA = new BigDecimal("0.05");
  /** Relative slack on α · k for the p-value's own floating-point rounding; far below any p-value step. */
  public static final double TOLERANCE = 1e-9;
  private static final BigDecimal SLACK = BigDecimal.ONE.add(new BigDecimal("1e-9"));
  /** The fewest forks a side for a verdict (also the fewest with a 95 % interval of the median). */
  public static final int MIN_FORKS = 6;
  public static final String METHOD = "two-sided Mann–Whitney U test over forks, Benjamini–Hochberg adjusted across the"
      + " table's comparisons (false discovery rate 5 %: called when q ≤ 0.05, decided exactly); no verdict with fewer"
      + " than 6 forks a side";
  /** {@link #METHOD} for a run with paired forks, whose comparisons are over fork groups ({@link PairedRatio}). */
  public static final String PAIRED_METHOD = "two-sided paired t test over fork groups (each group's mean log ratio of"
      + " the column to the baseline), Benjamini–Hochberg adjusted across the table's comparisons (false discovery rate"
      + " 5 %: called when q ≤ 0.05, decided exactly); no verdict with fewer than 6 fork groups";

  public final String label;

  Verdict(String label) {
    this.label = label;
  }

  /** The q-value and verdict of one comparison of a family. */
  public record Decision(double q, Verdict verdict) {}

  /** Benjamini–Hochberg adjusted p-values (q-values), in the order given (for display; {@link #called} decides). */
  public static double[] adjust(List<Double> p) {
    int m = p.size();
    List<Integer> order = order(p);
    double[] q = new double[m];
    double min = 1.0;
    for (int rank = m; rank >= 1; rank--) {
      int i = order.get(rank - 1);
      if (!Double.isFinite(p.get(i))) {
        // No p-value (sorted last): no q-value either, and no effect on the others'.
        q[i] = Double.NaN;
        continue;
      }
      min = Math.min(min, p.get(i) * m / rank);
      q[i] = min;
    }
    return q;
  }

  /**
   * The Benjamini–Hochberg step-up rule at α = 0.05, in the order given: the largest rank k with
   * p(k) · m ≤ α · k (exactly, see the class comment) and every rank below it are called.
   */
  public static boolean[] called(List<Double> p) {
    int m = p.size();
    List<Integer> order = order(p);
    int k = 0;
    for (int rank = m; rank >= 1; rank--) {
      double pk = p.get(order.get(rank - 1));
      if (!Double.isFinite(pk)) {
        // No p-value (every fork tied, say): sorted last, and never called.
        continue;
      }
      BigDecimal lhs = new BigDecimal(pk).multiply(BigDecimal.valueOf(m));
      BigDecimal rhs = ALPHA.multiply(BigDecimal.valueOf(rank)).multiply(SLACK);
      if (lhs.compareTo(rhs) <= 0) {
        k = rank;
        break;
      }
    }
    boolean[] out = new boolean[m];
    for (int rank = 1; rank <= k; rank++) {
      out[order.get(rank - 1)] = true;
    }
    return out;
  }

  /**
   * One family's decisions, in the order given: {@code fewest.get(i)} is the fewer forks of
   * comparison i's two sides; below {@link #MIN_FORKS} it is {@link #TOO_FEW} (q NaN) and left out
   * of the family, the others are adjusted together.
   */
  public static List<Decision> decide(List<Comparison> comparisons, List<Integer> fewest) {
    List<Integer> members = new ArrayList<>();
    for (int i = 0; i < comparisons.size(); i++) {
      if (fewest.get(i) >= MIN_FORKS) {
        members.add(i);
      }
    }
    List<Double> p = members.stream().map(i -> comparisons.get(i).p()).toList();
    double[] q = adjust(p);
    boolean[] called = called(p);
    List<Decision> out = new ArrayList<>();
    for (int i = 0; i < comparisons.size(); i++) {
      out.add(new Decision(Double.NaN, TOO_FEW));
    }
    for (int j = 0; j < members.size(); j++) {
      int i = members.get(j);
      Verdict v = !called[j] ? SAME : comparisons.get(i).ratio() > 1 ? FASTER : SLOWER;
      out.set(i, new Decision(q[j], v));
    }
    return out;
  }

  /** A verdict was drawn (faster or slower). */
  public boolean significant() {
    return this == FASTER || this == SLOWER;
  }

  private static List<Integer> order(List<Double> p) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < p.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingDouble(p::get));
    return order;
  }
}
