package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.Modes;
import protocross.aggregate.model.Outliers;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Traits;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.JsonTexts;
import protocross.aggregate.read.RecordedRun;

/**
 * One op's throughput table: every column's median MiB/s per dataset and, beside it, its
 * difference against the baseline as a verdict with a ratio and its 95 % confidence interval.
 */
final class ThroughputTable {
  private ThroughputTable() {}

  static void render(Summary summary, Traits traits, String op, Md md) {
    RecordedRun run = summary.run();
    String word = run.layout().plural;
    md.line("## " + op + ": throughput, MiB/s" + fewForksHeading(run));
    md.line();
    md.header("dataset (bytes per op = all its payloads)", run.columns());
    boolean flagged = false;
    boolean bimodal = false;
    boolean outlier = false;
    for (RecordedRun.Dataset d : run.datasets()) {
      List<String> cells = new ArrayList<>();
      for (String column : run.columns()) {
        Summary.CellStats c = summary.cell(column, op, d.name());
        flagged |= c.n() > 0 && c.untrusted();
        bimodal |= c.modes() != null;
        outlier |= !Outliers.of(c).isEmpty();
        cells.add(cell(summary, c, summary.difference(column, op, d.name())));
      }
      boolean noText = JsonTexts.isJsonOp(op) && summary.json().canonicalBytes(d.name()) == null;
      md.row(d.name() + " (" + (noText ? "no JSON text" : size(summary.bytesPerOp(op, d.name()), d.payloads())) + ")", cells);
    }
    md.line();
    List<Summary.Difference> differences = summary.differences(op);
    long significant = differences.stream().filter(x -> x.verdict().significant()).count();
    md.line("Median of " + run.planned() + " " + word + " (each a fresh JVM fork), in MiB/s of "
        + (JsonTexts.isJsonOp(op) ? "canonical JSON bytes, the same for every column" : "payload bytes")
        + " (ops/s × bytes per op / 2^20). `n=k`: only k " + word + " gave a value.");
    if (!differences.isEmpty()) {
      md.line();
      md.line("In brackets, against " + run.baseline() + " in the same row: *faster* or *slower* with the ratio of"
          + " throughputs (" + summary.estimateMethod() + ") and its 95 % confidence interval, or *no"
          + " significant difference* with the interval alone. Verdicts: " + summary.verdictMethod() + "; "
          + significant + " of " + differences.size() + " differences in this table are significant. Intervals are"
          + " per comparison (" + summary.intervalTest() + ", not adjusted), so one that just excludes 1.00 can still"
          + " read no significant difference.");
    }
    long tooFew = differences.stream().filter(x -> x.verdict() == Verdict.TOO_FEW).count();
    if (tooFew > 0) {
      md.line();
      md.line(tooFewNote(word, tooFew, differences.size()));
    }
    if (bimodal) {
      md.line();
      md.line("*bimodal a (i) / b (j)*: the " + word + " fall into two groups (" + Modes.RULE + "); each group's"
          + " median MiB/s and its count are shown instead of one median. See measurement-spread.md.");
    }
    if (outlier) {
      TablesWriter.outlierNote(summary, md);
    }
    if (flagged) {
      TablesWriter.spreadNote(summary, md);
    }
    problems(summary, op, md);
    Notes.op(run, traits, op).ifPresent(note -> md.line().line("Note: " + note));
    Notes.proofs(run, op).ifPresent(note -> md.line().line("Note: " + note));
    md.line();
  }

  private static String cell(Summary summary, Summary.CellStats c, Summary.Difference difference) {
    if (c.n() == 0) {
      // No API for the op, or a runtime that cannot express the schema (the runner refuses the pair before
      // timing): not a failure.
      if (c.unsupported()) {
        return "unsupported";
      }
      return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
    }
    List<String> notes = new ArrayList<>();
    if (difference != null) {
      notes.add(verdict(difference));
    }
    Modes modes = c.modes();
    String value = modes == null ? Fmt.mib(summary.mibPerSecond(c.op(), c.dataset(), c.median()))
        : "bimodal " + mode(summary, c, modes.low()) + " / " + mode(summary, c, modes.high());
    return value + TablesWriter.decorate(summary, c, notes);
  }

  private static String mode(Summary summary, Summary.CellStats c, List<Double> forks) {
    return Fmt.mib(summary.mibPerSecond(c.op(), c.dataset(), Stats.median(forks))) + " (" + forks.size() + ")";
  }

  /**
   * One op's bytes, said as what they are: every payload of the dataset once ("4,885 B = 50 payloads,
   * mean 98 B"), so the figure does not read as one message's size; the bytes alone where the run
   * does not record how many payloads.
   */
  static String size(long bytes, long payloads) {
    return Fmt.bytes(bytes) + (payloads <= 0 ? "" : " B = " + payloads + " payloads, mean " + Fmt.bytes((double) bytes / payloads)
        + " B");
  }

