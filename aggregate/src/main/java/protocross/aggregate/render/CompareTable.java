package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import protocross.aggregate.model.Comparison;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * An A/B comparison (run.json {@code "compare": [A, B]}, from {@code metal/run.sh --compare A,B}):
 * one table of every (op, dataset) cell, B against A, the cells that changed significantly first
 * (largest change first), then the others in op and dataset order. The figures are the throughput
 * tables' own: the same ratio, interval and Benjamini–Hochberg verdict (A is the run's baseline,
 * one op's datasets one family), only ordered by what changed.
 */
public final class CompareTable {
  private CompareTable() {}

  /** The two columns, A then B, or null when the run is not an A/B comparison. */
  public static List<String> columns(RecordedRun run) {
    Json r = run.runJson();
    if (!r.has("compare")) {
      return null;
    }
    List<String> ab = r.strings("compare");
    if (ab.size() != 2 || !run.columns().containsAll(ab) || !ab.get(0).equals(run.baseline())) {
      throw new AggregateException("run.json: compare " + ab + " must be two of its columns, the first the baseline "
          + run.baseline());
    }
    return ab;
  }

  public static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    List<String> ab = columns(run);
    String a = ab.get(0);
    String b = ab.get(1);
    List<Row> rows = new ArrayList<>();
    for (String op : run.ops()) {
      for (RecordedRun.Dataset d : run.datasets()) {
        rows.add(new Row(op, d.name(), summary.cell(a, op, d.name()), summary.cell(b, op, d.name()),
            summary.difference(b, op, d.name())));
      }
    }
    List<Row> changed = rows.stream().filter(Row::changed)
        .sorted(Comparator.comparingDouble((Row x) -> -Math.abs(Math.log(x.difference().comparison().ratio())))).toList();
    List<Row> same = rows.stream().filter(x -> !x.changed()).toList();
    long faster = changed.stream().filter(x -> x.difference().verdict() == Verdict.FASTER).count();
    long compared = rows.stream().filter(x -> x.difference() != null).count();

    md.line("## A/B: " + b + " against " + a);
    md.line();
    md.line("**" + changed.size() + " of " + compared + " cells changed significantly** (" + faster + " faster, "
        + (changed.size() - faster) + " slower)" + (compared < rows.size() ? "; " + (rows.size() - compared)
        + " cell(s) without a value on one side" : "") + ". B / A is the ratio of throughputs, B's over A's"
        + " (" + summary.estimateMethod() + ") with its 95 % confidence interval; verdicts: "
        + summary.verdictMethod() + " (one op's datasets are one family, as in the throughput tables). Changed cells first, the"
        + " largest change first.");
    if (RecordedRun.isTwin(b)) {
      md.line();
      md.line("B is A's A/A twin (the same jar again): every cell called significant here is a false positive.");
    }
    md.line();
    md.line("| op | dataset | A: " + Md.cell(a) + ", MiB/s | B: " + Md.cell(b) + ", MiB/s | B / A [95 % CI] | verdict |");
    md.line("|---|---|---:|---:|---|---|");
    for (Row row : changed) {
      md.line(row.render(summary));
    }
    for (Row row : same) {
      md.line(row.render(summary));
    }
    md.line();
  }

  private record Row(String op, String dataset, Summary.CellStats a, Summary.CellStats b, Summary.Difference difference) {
    boolean changed() {
      return difference != null && difference.verdict().significant();
    }

    String render(Summary summary) {
      String ratio = "—";
      String verdict = a.n() == 0 || b.n() == 0 ? "no comparison: a side has no value" : "—";
      if (difference != null) {
        Comparison c = difference.comparison();
        ratio = c.low() == 0 && Double.isInfinite(c.high()) ? Fmt.ratio(c.ratio()) + " (too few forks for an interval)"
            : Fmt.ratio(c.ratio()) + " [" + Fmt.ratioBound(c.low()) + "–" + Fmt.ratioBound(c.high()) + "]";
        verdict = changed() ? "**" + difference.verdict().label + "**" : difference.verdict().label;
      }
      return "| " + op + " | " + dataset + " | " + value(summary, a) + " | " + value(summary, b) + " | " + ratio + " | "
          + verdict + " |";
    }

    private String value(Summary summary, Summary.CellStats c) {
      if (c.n() == 0) {
        return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
      }
      return Fmt.mib(summary.mibPerSecond(c.op(), c.dataset(), c.median())) + TablesWriter.decorate(summary, c, List.of());
    }
  }
}
