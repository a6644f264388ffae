package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import protocross.aggregate.model.AdaptiveRule;
import protocross.aggregate.model.PairsNeeded;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.SteadyState;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Variance;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * The top of a run's measurement-spread.md: where its variance arises ({@link Variance}, per op),
 * what that implies for forks and iterations, how many forks were still warming by the steady-state
 * rule ({@link SteadyState}), and the adaptive rule simulated under the null ({@link AdaptiveRule})
 * beside the run's own A/A rate; and, after the per-benchmark table, where each fork settled.
 */
final class VarianceSection {
  /** Ratio interval the goal asks for (issue 25): ±3 %. */
  static final double GOAL = 0.03;
  /** JVM start and JMH setup before the first warm-up iteration, assumed: the runs do not record it. */
  static final double JVM_START_SECONDS = 1.0;
  /** Simulated A/A cells per op, and the seed of the first op (the next ops take the next seeds). */
  static final int SIMULATED_CELLS = 2000;
  static final long SEED = 25;
  /** A second simulated target, one these forks can reach within the budget, so the cells stop at different counts. */
  static final double REACHABLE = 0.08;
  /** The measured iterations a side the goal's paragraph also reckons with (the core preset's). */
  static final int GOAL_ITERATIONS = 4;
  /** The correlations of the two sides' log scores the paired run measured: its lowest and highest cell. */
  static final double R_LOW = 0.32;
  static final double R_HIGH = 0.67;
  static final String R_RUN = "20261202-010258-9b0e343";

  private VarianceSection() {}

  static void top(Summary summary, Md md) {
    RecordedRun run = summary.run();
    List<Variance.OpSummary> ops = new ArrayList<>();
    for (String op : run.ops()) {
      List<Variance> cells = summary.cells().stream().filter(c -> c.op().equals(op)).map(Summary.CellStats::variance)
          .filter(v -> v != null).toList();
      if (!cells.isEmpty()) {
        ops.add(Variance.summarise(op, cells));
      }
    }
    if (ops.isEmpty()) {
      return;
    }
    Json jmh = run.runJson().has("jmh") ? run.runJson().get("jmh") : null;
    int measured = jmh != null && jmh.has("measurementIterations") ? (int) jmh.number("measurementIterations") : 0;
    double cost = forkCost(jmh);
    md.line("## Where the variance arises");
    md.line();
    md.line("A nested random-effects (ANOVA) decomposition of each throughput cell's measured iterations, on log scores"
        + " (Kalibera & Jones): between forks (each a fresh JVM) and between the iterations of one fork. A third level,"
        + " within one iteration, is not in the data: JMH's throughput JSON keeps one figure per iteration, so it is part"
        + " of the between-iteration share. Over the op's cells with two or more forks of two or more iterations: each"
        + " level's *median share* and the median σ (standard deviation of each component, ≈ relative) of the cells' own"
        + " estimates (two iterations a fork make each rough; many cells' fork component comes out at 0): the typical"
        + " cell, from which the last two columns and the simulation below are computed; and the variance *pooled* over"
        + " the cells (the mean of their unbiased estimates) as its share between forks, which the few cells with"
        + " outlying or bimodal forks dominate. *Iterations a fork*: Kalibera & Jones's"
        + " optimum for a fixed time, √(c · σ²iteration / σ²fork), with c = "
        + (Double.isNaN(cost) ? "what a fork costs over one measured iteration" : String.format(Locale.ROOT, "%.1f", cost)
            + " (a fork's JVM start, assumed " + String.format(Locale.ROOT, "%.0f s", JVM_START_SECONDS) + ", and warm-up, over one measured"
            + " iteration)") + ". *Forks a side*: for a ratio's 95 % interval of ±" + Fmt.percent(GOAL) + " at " + measured
        + " iterations a fork, n = 2 z² (σ²fork + σ²iteration / m) / ln(1.03)² (normal approximation).");
    md.line();
    md.line("| op | cells | median share between forks | median share between iterations | median σ fork"
        + " | median σ iteration | pooled share between forks | iterations a fork | forks a side for ±" + Fmt.percent(GOAL)
        + " |");
    md.line("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (Variance.OpSummary s : ops) {
      double m = Double.isNaN(cost) ? Double.NaN : s.optimalIterations(cost);
      md.line("| " + s.op() + " | " + s.cells() + " | " + Fmt.percent(s.medianForkShare()) + " | "
          + Fmt.percent(s.medianIterationShare()) + " | " + Fmt.percent(s.sdFork()) + " | " + Fmt.percent(s.sdIteration())
          + " | " + Fmt.percent(s.pooledForkShare()) + " | " + (Double.isNaN(m) ? "—" : Double.isInfinite(m) ? "∞" : String.format(Locale.ROOT, "%.1f", m)) + " | "
          + (measured > 0 ? String.valueOf(s.forksPerSide(GOAL, measured)) : "—") + " |");
    }
    md.line();
    for (Variance.OpSummary s : ops) {
      md.line("- " + s.op() + ": " + implication(s, measured));
    }
    md.line();
    goal(ops, measured, md);
    steady(summary, md);
    simulation(summary, ops, md);
  }

