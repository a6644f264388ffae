package protocross.runner.run;

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
import protocross.jars.RunnerException;
import protocross.runner.host.NoSpace;
import protocross.runner.host.OutsideCause;
import protocross.runner.plan.Adaptive;
import protocross.runner.plan.Group;
import protocross.runner.plan.Schedule;
import protocross.runner.ForkCounts;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;

/**
 * Runs a plan fork by fork, one JVM at a time, through a {@link PartLauncher}, in {@link Schedule}'s
 * interleaved order: first the rounds run.json already records (a resumed run), then the planned
 * rounds not yet recorded, then, for an adaptive plan, extra rounds for the groups whose cells
 * {@link WideCells} still finds too wide. Writes each fork's log, marks failed forks with a
 * one-line {@code .failed} file and goes on. Never overwrites a file: leftovers of an interrupted
 * fork are moved aside. After each planned round, the round steps run (upb's native C loop).
 */
public final class Runner {

  /** Whether the fork already has a result in the run's folder (what a resume skips). */
  public static boolean isFinished(RunLayout layout, Part p) {
    return Resume.isFinished(layout, p);
  }

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
  public record Counts(int ran, int skipped, int failed, int rounds, String adaptiveStopped, int refused,
      List<String> notFinished) implements ForkCounts {

    /** {@code notFinished}: "part: reason" of each fork stopped by a cause outside the implementation (resume reruns them). */
    public Counts {
      notFinished = List.copyOf(notFinished);
    }
  }

