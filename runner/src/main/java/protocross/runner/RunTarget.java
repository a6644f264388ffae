package protocross.runner;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import protocross.jars.UserDatasets;
import protocross.jars.BenchJars;
import protocross.jars.RunnerException;
import protocross.runner.host.Jdks;
import protocross.runner.run.Runner;

/**
 * Where a {@link RunSession}'s forks run: local processes on this host (metal) or containers
 * (docker). The session does everything else the same way for both (plan, run folder, preflight,
 * provenance, the loop, the summary, the tables); a target answers only what differs.
 */
public interface RunTarget {

  /** run.json's {@code "runner"}: {@code "metal"} or {@code "docker"}. */
  String runner();

  /**
   * Gets ready to run the plan's variants (docker builds their images; metal checks that their jars
   * exist), before any run folder exists, and returns the JDK the benchmark JVMs run, as the meta
   * files name it. Fails with one line.
   */
  String prepare(RunPlan plan, Path repo) throws IOException, InterruptedException;

  /** The java executable the forks run, where this process can name it (null: inside a container). */
  default String javaPath() {
    return null;
  }

  /**
   * Where a column that names its JVM is asked what it is (run.json {@code jvms}): by default this
   * host's JDKs, the run's own and bin/jdks.sh's; docker asks the column's image.
   */
  default JvmProbe jvmProbe(Path repo) {
    return new Jdks(repo, RunSession.java());
  }

  /** run.json's {@code "libraries"}: what the pinned variants' jars report, asked where they run. */
  ObjectNode libraries(List<String> pinnedVariants, Path repo) throws InterruptedException;

  /**
   * The launcher of the run's forks.
   *
   * @param jars which jar runs each (variant, dataset)
   * @param datasetsDir the datasets and MANIFEST.tsv the jars read
   */
  PartLauncher launcher(BenchJars jars, Path datasetsDir, List<Integer> cores, String runId);

  /** Steps after each planned round (metal: upb's native C loop); none by default. */
  default List<Runner.RoundStep> roundSteps(Path repo, RunPlan plan, Path datasetsDir, UserDatasets user, PrintStream out) {
    return List.of();
  }

  /** Why a target other than metal refuses {@code --paired}. */
  String PAIRED_METAL_ONLY = "--paired runs on metal only (every JVM of a fork group on this host)";

  /**
   * Refuses, before anything is built, a plan this target cannot run {@code --paired} (the forks of
   * a fork group taking turns at iterations); every target but metal refuses it.
   */
  default void checkPaired(RunPlan plan) {
    throw new RunnerException(PAIRED_METAL_ONLY);
  }

  /** {@code launcher} made paired ({@link #checkPaired} passed): each fork group's forks take turns. */
  default PartLauncher paired(PartLauncher launcher, RunPlan plan, Map<String, String> refusedPairs) {
    throw new RunnerException(PAIRED_METAL_ONLY);
  }

  /** Adds what only this target knows to run.json (docker: its image ids); nothing by default. */
  default void addProvenance(ObjectNode runJson) {}

  /**
   * Stops every benchmark JVM still running (Ctrl-C, or a killed Maven): the next run must not
   * measure beside it. Called twice by an interrupt: politely, then, after the run said what it
   * kept, with {@code force}.
   */
  void stopParts(boolean force);

  /**
   * The one line after "interrupted: " that says how to finish an interrupted run, e.g.
   * "finish the run with: metal/run.sh --resume ...".
   */
  String resumeAdvice(RunLayout layout, Path resultsDir, Path repo, boolean allowNoisy);
}
