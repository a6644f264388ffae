package protocross.runner;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.dataset.Manifest;
import protocross.jars.BenchJars;
import protocross.jars.GitState;
import protocross.jars.UserDatasets;
import protocross.jars.Variant;
import protocross.jars.VariantBuilds;
import protocross.jars.VariantLibraries;
import protocross.runner.host.Jdks;
import protocross.runner.host.HostInfo;
import protocross.runner.host.PreflightCheck;
import protocross.runner.host.RunLock;
import protocross.runner.plan.Group;
import protocross.runner.plan.PlanSource.Settled;
import protocross.runner.plan.PlanEstimate;
import protocross.runner.plan.PlanSource;
import protocross.runner.plan.RunJson;
import protocross.runner.run.Aggregation;
import protocross.runner.run.AggregatorWideCells;
import protocross.runner.run.InterruptReport;
import protocross.runner.run.Interruption;
import protocross.runner.run.RunStopped;
import protocross.runner.run.Runner;

/**
 * One run, from its options to its tables, the same for every runner: metal/run.sh (local
 * processes, {@link PreflightPolicy#REFUSE}) and {@code mvn -Pdocker verify} (containers,
 * {@link PreflightPolicy#STAMP}) are front ends that fill a {@link RunOptions} and name a
 * {@link RunTarget}. In order: the plan (columns, datasets, settings; or the one a resumed run
 * recorded), the target made ready, preflight, the run folder with its manifest (a dataset
 * directory's run: its own datasets/), run.json, the banner, the fork loop ({@link Runner}) with
 * Ctrl-C handling, the summary line, and the aggregator.
 */
public final class RunSession {
  public static final int BAD_INPUT = 2;
  public static final int PREFLIGHT_REFUSED = 4;
  public static final int PARTS_FAILED = 5;
  public static final int AGGREGATION_FAILED = 1;
  /**
   * Refused or stopped by something outside the run, which a later resume gets past: another
   * process owns the run folder (nothing touched), the host's JMH lock stayed held, the disk is full.
   */
  public static final int STOPPED = 6;
  public static final int INTERRUPTED = 130;
  /** How long an interrupt waits for the run to stop its JVMs and say what it kept. */
  static final long INTERRUPT_REPORT_MILLIS = 15_000;

  /** What a session did: the run folder, the loop's summary, the aggregator's exit code (-1: not run) and the exit code. */
  public record Outcome(RunLayout layout, ForkCounts summary, int aggregateExit, int exitCode) {}

  private final Path repo;
  private final RunOptions options;
  private final RunTarget target;
  private final PreflightPolicy policy;
  private final PrintStream out;
  /** Where sysfs and procfs are read from (Preflight, Cores). */
  private final Path root = Path.of("/");
  /** The new run's options or the resumed run's run.json: everything a resume does differently. */
  private final PlanSource source;
  /** run.json "jvms": what each column's JVM said about itself ({@link ColumnJvms}); null when no column names one. */
  private ObjectNode jvms;

  public RunSession(Path repo, RunOptions options, RunTarget target, PreflightPolicy policy, PrintStream out) {
    this.repo = repo;
    this.options = options;
    this.target = target;
    this.policy = policy;
    this.out = out;
    this.source = PlanSource.of(repo, options, out, root);
  }

  /**
   * The plan and its estimated time ({@code metal/run.sh --estimate}): one line each, nothing built
   * or timed; refused like the run when the planned rounds exceed {@code --budget-minutes}.
   */
  public void estimate() throws IOException {
    RunPlan plan = source.draft();
    if (options.paired()) {
      target.checkPaired(plan);
    }
    out.printf("plan: %d forks per cell of %s × %d datasets × %s%s, %s settings (%d warm-up + %d measured × %d ms)%s%n",
        plan.forks(), plan.columns(), plan.datasets().size(), plan.ops(), plan.control() ? " + control" : "",
        plan.settings().name(), plan.settings().warmupIterations(), plan.settings().measurementIterations(),
        plan.settings().measurementMillis(), options.paired() ? ", paired" : "");
    PlanEstimate estimate = PlanEstimate.of(plan, options.paired());
    out.println(estimate.describe(plan));
    estimate.check(plan, options.budgetMinutes());
  }

