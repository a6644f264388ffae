package protocross.aggregate.model;

/**
 * Whether a difference depends on the host: the ratio of two hosts' ratios (column / baseline on
 * host B, over column / baseline on host A) with an approximate 95 % interval. On log scale the
 * interaction is the difference of the two log ratios, from independent runs; its interval is
 * built from the two Mann–Whitney intervals by MOVER (Zou and Donner 2008, "method of variance
 * estimates recovery"): lower = d − √((θB − lB)² + (uA − θA)²), upper = d + √((uB − θB)² + (θA − lA)²),
 * d = θB − θA, which keeps each interval's own asymmetry. Exponentiated: a ratio of ratios; host-dependent
 * when its interval excludes 1.
 */
public record Interaction(double ratio, double low, double high) {
  /** {@code other}'s ratio over {@code first}'s; an unbounded side of either interval gives an unbounded side. */
  public static Interaction of(Comparison first, Comparison other) {
    double ta = Math.log(first.ratio());
    double la = Math.log(first.low());
    double ua = Math.log(first.high());
    double tb = Math.log(other.ratio());
    double lb = Math.log(other.low());
    double ub = Math.log(other.high());
    double d = tb - ta;
    double low = d - Math.sqrt(square(tb - lb) + square(ua - ta));
    double high = d + Math.sqrt(square(ub - tb) + square(ta - la));
    return new Interaction(Math.exp(d), Math.exp(low), Math.exp(high));
  }

  /** The interval excludes 1: the hosts' ratios differ beyond their noise. */
  public boolean hostDependent() {
    return low > 1 || high < 1;
  }

  private static double square(double v) {
    return v * v;
  }
}
