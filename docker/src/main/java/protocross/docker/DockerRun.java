package protocross.docker;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.testcontainers.DockerClientFactory;
import protocross.contract.Manifest;
import protocross.runner.Cores;
import protocross.runner.GitState;
import protocross.runner.HostInfo;
import protocross.runner.Impls;
import protocross.runner.JmhSettings;
import protocross.runner.Json;
import protocross.contract.Op;
import protocross.runner.Preflight;
import protocross.runner.PreflightCheck;
import protocross.runner.Provenance;
import protocross.runner.RunId;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.Runner;
import protocross.runner.RunnerException;

/**
 * The docker runner: builds one image per implementation, then runs the plan through the shared
 * runner core with a {@link ContainerPartLauncher} (one container at a time), stamps run.json with
 * the image ids, and aggregates the run with aggregate.jar, as the metal path does.
 */
public final class DockerRun {

  /** What to run; null lists mean "all", as metal/run.sh's flags. */
  public record Options(Path repo, Path out, Path contexts, JmhSettings settings, List<String> impls,
      List<String> datasets, List<String> ops, String cores, String baseImage, String builderImage) {}

  public record Result(RunLayout layout, Runner.Summary summary, Map<String, String> images, Path tables,
      int aggregateExit, Duration imageBuild, Duration wall) {}

  private DockerRun() {}

  public static Result run(Options o) throws IOException, InterruptedException {
    Instant start = Instant.now();
    DockerDaemon.require();
    Containers containers = new Containers(DockerClientFactory.instance().client());
    int left = containers.removeLeftovers();
    if (left > 0) {
      System.out.println("docker: removed " + left + " container(s) left by an earlier run");
    }

    Path root = Path.of("/");
    Path implsDir = o.repo().resolve("impls");
    Path datasetsDir = o.repo().resolve("datasets");
    Manifest manifest = Manifest.read(datasetsDir);
    List<String> impls = Impls.select(o.impls(), Impls.known(implsDir));
    List<String> datasets = o.datasets() == null ? manifest.names() : o.datasets();
    datasets.forEach(manifest::entry);
    List<Op> ops = o.ops() == null ? Op.coreOps() : o.ops().stream().map(Op::parse).toList();
    // The control op as on metal; no A/A twin and no adaptive forks: a laptop check, not a publication.
    RunPlan plan = new RunPlan(o.settings(), impls, datasets, ops, false, true, RandomGenerator.getDefault().nextLong(), null);
    List<Integer> cores = o.cores() == null ? Cores.choose(root) : Cores.parse(o.cores(), root);

    Images builder = new Images(DockerClientFactory.instance().client(), o.repo(), o.contexts(), o.baseImage(),
        o.builderImage());
    Map<String, String> images = new LinkedHashMap<>();
    for (String impl : impls) {
      Instant t = Instant.now();
      images.put(impl, builder.build(impl));
      System.out.printf("docker: built %s = %s (%d s)%n", Images.tag(impl), images.get(impl),
          Duration.between(t, Instant.now()).toSeconds());
    }
    Duration imageBuild = Duration.between(start, Instant.now());
    // One JDK for the whole run, as on metal: every image must carry the same one.
    String jdk = null;
    ObjectNode libraries = JsonNodeFactory.instance.objectNode();
    for (String impl : impls) {
      String own = ImageFacts.jdk(containers, images.get(impl));
      if (jdk != null && !own.equals(jdk)) {
        throw new RunnerException("images disagree on the JDK: " + impls.get(0) + " has " + jdk + ", " + impl + " has " + own);
      }
      jdk = own;
      ImageFacts.addLibraries(containers, images.get(impl), libraries);
    }

    GitState git = GitState.of(o.repo());
    Instant now = Instant.now();
    RunLayout layout = RunLayout.of(o.out(), RunId.of(now, git.commit()));
    if (Files.exists(layout.dir())) {
      throw new RunnerException(layout.dir() + " already exists; wait a second and start again");
    }
    Files.createDirectories(layout.dir());
    Files.copy(datasetsDir.resolve(Manifest.FILE), layout.manifestCopy());
    ContainerPartLauncher launcher = new ContainerPartLauncher(containers, images, datasetsDir, cores, layout.runId());
    // Stamped, never refusing: a contributor's laptop is noisy by nature, and the header says so.
    List<PreflightCheck> checks = new Preflight(root).run(cores, Preflight.ownProcessChain());
    System.out.print(Preflight.table(checks));
    Provenance p = new Provenance(layout.runId(), "docker", now, git, HostInfo.read(root), cores, jdk,
        Provenance.currentJmhVersion(), plan, manifest,
        libraries, checks, true,
        launcher.describe(), images);
    Json.writeAtomically(layout.runJson(), p.toJson());

    // A killed Maven must not leave a benchmark container running beside the next measurement.
    Thread reaper = new Thread(containers::removeLeftovers);
    Runtime.getRuntime().addShutdownHook(reaper);
    System.out.printf("docker run %s: %d forks per cell of %s × %d datasets × %s + control, %s settings, seed %d, %s%n",
        layout.runId(), plan.forks(), plan.columns(), datasets.size(), ops, plan.settings().name(), plan.seed(),
        launcher.describe());
    Map<String, Long> payloadBytes = new LinkedHashMap<>();
    datasets.forEach(d -> payloadBytes.put(d, manifest.entry(d).payloadBytes()));
    Runner.Summary summary;
    try {
      summary = new Runner(layout, plan, launcher, List.of(), (l, t) -> List.of(), payloadBytes, InstantSource.system(),
          System.out).run();
    } finally {
      Runtime.getRuntime().removeShutdownHook(reaper);
      containers.removeLeftovers();
    }
    System.out.printf("docker run %s: %d forks run, %d failed -> %s%n", layout.runId(), summary.ran(), summary.failed(),
        layout.dir());
    int aggregateExit = Aggregate.run(o.repo(), layout.dir(), o.out());
    return new Result(layout, summary, images, o.out(), aggregateExit, imageBuild, Duration.between(start, Instant.now()));
  }

}