  /**
   * How long the loop waits for another JMH to release the host's lock before it stops the run:
   * 10 minutes, or {@code PROTOCROSS_HOST_WAIT_SECONDS} (metal/test/jmh-lock.sh waits 3 s).
   */
  static final String HOST_WAIT_ENV = "PROTOCROSS_HOST_WAIT_SECONDS";
  /** While waiting: how often the lock is tried, and how often a line says so. */
  private static final long HOST_POLL_MILLIS = 500;
  private static final Duration HOST_NOTE_EVERY = Duration.ofSeconds(30);

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
  private final List<String> notFinished = new ArrayList<>();
  private Duration hostWait;

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
    this.hostWait = Duration.ofSeconds(hostWaitSeconds(System.getenv(HOST_WAIT_ENV)));
    this.layout = layout;
    this.plan = plan;
    this.launcher = launcher;
    this.steps = List.copyOf(steps);
    this.wideCells = wideCells;
    this.clock = clock;
    this.start = clock.instant();
    this.record = ScheduleRecord.read(layout);
    this.progress = new Progress(out, clock, plannedUnits(), plan.settings().estimatedForkSeconds(), payloadBytes);
    int stepCells = stepUnits();
    if (stepCells > 0) {
      // The counter's total is forks and round-step cells together: say so, so that /210 does not read as 210 forks.
      out.println(Progress.unitsLine(plannedUnits() - stepCells, stepCells,
          steps.stream().map(RoundStep::name).distinct().toList()));
    }
  }

  /** The round steps' cells still to run (e.g. upb's native C loop): counted in the progress total beside the forks. */
  private int stepUnits() {
    int units = 0;
    for (int round = 1; round <= plan.forks(); round++) {
      for (RoundStep step : steps) {
        units += step.finished(layout, round) ? 0 : step.cells();
      }
    }
    return units;
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
    return units + stepUnits();
  }

  /**
   * Runs the plan; throws {@link RunStopped} between forks when it cannot go on (no space left in
   * the run folder, the host's JMH lock held beyond the wait, {@link #HOST_WAIT_ENV}).
   */
  public Counts run() throws InterruptedException {
    try {
      return runRounds();
    } catch (UncheckedIOException e) {
      throw RunStopped.writing(layout, e);
    }
  }

  /** What this session did so far (also after a {@link RunStopped}). */
  public Counts counts() {
    return new Counts(ran, skipped, failed, record.rounds().size(), null, refused, notFinished);
  }

  /** For tests: wait this long for the host's JMH lock. */
  Runner hostWait(Duration wait) {
    this.hostWait = wait;
    return this;
  }

  static long hostWaitSeconds(String env) {
    try {
      return env == null ? 600 : Math.max(0, Long.parseLong(env.strip()));
    } catch (NumberFormatException e) {
      throw new RunnerException(HOST_WAIT_ENV + " must be a number of seconds, got '" + env + "'");
    }
  }

  private Counts runRounds() throws InterruptedException {
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
    return new Counts(ran, skipped, failed, record.rounds().size(), stopped, refused, notFinished);
  }

  private void runRound(ScheduleRecord.Round r) throws InterruptedException {
    if (Interruption.requested()) {
      return;
    }
    if (r.parts().stream().anyMatch(p -> !Resume.isFinished(layout, p))) {
      progress.note(String.format("round %d (%s): %d forks", r.round(), r.kind(), r.parts().size()));
    }
    launcher.round(r.parts());
    for (Part part : r.parts()) {
      if (Interruption.requested()) {
        return;
      }
      if (Resume.isFinished(layout, part)) {
        skipped++;
        continue;
      }
      String refusal = refusal(refusedPairs, part);
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

  /**
   * Waits while another JMH holds the host's lock (a fork started now would only exit with code
   * 1), saying so with the holder's pid; stops the run when it is still held after {@code hostWait}.
   */
  private void awaitHost() throws InterruptedException {
    String busy = launcher.hostBusy();
    if (busy == null) {
      return;
    }
    long start = System.nanoTime();
    progress.note("waiting: " + busy + "; the next fork starts when it is released (up to " + Progress.hms(hostWait) + ")");
    Duration noted = Duration.ZERO;
    while (busy != null && !Interruption.requested()) {
      Duration waited = Duration.ofNanos(System.nanoTime() - start);
      if (waited.compareTo(hostWait) >= 0) {
        throw new RunStopped(busy + ", still after waiting " + Progress.hms(waited));
      }
      if (waited.minus(noted).compareTo(HOST_NOTE_EVERY) >= 0) {
        noted = waited;
        progress.note("waiting " + Progress.hms(waited) + ": " + busy);
      }
      Thread.sleep(Math.min(HOST_POLL_MILLIS, Math.max(1, hostWait.minus(waited).toMillis())));
      busy = launcher.hostBusy();
    }
    progress.note("waited " + Progress.hms(Duration.ofNanos(System.nanoTime() - start)) + " for the host's JMH lock; going on");
  }

  /** Runs one fork; returns its failure reason, or null (also when a cause outside the implementation stopped it). */
  String runPart(Part part) throws InterruptedException {
    awaitHost();
    if (Interruption.requested()) {
      return "interrupted";
    }
    Path moved = Resume.setAsideLeftovers(layout, part, STAMP.format(clock.instant()));
    if (moved != null) {
      progress.note(part + ": leftovers of an interrupted run moved to " + moved);
    }
    String[] score = {null};
    boolean[] reported = {false};
    String[] lastProtocross = {null};
    OutsideCause outside = new OutsideCause(launcher.hostLock());
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
          outside.accept(line);
          console.accept(line);
        });
        console.close();
      }
    } catch (IOException | UncheckedIOException e) {
      if (NoSpace.is(e)) {
        // Its files stay as they are; a resume moves them aside and runs the fork again.
        throw new RunStopped(NoSpace.describe(layout.dir()));
      }
      exit = -1;
      launchError = "could not run: " + e.getMessage();
    }
    if (Interruption.requested()) {
      // Killed by the interrupt, not failed: left unfinished, so that --resume runs it again.
      return "interrupted";
    }
    if (outside.noSpace() != null) {
      throw new RunStopped(NoSpace.describe(layout.dir()) + " (the fork said: " + outside.noSpace() + ")");
    }
    String reason = launchError != null ? launchError : PartOutcome.failureReason(part, layout, exit, lastProtocross[0]);
    String notAResult = reason == null ? null : outside.reason(exit);
    if (notAResult != null) {
      setAside(part, notAResult);
      return null;
    }
    if (reason != null && outside.forkedExit() != null && !reason.contains("forked VM")) {
      reason = reason + " (JMH's forked VM exited with code " + outside.forkedExit() + ")";
    }
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

  /**
   * A fork stopped by a cause outside the implementation: no {@code .failed} (it is no verdict),
   * the reason at the end of its log, its files moved to the cell's {@code interrupted/} so that
   * nothing of it is read as a result, and {@code --resume} runs it again.
   */
  private void setAside(Part part, String reason) {
    try {
      Files.writeString(layout.log(part), "protocross: not a result: " + reason
          + "; outside the implementation, so not marked failed: --resume runs this fork again\n", StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw RunStopped.writing(layout, e);
    }
    Path moved = Resume.setAsideLeftovers(layout, part, STAMP.format(clock.instant()));
    notFinished.add(part + ": " + reason);
    progress.forkNotFinished(part, reason + "; its files moved to " + layout.dir().relativize(moved) + ", --resume reruns it");
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

  /** The one-line {@code .failed} marker, written whole or not at all (a full disk stops the run instead). */
  private void markFailed(Part part, String reason) {
    try {
      if (Files.exists(layout.failed(part))) {
        throw new RunnerException(layout.failed(part) + " exists already; a second owner of the run folder?");
      }
      JsonFiles.writeTextAtomically(layout.failed(part), reason + "\n");
    } catch (IOException e) {
      throw RunStopped.writing(layout, e);
    }
  }

  /**
   * Every fork of the run, from any of its sessions, marked failed (refused pairs left out), as
   * "part: reason": what the summary lists, and what makes the exit code 5.
   */
  public List<String> failedForks() {
    List<String> out = new ArrayList<>();
    for (ScheduleRecord.Round r : record.rounds()) {
      for (Part p : r.parts()) {
        if (refusal(refusedPairs, p) != null || !Files.isRegularFile(layout.failed(p))) {
          continue;
        }
        try {
          out.add(p + ": " + Files.readString(layout.failed(p)).lines().findFirst().orElse("failed (no reason given)"));
        } catch (IOException e) {
          out.add(p + ": failed (" + e.getMessage() + ")");
        }
      }
    }
    return out;
  }

  /**
   * Why a part is never launched, or null: its pair ("impl/dataset", a dataset its runtime cannot
   * be admitted on) or its column's ("column/dataset", a JVM that cannot run it: ColumnJvms).
   */
  public static String refusal(Map<String, String> refused, Part part) {
    String byColumn = refused.get(part.variant() + "/" + part.dataset());
    return byColumn != null ? byColumn : refused.get(part.impl() + "/" + part.dataset());
  }
}
