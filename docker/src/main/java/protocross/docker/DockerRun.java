package protocross.docker;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.testcontainers.DockerClientFactory;
import protocross.runner.ForkCounts;
import protocross.runner.JmhSettings;
import protocross.runner.PreflightPolicy;
import protocross.runner.RunLayout;
import protocross.runner.RunOptions;
import protocross.runner.RunSession;

/**
 * The docker runner: the shared {@link RunSession} with every fork in a container
 * ({@link ContainerTarget}), preflight stamped, never refusing. A laptop check, not a
 * publication: no A/A twin and no adaptive forks.
 */
public final class DockerRun {

  /**
   * What to run, from the {@code -D} properties; null lists mean "all", as metal/run.sh's flags.
   *
   * @param settings {@code quick} or {@code full}
   * @param passes forks per cell, or null for the settings'
   * @param impls variants, e.g. {@code protobuf-java@3.25.8,protobuf-java}, or null for every implementation
   * @param datasetDirs dataset directories run instead of the built-in datasets (empty: the built-in ones)
   * @param baseImage the run's own JDK 25 runtime
   * @param jdkBaseImage another JDK's runtime, {@code {jdk}} standing for its feature number ({@link BaseImages})
   * @param pull whether a base image missing on the daemon is pulled (online) or refused (offline)
   */
  public record Options(Path repo, Path out, Path contexts, String settings, Integer passes, List<String> impls,
      List<String> datasets, List<String> ops, String cores, List<Path> datasetDirs, String baseImage,
      String jdkBaseImage, boolean pull, String builderImage) {}

  public record Result(RunLayout layout, ForkCounts summary, Map<String, String> images, Path tables,
      int aggregateExit, Duration imageBuild, Duration wall) {}

  private DockerRun() {}

  /** The run's options: the run folder and the tables both under {@code out}. */
  static RunOptions runOptions(Options o) {
    JmhSettings settings = JmhSettings.named(o.settings());
    int forks = o.passes() != null ? o.passes() : settings.forks();
    return new RunOptions(settings == JmhSettings.QUICK, true, o.impls(), null, o.datasets(), o.ops(), forks, forks, null,
        null, null, false, null, o.out(), o.cores(), true, false, o.datasetDirs(), List.of(), o.out());
  }

  public static Result run(Options o) throws IOException, InterruptedException {
    Instant start = Instant.now();
    DockerDaemon.require();
    Containers containers = new Containers(DockerClientFactory.instance().client(), Checkout.id(o.repo()));
    int left = containers.removeLeftovers();
    if (left > 0) {
      System.out.println("docker: removed " + left + " container(s) left by an earlier run of this checkout");
    }
    BaseImages bases = new BaseImages(o.baseImage(), o.jdkBaseImage(), o.pull());
    ContainerTarget target = new ContainerTarget(containers,
        new Images(DockerClientFactory.instance().client(), o.repo(), o.contexts(), bases, o.builderImage()), bases, o.repo());
    RunSession session = new RunSession(o.repo(), runOptions(o), target, PreflightPolicy.STAMP, System.out);
    RunSession.Outcome outcome;
    try {
      session.buildVariants();
      outcome = session.run();
    } finally {
      containers.removeLeftovers();
    }
    return new Result(outcome.layout(), outcome.summary(), target.images(), o.out(), outcome.aggregateExit(),
        target.imageBuild(), Duration.between(start, Instant.now()));
  }
}
