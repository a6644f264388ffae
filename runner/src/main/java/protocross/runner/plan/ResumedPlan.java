package protocross.runner.plan;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import protocross.contract.dataset.Manifest;
import protocross.jars.GitState;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.VariantBuilds;
import protocross.runner.JsonFiles;
import protocross.runner.RunLayout;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;
import protocross.runner.host.PreflightCheck;
import protocross.runner.host.RunLock;

/**
 * The plan of the run {@code --resume} names, as its run.json records it (plan, seed, settings,
 * cores; a --dataset run's directories, read and checked again): the folder is owned before it is
 * read, must come from the same commit, JDK and dataset manifest, keeps its admission on a noisy
 * host, and gets this session added to its run.json.
 */
final class ResumedPlan extends PlanSource {
  /** A run being resumed: its folder and its run.json. */
  private record Resumed(RunLayout layout, ObjectNode runJson, Path resultsDir) {}

  /** What {@link #settle} read. */
  private Resumed r;

  ResumedPlan(Path repo, RunOptions options, PrintStream out, Path root) {
    super(repo, options, out, root);
  }

  @Override
  public List<String> checkedVariants() throws IOException {
    // Before anything is built: a build would rewrite the jars a live owner of the run is timing.
    RunLock.checkFree(resumed().layout());
    return RunJson.planOf(resumed().runJson()).impls();
  }

  @Override
  public List<String> variants() {
    return RunJson.planOf(resumed().runJson()).impls();
  }

  @Override
  public RunLock claimBeforeSettle() throws IOException {
    // A resume owns its folder before it reads or moves anything in it.
    return RunLock.acquire(resumed().layout());
  }

  @Override
  public Settled settle() throws InterruptedException {
    r = resumed();
    RunPlan plan = RunJson.planOf(r.runJson());
    VariantBuilds.checkResumable(repo, plan.impls(), r.layout().runId(), r.layout().dir());
    UserDatasets user = null;
    if (r.runJson().has(DATASET_DIRS)) {
      user = resumedUserDatasets(r, plan);
    } else if (!options.datasetDirs().isEmpty()) {
      throw new RunnerException("cannot resume " + options.resume() + ": it is a run of the built-in datasets; drop --dataset");
    }
    return new Settled(plan, RunJson.coresOf(r.runJson()), r.resultsDir(), user, Map.of());
  }

  @Override
  public Path manifestDir(Settled s) {
    return s.user() != null ? r.layout().dir().resolve(RUN_DATASETS) : repo.resolve("datasets");
  }

  @Override
  public void checkUnchanged(GitState git, String jdk, Manifest manifest) {
    refuseIfDiffers("commit", r.runJson().path("commit").asText(), git.commit());
    refuseIfDiffers("JDK", r.runJson().path("jdk").asText(), jdk);
    refuseIfDiffers("dataset manifest", r.runJson().path("manifestSha256").asText(), manifest.sha256());
  }

  /** A run admitted with --allow-noisy stays admitted when resumed: the host it started on was noisy anyway. */
  @Override
  public boolean allowNoisy(boolean byPolicy) {
    return byPolicy || r.runJson().path("allowNoisy").asBoolean();
  }

  @Override
  public boolean paired(boolean byOption) {
    return byOption || r.runJson().path(RunJson.PAIRED).asBoolean();
  }

  @Override
  public RunLayout folder(Path resultsDir, Instant now, GitState git) {
    return r.layout();
  }

  @Override
  public RunLock claimFolder(RunLayout layout) {
    return null;
  }

  /** A resumed run's datasets/ are there already, and {@link #settle} proved them unchanged. */
  @Override
  public Manifest runDatasets(UserDatasets user, Path datasetsDir, Manifest manifest) {
    return manifest;
  }

  @Override
  public void record(RunLayout layout, Path datasetsDir, Instant now, GitState git, List<PreflightCheck> checks,
      boolean allowNoisy, Provenance provenance) throws IOException {
    RunJson.addResume(r.runJson(), now, git, checks, allowNoisy);
    JsonFiles.writeAtomically(layout.runJson(), r.runJson());
  }

  /** The run to resume, found in the results folder or its quick/ subfolder. */
  private Resumed resumed() {
    if (!RunId.isValid(options.resume())) {
      throw new RunnerException("--resume needs a run id like 20261129-201500-abc1234, got '" + options.resume() + "'");
    }
    Path resultsDir = defaultResultsDir();
    RunLayout layout = RunLayout.of(resultsDir, options.resume());
    if (options.resultsDir() == null && !Files.isRegularFile(layout.runJson())) {
      resultsDir = resultsDir.resolve(QUICK_RESULTS);
      layout = RunLayout.of(resultsDir, options.resume());
    }
    if (options.resultsDir() == null && !Files.isRegularFile(layout.runJson())) {
      // A --dataset run's folder: results/[quick/]datasets/<name(s)>/<run-id>/.
      for (Path base : List.of(defaultResultsDir(), defaultResultsDir().resolve(QUICK_RESULTS))) {
        Path found = datasetRunFolder(base.resolve(USER_DATASET_RESULTS), options.resume());
        if (found != null) {
          resultsDir = found.getParent();
          layout = RunLayout.of(resultsDir, options.resume());
          break;
        }
      }
    }
    if (!Files.isRegularFile(layout.runJson())) {
      throw new RunnerException("nothing to resume: " + layout.runJson() + " does not exist");
    }
    try {
      return new Resumed(layout, (ObjectNode) JsonFiles.MAPPER.readTree(layout.runJson().toFile()), resultsDir);
    } catch (IOException | ClassCastException e) {
      throw new RunnerException("cannot read " + layout.runJson() + ": " + e.getMessage());
    }
  }

  /**
   * A resumed --dataset run's directories, as run.json records them, read and prepared again; refused
   * in one line if --dataset names others, or if a schema (before any build) or the canonical
   * payloads (against the run's own datasets/MANIFEST.tsv) changed since the run started.
   */
  private UserDatasets resumedUserDatasets(Resumed r, RunPlan plan) throws InterruptedException {
    String id = r.layout().runId();
    List<Path> dirs = DatasetResume.recordedDirs(r.runJson().path(DATASET_DIRS));
    DatasetResume.checkSameDirs(id, dirs, options.datasetDirs());
    UserDatasets user = prepareUserDatasets(dirs, plan.impls(),
        (dd, hash) -> DatasetResume.checkSchema(id, r.runJson().path(DATASET_DIRS), dd, hash));
    DatasetResume.checkPayloads(id, Manifest.read(r.layout().dir().resolve(RUN_DATASETS)), user.prepared());
    return user;
  }

  /** {@code <datasetResults>/<names>/<runId>} when it holds a run.json, else null. */
  static Path datasetRunFolder(Path datasetResults, String runId) {
    if (!Files.isDirectory(datasetResults)) {
      return null;
    }
    try (Stream<Path> names = Files.list(datasetResults)) {
      return names.map(n -> n.resolve(runId)).filter(d -> Files.isRegularFile(d.resolve("run.json"))).findFirst().orElse(null);
    } catch (IOException e) {
      throw new RunnerException("cannot list " + datasetResults + ": " + e.getMessage());
    }
  }

  private static void refuseIfDiffers(String what, String recorded, String now) {
    if (!recorded.equals(now)) {
      throw new RunnerException("cannot resume: the run was made with " + what + " " + recorded + ", this is " + now);
    }
  }
}