  /** The Maven modules the run needs (checks every option it can without a build first). */
  public String modules() throws IOException {
    List<String> columns = source.checkedVariants();
    new Jdks(repo, java()).checkInstalled(columns); // before any build
    return modules(columns);
  }

  /** The Maven modules of a run: pinned variants are the modules' own jars; the others are built by {@link #buildVariants}. */
  static String modules(List<String> impls) {
    List<String> modules = new ArrayList<>(List.of("runner", "aggregate"));
    impls.stream().map(Variant::ofColumn).filter(Variant::pinned).map(Variant::impl).distinct()
        .forEach(i -> modules.add("impls/" + i));
    return String.join(",", modules);
  }

  /** Builds the jar of each variant at a non-pinned version (one Maven build each; a failure is one line). */
  public void buildVariants() throws IOException, InterruptedException {
    VariantBuilds.buildAll(repo, source.variants(), out);
  }

  /** Runs the whole session; the exit code is in the outcome (0, {@link #PARTS_FAILED}, {@link #INTERRUPTED}, ...). */
  public Outcome run() throws IOException, InterruptedException {
    // A resume owns its folder before it reads or moves anything in it; a new run once it made it.
    RunLock lock = source.claimBeforeSettle();
    try {
      return settleAndRun();
    } finally {
      if (lock != null) {
        lock.close();
      }
    }
  }

  private Outcome settleAndRun() throws IOException, InterruptedException {
    Settled s = source.settle();
    RunPlan plan = s.plan();
    if (paired()) {
      target.checkPaired(plan); // before anything is built or made
    }
    PlanEstimate estimate = PlanEstimate.of(plan, paired());
    estimate.check(plan, options.budgetMinutes()); // a resume takes no budget: never refused here
    out.println(estimate.describe(plan));
    String jdk = target.prepare(plan, repo);
    // Which JDK times the forks, before the first slow step, so a wrong one is seen at once.
    String where = target.javaPath();
    out.println("jdk: " + jdk + (where == null ? "" : " (" + where + ")"));
    GitState git = GitState.of(repo);
    Manifest manifest = Manifest.read(source.manifestDir(s));
    source.checkUnchanged(git, jdk, manifest);
    boolean allowNoisy = source.allowNoisy(policy.allowNoisy(options.allowNoisy()));
    List<PreflightCheck> checks = policy.apply(root, s.cores(), allowNoisy, out);

    Instant now = Instant.now();
    RunLayout layout = source.folder(s.resultsDir(), now, git);
    try (RunLock newRunLock = source.claimFolder(layout)) {
      return runOwned(s, layout, now, git, jdk, manifest, allowNoisy, checks);
    }
  }

