package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Forks far from the rest of their cell, flagged and shown, never dropped: the shift-model
 * interval and the bimodal rule (two forks a side) both smooth over a single fork that landed
 * apart. Rule (Iglewicz and Hoaglin's modified z-score): a fork is an outlier when
 * |score − median| > {@value #LIMIT} × MAD / 0.6745, MAD the median absolute deviation of the
 * cell's fork scores (MAD / 0.6745 estimates the standard deviation of normal scores, robustly:
 * the outlier itself barely moves it), and it is also more than {@link Summary#TRUST_THRESHOLD}
 * (10 %) from the median: in a tight cell a fork 3 % off can pass the z-score and still be no
 * difference worth reporting. Only from {@value Verdict#MIN_FORKS} forks on, and never where MAD
 * is 0 (most forks identical: nothing to scale by).
 */
public final class Outliers {
  public static final double LIMIT = 3.5;
  static final double NORMAL = 0.6745;
  public static final String RULE = "|score − median| > " + LIMIT + " × MAD / 0.6745 (Iglewicz–Hoaglin modified z-score;"
      + " MAD: the median absolute deviation of the cell's fork scores) and > 10 % of the median, from "
      + Verdict.MIN_FORKS + " forks on";

  /** One outlier fork of a cell: z is its modified z-score, signed (below the median: negative). */
  public record Outlier(Summary.CellStats cell, Summary.Fork fork, double median, double z) {}

  private Outliers() {}

  /** The cell's outlier forks, in fork order; empty below six forks. */
  public static List<Outlier> of(Summary.CellStats c) {
    List<Outlier> out = new ArrayList<>();
    if (c.n() < Verdict.MIN_FORKS) {
      return out;
    }
    List<Double> scores = c.opsPerSecond();
    double median = Stats.median(scores);
    double mad = Stats.median(scores.stream().map(v -> Math.abs(v - median)).toList());
    if (mad <= 0) {
      return out;
    }
    for (Summary.Fork f : c.forks()) {
      double z = NORMAL * (f.score() - median) / mad;
      if (Math.abs(z) > LIMIT && Math.abs(f.score() - median) > Summary.TRUST_THRESHOLD * median) {
        out.add(new Outlier(c, f, median, z));
      }
    }
    return out;
  }

  /** Every measured cell's outliers, in run.json order. */
  public static List<Outlier> of(Summary summary) {
    return Checks.measured(summary).stream().flatMap(c -> of(c).stream()).toList();
  }
}
