package protocross.runner.plan;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import protocross.contract.Catalog;
import protocross.contract.dataset.Manifest;
import protocross.contract.directory.DatasetDirectory;
import protocross.jars.ColumnJvm;
import protocross.jars.GitState;
import protocross.jars.JarColumn;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.Variant;
import protocross.jars.VariantBuilds;
import protocross.jars.Variants;
import protocross.runner.RunLayout;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;
import protocross.runner.host.Cores;
import protocross.runner.host.PreflightCheck;
import protocross.runner.host.RunLock;

/**
 * Where a run's plan comes from: the options of a new run ({@link FreshPlan}) or the run.json of
 * the run it resumes ({@link ResumedPlan}). The session asks its source, never the options, for
 * everything a resume does differently: which variants to build, when the run folder is owned, the
 * plan and its cores, the folder, what must not have changed, and how run.json is written. A
 * {@code --shard} plan is a fresh plan cut by {@link Shard} (its datasets in name order first).
 */
public abstract sealed class PlanSource permits FreshPlan, ResumedPlan {
  static final Path DEFAULT_RESULTS = Path.of("results");
  /** Under DEFAULT_RESULTS; git-ignored, so a check never shows up as uncommitted data. */
  static final Path QUICK_RESULTS = Path.of("quick");
  /** Under the results folder: runs of dataset directories, in a folder named after the dataset(s). */
  static final Path USER_DATASET_RESULTS = Path.of("datasets");
  /** In a --dataset run's folder: its canonical dataset directories and their MANIFEST.tsv. */
  public static final String RUN_DATASETS = "datasets";
  /** run.json's key for the dataset directories of a --dataset run. */
  public static final String DATASET_DIRS = "datasetDirs";

  /** The run's plan and what it needs, settled before anything is written. */
  public record Settled(RunPlan plan, List<Integer> cores, Path resultsDir, UserDatasets user, Map<String, String> leftOut) {}

  /** Writes a new run's run.json. */
  public interface Provenance {
    void write() throws IOException, InterruptedException;
  }

  final Path repo;
  final RunOptions options;
  final PrintStream out;
  /** Where sysfs and procfs are read from (Cores). */
  final Path root;

  PlanSource(Path repo, RunOptions options, PrintStream out, Path root) {
    this.repo = repo;
    this.options = options;
    this.out = out;
    this.root = root;
  }

  /** A resume's source when the options name a run to resume, else a new run's. */
  public static PlanSource of(Path repo, RunOptions options, PrintStream out, Path root) {
    return options.resume() != null ? new ResumedPlan(repo, options, out, root) : new FreshPlan(repo, options, out, root);
  }

  /** The variants of the run, every option checked that can be without a build (their Maven modules are built next). */
  public abstract List<String> checkedVariants() throws IOException;

  /** The variants whose non-pinned jars are built before the run. */
  public abstract List<String> variants();

  /** The run folder owned before the plan is read (a resume's), or null. */
  public abstract RunLock claimBeforeSettle() throws IOException;

  /** The plan and what it needs. */
  public abstract Settled settle() throws IOException, InterruptedException;

  /** The folder of the dataset manifest the run times against. */
  public abstract Path manifestDir(Settled s);

  /** Refuses, in one line, what must not differ from the run being resumed; nothing for a new run. */
  public abstract void checkUnchanged(GitState git, String jdk, Manifest manifest);

  /** Whether the run is admitted on a noisy host: as the policy says, or as the resumed run was. */
  public abstract boolean allowNoisy(boolean byPolicy);

  /** Whether forks run in pairs taking turns ({@code --paired}): as asked, or as the resumed run was. */
  public abstract boolean paired(boolean byOption);

  /** The run folder: made now for a new run, the resumed run's otherwise. */
  public abstract RunLayout folder(Path resultsDir, Instant now, GitState git) throws IOException;

  /** The run folder owned once it exists (a new run's), or null when {@link #claimBeforeSettle} owns it. */
  public abstract RunLock claimFolder(RunLayout layout) throws IOException;

