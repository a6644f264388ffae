package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.AdaptiveRule;
import protocross.aggregate.model.Checks;
import protocross.aggregate.model.Modes;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.RecordedRun;

/**
 * Renders measurement-spread.md: how far apart the forks landed and how wide each cell's
 * confidence interval is, per column and per benchmark; how many differences are significant;
 * the A/A false-positive rate; and the checks of the raw data ({@link Checks}).
 */
final class SpreadWriter {
  private SpreadWriter() {}

  static String render(Summary summary) {
    return "# Measurement spread: run " + summary.run().runId() + "\n\n" + body(summary);
  }

  /** Everything after the title: one run's spread (a published set of several runs puts each run's under one title). */
  static String body(Summary summary) {
    RecordedRun run = summary.run();
    String word = run.layout().plural;
    List<List<Summary.CellStats>> groups = new ArrayList<>();
    for (String column : run.columns()) {
      groups.add(summary.cells().stream().filter(c -> c.column().equals(column)).toList());
    }
    if (!summary.nativeCells().isEmpty()) {
      groups.add(summary.nativeCells());
    }
    Md md = new Md();
    md.line("Spread of one benchmark = (max − min) / median of its " + run.planned() + " per-" + run.layout().word
        + " scores (ops/s), each " + run.layout().word + " a fresh JVM fork. Cells above "
        + Fmt.percent(Summary.TRUST_THRESHOLD) + " are marked " + TablesWriter.SPREAD_MARK + " in tables.md."
        + " Percentiles are nearest-rank over the benchmarks with at least two " + word + ". *CI half-width*: half the"
        + " width of the cell's distribution-free 95 % confidence interval of the median (order statistics), relative to"
        + " the median; it exists from six " + word + " on ([min, max] of five covers only 93.75 %).");
    md.line();
    md.line("| column | benchmarks | results | median spread | p90 spread | max spread | above threshold | median CI half-width | p90 CI half-width |");
    md.line("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (List<Summary.CellStats> group : groups) {
      List<Double> spreads = group.stream().filter(c -> c.n() >= 2).map(Summary.CellStats::spread).toList();
      int results = group.stream().mapToInt(Summary.CellStats::n).sum();
      long above = group.stream().filter(Summary.CellStats::untrusted).count();
      String name = group.isEmpty() ? "" : group.get(0).column();
      StringBuilder row = new StringBuilder("| " + name + " | " + spreads.size() + " | " + results + " | ");
      if (spreads.isEmpty()) {
        row.append("— | — | — | 0 | ");
      } else {
        row.append(Fmt.percent(Stats.median(spreads))).append(" | ").append(Fmt.percent(Stats.percentile(spreads, 0.9)))
            .append(" | ").append(Fmt.percent(Stats.max(spreads))).append(" | ").append(above).append(" | ");
      }
      List<Double> widths = group.stream().filter(c -> c.interval() != null).map(Summary.CellStats::halfWidth).toList();
      if (widths.isEmpty()) {
        row.append("— | — |");
      } else {
        row.append(Fmt.percent(Stats.median(widths))).append(" | ").append(Fmt.percent(Stats.percentile(widths, 0.9))).append(" |");
      }
      md.line(row.toString());
    }
    md.line();
    md.line("*benchmarks*: (op, dataset) cells with at least two " + word + "; *results*: per-" + run.layout().word
        + " scores in all; CI half-widths over the cells with six or more " + word + " (— : none has).");
    md.line();
    VarianceSection.top(summary, md);
    CpuSection.write(summary, md);
    differences(summary, md);
    aa(summary, md);
    checks(summary, md);
    OutlierList.render(summary, md);
    perBenchmark(summary, groups, md);
    VarianceSection.perFork(summary, md);
    return md.toString();
  }