  /**
   * What the goal (±3 %) needs against what this decomposition says is reachable: per op, the pairs
   * a paired t needs at the correlation the paired run measured, at this run's iterations a fork and
   * at {@link #GOAL_ITERATIONS}.
   */
  private static void goal(List<Variance.OpSummary> ops, int measured, Md md) {
    if (measured < 1) {
      return;
    }
    md.line("**What ±" + Fmt.percent(GOAL) + " needs.** The goal is a median half-width of ±" + Fmt.percent(GOAL)
        + " for a ratio. Paired forks (metal/README.md, \"Paired forks\") take the ratio's interval over fork pairs:"
        + " one pair's mean log ratio varies by s_d = √(2 (1 − r) (σ²fork + σ²iteration / m)), with the op's median σ"
        + " above and r the correlation of the two sides, and a Student t interval over n pairs is ±t(n − 1) · s_d / √n,"
        + " so n ≈ (t · s_d / ln 1.03)². r = 0 is an unpaired comparison; r = " + R_LOW + " and " + R_HIGH
        + " are the lowest and highest correlation of the two sides' log scores (over iteration pairs) in the paired run `" + R_RUN + "` (decode and encode, api_response and mesh), taken here for the fork means.");
    md.line();
    for (Variance.OpSummary s : ops) {
      StringBuilder b = new StringBuilder("- " + s.op() + ": σ fork " + Fmt.percent(s.sdFork()) + ", σ iteration "
          + Fmt.percent(s.sdIteration()) + ";");
      for (int m : measured == GOAL_ITERATIONS ? new int[] {measured} : new int[] {measured, GOAL_ITERATIONS}) {
        b.append(" at ").append(m).append(" iterations a side, pairs needed for ±").append(Fmt.percent(GOAL)).append(":");
        String sep = " ";
        for (double r : new double[] {0, R_LOW, R_HIGH}) {
          double sd = PairsNeeded.sdOfPair(s, r, m);
          int n = PairsNeeded.pairs(sd, GOAL);
          b.append(sep).append(n > PairsNeeded.CAP ? "> " + PairsNeeded.CAP : String.valueOf(n)).append(" at r = ")
              .append(r == 0 ? "0" : String.valueOf(r)).append(" (s_d ").append(Fmt.percent(sd)).append(")");
          sep = ", ";
        }
        b.append(";");
      }
      b.setLength(b.length() - 1);
      md.line(b + ".");
    }
    md.line();
  }

  private static String implication(Variance.OpSummary s, int measured) {
    String n = measured > 0 ? "; a ±" + Fmt.percent(GOAL) + " ratio needs about " + s.forksPerSide(GOAL, measured)
        + " forks a side at " + measured + " iterations a fork, " + s.forksPerSide(GOAL, 1000) + " with endless ones" : "";
    String main = s.medianForkShare() >= 0.5
        ? "between forks dominates the typical cell (" + Fmt.percent(s.medianForkShare()) + "): more forks (or the two"
            + " sides paired in time), not longer or more iterations"
        : "between iterations dominates the typical cell (" + Fmt.percent(s.medianIterationShare()) + "): more or longer"
            + " measured iterations a fork narrow it before more forks do";
    String pooled = s.pooledForkShare() >= 0.5 && s.medianForkShare() < 0.5
        ? "; pooled, " + Fmt.percent(s.pooledForkShare()) + " lies between forks: the cells with outlying or bimodal forks"
            + " need more forks"
        : "";
    return main + pooled + n;
  }

  private static void steady(Summary summary, Md md) {
    String word = summary.run().layout().word;
    String words = summary.run().layout().plural;
    int known = 0;
    int warming = 0;
    List<String> never = new ArrayList<>();
    for (Summary.CellStats c : summary.cells()) {
      List<SteadyState> states = c.steadyStates();
      for (int i = 0; i < c.n(); i++) {
        Summary.Fork f = c.forks().get(i);
        if (f.warmups().isEmpty()) {
          continue;
        }
        known++;
        SteadyState s = states.get(i);
        warming += s.warmingWhenMeasured() ? 1 : 0;
        if (!s.settled()) {
          never.add(c.column() + " " + c.op() + " " + c.dataset() + ", " + word + " " + f.k());
        }
      }
    }
    md.line("**Steady state.** Rule: " + SteadyState.RULE + ". A fork of at least " + SteadyState.TRIM_FROM + " iterations that settles during"
        + " measurement scores only its settled iterations. " + warming + " of " + known + " " + words + " with known warm-up iterations ("
        + (known == 0 ? "—" : Fmt.percent((double) warming / known)) + ") were still warming when measured (settled after"
        + " their first measured iteration, or never); " + never.size() + " never settle"
        + (never.isEmpty() ? "." : ":"));
    md.line();
    if (!never.isEmpty()) {
      md.details(never.size() + " " + words + ", listed");
    }
    for (String n : never) {
      md.line("- " + n);
    }
    if (!never.isEmpty()) {
      md.endDetails();
    }
  }

