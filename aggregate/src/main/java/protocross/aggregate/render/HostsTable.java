package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import protocross.aggregate.model.Interaction;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Verdict;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunJsonDifference;

/**
 * hosts.md ({@code bin/aggregate --hosts <run-dir>... --out <dir>}): runs of the same pinned
 * libraries on different CPU models side by side. Per (op, dataset, column) each run's ratio
 * against the baseline with its 95 % CI and verdict, exactly as that run's own tables.md gives it
 * ({@link Summary}), and per later run the interaction: that run's ratio over the first run's with
 * its 95 % interval ({@link Interaction}). A cell is *host-dependent* when an interaction interval
 * excludes 1, *general* when none does and every host gives the same verdict. Each run is checked
 * on its own first ({@link Provenance}); the runs must then agree on what was measured
 * ({@link #AGREE}), and what else differs between them (commit, JMH settings) is stated in the
 * title and the header, never hidden: the host is then confounded with it.
 */
public final class HostsTable {
  public static final String FILE = "hosts.md";
  /** run.json fields every run must have equal: the measured code and data, and the JVM that ran it. */
  static final List<String> AGREE = List.of("libraries", "manifestSha256", "jdk", "jvmFlags");
  /** Shown when they differ, because a difference between hosts' ratios may come from them too. */
  private static final List<String> SHOWN = List.of("commit", "jmh", "launch");
  /** A ratio that moves more than this between hosts is marked (the spread rule of the tables). */
  static final double MOVED = Summary.TRUST_THRESHOLD;
  static final String MOVED_MARK = "‡";
  static final String DEPENDENT_MARK = "H";
  static final String GENERAL_MARK = "G";

  private HostsTable() {}