  private static void differences(Summary summary, Md md) {
    RecordedRun run = summary.run();
    if (summary.differences().isEmpty()) {
      return;
    }
    md.line("## Differences against " + run.baseline());
    md.line();
    md.line("| op | differences | significant | faster | slower | p ≤ 0.05 before adjustment | median half-width | p90 half-width | within ±" + Fmt.percent(VarianceSection.GOAL) + " |");
    md.line("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    List<Double> everyWidth = new ArrayList<>();
    for (String op : run.ops()) {
      List<Summary.Difference> all = summary.differences(op).stream().filter(d -> !RecordedRun.isTwin(d.cell().column())).toList();
      List<Double> widths = widths(all);
      everyWidth.addAll(widths);
      md.line("| " + op + " | " + all.size() + " | " + all.stream().filter(d -> d.verdict().significant()).count()
          + " | " + all.stream().filter(d -> d.verdict() == Verdict.FASTER).count()
          + " | " + all.stream().filter(d -> d.verdict() == Verdict.SLOWER).count()
          + " | " + all.stream().filter(d -> d.comparison().p() <= Verdict.FDR).count()
          + " | " + precision(widths) + " |");
    }
    if (run.ops().size() > 1) {
      md.line("| **all** | | | | | | " + precision(everyWidth) + " |");
    }
    md.line();
    md.line("Method: " + summary.verdictMethod() + ". A/A twins are left out of these counts (next section)."
        + " *Half-width*: (high − low) / 2 / ratio of the 95 % interval each table shows, over the differences with "
        + AdaptiveRule.MIN_FORKS + " or more " + run.layout().plural + " a side (nearest-rank p90); the precision goal is a"
        + " median of ±" + Fmt.percent(VarianceSection.GOAL) + " (metal/README.md, \"Settings, and why\").");
    md.line();
  }

  /** Half-widths of the differences that have an interval (six or more a side), in table order. */
  private static List<Double> widths(List<Summary.Difference> differences) {
    return differences.stream().map(AdaptiveRule::halfWidth).filter(Double::isFinite).toList();
  }

  /** "median | p90 | k of n", or dashes when no difference has an interval. */
  private static String precision(List<Double> widths) {
    if (widths.isEmpty()) {
      return "— | — | —";
    }
    long within = widths.stream().filter(w -> w <= VarianceSection.GOAL).count();
    return Fmt.percent(Stats.median(widths)) + " | " + Fmt.percent(Stats.percentile(widths, 0.9)) + " | " + within
        + " of " + widths.size();
  }

  private static void aa(Summary summary, Md md) {
    RecordedRun run = summary.run();
    md.line("## A/A self-test: the suite's false-positive rate");
    md.line();
    List<String> twins = run.columns().stream().filter(RecordedRun::isTwin).toList();
    if (twins.isEmpty()) {
      md.line("No A/A column in this run: its false-positive rate was not measured. (An A/A column `X#2` runs X's"
          + " jar again as a separate column; every difference it shows against X is a false positive.)");
      md.line();
      return;
    }
    md.line("| column | against | cells compared | called significant | false-positive rate |");
    md.line("|---|---|---:|---:|---:|");
    long tooFew = 0;
    for (String twin : twins) {
      List<Summary.Difference> all = summary.differences().stream().filter(d -> d.cell().column().equals(twin)).toList();
      List<Summary.Difference> ds = all.stream().filter(d -> d.verdict() != Verdict.TOO_FEW).toList();
      tooFew += all.size() - ds.size();
      long significant = ds.stream().filter(d -> d.verdict().significant()).count();
      md.line("| " + twin + " | " + RecordedRun.variantOf(twin) + " | " + ds.size() + " | " + significant + " | "
          + (ds.isEmpty() ? "—" : Fmt.percent((double) significant / ds.size())) + " |");
    }
    md.line();
    md.line("A twin runs the same jar with the same flags, scheduled like any other column, and is compared with the"
        + " same method as every other difference; the share of its cells called significant is the rate at which"
        + " this run calls noise a difference. Goal: at most 5 %."
        + (tooFew == 0 ? "" : " " + tooFew + " twin cell(s) with too few forks for a verdict (n < " + Verdict.MIN_FORKS
        + ") are not counted."));
    md.line();
  }

  private static void checks(Summary summary, Md md) {
    String word = summary.run().layout().word;
    String words = summary.run().layout().plural;
    md.line("## Checks of the raw data");
    md.line();
    List<Checks.ForkNote> warm = Checks.warmup(summary);
    long known = Checks.forksWithWarmup(summary);
    md.line("**Warm-up.** " + warm.size() + " of " + known + " " + words + " with known warm-up iterations ("
        + Checks.forks(summary) + " in all) end their warm-up more than " + Fmt.percent(Checks.WARMUP_SHORTFALL)
        + " below their measured mean, i.e. were still warming up when measurement began"
        + (warm.isEmpty() ? "." : " (last warm-up iteration / measured mean):"));
    md.line();
    forkList(warm, word, md);
    List<Checks.ForkNote> trend = Checks.trend(summary);
    md.line("**Trend within a " + word + ".** " + trend.size() + " " + words + " whose measured iterations rise or fall"
        + " monotonically by more than " + Fmt.percent(Checks.TREND) + " of their mean, first to last"
        + (trend.isEmpty() ? "." : " (last / first iteration):"));
    md.line();
    forkList(trend, word, md);
    List<Summary.CellStats> bimodal = Checks.bimodal(summary);
    md.line("**Bimodal cells.** Rule: " + Modes.RULE + ". " + bimodal.size() + " cell(s)"
        + (bimodal.isEmpty() ? "." : "; tables.md shows both modes instead of one median:"));
    md.line();
    for (Summary.CellStats c : bimodal) {
      Modes m = c.modes();
      md.line("- " + c.column() + " " + c.op() + " " + c.dataset() + ": " + m.low().size() + " " + words + " at "
          + Fmt.opsPerSecond(Stats.median(m.low())) + " ops/s (median), " + m.high().size() + " at "
          + Fmt.opsPerSecond(Stats.median(m.high())) + " ops/s");
    }
    if (!bimodal.isEmpty()) {
      md.line();
    }
    List<Checks.AllocationNote> alloc = Checks.allocation(summary);
    md.line("**Allocation across " + words + ".** " + alloc.size() + " cell(s) with a " + word + " whose heap B/op"
        + " (`gc.alloc.rate.norm`) differs by more than " + Fmt.percent(Checks.ALLOCATION) + " from the cell's median,"
        + " a sign that the JIT compiled that " + word + " differently (escape analysis, for one), so its score times"
        + " other machine code"
        + (alloc.isEmpty() ? "." : ":"));
    md.line();
    if (!alloc.isEmpty()) {
      md.details(alloc.size() + " cell(s), listed");
    }
    for (Checks.AllocationNote a : alloc) {
      List<String> forks = a.forks().stream().map(f -> word + " " + f.k() + " " + Fmt.bytes(f.heapBytes())).toList();
      md.line("- " + a.cell().column() + " " + a.cell().op() + " " + a.cell().dataset() + ": median "
          + Fmt.bytes(a.median()) + " B/op; " + String.join(", ", forks));
    }
    if (!alloc.isEmpty()) {
      md.endDetails();
    }
  }

  private static void forkList(List<Checks.ForkNote> notes, String word, Md md) {
    if (notes.isEmpty()) {
      return;
    }
    md.details(notes.size() + " " + word + "(s), listed");
    for (Checks.ForkNote n : notes) {
      md.line("- " + n.cell().column() + " " + n.cell().op() + " " + n.cell().dataset() + ", " + word + " "
          + n.fork().k() + ": " + String.format(java.util.Locale.ROOT, "%.3f×", n.ratio()));
    }
    md.endDetails();
  }

  private static void perBenchmark(Summary summary, List<List<Summary.CellStats>> groups, Md md) {
    md.line("## Per benchmark");
    md.line();
    md.details("every benchmark's forks: median, min, max, spread and 95 % CI, in ops/s");
    md.line("| column | op | dataset | n | median ops/s | min ops/s | max ops/s | spread | 95 % CI of median, ops/s | CI half-width |");
    md.line("|---|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for (List<Summary.CellStats> group : groups) {
      for (Summary.CellStats c : group) {
        StringBuilder row = new StringBuilder("| " + c.column() + " | " + c.op() + " | " + c.dataset() + " | " + c.n() + " | ");
        if (c.n() == 0) {
          md.line(row.append("— | — | — | — | — | — |").toString());
          continue;
        }
        row.append(Fmt.opsPerSecond(c.median())).append(" | ")
            .append(Fmt.opsPerSecond(Stats.min(c.opsPerSecond()))).append(" | ")
            .append(Fmt.opsPerSecond(Stats.max(c.opsPerSecond()))).append(" | ")
            .append(Fmt.percent(c.spread())).append(c.untrusted() ? " " + TablesWriter.SPREAD_MARK : "").append(" | ");
        double[] ci = c.interval();
        if (ci == null) {
          row.append("— | — |");
        } else {
          row.append(Fmt.opsPerSecond(ci[0])).append("–").append(Fmt.opsPerSecond(ci[1])).append(" | ")
              .append(Fmt.percent(c.halfWidth())).append(" |");
        }
        md.line(row.toString());
      }
    }
    md.endDetails();
  }
}