  /** The heading's warning when the run planned fewer forks a cell than a verdict needs; empty otherwise. */
  static String fewForksHeading(RecordedRun run) {
    return run.planned() < Verdict.MIN_FORKS ? " (" + run.planned() + " " + run.layout().plural + " a cell, fewer than "
        + Verdict.MIN_FORKS + ": no verdicts)" : "";
  }

  static String tooFewNote(String word, long tooFew, int of) {
    return "*too few forks (n < " + Verdict.MIN_FORKS + ")*: " + tooFew + " of " + of + " comparisons have fewer than "
        + Verdict.MIN_FORKS + " " + word + " on a side, too few for a verdict (the interval is shown); they are left out of"
        + " the Benjamini–Hochberg family.";
  }

  /** "slower 0.75× [0.71–0.79]" or "no significant difference [0.96–1.08]". */
  static String verdict(Summary.Difference d) {
    Comparison c = d.comparison();
    if (c.low() == 0 && Double.isInfinite(c.high())) {
      // Three forks a side cannot reach p < 0.05 whatever they show: say so rather than print [0–∞].
      return d.verdict() == Verdict.TOO_FEW ? d.verdict().label + ", no 95 % interval"
          : d.verdict().label + ", too few forks for a 95 % interval";
    }
    String interval = "[" + Fmt.ratioBound(c.low()) + "–" + Fmt.ratioBound(c.high()) + "]";
    if (d.verdict() == Verdict.SAME) {
      return d.verdict().label + " " + interval;
    }
    return d.verdict().label + " " + Fmt.ratio(c.ratio()) + " " + interval;
  }

  /**
   * Why cells have fewer values than forks, grouped so a failed part reads as one line: the forks
   * of one column that failed for the same reason on the same datasets share it ("forks 1–6").
   */
  private static void problems(Summary summary, String op, Md md) {
    unsupported(summary, op, md);
    RecordedRun run = summary.run();
    Map<ForkProblem, List<String>> byFork = new LinkedHashMap<>(); // -> its datasets
    for (String column : run.columns()) {
      List<Summary.CellStats> cells = summary.cellsOf(column, op);
      List<Integer> ks = cells.stream().flatMap(c -> c.problems().stream()).map(Summary.Problem::k).distinct().sorted().toList();
      for (int k : ks) {
        for (Summary.CellStats c : cells) {
          for (Summary.Problem p : c.problems()) {
            if (p.k() == k && !p.unsupported()) {
              byFork.computeIfAbsent(new ForkProblem(column, k, p.reason()), x -> new ArrayList<>()).add(c.dataset());
            }
          }
        }
      }
    }
    if (byFork.isEmpty()) {
      return;
    }
    Map<Line, List<Integer>> grouped = new LinkedHashMap<>(); // -> its forks
    byFork.forEach((f, datasets) -> {
      List<String> distinct = datasets.stream().distinct().toList();
      String which = distinct.size() == run.datasets().size() ? "all datasets" : String.join(", ", distinct);
      grouped.computeIfAbsent(new Line(f.column(), which, f.reason()), x -> new ArrayList<>()).add(f.k());
    });
    md.line();
    md.line("Failed or missing parts:");
    md.line();
    grouped.forEach((l, ks) -> md.line("- " + l.column() + ", " + forks(run.layout(), ks) + " (" + l.datasets() + "): " + l.reason()));
  }

  /** Fork {@code k} of a column's cells had {@code reason}. */
  private record ForkProblem(String column, int k, String reason) {}

  /** One line of the list: the column's forks with {@code reason} on {@code datasets} ("all datasets" or a list). */
  private record Line(String column, String datasets, String reason) {}

  /** "fork 3", "forks 1–6" (a run of consecutive numbers) or "forks 1, 3, 5". */
  static String forks(RecordedRun.Layout layout, List<Integer> ks) {
    if (ks.size() == 1) {
      return layout.word + " " + ks.get(0);
    }
    boolean consecutive = ks.get(ks.size() - 1) - ks.get(0) == ks.size() - 1;
    return layout.plural + " " + (consecutive ? ks.get(0) + "\u2013" + ks.get(ks.size() - 1)
        : String.join(", ", ks.stream().map(String::valueOf).toList()));
  }

  /**
   * The columns whose implementation has no API for this op, once each with its reason (from their
   * forks' meta.json): no number, and not a failure.
   */
  private static void unsupported(Summary summary, String op, Md md) {
    Map<String, String> reasons = new LinkedHashMap<>();
    for (String column : summary.run().columns()) {
      for (Summary.CellStats c : summary.cellsOf(column, op)) {
        c.problems().stream().filter(Summary.Problem::unsupported).findFirst()
            .ifPresent(p -> reasons.putIfAbsent(column, p.reason()));
      }
    }
    if (reasons.isEmpty()) {
      return;
    }
    md.line();
    md.line("*unsupported*: the runtime has no API for this op, so the cell has no number (not a failure):");
    md.line();
    reasons.forEach((column, reason) -> md.line("- " + column + ": unsupported: " + reason));
  }
}
