package protocross.runner.metal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import protocross.contract.Catalog;
import protocross.runner.host.Jdks;
import protocross.jars.BenchJars;
import protocross.jars.GitState;
import protocross.jars.JarCommit;
import protocross.jars.Libraries;
import protocross.runner.PartLauncher;
import protocross.runner.plan.RunJson;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.RunTarget;
import protocross.runner.run.Runner;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.VariantBuild;

/**
 * metal/run.sh's target: every fork a local process of this runner's JDK, pinned with taskset (and
 * {@code chrt -r 1} where permitted, unless --no-chrt); after each planned round, upb's native C
 * loop when upb is in the run.
 */
final class LocalTarget implements RunTarget {
  private final Path java;
  private final boolean noChrt;
  /** Set by {@link #launcher}: the native C loop runs with the same pinning as the forks. */
  private Pinning pinning;
  /** Set by {@link #prepare}: the repository whose .jdks/ a column's JDK is in. */
  private Path repo;

  LocalTarget(Path java, boolean noChrt) {
    this.java = java;
    this.noChrt = noChrt;
  }

  @Override
  public String runner() {
    return "metal";
  }

  @Override
  public String prepare(RunPlan plan, Path repo) {
    this.repo = repo;
    for (String variant : plan.impls()) {
      Path jar = VariantBuild.jar(repo, variant);
      if (!Files.isRegularFile(jar)) {
        throw new RunnerException(jar + " is missing; build it (metal/run.sh builds it unless --no-build)");
      }
    }
    JarCommit.check(repo, plan.impls(), GitState.of(repo).commit());
    return RunJson.currentJdk();
  }

  @Override
  public String javaPath() {
    return java.toString();
  }

  @Override
  public ObjectNode libraries(List<String> pinnedVariants, Path repo) {
    // Columns of one jar on several JVMs (ColumnJvm) report its libraries once.
    return Libraries.read(pinnedVariants.stream().map(v -> VariantBuild.jar(repo, v)).distinct().toList());
  }

  @Override
  public PartLauncher launcher(BenchJars jars, Path datasetsDir, List<Integer> cores, String runId) {
    pinning = new Pinning(cores, !noChrt && Pinning.chrtPermitted());
    return new LocalPartLauncher(java, jars, datasetsDir, pinning, new Jdks(repo, java));
  }

  @Override
  public void checkPaired(RunPlan plan) {
    PairedLauncher.check(plan);
  }

  @Override
  public PartLauncher paired(PartLauncher launcher, RunPlan plan, Map<String, String> refusedPairs) {
    return PairedLauncher.wrap(launcher, plan, refusedPairs);
  }

  @Override
  public List<Runner.RoundStep> roundSteps(Path repo, RunPlan plan, Path datasetsDir, UserDatasets user, PrintStream out) {
    Optional<Catalog.Entry> declared = NativeReferenceStep.declared(repo, plan);
    if (declared.isEmpty()) {
      return List.of();
    }
    String impl = declared.get().name();
    Catalog.NativeReference ref = declared.get().nativeReference();
    if (user == null) {
      return List.of(new NativeReferenceStep(impl, ref.tool(), ref.descriptors(), datasetsDir, plan, pinning));
    }
    if (user.descriptorSets().size() == 1) {
      return List.of(new NativeReferenceStep(impl, ref.tool(), user.descriptorSets().iterator().next(), datasetsDir, plan, pinning));
    }
    out.println("native-c (" + ref.tool().getFileName() + "): not run, it loads one descriptor set and these datasets have "
        + user.descriptorSets().size() + " schemas");
    return List.of();
  }

  @Override
  public void stopParts(boolean force) {
    ProcessHandle.current().descendants().forEach(force ? ProcessHandle::destroyForcibly : ProcessHandle::destroy);
  }

  /** The exact metal/run.sh command that finishes this run, as typed from the repository's top level. */
  @Override
  public String resumeAdvice(RunLayout layout, Path resultsDir, Path repo, boolean allowNoisy) {
    return "finish the run with: " + resumeCommand(layout, resultsDir, repo, allowNoisy);
  }

  static String resumeCommand(RunLayout layout, Path resultsDir, Path repo, boolean allowNoisy) {
    StringBuilder cmd = new StringBuilder("metal/run.sh --resume ").append(layout.runId());
    if (allowNoisy) {
      cmd.append(" --allow-noisy");
    }
    Path normal = repo.resolve("results").normalize();
    Path dir = resultsDir.toAbsolutePath().normalize();
    // --resume finds a run under results/, results/quick/ and their datasets/<name>/ (a --dataset run's).
    boolean found = dir.equals(normal) || dir.equals(normal.resolve("quick")) || (dir.getParent() != null
        && (dir.getParent().equals(normal.resolve("datasets")) || dir.getParent().equals(normal.resolve("quick/datasets"))));
    if (!found) {
      cmd.append(" --results-dir ").append(dir.startsWith(repo) ? repo.relativize(dir) : dir);
    }
    return cmd.toString();
  }
}