  /** The rest of the session, while this process owns the run folder. */
  private Outcome runOwned(Settled s, RunLayout layout, Instant now, GitState git, String jdk, Manifest manifest,
      boolean allowNoisy, List<PreflightCheck> checks) throws IOException, InterruptedException {
    RunPlan plan = s.plan();
    Path datasetsDir = repo.resolve("datasets");
    if (s.user() != null) {
      // The run's own datasets/ (canonical dataset directories and their manifest): what its jars read and time.
      datasetsDir = layout.dir().resolve(PlanSource.RUN_DATASETS);
      manifest = source.runDatasets(s.user(), datasetsDir, manifest);
    }
    BenchJars jars = s.user() != null ? s.user() : BenchJars.builtin(repo.resolve("impls"));
    PartLauncher base = target.launcher(jars, datasetsDir, s.cores(), layout.runId());
    Manifest timed = manifest;
    // Each column that names a JVM (ColumnJvm) asks it about itself once; one that cannot run the
    // column (a refused option, too old a JDK) makes the column unsupported, its forks never launched.
    Map<String, String> jvmRefusals = new LinkedHashMap<>();
    jvms = ColumnJvms.probe(repo, target.jvmProbe(repo), plan, jvmRefusals, out);
    source.record(layout, datasetsDir, now, git, checks, allowNoisy,
        () -> writeProvenance(layout, s, now, git, jdk, timed, checks, base));

    printBanner(layout, plan, base);
    // The same conformance proof as before timing, once per pair: a pair that can never be timed is
    // refused here, its cells say why, and its forks are never launched.
    Map<String, String> refused = new LinkedHashMap<>(s.user() != null
        ? s.user().refusals(datasetsDir, plan.impls(), plan.groups().stream().map(Group::dataset).distinct().toList(), out)
        : Map.of());
    refused.putAll(jvmRefusals);
    List<Runner.RoundStep> steps = target.roundSteps(repo, plan, datasetsDir, s.user(), out);
    PartLauncher launcher = paired() ? target.paired(base, plan, refused) : base;
    Runner runner = new Runner(layout, plan, launcher, steps,
        new AggregatorWideCells(java(), repo.resolve(Aggregation.JAR)), payloadBytes(manifest, plan),
        InstantSource.system(), out, refused);
    String resume = target.resumeAdvice(layout, s.resultsDir(), repo, allowNoisy);
    Runner.Counts summary;
    try {
      summary = runStoppable(runner);
    } catch (RunStopped e) {
      // One line: why, what is kept, how to go on. Nothing is moved: the disk may be full; a resume moves leftovers aside.
      out.flush();
      System.err.println("protocross: " + e.getMessage() + "; " + InterruptReport.kept(layout) + " finished fork(s) kept in "
          + layout.dir() + "; " + (e.getMessage().startsWith("no space left") ? "free space, then " : "") + resume);
      return new Outcome(layout, runner.counts(), -1, STOPPED);
    }
    if (Interruption.requested()) {
      InterruptReport.write(out, layout, resume);
      return new Outcome(layout, summary, -1, INTERRUPTED);
    }
    List<String> failedForks = runner.failedForks();
    printSummary(layout, summary, failedForks, resume);
    return aggregate(layout, summary, s.user() != null, !failedForks.isEmpty() || !summary.notFinished().isEmpty());
  }

  /** {@code --paired}, or a resumed run that run.json records as paired ({@link RunTarget#paired}). */
  private boolean paired() {
    return source.paired(options.paired());
  }

  /** run.json: the core's provenance, the target's additions, a dataset directory's origin, each variant's libraries. */
  private void writeProvenance(RunLayout layout, Settled s, Instant now, GitState git, String jdk, Manifest manifest,
      List<PreflightCheck> checks, PartLauncher launcher) throws IOException, InterruptedException {
    // "libraries": the pinned jars' (flat, as before variants); each other variant's in "variants".
    List<String> pinned = s.plan().impls().stream().map(Variant::ofColumn).filter(Variant::pinned).map(Variant::name)
        .distinct().toList();
    RunJson p = new RunJson(layout.runId(), target.runner(), now, git, HostInfo.read(root), s.cores(), jdk,
        RunJson.currentJmhVersion(), s.plan(), manifest, target.libraries(pinned, repo), checks,
        policy.allowNoisy(options.allowNoisy()), launcher.describe());
    ObjectNode json = p.toJson();
    target.addProvenance(json);
    if (jvms != null) {
      json.set(ColumnJvms.KEY, jvms);
    }
    if (s.user() != null) {
      json.set(PlanSource.DATASET_DIRS, datasetDirsJson(repo, s.user().prepared()));
    }
    VariantLibraries.record(json, repo, s.plan().impls(), s.leftOut());
    if (paired()) {
      json.put(RunJson.PAIRED, true);
    }
    JsonFiles.writeAtomically(layout.runJson(), json);
  }

  /**
   * run.json's record of each dataset directory: where it came from and what was built and timed.
   * What identifies a dataset whatever host read it: its name, message type, schema hash and the
   * sha256 of the canonical payloads timed (its MANIFEST.tsv line), which a merge of shards compares;
   * the directory's path is this host's own.
   */
  static ArrayNode datasetDirsJson(Path repo, Collection<UserDatasets.Prepared> datasets) {
    ArrayNode a = JsonFiles.MAPPER.createArrayNode();
    for (UserDatasets.Prepared d : datasets) {
      ObjectNode o = a.addObject();
      o.put("name", d.name());
      o.put("dir", d.dir().dir().toString());
      o.put("description", d.dir().description());
      o.put("messageType", d.entry().messageType());
      o.put("schemaHash", d.schemaHash());
      o.put("sha256", d.entry().sha256());
      o.put("buildFolder", repo.relativize(d.buildFolder()).toString());
      o.put("payloadsCanonicalised", d.rewritten());
    }
    return a;
  }

