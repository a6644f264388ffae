package protocross.runner;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/**
 * Runs a plan fork by fork, one JVM at a time, through a {@link PartLauncher}, in {@link Schedule}'s
 * interleaved order: first the rounds run.json already records (a resumed run), then the planned
 * rounds not yet recorded, then, for an adaptive plan, extra rounds for the groups whose cells
 * {@link WideCells} still finds too wide. Writes each fork's log, marks failed forks with a
 * one-line {@code .failed} file and goes on. Never overwrites a file: leftovers of an interrupted
 * fork are moved aside. After each planned round, the round steps run (upb's native C loop).
 */
public final class Runner {

  /** Something else to run once per planned round, after its forks (e.g. a native reference loop). */
  public interface RoundStep {
    String name();

    /** How many cells one round of this step times (for the count and the ETA). */
    int cells();

    /** Whether this round's output exists already (a resumed run does not redo it). */
    boolean finished(RunLayout layout, int round);

    /**
     * Runs unless its output for this round exists, reporting each cell (done or not run) to
     * {@code progress}; returns a one-line failure reason, or null.
     */
    String run(RunLayout layout, int round, Progress progress) throws IOException, InterruptedException;
  }

  /**
   * What happened: forks run, forks already there, forks failed; rounds in the run; why the
   * adaptive phase stopped (null when the plan is not adaptive).
   */
  public record Counts(int ran, int skipped, int failed, int rounds, String adaptiveStopped, int refused) {}

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

  private final RunLayout layout;
  private final RunPlan plan;
  private final PartLauncher launcher;
  private final List<RoundStep> steps;
  private final WideCells wideCells;
  private final InstantSource clock;
  private final ScheduleRecord record;
  private final Progress progress;
  private final Instant start;
  /** "impl/dataset" → why the pair is never timed (found before the run, e.g. unsupported). */
  private final Map<String, String> refusedPairs;
  private int refused;
  private int ran;
  private int skipped;
  private int failed;

  /**
   * @param wideCells asked after the planned rounds when the plan is adaptive; unused otherwise
   * @param payloadBytes bytes per op of each dataset, for the progress lines' MiB/s
   */
  public Runner(RunLayout layout, RunPlan plan, PartLauncher launcher, List<RoundStep> steps, WideCells wideCells,
      Map<String, Long> payloadBytes, InstantSource clock, java.io.PrintStream out) {
    this(layout, plan, launcher, steps, wideCells, payloadBytes, clock, out, Map.of());
  }

  /**
   * @param refusedPairs {@code "impl/dataset"} → the one-line reason the pair can never be timed,
   *     found before the run (a runtime that cannot express the schema, a failed admission): its
   *     forks are not launched but marked failed with that reason, so the tables show it, and
   *     they are counted as refused, not as failed
   */
  public Runner(RunLayout layout, RunPlan plan, PartLauncher launcher, List<RoundStep> steps, WideCells wideCells,
      Map<String, Long> payloadBytes, InstantSource clock, java.io.PrintStream out, Map<String, String> refusedPairs) {
    this.refusedPairs = Map.copyOf(refusedPairs);
    this.layout = layout;
    this.plan = plan;
    this.launcher = launcher;
    this.steps = List.copyOf(steps);
    this.wideCells = wideCells;
    this.clock = clock;
    this.start = clock.instant();
    this.record = ScheduleRecord.read(layout);
    this.progress = new Progress(out, clock, plannedUnits(), plan.settings().estimatedForkSeconds(), payloadBytes);
  }

  /** Forks and step cells still to run in the recorded and the planned rounds. */
  private int plannedUnits() {
    List<ScheduleRecord.Round> rounds = record.rounds();
    int units = 0;
    for (ScheduleRecord.Round r : rounds) {
      units += (int) r.parts().stream().filter(p -> !Resume.isFinished(layout, p)).count();
    }
    long recordedPlanned = rounds.stream().filter(r -> r.kind().equals("planned")).count();
    units += (int) (plan.forks() - recordedPlanned) * plan.cells();
    for (int round = 1; round <= plan.forks(); round++) {
      for (RoundStep step : steps) {
        units += step.finished(layout, round) ? 0 : step.cells();
      }
    }
    return units;
  }

