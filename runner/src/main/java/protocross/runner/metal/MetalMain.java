package protocross.runner.metal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import protocross.contract.Manifest;
import protocross.contract.ProtocrossException;
import protocross.runner.AggregatorWideCells;
import protocross.runner.Cores;
import protocross.runner.GitState;
import protocross.runner.HostInfo;
import protocross.runner.Impls;
import protocross.runner.Interruption;
import protocross.runner.JarColumn;
import protocross.runner.Json;
import protocross.runner.Libraries;
import protocross.runner.LocalPartLauncher;
import protocross.runner.NativeReferenceStep;
import protocross.runner.Pinning;
import protocross.runner.Preflight;
import protocross.runner.PreflightCheck;
import protocross.runner.Provenance;
import protocross.runner.RunId;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.Runner;
import protocross.runner.RunnerException;
import protocross.runner.UserDatasets;
import protocross.runner.Variant;
import protocross.runner.VariantBuild;
import protocross.runner.VariantLibraries;
import protocross.runner.Variants;

/**
 * The metal runner behind metal/run.sh.
 *
 * <pre>
 * java -jar runner.jar modules --repo DIR [run.sh flags]   print the Maven modules the run needs
 * java -jar runner.jar variants --repo DIR [run.sh flags]  build the jar of each variant at a non-pinned version
 * java -jar runner.jar run --repo DIR --run-dir-file F [run.sh flags]
 * </pre>
 * {@code run} writes the run folder to F for run.sh, which then runs the aggregator (it decides
 * where the tables go: aggregate/README.md).
 * Exit codes: 0 done, 2 bad input, 4 preflight refused, 5 done with failed parts, 130 interrupted.
 */
public final class MetalMain {
  static final int BAD_INPUT = 2;
  static final int PREFLIGHT_REFUSED = 4;
  static final int PARTS_FAILED = 5;
  /** How long to wait for the load average to settle (e.g. after the build) before refusing. */
  static final int LOAD_SETTLE_SECONDS = 120;
  /** How long an interrupt waits for the run to stop its JVMs and say what it kept. */
  static final long INTERRUPT_REPORT_MILLIS = 15_000;
  static final Path DEFAULT_RESULTS = Path.of("results");
  /** Maven, as metal/run.sh runs it (on PATH, with the JDK 25 run.sh exported as JAVA_HOME). */
  static final String MAVEN = "mvn";
  /** Under DEFAULT_RESULTS; git-ignored, so a check never shows up as uncommitted data. */
  static final Path QUICK_RESULTS = Path.of("quick");
  /** Under the results folder: runs of dataset directories, in a folder named after the dataset(s). */
  static final Path USER_DATASET_RESULTS = Path.of("datasets");
  /** In a --dataset run's folder: its canonical dataset containers and their MANIFEST.tsv. */
  static final String RUN_DATASETS = "datasets";
  /** run.json's key for the dataset directories of a --dataset run. */
  static final String DATASET_DIRS = "datasetDirs";
  /** Set before System.exit: the shutdown hook then knows it is not an interrupt. */
  private static volatile boolean exiting;

  private MetalMain() {}

  public static void main(String[] args) {
    int code;
    try {
      code = run(args);
      if (Interruption.requested()) {
        // The JVM is shutting down (SIGINT/SIGTERM): System.exit would block; its exit code is 130/143.
        return;
      }
    } catch (PreflightRefused e) {
      System.err.println("protocross: " + e.getMessage());
      code = PREFLIGHT_REFUSED;
    } catch (RunnerException | ProtocrossException e) {
      System.err.println("protocross: " + e.getMessage());
      code = BAD_INPUT;
    } catch (IOException e) {
      System.err.println("protocross: " + e);
      code = BAD_INPUT;
    } catch (InterruptedException e) {
      System.err.println("protocross: interrupted");
      code = 130;
    }
    exiting = true;
    System.exit(code);
  }