  private void printBanner(RunLayout layout, RunPlan plan, PartLauncher launcher) {
    out.printf("run %s: %d forks per cell of %s × %d datasets × %s%s, %s settings, seed %d, pinned: %s%n",
        layout.runId(), plan.forks(), plan.columns(), plan.datasets().size(), plan.ops(),
        plan.control() ? " + control (" + plan.baseline() + ")" : "", plan.settings().name(), plan.seed(),
        launcher.describe());
    if (plan.shard() != null) {
      out.printf("shard %s: %d of the plan's %d (dataset, op) groups (%d forks per round); the other shards hold the rest"
          + " (merge their run folders with bin/aggregate <folder of each shard> --out <dir>)%n", plan.shard(),
          plan.groups().size(), plan.allGroups().size(), plan.cells());
    }
    if (plan.isAdaptive()) {
      out.printf("adaptive: then more forks for cells wider than ±%.1f %%, up to %d per cell, within %d min%n",
          plan.adaptive().targetHalfWidth() * 100, plan.adaptive().maxForks(), plan.adaptive().budgetMinutes());
    }
  }

  /**
   * Runs the loop with a shutdown hook: Ctrl-C (or a killed Maven) must not leave a benchmark JVM
   * running, since the next run would measure beside it. The hook stops them and gives this thread
   * time to say what was kept and how to resume; it is removed when the loop ends.
   */
  private Runner.Counts runStoppable(Runner runner) throws InterruptedException {
    Thread mainThread = Thread.currentThread();
    Thread hook = new Thread(() -> {
      Interruption.request();
      target.stopParts(false);
      try {
        mainThread.join(INTERRUPT_REPORT_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      target.stopParts(true);
    });
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return runner.run();
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // The JVM is shutting down: the hook is running, and waits for this thread's report.
      }
    }
  }

  /**
   * The summary line, then every failed fork of the run (this session's and earlier ones') with its
   * reason, and every fork stopped from outside with the command that reruns it.
   */
  private void printSummary(RunLayout layout, Runner.Counts s, List<String> failedForks, String resume) {
    out.printf("run %s: %d forks run, %d already there, %d failed, %d rounds%s%s%s -> %s%n", layout.runId(), s.ran(),
        s.skipped(), s.failed(), s.rounds(), s.adaptiveStopped() == null ? "" : " (adaptive: " + s.adaptiveStopped() + ")",
        s.refused() == 0 ? "" : ", " + s.refused() + " forks of refused pairs not launched",
        s.notFinished().isEmpty() ? "" : ", " + s.notFinished().size() + " not finished (outside the implementation)",
        layout.dir());
    failedForks.forEach(f -> out.println("failed: " + f));
    s.notFinished().forEach(f -> out.println("not finished: " + f));
    if (!s.notFinished().isEmpty()) {
      out.println("not finished: " + resume);
    }
  }

  /**
   * The tables: where --out says; a dataset directory's run into its run folder, whatever the run
   * covered (never over the repository's published tables); otherwise where the aggregator decides.
   * A run with failed forks is aggregated all the same, and keeps its exit code.
   */
  private Outcome aggregate(RunLayout layout, Runner.Counts summary, boolean userDatasets, boolean incomplete)
      throws IOException, InterruptedException {
    Path tables = options.out() != null ? repo.resolve(options.out()) : userDatasets ? layout.dir() : null;
    int exit = Aggregation.run(repo, layout.dir(), tables, out);
    if (exit != 0) {
      System.err.println("protocross: aggregation failed; the raw results are in " + layout.dir());
      return new Outcome(layout, summary, exit, AGGREGATION_FAILED);
    }
    out.println("results: " + layout.dir());
    return new Outcome(layout, summary, exit, incomplete ? PARTS_FAILED : 0);
  }

  static Map<String, Long> payloadBytes(Manifest manifest, RunPlan plan) {
    Map<String, Long> bytes = new LinkedHashMap<>();
    plan.datasets().forEach(d -> bytes.put(d, manifest.entry(d).payloadBytes()));
    return bytes;
  }

  /** The java executable of this runner's JDK (the one the benchmarks use). */
  static Path java() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }
}