  public static String render(List<RecordedRun> runs, String regenerate) {
    check(runs);
    List<Summary> summaries = runs.stream().map(Summary::new).toList();
    RecordedRun first = runs.get(0);
    List<String> ops = first.ops().stream().filter(op -> runs.stream().allMatch(r -> r.ops().contains(op))).toList();
    List<String> datasets = first.datasets().stream().map(RecordedRun.Dataset::name)
        .filter(d -> runs.stream().allMatch(r -> r.datasets().stream().anyMatch(x -> x.name().equals(d)))).toList();
    List<String> columns = first.columns().stream()
        .filter(c -> !c.equals(first.baseline()) && runs.stream().allMatch(r -> r.columns().contains(c))).toList();
    if (ops.isEmpty() || datasets.isEmpty() || columns.isEmpty()) {
      throw new AggregateException("the runs share no (op, dataset, column) besides the baseline to put side by side");
    }
    Md md = new Md();
    title(runs, regenerate, md);
    Md glance = new Md();
    Md body = new Md();
    int general = 0;
    int dependent = 0;
    int incomplete = 0;
    int unshown = 0;
    int moved = 0;
    int[] byVerdict = new int[Verdict.values().length];
    for (String op : ops) {
      body.line("## " + op + ": ratio against " + first.baseline() + " on each host");
      body.line();
      List<String> heads = new ArrayList<>();
      runs.forEach(r -> heads.add(name(r)));
      runs.subList(1, runs.size()).forEach(r -> heads.add("interaction: " + r.cpu() + " / " + first.cpu() + " [95 % CI]"));
      heads.add("moved");
      heads.add("finding");
      body.line("| dataset | column | " + String.join(" | ", heads) + " |");
      body.line("|---|---|" + "---|".repeat(heads.size()));
      glance.line("### " + op);
      glance.line();
      glance.header("dataset", columns);
      for (String d : datasets) {
        List<String> compact = new ArrayList<>();
        for (String column : columns) {
          List<Summary.Difference> diffs = summaries.stream().map(s -> s.difference(column, op, d)).toList();
          List<String> cells = new ArrayList<>();
          diffs.forEach(x -> cells.add(x == null ? "—" : ThroughputTable.verdict(x)));
          String finding;
          if (diffs.contains(null)) {
            incomplete++;
            runs.subList(1, runs.size()).forEach(r -> cells.add("—"));
            cells.add("—");
            finding = "incomplete: no ratio on every host";
          } else {
            boolean interacts = false;
            for (Summary.Difference x : diffs.subList(1, diffs.size())) {
              Interaction in = Interaction.of(diffs.get(0).comparison(), x.comparison());
              interacts |= in.hostDependent();
              cells.add(Fmt.ratio(in.ratio()) + " [" + Fmt.ratioBound(in.low()) + "–" + Fmt.ratioBound(in.high()) + "]");
            }
            double hi = diffs.stream().mapToDouble(x -> x.comparison().ratio()).max().orElseThrow();
            double lo = diffs.stream().mapToDouble(x -> x.comparison().ratio()).min().orElseThrow();
            boolean far = hi / lo - 1 > MOVED;
            moved += far ? 1 : 0;
            cells.add(Fmt.percent(hi / lo - 1) + (far ? " " + MOVED_MARK : ""));
            Set<Verdict> verdicts = new LinkedHashSet<>(diffs.stream().map(Summary.Difference::verdict).toList());
            if (interacts) {
              dependent++;
              finding = "**host-dependent**";
            } else if (verdicts.size() == 1 && !verdicts.contains(Verdict.TOO_FEW)) {
              general++;
              Verdict v = verdicts.iterator().next();
              byVerdict[v.ordinal()]++;
              finding = "**general**: " + v.label;
            } else {
              unshown++;
              finding = verdicts.contains(Verdict.TOO_FEW) ? "no interaction shown; too few forks on a host for a verdict"
                  : "no interaction shown; the verdicts differ";
            }
          }
          cells.add(finding);
          compact.add(String.join(" / ", diffs.stream().map(x -> x == null ? OverviewTable.NO_VERDICT : OverviewTable.ratio(x))
              .toList()) + (finding.startsWith("**host") ? " " + DEPENDENT_MARK : finding.startsWith("**general") ? " "
              + GENERAL_MARK : ""));
          body.line("| " + Md.cell(d) + " | " + Md.cell(column) + " | " + String.join(" | ", cells.stream().map(Md::cell).toList())
              + " |");
        }
        glance.row(d, compact);
      }
      glance.line();
      body.line();
    }
    int total = general + dependent + unshown + incomplete;
    md.line("Of " + total + " cells (op, dataset, column against " + first.baseline() + "), **" + dependent
        + " host-dependent** (the interval of the ratio of the hosts' ratios excludes 1), **" + general + " general**"
        + " (no interaction, and the same verdict on every host: " + byVerdict[Verdict.FASTER.ordinal()] + " faster, "
        + byVerdict[Verdict.SLOWER.ordinal()] + " slower, " + byVerdict[Verdict.SAME.ordinal()]
        + " no significant difference), " + unshown + " with no interaction shown but no common verdict"
        + (incomplete == 0 ? "" : ", " + incomplete + " incomplete (no ratio on some host)") + "; in " + moved
        + " the ratio moved more than " + Fmt.percent(MOVED) + " between hosts (" + MOVED_MARK + ").");
    md.line();
    Md method = new Md();
    method.line("Each host's cell is its run's own figure (tables.md of that run): the ratio column / " + first.baseline()
        + " (Hodges–Lehmann over forks) with its 95 % confidence interval and the verdict (" + Verdict.METHOD
        + ", within that run's op table). *interaction*: that host's ratio over " + name(first) + "'s, with an"
        + " approximate 95 % interval combined from the two Mann–Whitney intervals (MOVER, Zou and Donner 2008, on log"
        + " scale; per cell, not adjusted for the table's many cells). *host-dependent*: an interaction interval excludes"
        + " 1, whatever the verdicts; *general*: none does and the verdict is the same on every host (faster on all,"
        + " slower on all, or no significant difference on all); otherwise no interaction is shown, but the hosts do"
        + " not give one verdict. *moved*: largest ratio / smallest ratio − 1 across the hosts. Intervals are per"
        + " comparison (Mann–Whitney, not adjusted), so one that just excludes 1.00 can still read no significant"
        + " difference.");
    method.line();
    Md end = new Md();
    end.line("## The runs");
    end.line();
    runsTable(runs, end);
    return md + "## Summary: each host's ratio\n\n" + "Per cell each host's ratio to " + first.baseline()
        + " in run order (" + String.join(" / ", runs.stream().map(r -> "`" + r.runId() + "`").toList()) + "), "
        + OverviewTable.FASTER + " faster, " + OverviewTable.SLOWER + " slower, " + OverviewTable.SAME
        + " no significant difference, " + OverviewTable.NO_VERDICT + " no verdict (too few forks); " + DEPENDENT_MARK
        + " host-dependent, " + GENERAL_MARK + " general. Intervals and the interaction: the tables below.\n\n"
        + glance + body + method + end;
  }

  /** The title, which names what else differs, and how to regenerate the file. */
  private static void title(List<RecordedRun> runs, String regenerate, Md md) {
    Set<String> cpus = new LinkedHashSet<>(runs.stream().map(RecordedRun::cpu).toList());
    List<String> differ = confounders(runs);
    md.line("# protocross across hosts: " + runs.size() + " runs on " + cpus.size() + " CPU models"
        + (differ.isEmpty() ? "" : ", also differing in " + String.join(" and ", differ) + " (host confounded)"));
    md.line();
    md.line("Generated by `aggregate/` from the runs in the last section (each run's CPU model, settings and what else"
        + " differs); regenerate this file where it is, from the repository's top level, with `" + regenerate + "`.");
    md.line();
  }

