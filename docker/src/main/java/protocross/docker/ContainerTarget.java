package protocross.docker;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.jars.BenchJars;
import protocross.jars.ColumnJvm;
import protocross.jars.GitState;
import protocross.jars.JarCommit;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.RunTarget;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.jars.Variant;

/**
 * The docker runner's target: one image per implementation of the plan (its runtime, and the
 * pinned jar), every fork a container of it ({@link ContainerPartLauncher}), one at a time. A
 * variant at another release and a dataset directory's per-schema jar are built on the host (as
 * metal builds them) and mounted read-only over the image's jar. run.json gets the image ids and
 * the JDK inside the images; the libraries of the pinned jars are asked inside their images,
 * where upb's libupb.so is the one the image built.
 */
final class ContainerTarget implements RunTarget {
  private final Containers containers;
  private final Images builder;
  private final Path repo;
  /** Implementation → image id, in the plan's column order. */
  private final Map<String, String> images = new LinkedHashMap<>();
  private Duration imageBuild = Duration.ZERO;
  private RunPlan plan;

  ContainerTarget(Containers containers, Images builder, Path repo) {
    this.containers = containers;
    this.builder = builder;
    this.repo = repo;
  }

  @Override
  public String runner() {
    return "docker";
  }

  /**
   * Builds the image of every implementation the plan's variants run on, and checks they carry one
   * JDK. First, as metal does, refuses a jar built from another commit than the checkout's: an image
   * baked from it would be timed whole before the aggregator refused every fork (the stale-jar
   * pitfall of {@code -pl docker -am}, which does not rebuild the implementations).
   */
  @Override
  public String prepare(RunPlan plan, Path repo) throws IOException, InterruptedException {
    this.plan = plan;
    for (String column : plan.impls()) {
      if (!ColumnJvm.of(column).none()) {
        // The images have one JDK (25); an image per JDK is not built yet (metal/README.md, "On this JDK").
        throw new RunnerException("'" + column + "' names its JVM; the docker runner runs every column on its"
            + " images' JDK 25 with the default flags: run it with metal/run.sh");
      }
    }
    JarCommit.check(repo, plan.impls(), GitState.of(repo).commit(), "rebuild it (mvn -B -o -q -DskipTests package,"
        + " or mvn -Pdocker verify without -pl: -pl docker -am does not rebuild the implementations)");
    Instant start = Instant.now();
    Set<String> impls = new LinkedHashSet<>(plan.impls().stream().map(Variant::implOf).toList());
    for (String impl : impls) {
      Instant t = Instant.now();
      images.put(impl, builder.build(impl));
      System.out.printf("docker: built %s = %s (%d s)%n", builder.tag(impl), images.get(impl),
          Duration.between(t, Instant.now()).toSeconds());
    }
    imageBuild = Duration.between(start, Instant.now());
    // One JDK for the whole run, as on metal: every image must carry the same one.
    String jdk = null;
    String first = null;
    for (String impl : impls) {
      String own = ImageFacts.jdk(containers, images.get(impl));
      if (jdk != null && !own.equals(jdk)) {
        throw new RunnerException("images disagree on the JDK: " + first + " has " + jdk + ", " + impl + " has " + own);
      }
      jdk = own;
      first = first == null ? impl : first;
    }
    return jdk;
  }

  @Override
  public ObjectNode libraries(List<String> pinnedVariants, Path repo) throws InterruptedException {
    ObjectNode libraries = JsonNodeFactory.instance.objectNode();
    for (String impl : pinnedVariants) {
      ImageFacts.addLibraries(containers, images.get(impl), libraries);
    }
    return libraries;
  }

  @Override
  public PartLauncher launcher(BenchJars jars, Path datasetsDir, List<Integer> cores, String runId) {
    return new ContainerPartLauncher(containers, images, jars, repo, datasetsDir, cores, runId,
        plan.impls().stream().anyMatch(v -> !Variant.ofColumn(v).pinned()) || jars instanceof UserDatasets);
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
