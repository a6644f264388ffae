package protocross.runner.plan;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.dataset.Manifest;
import protocross.jars.GitState;
import protocross.jars.JarColumn;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.VariantBuild;
import protocross.jars.VariantBuilds;
import protocross.jars.Variants;
import protocross.runner.RunLayout;
import protocross.runner.RunOptions;
import protocross.runner.RunPlan;
import protocross.runner.host.PreflightCheck;
import protocross.runner.host.RunLock;

/**
 * A new run's plan, from its options: the columns (variants whose build failed left out, --jar's
 * installed), the built-in datasets or the dataset directories (read, built and canonicalised now;
 * in name order for a --shard, so every host plans alike), the defaults ({@link PlanDefaults}),
 * and a run folder made once preflight passed.
 */
final class FreshPlan extends PlanSource {

  FreshPlan(Path repo, RunOptions options, PrintStream out, Path root) {
    super(repo, options, out, root);
  }

  @Override
  public List<String> checkedVariants() {
    if (!options.datasetDirs().isEmpty()) {
      // Reading a dataset directory needs protoc, which this build fetches: only its existence is checked now.
      for (Path d : options.datasetDirs()) {
        if (!Files.isDirectory(d)) {
          throw new RunnerException("dataset directory " + d + " does not exist");
        }
      }
      return columns().variants();
    }
    RunPlan plan = PlanDefaults.plan(options, columns(), builtinDatasets());
    cores();
    // Before anything is built: a plan its own budget cannot hold is refused now.
    PlanEstimate.of(plan, options.paired()).check(plan, options.budgetMinutes());
    return plan.impls();
  }

  @Override
  public List<String> variants() {
    return columns().variants();
  }

  @Override
  public RunLock claimBeforeSettle() {
    return null;
  }

  @Override
  public Settled settle() throws IOException, InterruptedException {
    Path resultsDir = defaultResultsDir();
    // Variants whose build failed: the run goes on without them, and run.json says why.
    Map<String, String> leftOut = new LinkedHashMap<>();
    Variants.Selection columns = VariantBuilds.withoutFailed(repo, columns(), leftOut, out);
    for (JarColumn j : jarColumns()) {
      j.install(repo);
      out.println("column " + j.variant().name() + ": prebuilt jar " + j.source() + " (copied to "
          + repo.relativize(new VariantBuild(repo, j.variant()).jar()) + ")");
    }
    UserDatasets user = null;
    List<String> datasets;
    if (options.datasetDirs().isEmpty()) {
      datasets = builtinDatasets();
    } else {
      // Read, build the schema's jars, canonicalise: all before preflight and before any run folder exists.
      user = prepareUserDatasets(options.datasetDirs(), columns.variants(), (dd, hash) -> { });
      if (options.shard() != null) {
        // Every host plans, cuts and writes its run manifest alike only if its datasets come in one order.
        user = user.inNameOrder();
      }
      datasets = user.names();
      if (options.resultsDir() == null) {
        // Run folder named after the dataset(s); the tables go into it.
        resultsDir = resultsDir.resolve(USER_DATASET_RESULTS).resolve(String.join("+", datasets));
      }
    }
    return new Settled(PlanDefaults.plan(options, columns, datasets), cores(), resultsDir, user, leftOut);
  }

  @Override
  public Path manifestDir(Settled s) {
    return repo.resolve("datasets");
  }

  @Override
  public void checkUnchanged(GitState git, String jdk, Manifest manifest) {}

  @Override
  public boolean allowNoisy(boolean byPolicy) {
    return byPolicy;
  }

  @Override
  public boolean paired(boolean byOption) {
    return byOption;
  }

  @Override
  public RunLayout folder(Path resultsDir, Instant now, GitState git) throws IOException {
    RunLayout layout = RunLayout.of(resultsDir, RunId.of(now, git.commit()));
    if (Files.exists(layout.dir())) {
      throw new RunnerException(layout.dir() + " already exists; wait a second and start again");
    }
    Files.createDirectories(layout.dir());
    return layout;
  }

  @Override
  public RunLock claimFolder(RunLayout layout) throws IOException {
    return RunLock.acquire(layout);
  }

  @Override
  public Manifest runDatasets(UserDatasets user, Path datasetsDir, Manifest manifest) throws IOException {
    return user.writeRunDatasets(datasetsDir);
  }

  @Override
  public void record(RunLayout layout, Path datasetsDir, Instant now, GitState git, List<PreflightCheck> checks,
      boolean allowNoisy, Provenance provenance) throws IOException, InterruptedException {
    Files.copy(datasetsDir.resolve(Manifest.FILE), layout.manifestCopy());
    provenance.write();
  }
}