  /** Each run's exact CPU model and what else tells the runs apart: the last section. */
  private static void runsTable(List<RecordedRun> runs, Md md) {
    List<String> differ = confounders(runs);
    md.line("| run | CPU model (as the host reported it) | commit | date | JMH | forks per cell | machine |");
    md.line("|---|---|---|---|---|---|---|");
    for (RecordedRun r : runs) {
      Json j = r.runJson();
      Json jmh = j.get("jmh");
      String settings = "warm-up " + jmh.text("warmupIterations") + " × " + jmh.text("warmupTime") + ", measurement "
          + jmh.text("measurementIterations") + " × " + jmh.text("measurementTime");
      md.line("| `" + r.runId() + "` | " + Md.cell(r.cpu()) + " | `" + r.commit().substring(0, Math.min(7, r.commit().length()))
          + "` | " + (j.has("date") ? j.text("date") : "unknown") + " | " + settings + " | " + r.planned() + " "
          + r.layout().plural + " | " + (j.has("quiesced") && j.bool("quiesced") ? "quiesced" : "not quiesced")
          + " |");
    }
    md.line();
    Json first = runs.get(0).runJson();
    md.line("Equal in every run (checked): the pinned libraries and upb's build (" + libraries(first.get("libraries"))
        + "; upb's sdist, sha256 and cflags); the datasets (manifest sha256 `" + first.text("manifestSha256") + "`); JDK "
        + first.text("jdk") + "; JVM flags " + Md.code(String.join(" ", first.strings("jvmFlags"))) + ".");
    if (!differ.isEmpty()) {
      md.line();
      md.line("**Also different between these runs: " + String.join(", ", differ) + "** (see the table above): a"
          + " difference between the hosts' ratios may come from these too, not only from the CPU; the host is"
          + " confounded with them, and no finding below separates it.");
    }
    List<String> few = runs.stream().filter(r -> r.planned() < Verdict.MIN_FORKS)
        .map(r -> "`" + r.runId() + "` (" + r.planned() + " " + r.layout().plural + ")").toList();
    if (!few.isEmpty()) {
      md.line();
      md.line("**Fewer than " + Verdict.MIN_FORKS + " forks a cell in " + String.join(", ", few) + "**: no verdict"
          + " there (*too few forks*); its ratios and intervals still enter the interaction.");
    }
    md.line();
  }

  /** What differs between the runs besides the host, among {@link #SHOWN}, in words. */
  static List<String> confounders(List<RecordedRun> runs) {
    List<String> differ = new ArrayList<>();
    for (String field : SHOWN) {
      Set<String> values = new LinkedHashSet<>();
      runs.forEach(r -> values.add(r.runJson().has(field) ? r.runJson().get(field).node().toString() : "(absent)"));
      if (values.size() > 1) {
        differ.add(field.equals("jmh") ? "JMH settings" : field);
      }
    }
    return differ;
  }

  /** Refuses runs that measured different code or data, or that are all from one CPU model. */
  static void check(List<RecordedRun> runs) {
    RecordedRun first = runs.get(0);
    for (RecordedRun r : runs.subList(1, runs.size())) {
      for (String field : AGREE) {
        String difference = RunJsonDifference.of(first, r, field);
        if (difference != null) {
          throw new AggregateException("refusing to put " + r.runId() + " beside " + first.runId() + ": they differ in "
              + difference);
        }
      }
      if (!Objects.equals(r.baseline(), first.baseline())) {
        throw new AggregateException("refusing to put " + r.runId() + " beside " + first.runId() + ": its baseline is "
            + r.baseline() + ", not " + first.baseline());
      }
    }
    Set<String> cpus = new LinkedHashSet<>(runs.stream().map(RecordedRun::cpu).toList());
    if (cpus.size() < 2) {
      throw new AggregateException("all " + runs.size() + " runs are from one CPU model (" + cpus.iterator().next()
          + "): hosts.md needs runs from at least two");
    }
  }

  /** The column head of a run: its CPU model and run id. */
  private static String name(RecordedRun r) {
    return r.cpu() + " `" + r.runId() + "`";
  }

  private static String libraries(Json libs) {
    List<String> parts = new ArrayList<>();
    for (String name : libs.fieldNames()) {
      if (!name.contains(".")) {
        parts.add(name + " " + libs.text(name));
      }
    }
    return String.join(", ", parts);
  }
}