  public Counts run() throws InterruptedException {
    List<ScheduleRecord.Round> recorded = record.rounds();
    int round = 0;
    for (ScheduleRecord.Round r : recorded) {
      round = r.round();
      runRound(r);
    }
    for (int r = round + 1; r <= plan.forks(); r++) {
      round = r;
      ScheduleRecord.Round planned = new ScheduleRecord.Round(r, "planned", Schedule.planned(plan, r));
      record.add(planned, null);
      runRound(planned);
    }
    String stopped = plan.isAdaptive() && !Interruption.requested() ? adapt(round) : null;
    return new Counts(ran, skipped, failed, record.rounds().size(), stopped, refused);
  }

  private void runRound(ScheduleRecord.Round r) throws InterruptedException {
    if (Interruption.requested()) {
      return;
    }
    if (r.parts().stream().anyMatch(p -> !Resume.isFinished(layout, p))) {
      progress.note(String.format("round %d (%s): %d forks", r.round(), r.kind(), r.parts().size()));
    }
    for (Part part : r.parts()) {
      if (Interruption.requested()) {
        return;
      }
      if (Resume.isFinished(layout, part)) {
        skipped++;
        continue;
      }
      String refusal = refusedPairs.get(part.impl() + "/" + part.dataset());
      if (refusal != null) {
        refused++;
        markFailed(part, refusal);
        progress.forkRefused(part, refusal);
        continue;
      }
      ran++;
      if (runPart(part) != null && !Interruption.requested()) {
        failed++;
      }
    }
    if (r.kind().equals("planned")) {
      for (RoundStep step : steps) {
        if (Interruption.requested()) {
          return;
        }
        runStep(step, r.round());
      }
    }
  }

  /**
   * Extra rounds while the aggregator lists cells wider than the target: each round gives the
   * groups with a wide cell one more fork of all their columns (so comparisons stay interleaved),
   * unless a group has {@code maxForks} already; widest first, as many groups as fit in what is
   * left of the budget. Returns why it stopped (also in run.json).
   */
  private String adapt(int lastRound) throws InterruptedException {
    Adaptive a = plan.adaptive();
    String target = String.format(Locale.ROOT, "±%.1f %%", a.targetHalfWidth() * 100);
    int round = lastRound;
    int extra = (int) record.rounds().stream().filter(r -> r.kind().equals("adaptive")).count();
    String stopped;
    while (true) {
      if (Interruption.requested()) {
        return "interrupted";
      }
      List<WideCell> wide;
      try {
        wide = wideCells.ask(layout, a.targetHalfWidth());
      } catch (IOException | RuntimeException e) {
        stopped = "the aggregator could not list wide cells: " + e.getMessage();
        break;
      }
      if (wide.isEmpty()) {
        stopped = "no cell wider than " + target;
        break;
      }
      Map<String, Integer> forks = record.forksPerGroup();
      Set<String> planned = plan.groups().stream().map(Group::id).collect(Collectors.toSet());
      Set<String> wanted = wide.stream().map(WideCell::groupId)
          .filter(g -> planned.contains(g) && forks.getOrDefault(g, 0) < a.maxForks()).collect(Collectors.toSet());
      if (wanted.isEmpty()) {
        stopped = wide.size() + " cell(s) still wider than " + target + ", all at --max-forks " + a.maxForks();
        break;
      }
      Duration left = Duration.ofMinutes(a.budgetMinutes()).minus(Duration.between(start, clock.instant()));
      List<Group> groups = fitting(widestFirst(wide, wanted, round + 1), left);
      if (groups.isEmpty()) {
        stopped = String.format("time budget: %d cell(s) still wider than %s, but one more fork of a group would "
            + "end after --budget-minutes %d", wide.size(), target, a.budgetMinutes());
        break;
      }
      int n = groups.stream().mapToInt(g -> g.columns().size()).sum();
      round++;
      extra++;
      ScheduleRecord.Round r = new ScheduleRecord.Round(round, "adaptive",
          Schedule.round(plan.seed(), round, groups, g -> forks.getOrDefault(g.id(), 0) + 1));
      record.add(r, wide);
      progress.addPlanned(n);
      progress.note(String.format("adaptive: %d cell(s) wider than %s; one more fork for %d of their %d group(s)",
          wide.size(), target, groups.size(), wanted.size()));
      runRound(r);
    }
    int most = record.forksPerGroup().values().stream().mapToInt(Integer::intValue).max().orElse(0);
    record.adaptiveStopped(stopped, extra, most);
    progress.note("adaptive forks stopped: " + stopped);
    return stopped;
  }

