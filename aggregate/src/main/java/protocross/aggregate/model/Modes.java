package protocross.aggregate.model;

import java.util.List;

/**
 * A cell whose forks fall into two groups, as when JIT decisions differ per fork: one median
 * would describe neither. Rule: sort the fork scores; take the largest gap between neighbours
 * that leaves at least two forks on each side; the cell is bimodal when that gap exceeds
 * {@value #GAP_FACTOR} times the cell's within-fork noise, the median over its forks of (max − min)
 * of their measured iterations. Forks of one JVM cannot move that far apart by that noise.
 */
public record Modes(List<Double> low, List<Double> high) {
  static final double GAP_FACTOR = 3.0;
  public static final String RULE = "the largest gap between neighbouring sorted fork scores that leaves at least two forks"
      + " on each side is more than " + (int) GAP_FACTOR + "× the cell's within-fork noise, the median over its forks of"
      + " max − min of their measured iterations";

  static Modes of(Summary.CellStats c) {
    if (c.n() < 4) {
      return null;
    }
    List<Double> noise = c.forks().stream().filter(f -> f.iterations().size() >= 2)
        .map(f -> Stats.max(f.iterations()) - Stats.min(f.iterations())).toList();
    if (noise.isEmpty()) {
      return null;
    }
    double within = Stats.median(noise);
    List<Double> s = c.opsPerSecond().stream().sorted().toList();
    int split = -1;
    double gap = 0;
    for (int i = 2; i <= s.size() - 2; i++) {
      double g = s.get(i) - s.get(i - 1);
      if (g > gap) {
        gap = g;
        split = i;
      }
    }
    // Identical iterations (no noise to compare with) say nothing about modes.
    if (split < 0 || within <= 0 || gap <= GAP_FACTOR * within) {
      return null;
    }
    return new Modes(s.subList(0, split), s.subList(split, s.size()));
  }
}