  static int run(String[] argv) throws IOException, InterruptedException {
    List<String> args = new ArrayList<>(List.of(argv));
    if (args.isEmpty() || !List.of("modules", "variants", "run").contains(args.get(0))) {
      throw new RunnerException("first argument must be 'modules', 'variants' or 'run'");
    }
    String command = args.remove(0);
    Path repo = Path.of(take(args, "--repo").orElse(".")).toAbsolutePath().normalize();
    Optional<String> runDirFile = take(args, "--run-dir-file");
    MetalOptions opts = MetalOptions.parse(args.toArray(String[]::new));
    if (opts.help()) {
      System.out.print(MetalOptions.usage(repo));
      return 0;
    }
    Path root = Path.of("/");
    Path implsDir = repo.resolve("impls");
    Path datasetsDir = repo.resolve("datasets");
    Manifest manifest = Manifest.read(datasetsDir);
    if (command.equals("modules") && !opts.datasetDirs().isEmpty()) {
      // Reading a dataset directory needs protoc, which this build fetches: only its existence is checked now.
      for (Path d : opts.datasetDirs()) {
        if (!Files.isDirectory(d)) {
          throw new RunnerException("dataset directory " + d + " does not exist");
        }
      }
      System.out.println(modules(Impls.select(opts.impls(), Impls.known(implsDir))));
      return 0;
    }
    // Quick runs are checks, not data: they go under results/quick/ (git-ignored) unless told otherwise.
    Path resultsDir = repo.resolve(opts.resultsDir() != null ? opts.resultsDir()
        : opts.quick() ? DEFAULT_RESULTS.resolve(QUICK_RESULTS) : DEFAULT_RESULTS);

    RunLayout layout = null;
    ObjectNode resumed = null;
    UserDatasets user = null;
    // Variants whose build failed: the run goes on without them, and run.json says why.
    Map<String, String> leftOut = new LinkedHashMap<>();
    RunPlan plan;
    List<Integer> cores;
    if (opts.resume() != null) {
      if (!RunId.isValid(opts.resume())) {
        throw new RunnerException("--resume needs a run id like 20261129-201500-abc1234, got '" + opts.resume() + "'");
      }
      layout = RunLayout.of(resultsDir, opts.resume());
      if (opts.resultsDir() == null && !Files.isRegularFile(layout.runJson())) {
        resultsDir = resultsDir.resolve(QUICK_RESULTS);
        layout = RunLayout.of(resultsDir, opts.resume());
      }
      if (!Files.isRegularFile(layout.runJson())) {
        throw new RunnerException("nothing to resume: " + layout.runJson() + " does not exist");
      }
      resumed = (ObjectNode) Json.MAPPER.readTree(layout.runJson().toFile());
      if (resumed.has(DATASET_DIRS)) {
        throw new RunnerException("cannot resume " + opts.resume() + ": --resume of a --dataset run is not supported yet;"
            + " start it again with the same --dataset flags");
      }
      plan = Provenance.planOf(resumed);
      cores = Provenance.coresOf(resumed);
    } else {
      List<String> known = Impls.known(implsDir);
      Map<String, String> pinned = Variants.pinned(repo, known);
      Variants.Selection columns = opts.compare() != null ? Variants.compare(opts.compare(), known, pinned)
          : MetalDefaults.columns(opts, Variants.select(opts.impls(), known, pinned));
      List<JarColumn> jarColumns = jarColumns(opts.jars(), known);
      columns = withJarColumns(columns, jarColumns, known);
      if (!opts.datasetDirs().isEmpty() && columns.variants().stream().anyMatch(v -> !Variant.ofColumn(v).pinned())) {
        throw new RunnerException("--dataset runs the pinned versions only; drop the @version from --impls/--compare");
      }
      if (command.equals("run")) {
        columns = withoutFailedBuilds(repo, columns, leftOut);
        for (JarColumn j : jarColumns) {
          j.install(repo);
          System.out.println("column " + j.variant().name() + ": prebuilt jar " + j.source() + " (copied to "
              + repo.relativize(new VariantBuild(repo, j.variant()).jar()) + ")");
        }
      }
      List<String> impls = columns.variants();
      List<String> datasets;
      if (!opts.datasetDirs().isEmpty()) {
        // Read, build the schema's jars, canonicalise: all before preflight and before any run folder exists.
        user = UserDatasets.prepare(repo, opts.datasetDirs(), impls, GitState.of(repo), System.out);
        datasets = user.names();
        for (UserDatasets.Prepared d : user.prepared()) {
          System.out.printf("dataset %s: %d payloads of %s, %d bytes, from %s; schema %s (%s)%s%n", d.name(),
              d.entry().payloads(), d.entry().messageType(), d.entry().payloadBytes(), d.dir().dir(), d.schemaHash(),
              repo.relativize(d.buildFolder()), d.rewritten() == 0 ? "" : "; " + d.rewritten() + " payload(s) canonicalised");
        }
        if (opts.resultsDir() == null) {
          // Run folder named after the dataset(s); the tables go into it (run.sh passes --out).
          resultsDir = resultsDir.resolve(USER_DATASET_RESULTS).resolve(String.join("+", datasets));
        }
      } else {
        datasets = opts.datasets() == null ? manifest.names() : opts.datasets();
        datasets.forEach(manifest::entry);
      }
      plan = MetalDefaults.plan(opts, columns, datasets);
      cores = opts.cores() == null ? Cores.choose(root) : Cores.parse(opts.cores(), root);
    }

    if (command.equals("modules")) {
      System.out.println(modules(plan.impls()));
      return 0;
    }
    if (command.equals("variants")) {
      buildVariants(repo, plan.impls(), System.out);
      return 0;
    }

    for (String impl : plan.impls()) {
      if (!Files.isRegularFile(LocalPartLauncher.jar(implsDir, impl))) {
        throw new RunnerException(LocalPartLauncher.jar(implsDir, impl) + " is missing; build it (metal/run.sh builds it unless --no-build)");
      }
    }
    GitState git = GitState.of(repo);
    String jdk = Provenance.currentJdk();
    if (resumed != null) {
      refuseIfDiffers("commit", resumed.path("commit").asText(), git.commit());
      refuseIfDiffers("JDK", resumed.path("jdk").asText(), jdk);
      refuseIfDiffers("dataset manifest", resumed.path("manifestSha256").asText(), manifest.sha256());
    }

    // A run admitted with --allow-noisy stays admitted when resumed: the host it started on was noisy anyway.
    boolean allowNoisy = opts.allowNoisy() || (resumed != null && resumed.path("allowNoisy").asBoolean());
    List<PreflightCheck> checks = preflight(root, cores, allowNoisy);
    Pinning pinning = new Pinning(cores, !opts.noChrt() && Pinning.chrtPermitted());
    Instant now = Instant.now();
    if (resumed == null) {
      layout = RunLayout.of(resultsDir, RunId.of(now, git.commit()));
      if (Files.exists(layout.dir())) {
        throw new RunnerException(layout.dir() + " already exists; wait a second and start again");
      }
      Files.createDirectories(layout.dir());
      if (user != null) {
        // The run's own datasets/ (canonical containers and their manifest): what its jars read and time.
        datasetsDir = layout.dir().resolve(RUN_DATASETS);
        manifest = user.writeRunDatasets(datasetsDir);
      }
      Files.copy(datasetsDir.resolve(Manifest.FILE), layout.manifestCopy());
      // "libraries": the pinned jars' (flat, as before variants); each other variant's in "variants".
      List<Path> pinnedJars = plan.impls().stream().filter(v -> Variant.ofColumn(v).pinned())
          .map(v -> LocalPartLauncher.jar(implsDir, v)).toList();
      Provenance p = new Provenance(layout.runId(), "metal", now, git, HostInfo.read(root), cores, jdk,
          Provenance.currentJmhVersion(), plan, manifest, Libraries.read(pinnedJars), checks, opts.allowNoisy(),
          pinning.describe(), Map.of());
      ObjectNode json = p.toJson();
      if (user != null) {
        json.set(DATASET_DIRS, datasetDirsJson(repo, user));
      }
      VariantLibraries.record(json, repo, plan.impls(), leftOut);
      Json.writeAtomically(layout.runJson(), json);
    } else {
      Provenance.addResume(resumed, now, git, checks, allowNoisy);
      Json.writeAtomically(layout.runJson(), resumed);
    }
    if (runDirFile.isPresent()) {
      Files.writeString(Path.of(runDirFile.get()), layout.dir() + "\n");
    }

    // Ctrl-C must not leave a benchmark JVM running: the next run would measure beside it. The hook
    // stops them and lets this thread say what was kept and how to resume (InterruptReport).
    Thread mainThread = Thread.currentThread();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      if (exiting) {
        return;
      }
      Interruption.request();
      ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
      try {
        mainThread.join(INTERRUPT_REPORT_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    }));
    System.out.printf("run %s: %d forks per cell of %s × %d datasets × %s%s, %s settings, seed %d, pinned: %s%n",
        layout.runId(), plan.forks(), plan.columns(), plan.datasets().size(), plan.ops(),
        plan.control() ? " + control (" + plan.baseline() + ")" : "", plan.settings().name(), plan.seed(),
        pinning.describe());
    if (plan.isAdaptive()) {
      System.out.printf("adaptive: then more forks for cells wider than ±%.1f %%, up to %d per cell, within %d min%n",
          plan.adaptive().targetHalfWidth() * 100, plan.adaptive().maxForks(), plan.adaptive().budgetMinutes());
    }
    List<Runner.RoundStep> steps = List.of();
    Map<String, String> refused = Map.of();
    if (user != null) {
      // The same conformance proof as before timing, once per pair: a pair that can never be timed is
      // refused here, its cells say why, and its forks are never launched.
      refused = user.refusals(datasetsDir, plan.impls(), System.out);
      if (NativeReferenceStep.applies(repo, plan)) {
        if (user.descriptorSets().size() == 1) {
          steps = List.of(NativeReferenceStep.withDescriptors(repo, user.descriptorSets().iterator().next(), datasetsDir, plan, pinning));
        } else {
          System.out.println("native-c (upb_bench): not run, it loads one descriptor set and these datasets have "
              + user.descriptorSets().size() + " schemas");
        }
      }
    } else if (NativeReferenceStep.applies(repo, plan)) {
      steps = List.of(new NativeReferenceStep(repo, datasetsDir, plan, pinning));
    }
    Path java = Path.of(ProcessHandle.current().info().command().orElse("java"));
    LocalPartLauncher launcher = user != null ? new LocalPartLauncher(java, user, datasetsDir, pinning)
        : new LocalPartLauncher(java, implsDir, datasetsDir, pinning);
    Runner runner = new Runner(layout, plan, launcher, steps,
        new AggregatorWideCells(java, repo.resolve("aggregate/target/aggregate.jar")), payloadBytes(manifest, plan),
        InstantSource.system(), System.out, refused);
    Runner.Summary s = runner.run();
    if (Interruption.requested()) {
      InterruptReport.write(System.out, layout, resumeCommand(layout, resultsDir, repo, allowNoisy));
      return 130;
    }
    System.out.printf("run %s: %d forks run, %d already there, %d failed, %d rounds%s%s -> %s%n", layout.runId(), s.ran(),
        s.skipped(), s.failed(), s.rounds(), s.adaptiveStopped() == null ? "" : " (adaptive: " + s.adaptiveStopped() + ")",
        s.refused() == 0 ? "" : ", " + s.refused() + " forks of refused pairs not launched", layout.dir());
    return s.failed() == 0 ? 0 : PARTS_FAILED;
  }

  /** {@code --jar} specs, each checked (name, implementation, the jar itself); a name given twice is refused. */
  static List<JarColumn> jarColumns(List<String> specs, List<String> known) {
    List<JarColumn> out = new ArrayList<>();
    for (String spec : specs) {
      JarColumn j = JarColumn.parse(spec, known);
      if (out.stream().anyMatch(o -> o.variant().equals(j.variant()))) {
        throw new RunnerException("--jar " + j.variant().name() + " is given twice; each column needs its own label");
      }
      j.check();
      out.add(j);
    }
    return out;
  }

  /**
   * The selection with each prebuilt jar's column after the columns of its implementation (catalog
   * order otherwise), never first: the first column is the baseline, and a prebuilt jar is never it.
   */
  static Variants.Selection withJarColumns(Variants.Selection columns, List<JarColumn> jars, List<String> known) {
    if (jars.isEmpty()) {
      return columns;
    }
    List<String> out = new ArrayList<>(columns.variants());
    for (JarColumn j : jars) {
      int rank = known.indexOf(j.variant().impl());
      int at = 1;
      for (int i = 0; i < out.size(); i++) {
        if (known.indexOf(Variant.ofColumn(out.get(i)).impl()) <= rank) {
          at = i + 1;
        }
      }
      out.add(Math.max(1, at), j.variant().name());
    }
    return new Variants.Selection(out, columns.twin(), columns.compare());
  }

  /** The Maven modules of a run: pinned variants are the modules' own jars; the others are built by the 'variants' command. */
  static String modules(List<String> impls) {
    List<String> modules = new ArrayList<>(List.of("runner", "aggregate"));
    impls.stream().filter(v -> Variant.ofColumn(v).pinned()).forEach(i -> modules.add("impls/" + i));
    return String.join(",", modules);
  }

  /** run.json's record of each dataset directory: where it came from and what was built and timed. */
  static ArrayNode datasetDirsJson(Path repo, UserDatasets user) {
    ArrayNode a = Json.MAPPER.createArrayNode();
    for (UserDatasets.Prepared d : user.prepared()) {
      ObjectNode o = a.addObject();
      o.put("name", d.name());
      o.put("dir", d.dir().dir().toString());
      o.put("description", d.dir().description());
      o.put("messageType", d.entry().messageType());
      o.put("schemaHash", d.schemaHash());
      o.put("buildFolder", repo.relativize(d.buildFolder()).toString());
      o.put("payloadsCanonicalised", d.rewritten());
    }
    return a;
  }

  /**
   * The selection without the variants whose last build failed (build.failed in their folder),
   * each printed as one line and recorded in {@code leftOut}; the others run. A comparison that
   * lost a side, or a run that lost every variant, has nothing to measure: refused in one line.
   */
  static Variants.Selection withoutFailedBuilds(Path repo, Variants.Selection columns, Map<String, String> leftOut) {
    List<String> kept = new ArrayList<>();
    for (String name : columns.variants()) {
      Variant v = Variant.ofColumn(name);
      String failure = v.pinned() ? null : new VariantBuild(repo, v).failure();
      if (failure == null) {
        kept.add(name);
        continue;
      }
      String reason = failure + " (log: " + repo.relativize(new VariantBuild(repo, v).log()) + ")";
      leftOut.put(name, reason);
      System.out.println("protocross: variant " + name + " left out: " + reason);
    }
    if (leftOut.isEmpty()) {
      return columns;
    }
    if (columns.compare()) {
      throw new RunnerException("nothing to compare: " + String.join("; ", leftOut.keySet()) + " could not be built");
    }
    if (kept.isEmpty()) {
      throw new RunnerException("nothing to run: no requested variant could be built");
    }
    return new Variants.Selection(kept, columns.twin(), false);
  }

  /**
   * Builds each variant at a non-pinned version in its own folder ({@link VariantBuild}), one Maven
   * build after the other; a failure is one line and the next variant is built all the same.
   */
  static void buildVariants(Path repo, List<String> variants, java.io.PrintStream out) throws IOException, InterruptedException {
    for (String name : variants) {
      Variant v = Variant.ofColumn(name);
      if (v.pinned() || v.prebuilt()) {
        continue; // a prebuilt jar (--jar) is installed by 'run', not built
      }
      VariantBuild build = new VariantBuild(repo, v);
      out.println("building variant " + name + " with Maven (log: " + repo.relativize(build.log()) + ")");
      long start = System.nanoTime();
      String reason = build.build(MAVEN);
      long seconds = (System.nanoTime() - start) / 1_000_000_000L;
      if (reason == null) {
        out.println("variant " + name + ": built " + repo.relativize(build.jar()) + " in " + seconds + " s");
      } else {
        out.println("protocross: variant " + name + " could not be built (" + seconds + " s): " + reason
            + " (log: " + repo.relativize(build.log()) + "); the other variants still run");
      }
    }
  }

  static Map<String, Long> payloadBytes(Manifest manifest, RunPlan plan) {
    Map<String, Long> bytes = new LinkedHashMap<>();
    plan.datasets().forEach(d -> bytes.put(d, manifest.entry(d).payloadBytes()));
    return bytes;
  }

  /** The exact metal/run.sh command that finishes this run, as typed from the repository's top level. */
  static String resumeCommand(RunLayout layout, Path resultsDir, Path repo, boolean allowNoisy) {
    StringBuilder cmd = new StringBuilder("metal/run.sh --resume ").append(layout.runId());
    if (allowNoisy) {
      cmd.append(" --allow-noisy");
    }
    Path normal = repo.resolve(DEFAULT_RESULTS).normalize();
    Path dir = resultsDir.toAbsolutePath().normalize();
    if (!dir.equals(normal) && !dir.equals(normal.resolve(QUICK_RESULTS))) {
      cmd.append(" --results-dir ").append(dir.startsWith(repo) ? repo.relativize(dir) : dir);
    }
    return cmd.toString();
  }

  /** Prints the table; refuses on a fail unless allowed, after giving the load average time to settle. */
  static List<PreflightCheck> preflight(Path root, List<Integer> cores, boolean allowNoisy) throws InterruptedException {
    Set<Long> own = Preflight.ownProcessChain();
    Preflight preflight = new Preflight(root);
    List<PreflightCheck> checks = preflight.run(cores, own);
    if (!allowNoisy && onlyLoadFails(checks)) {
      System.out.println("preflight: waiting up to " + LOAD_SETTLE_SECONDS + " s for the load average to settle");
      for (int waited = 0; waited < LOAD_SETTLE_SECONDS && onlyLoadFails(checks); waited += 5) {
        Thread.sleep(5000);
        checks = preflight.run(cores, own);
      }
    }
    System.out.print(Preflight.table(checks));
    if (Preflight.anyFailed(checks) && !allowNoisy) {
      List<String> failed = checks.stream().filter(c -> c.status() == PreflightCheck.Status.fail).map(PreflightCheck::check).toList();
      throw new PreflightRefused("preflight failed (" + String.join(", ", failed)
          + "): quiesce the host (see metal/README.md) or pass --allow-noisy");
    }
    return checks;
  }

  private static boolean onlyLoadFails(List<PreflightCheck> checks) {
    List<PreflightCheck> failed = checks.stream().filter(c -> c.status() == PreflightCheck.Status.fail).toList();
    return failed.size() == 1 && failed.get(0).check().equals("load average");
  }

  private static void refuseIfDiffers(String what, String recorded, String now) {
    if (!recorded.equals(now)) {
      throw new RunnerException("cannot resume: the run was made with " + what + " " + recorded + ", this is " + now);
    }
  }

  private static Optional<String> take(List<String> args, String flag) {
    int i = args.indexOf(flag);
    if (i < 0) {
      return Optional.empty();
    }
    if (i + 1 >= args.size()) {
      throw new RunnerException(flag + " needs a value");
    }
    String v = args.remove(i + 1);
    args.remove(i);
    return Optional.of(v);
  }

  /** Preflight refusal: its own exit code, so scripts can tell it from bad input. */
  static final class PreflightRefused extends RunnerException {
    PreflightRefused(String message) {
      super(message);
    }
  }
}