  /** A --dataset run's own datasets/: written for a new run (its manifest returned), kept as it is for a resume. */
  public abstract Manifest runDatasets(UserDatasets user, Path datasetsDir, Manifest manifest) throws IOException;

  /** run.json: the new run's (copying the manifest beside it), or the resumed one's with this session added. */
  public abstract void record(RunLayout layout, Path datasetsDir, Instant now, GitState git, List<PreflightCheck> checks,
      boolean allowNoisy, Provenance provenance) throws IOException, InterruptedException;

  /** --impls or --compare, checked against the implementations and the versions they pin, and --jar's columns. */
  Variants.Selection columns() {
    List<String> known = Catalog.read(repo.resolve("impls")).names();
    Map<String, String> pinned = Variants.pinned(repo, known);
    Variants.Selection columns = options.compare() != null ? Variants.compare(options.compare(), known, pinned)
        : PlanDefaults.columns(options, Variants.select(options.impls(), known, pinned));
    columns = VariantBuilds.withJarColumns(columns, jarColumns(), known);
    if (!options.datasetDirs().isEmpty() && columns.variants().stream().anyMatch(v -> !Variant.ofColumn(v).pinned())) {
      throw new RunnerException("--dataset runs the pinned versions only; drop the @version from --impls/--compare");
    }
    if (!options.datasetDirs().isEmpty() && columns.variants().stream().anyMatch(v -> !ColumnJvm.of(v).none())) {
      // A dataset directory's jars are admitted and canonicalised on the run's JDK only.
      throw new RunnerException("--dataset runs on the run's own JVM only; drop the ~jdk/option-set part from --impls/--compare");
    }
    return columns;
  }

  /** A new run's plan from its options alone, over the built-in datasets: what {@code --estimate} sizes. */
  public RunPlan draft() {
    if (!options.datasetDirs().isEmpty() || options.resume() != null) {
      throw new RunnerException("--estimate sizes a new run over the built-in datasets; drop --dataset/--resume");
    }
    return PlanDefaults.plan(options, columns(), builtinDatasets());
  }

  /** --jar's columns, each checked. */
  List<JarColumn> jarColumns() {
    return VariantBuilds.jarColumns(options.jars(), Catalog.read(repo.resolve("impls")).names());
  }

  /** --datasets, checked against the built-in manifest; all of them when not given. */
  List<String> builtinDatasets() {
    Manifest manifest = Manifest.read(repo.resolve("datasets"));
    List<String> datasets = options.datasets() == null ? manifest.names() : options.datasets();
    datasets.forEach(manifest::entry);
    return datasets;
  }

  List<Integer> cores() {
    return options.cores() == null ? Cores.choose(root) : Cores.parse(options.cores(), root);
  }

  /** Quick runs are checks, not data: they go under results/quick/ (git-ignored) unless told otherwise. */
  Path defaultResultsDir() {
    return repo.resolve(options.resultsDir() != null ? options.resultsDir()
        : options.quick() ? DEFAULT_RESULTS.resolve(QUICK_RESULTS) : DEFAULT_RESULTS);
  }

  UserDatasets prepareUserDatasets(List<Path> dirs, List<String> impls,
      BiConsumer<DatasetDirectory, String> check) throws InterruptedException {
    UserDatasets user = UserDatasets.prepare(repo, dirs, impls, GitState.of(repo), out, check);
    for (UserDatasets.Prepared d : user.prepared()) {
      out.printf("dataset %s: %d payloads of %s, %d bytes, from %s; schema %s (%s)%s%n", d.name(),
          d.entry().payloads(), d.entry().messageType(), d.entry().payloadBytes(), d.dir().dir(), d.schemaHash(),
          repo.relativize(d.buildFolder()), d.rewritten() == 0 ? "" : "; " + d.rewritten() + " payload(s) canonicalised");
    }
    return user;
  }
}
