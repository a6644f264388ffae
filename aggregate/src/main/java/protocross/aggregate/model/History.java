package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * A release history: each implementation's columns in release order (a <em>line</em>), every
 * column's throughput per (op, dataset), and each step from one release to the next measured by
 * the trust statistics: the ratio later / earlier (Hodges–Lehmann over forks) with its 95 %
 * Mann–Whitney interval, and a verdict after Benjamini–Hochberg across all steps of one op in one
 * run (every line and dataset of that op: one family, as one op's table is in tables.md).
 *
 * <p>It may come from several runs: a line of one op comes from exactly one run (a run of
 * {@code --ops decode} for protobuf-java, another for Wire, a third of {@code --ops encode}), so
 * every comparison is between forks of one run, interleaved in its schedule; {@link HistoryRuns}
 * refuses runs that overlap or whose host, JDK, flags, JMH settings or datasets differ.
 */
public final class History {
  /** One column of a line: its release, and whether it is the version the repository pins (the bare name). */
  public record Point(String column, Release release, boolean pinned) {
    public String label() {
      return release.text() + (pinned ? " (pinned)" : "");
    }
  }

  /** One implementation's columns, in release order. */
  public record Line(String impl, List<Point> points) {}

  /** From one release to the next, in one (op, dataset): null difference when a side has no value. */
  public record Step(Line line, Point from, Point to, String op, String dataset, Summary.Difference difference) {
    public String label() {
      return from.release().text() + " → " + to.release().text();
    }

    public boolean changed() {
      return difference != null && difference.verdict().significant();
    }
  }

  /** One line of one op as one run measured it, with its steps in point then dataset order. */
  public record LineHistory(Line line, Summary summary, List<Step> steps) {
    public RecordedRun run() {
      return summary.run();
    }
  }

  /** One op: its lines, each from its run. */
  public record OpHistory(String op, List<LineHistory> lines) {
    public List<Step> steps() {
      return lines.stream().flatMap(l -> l.steps().stream()).toList();
    }

    public List<Summary> summaries() {
      return lines.stream().map(LineHistory::summary).distinct().toList();
    }
  }

  private final List<Summary> summaries;
  private final List<OpHistory> ops;

  public History(List<RecordedRun> runs) {
    this.summaries = runs.stream().map(Summary::new).toList();
    Map<String, List<LineHistory>> byOp = new LinkedHashMap<>();
    for (Summary s : summaries) {
      List<Line> lines = lines(s.run());
      for (String op : s.run().ops()) {
        byOp.computeIfAbsent(op, o -> new ArrayList<>()).addAll(steps(s, lines, op));
      }
    }
    // Ops in the published tables' order whichever run gave them first; others after, as first given.
    List<String> order = new ArrayList<>(RecordedRun.PUBLISHED_OPS);
    byOp.keySet().stream().filter(op -> !order.contains(op)).forEach(order::add);
    this.ops = order.stream().filter(byOp::containsKey).map(op -> new OpHistory(op, List.copyOf(byOp.get(op)))).toList();
  }

  public List<Summary> summaries() {
    return summaries;
  }

  public List<OpHistory> ops() {
    return ops;
  }

  /**
   * Each implementation's columns in release order: a bare name is the pinned release (its version
   * as its own forks' meta.json report it), {@code impl@X} is release X. A/A twins and prebuilt jars
   * ({@code impl@label}) are no release and are left out; an implementation with one column is a
   * line of one point (throughput only, no step).
   */
  public static List<Line> lines(RecordedRun run) {
    Map<String, List<Point>> byImpl = new LinkedHashMap<>();
    for (String column : run.columns()) {
      if (RecordedRun.isTwin(column)) {
        continue;
      }
      boolean pinned = !RecordedRun.isVersioned(column);
      Release release = Release.parse(pinned ? pinnedVersion(run, column) : column.substring(column.indexOf('@') + 1));
      if (release != null) {
        byImpl.computeIfAbsent(RecordedRun.implOf(column), i -> new ArrayList<>()).add(new Point(column, release, pinned));
      }
    }
    List<Line> lines = new ArrayList<>();
    byImpl.forEach((impl, points) -> {
      List<Point> sorted = new ArrayList<>(points);
      sorted.sort((a, b) -> a.release().compareTo(b.release()));
      lines.add(new Line(impl, List.copyOf(sorted)));
    });
    return List.copyOf(lines);
  }

  /**
   * The release a pinned column ran: the first library its forks' meta.json name (the runtime,
   * as the module's impl.libraries lists it first), or null when no fork wrote one.
   */
  static String pinnedVersion(RecordedRun run, String column) {
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (part.column().equals(column) && part.meta() != null && part.meta().raw().has("libraries")) {
        Json libs = part.meta().raw().get("libraries");
        List<String> names = libs.fieldNames();
        if (!names.isEmpty()) {
          return libs.text(names.get(0));
        }
      }
    }
    return null;
  }

  /**
   * Every adjacent step of every line on every dataset of one op in one run: one
   * Benjamini–Hochberg family.
   */
  private static List<LineHistory> steps(Summary summary, List<Line> lines, String op) {
    List<Step> all = new ArrayList<>();
    List<Integer> compared = new ArrayList<>();
    List<Comparison> comparisons = new ArrayList<>();
    List<Integer> fewest = new ArrayList<>();
    for (Line line : lines) {
      for (int i = 1; i < line.points().size(); i++) {
        Point from = line.points().get(i - 1);
        Point to = line.points().get(i);
        for (RecordedRun.Dataset d : summary.run().datasets()) {
          Summary.CellStats earlier = summary.cell(from.column(), op, d.name());
          Summary.CellStats later = summary.cell(to.column(), op, d.name());
          if (earlier.n() > 0 && later.n() > 0) {
            compared.add(all.size());
            comparisons.add(Comparison.of(later.opsPerSecond(), earlier.opsPerSecond()));
            fewest.add(Math.min(earlier.n(), later.n()));
          }
          all.add(new Step(line, from, to, op, d.name(), null));
        }
      }
    }
    List<Verdict.Decision> decisions = Verdict.decide(comparisons, fewest);
    for (int j = 0; j < compared.size(); j++) {
      int i = compared.get(j);
      Step s = all.get(i);
      Comparison c = comparisons.get(j);
      Summary.Difference d = new Summary.Difference(summary.cell(s.to().column(), op, s.dataset()),
          summary.cell(s.from().column(), op, s.dataset()), c, decisions.get(j).q(), decisions.get(j).verdict());
      all.set(i, new Step(s.line(), s.from(), s.to(), op, s.dataset(), d));
    }
    List<LineHistory> out = new ArrayList<>();
    for (Line line : lines) {
      out.add(new LineHistory(line, summary, all.stream().filter(s -> s.line().equals(line)).toList()));
    }
    return out;
  }
}
