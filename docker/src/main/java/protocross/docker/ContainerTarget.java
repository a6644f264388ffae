package protocross.docker;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.jars.BenchJars;
import protocross.jars.ColumnJvm;
import protocross.jars.GitState;
import protocross.jars.JarCommit;
import protocross.runner.JvmProbe;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.RunTarget;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.Variant;

/**
 * The docker runner's target: one image per (implementation, JDK) of the plan ({@link ImageKey}:
 * its runtime on that JDK's base, and the pinned jar), every fork a container of its column's
 * image ({@link ContainerPartLauncher}), one at a time. A variant at another release and a dataset
 * directory's per-schema jar are built on the host (as metal builds them) and mounted read-only
 * over the image's jar. run.json gets the image ids, the run's JDK (the one inside the images on
 * the run's own JDK 25) and, as on metal, {@code jvms}: each column naming its JVM asked in its own
 * image ({@link ImageJvms}); the libraries of the pinned jars are asked inside their images, where
 * upb's libupb.so is the one the image built.
 */
final class ContainerTarget implements RunTarget {
  private final Containers containers;
  private final Images builder;
  private final BaseImages bases;
  private final Path repo;
  /** Image key name ({@link ImageKey#name}) → image id, in the plan's column order. */
  private final Map<String, String> images = new LinkedHashMap<>();
  private Duration imageBuild = Duration.ZERO;
  private RunPlan plan;

  ContainerTarget(Containers containers, Images builder, BaseImages bases, Path repo) {
    this.containers = containers;
    this.builder = builder;
    this.bases = bases;
    this.repo = repo;
  }

  @Override
  public String runner() {
    return "docker";
  }

  /**
   * The images a plan needs, each with the first column that needs it: every implementation on
   * the run's own JDK (the run's JDK and the pinned jars' libraries are asked there, whether or not
   * a column runs on it), and on each JDK a column names.
   */
  static Map<ImageKey, String> imagesOf(List<String> columns) {
    Map<ImageKey, String> keys = new LinkedHashMap<>();
    for (String column : columns) {
      keys.putIfAbsent(ImageKey.runJdk(Variant.implOf(column)), column);
      keys.putIfAbsent(ImageKey.of(column), column);
    }
    return keys;
  }

  /**
   * Builds the image of every (implementation, JDK) the plan's columns run on. First, each in one
   * line and before any image is built: an option set's agent jar that is not built; as metal does,
   * a jar built from another commit than the checkout's (an image baked from it would be timed whole
   * before the aggregator refused every fork: the stale-jar pitfall of {@code -pl docker -am}, which
   * does not rebuild the implementations); a JDK's base image that is not on the daemon and cannot
   * be pulled (offline: not built by docker/offline-base.sh). Then checks that the images of one JDK
   * carry one JDK, and returns the run's own (JDK 25's); a column's other JDK is asked per column
   * ({@link #jvmProbe}), as on metal.
   */
  @Override
  public String prepare(RunPlan plan, Path repo) throws IOException, InterruptedException {
    this.plan = plan;
    AgentJars.checkBuilt(repo, plan.impls());
    JarCommit.check(repo, plan.impls(), GitState.of(repo).commit(), "rebuild it (mvn -B -o -q -DskipTests package,"
        + " or mvn -Pdocker verify without -pl: -pl docker -am does not rebuild the implementations)");
    Map<ImageKey, String> keys = imagesOf(plan.impls());
    Set<Integer> checked = new HashSet<>();
    for (Map.Entry<ImageKey, String> k : keys.entrySet()) {
      if (checked.add(k.getKey().jdk())) {
        builder.requireBase(k.getKey(), k.getValue());
      }
    }
    Instant start = Instant.now();
    for (ImageKey key : keys.keySet()) {
      Instant t = Instant.now();
      images.put(key.name(), builder.build(key));
      System.out.printf("docker: built %s = %s (%d s)%n", builder.tag(key), images.get(key.name()),
          Duration.between(t, Instant.now()).toSeconds());
    }
    imageBuild = Duration.between(start, Instant.now());
    // One JDK per base: the images built on one must agree. The run's JDK is the run's own base's.
    Map<Integer, String> jdkOf = new HashMap<>();
    Map<Integer, String> firstOf = new HashMap<>();
    for (ImageKey key : keys.keySet()) {
      String own = ImageFacts.jdk(containers, images.get(key.name()));
      String seen = jdkOf.putIfAbsent(key.jdk(), own);
      firstOf.putIfAbsent(key.jdk(), key.name());
      if (seen != null && !seen.equals(own)) {
        throw new RunnerException("images disagree on the JDK: " + firstOf.get(key.jdk()) + " has " + seen + ", "
            + key.name() + " has " + own);
      }
    }
    return jdkOf.get(ColumnJvm.RUN_JDK);
  }

  /** Each column that names its JVM is asked in its own image (run.json {@code jvms}). */
  @Override
  public JvmProbe jvmProbe(Path repo) {
    return new ImageJvms(containers, builder, images, repo, bases);
  }

  @Override
  public ObjectNode libraries(List<String> pinnedVariants, Path repo) throws InterruptedException {
    ObjectNode libraries = JsonNodeFactory.instance.objectNode();
    for (String impl : pinnedVariants) {
      ImageFacts.addLibraries(containers, images.get(ImageKey.runJdk(impl).name()), libraries);
    }
    return libraries;
  }

  @Override
  public PartLauncher launcher(BenchJars jars, Path datasetsDir, List<Integer> cores, String runId) {
    return new ContainerPartLauncher(containers, images, jars, repo, datasetsDir, cores, runId,
        plan.impls().stream().anyMatch(v -> !Variant.ofColumn(v).pinned()) || jars instanceof UserDatasets,
        plan.impls().stream().anyMatch(v -> !ColumnJvm.of(v).agentJars().isEmpty()));
  }

  @Override
  public void addProvenance(ObjectNode runJson) {
    ObjectNode im = runJson.putObject("images");
    images.forEach(im::put);
    runJson.set("container", Lockdown.toJson(ContainerPartLauncher.HOME));
  }

  @Override
  public void stopParts(boolean force) {
    containers.removeLeftovers();
  }

  @Override
  public String resumeAdvice(RunLayout layout, Path resultsDir, Path repo, boolean allowNoisy) {
    return "the docker runner does not resume a run; its finished forks stay in " + layout.dir()
        + "; run mvn -Pdocker verify again for a complete one";
  }

  Map<String, String> images() {
    return new LinkedHashMap<>(images);
  }

  Duration imageBuild() {
    return imageBuild;
  }
}
