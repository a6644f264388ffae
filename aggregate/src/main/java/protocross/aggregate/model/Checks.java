package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks of the raw data that say whether the forks can be trusted as samples, each with a
 * stated threshold: was a fork still warming up, did it drift while measured, do a cell's forks
 * fall into two groups, did a fork allocate differently from the cell's others.
 */
public final class Checks {
  /** A fork whose last warm-up iteration is this far below its measured mean was still warming up. */
  public static final double WARMUP_SHORTFALL = 0.05;
  /** Measured iterations that move monotonically by more than this, first to last, are a trend. */
  public static final double TREND = 0.05;
  /** Forks of one cell whose heap B/op differ by more than this (relative to the median) ran different code. */
  public static final double ALLOCATION = 0.01;

  public record ForkNote(Summary.CellStats cell, Summary.Fork fork, double ratio) {}

  public record AllocationNote(Summary.CellStats cell, List<Summary.Fork> forks, double median) {}

  private Checks() {}

  static List<Summary.CellStats> measured(Summary summary) {
    return summary.cells().stream().filter(c -> c.n() > 0).toList();
  }

  public static long forksWithWarmup(Summary summary) {
    return measured(summary).stream().flatMap(c -> c.forks().stream()).filter(f -> !f.warmups().isEmpty()).count();
  }

  public static long forks(Summary summary) {
    return measured(summary).stream().mapToLong(Summary.CellStats::n).sum();
  }

  /** Forks whose last warm-up iteration is more than 5 % below their measured mean: ratio = last warm-up / mean. */
  public static List<ForkNote> warmup(Summary summary) {
    List<ForkNote> out = new ArrayList<>();
    for (Summary.CellStats c : measured(summary)) {
      for (Summary.Fork f : c.forks()) {
        if (!f.warmups().isEmpty()) {
          double ratio = f.warmups().get(f.warmups().size() - 1) / f.score();
          if (ratio < 1 - WARMUP_SHORTFALL) {
            out.add(new ForkNote(c, f, ratio));
          }
        }
      }
    }
    return out;
  }

  /** Forks whose measured iterations rise or fall monotonically by more than 5 %: ratio = last / first. */
  public static List<ForkNote> trend(Summary summary) {
    List<ForkNote> out = new ArrayList<>();
    for (Summary.CellStats c : measured(summary)) {
      for (Summary.Fork f : c.forks()) {
        List<Double> it = f.iterations();
        // Two iterations (the publication settings measure 2 × 0.5 s) are a trend of their own.
        if (it.size() < 2) {
          continue;
        }
        boolean up = true;
        boolean down = true;
        for (int i = 1; i < it.size(); i++) {
          up &= it.get(i) > it.get(i - 1);
          down &= it.get(i) < it.get(i - 1);
        }
        double moved = (it.get(it.size() - 1) - it.get(0)) / f.score();
        if ((up || down) && Math.abs(moved) > TREND) {
          out.add(new ForkNote(c, f, it.get(it.size() - 1) / it.get(0)));
        }
      }
    }
    return out;
  }

  public static List<Summary.CellStats> bimodal(Summary summary) {
    return measured(summary).stream().filter(c -> c.modes() != null).toList();
  }

  /** Cells whose forks' heap B/op differ by more than 1 % of their median: those forks listed. */
  public static List<AllocationNote> allocation(Summary summary) {
    List<AllocationNote> out = new ArrayList<>();
    for (Summary.CellStats c : measured(summary)) {
      List<Double> heap = c.heapBytes();
      if (heap.size() < 2) {
        continue;
      }
      double median = Stats.median(heap);
      List<Summary.Fork> off = c.forks().stream()
          .filter(f -> !Double.isNaN(f.heapBytes()) && Math.abs(f.heapBytes() - median) > ALLOCATION * median).toList();
      if (!off.isEmpty()) {
        out.add(new AllocationNote(c, off, median));
      }
    }
    return out;
  }

  /** Forks with known warm-up iterations, and how many of them were still warming when measured ({@link SteadyState}). */
  public record Warming(int known, int warming) {}

  public static Warming stillWarming(Summary summary) {
    int known = 0;
    int warming = 0;
    for (Summary.CellStats c : summary.cells()) {
      List<SteadyState> states = c.steadyStates();
      for (int i = 0; i < c.n(); i++) {
        if (c.forks().get(i).warmups().isEmpty()) {
          continue;
        }
        known++;
        warming += states.get(i).warmingWhenMeasured() ? 1 : 0;
      }
    }
    return new Warming(known, warming);
  }
}