  /**
   * The wanted groups, those with the widest cell first; ties (e.g. cells with too few forks for a
   * CI, listed as infinitely wide) in a seeded shuffled order, so no dataset is always first.
   */
  private List<Group> widestFirst(List<WideCell> wide, Set<String> wanted, int round) {
    Map<String, Double> widest = new HashMap<>();
    wide.forEach(c -> widest.merge(c.groupId(), c.halfWidth(), Math::max));
    List<Group> groups = new ArrayList<>(plan.groups().stream().filter(g -> wanted.contains(g.id())).toList());
    Collections.shuffle(groups, new SplittableRandom(plan.seed() ^ (0xC2B2AE3D27D4EB4FL * round)));
    groups.sort(Comparator.comparingDouble((Group g) -> widest.get(g.id())).reversed());
    return groups;
  }

  /** The leading groups whose forks, at the mean fork time so far, fit in what is left of the budget. */
  private List<Group> fitting(List<Group> groups, Duration left) {
    List<Group> out = new ArrayList<>();
    double seconds = 0;
    for (Group g : groups) {
      seconds += g.columns().size() * progress.meanForkSeconds();
      if (seconds * 1000 > left.toMillis()) {
        break;
      }
      out.add(g);
    }
    return out;
  }

  /** Runs one fork; returns its failure reason, or null. */
  String runPart(Part part) throws InterruptedException {
    Path moved = Resume.setAsideLeftovers(layout, part, STAMP.format(clock.instant()));
    if (moved != null) {
      progress.note(part + ": leftovers of an interrupted run moved to " + moved);
    }
    String[] score = {null};
    boolean[] reported = {false};
    String[] lastProtocross = {null};
    JmhConsole console = new JmhConsole((cell, ok, s) -> {
      reported[0] = ok;
      score[0] = s;
    });
    int exit;
    String launchError = null;
    try {
      Files.createDirectories(layout.cellDir(part));
      try (BufferedWriter log = Files.newBufferedWriter(layout.log(part), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW)) {
        progress.forkStarted();
        exit = launcher.launch(part, layout, plan.settings(), line -> {
          try {
            log.write(line);
            log.newLine();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          if (line.startsWith("protocross: ")) {
            lastProtocross[0] = line;
          }
          console.accept(line);
        });
        console.close();
      }
    } catch (IOException | UncheckedIOException e) {
      exit = -1;
      launchError = "could not run: " + e.getMessage();
    }
    if (Interruption.requested()) {
      // Killed by the interrupt, not failed: left unfinished, so that --resume runs it again.
      return "interrupted";
    }
    String reason = launchError != null ? launchError : PartOutcome.failureReason(part, layout, exit, lastProtocross[0]);
    if (reason != null) {
      markFailed(part, reason);
      progress.forkFailed(part, reason);
    } else {
      String unsupported = PartOutcome.unsupported(layout.meta(part), part.op());
      if (unsupported != null && !reported[0]) {
        progress.forkUnsupported(part, unsupported);
      } else {
        progress.forkFinished(part, reported[0] ? score[0] : null,
            Progress.isJson(part.op()) ? PartOutcome.canonicalJsonBytes(layout.meta(part), part.dataset()) : null);
      }
    }
    return reason;
  }

  private void runStep(RoundStep step, int round) throws InterruptedException {
    try {
      if (step.finished(layout, round)) {
        return;
      }
      String reason = step.run(layout, round, progress);
      if (Interruption.requested()) {
        return;
      }
      progress.note("round " + round + " " + step.name() + ": " + (reason == null ? "done" : "FAILED: " + reason));
    } catch (IOException e) {
      progress.note("round " + round + " " + step.name() + ": FAILED: " + e.getMessage());
    }
  }

  private void markFailed(Part part, String reason) {
    try {
      Files.createDirectories(layout.cellDir(part));
      Files.writeString(layout.failed(part), reason + "\n", StandardOpenOption.CREATE_NEW);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot mark " + part + " failed", e);
    }
  }
}