  private static void simulation(Summary summary, List<Variance.OpSummary> ops, Md md) {
    Json run = summary.run().runJson();
    if (!run.has("adaptive") || !run.get("adaptive").node().isObject()) {
      return;
    }
    Json a = run.get("adaptive");
    double target = a.number("targetHalfWidth");
    int max = (int) a.number("maxForks");
    int start = summary.run().planned();
    int iterations = (int) run.get("jmh").number("measurementIterations");
    md.line("**The adaptive rule under the null.** The runner's adaptive forks stop on each comparison's own interval"
        + " (the ratio against the baseline wider than ±" + Fmt.percent(target) + " gets one more fork a side, up to "
        + max + "; this run's settings). Simulated on " + SIMULATED_CELLS + " A/A cells per op (seed " + SEED + " for the"
        + " first op and target, then the next), at that target and at ±" + Fmt.percent(REACHABLE) + ", one the forks"
        + " can reach, so that cells stop at different counts: both sides lognormal forks with the op's median σ fork and σ iteration above, "
        + iterations + " iterations a fork, starting at " + start + " forks a side; called significant when the stopped"
        + " comparison's p < 0.05 (per comparison, before Benjamini–Hochberg, which can only call fewer). 95 % intervals"
        + " are Clopper–Pearson. The run's own A/A: its twin cells called significant after the table's adjustment.");
    md.line();
    md.line("| op | target | mean forks a side at the stop | simulated false positives, rule | at " + start
        + " forks, no adaptive forks | this run's A/A |");
    md.line("|---|---:|---:|---:|---:|---:|");
    long seed = SEED;
    for (Variance.OpSummary s : ops) {
      List<Summary.Difference> twins = summary.differences(s.op()).stream()
          .filter(d -> RecordedRun.isTwin(d.cell().column())).toList();
      int called = (int) twins.stream().filter(d -> d.verdict() != Verdict.SAME).count();
      for (double t : new double[] {target, REACHABLE}) {
        AdaptiveRule.Simulated r = AdaptiveRule.simulate(seed++, s.sdFork(), s.sdIteration(), iterations, start, max, t,
            SIMULATED_CELLS);
        md.line("| " + s.op() + " | ±" + Fmt.percent(t) + " | " + String.format(Locale.ROOT, "%.1f", r.meanForks()) + " | "
            + rate(r.called(), r.cells()) + " | " + rate(r.calledFixed(), r.cells()) + " | "
            + (twins.isEmpty() ? "no A/A column" : rate(called, twins.size())) + " |");
      }
    }
    md.line();
  }

  /** "x of n (r %, a–b %)" with the Clopper–Pearson interval. */
  static String rate(int x, int n) {
    double[] ci = Stats.clopperPearson(x, n);
    return x + " of " + n + " (" + Fmt.percent((double) x / n) + ", " + Fmt.percent(ci[0]).replace(" %", "") + "–"
        + Fmt.percent(ci[1]) + ")";
  }

  /** (JVM start + warm-up) / one measured iteration, from run.json jmh; NaN when a time does not parse. */
  static double forkCost(Json jmh) {
    if (jmh == null || !jmh.has("warmupIterations") || !jmh.has("warmupTime") || !jmh.has("measurementTime")) {
      return Double.NaN;
    }
    double warm = seconds(jmh.text("warmupTime"));
    double measure = seconds(jmh.text("measurementTime"));
    return (JVM_START_SECONDS + jmh.number("warmupIterations") * warm) / measure;
  }

  /** JMH's "500 ms" or "1 s" in seconds; NaN otherwise. */
  static double seconds(String time) {
    String[] p = time.trim().split(" ");
    if (p.length != 2) {
      return Double.NaN;
    }
    try {
      double v = Double.parseDouble(p[0]);
      return switch (p[1]) {
        case "ms" -> v / 1000;
        case "s" -> v;
        case "min" -> v * 60;
        default -> Double.NaN;
      };
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  /** Where each fork of each cell settled (iteration, 1-based over warm-up then measured; – never), after the per-benchmark table. */
  static void perFork(Summary summary, Md md) {
    List<Summary.CellStats> cells = summary.cells().stream()
        .filter(c -> c.forks().stream().anyMatch(f -> !f.warmups().isEmpty() || f.iterations().size() > 1)).toList();
    if (cells.isEmpty()) {
      return;
    }
    String word = summary.run().layout().word;
    md.line();
    md.line("## Steady state per " + word);
    md.line();
    md.line("The iteration at which each " + word + " settled by the rule above, in " + word + " order (1-based over"
        + " its warm-up then its measured iterations; – : never settles).");
    md.line();
    md.details(cells.size() + " cells, each " + word + "'s settling iteration");
    md.line("| column | op | dataset | iterations | settled at |");
    md.line("|---|---|---|---:|---|");
    for (Summary.CellStats c : cells) {
      List<String> at = c.steadyStates().stream().map(s -> s.settled() ? String.valueOf(s.settledAt()) : "–").toList();
      md.line("| " + c.column() + " | " + c.op() + " | " + c.dataset() + " | "
          + c.steadyStates().stream().mapToInt(SteadyState::iterations).max().orElse(0) + " | " + String.join(" ", at)
          + " |");
    }
    md.endDetails();
  }
}
