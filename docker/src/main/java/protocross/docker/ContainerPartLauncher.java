package protocross.docker;

import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Volume;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import protocross.bench.Launcher;
import protocross.runner.BenchCommand;
import protocross.jars.BenchJars;
import protocross.runner.CpuList;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.jars.VariantBuild;

/**
 * Runs a part in its column's image (its implementation on its JDK: {@link ImageKey}): the same
 * {@link BenchCommand} as the metal runner, with container paths; the image's own {@code java} is
 * the column's JDK, and an option set's agent jar is mounted read-only ({@link AgentJars}).
 * Pinned with --cpuset-cpus (JMH's forks stay in the container's cgroup, so
 * they inherit it), no network, datasets read-only, as the image's non-root user, locked down
 * ({@link Lockdown}: read-only root, no capabilities, memory and process limits). The JSON and
 * meta files are written inside the container (its home, a volume) and copied out after it
 * exits, so nothing in the container needs write access to the host.
 *
 * <p>A fork whose jar is not the one baked into the image (a variant at another release, a dataset
 * directory's per-schema jar: both built on the host) gets that jar mounted read-only over the
 * image's, beside the image's native library; a file its environment names (upb's descriptor set
 * of a dataset directory's schema) is mounted read-only too, and the variable names it as the
 * container sees it.
 */
final class ContainerPartLauncher implements PartLauncher {
  static final String USER = "10001";
  static final String JAR = "/opt/protocross/benchmarks.jar";
  static final String DATASETS = "/datasets";
  static final String HOME = "/home/bench";
  /** Where files named by a fork's environment are mounted, one per variable name. */
  static final String INPUTS = "/opt/protocross/inputs/";

  private final Containers containers;
  private final Map<String, String> images;
  private final BenchJars jars;
  private final Path repo;
  private final Path datasetsDir;
  private final List<Integer> cores;
  private final String runId;
  private final boolean mountsJars;
  private final boolean mountsAgents;

  /**
   * @param images image key name ({@link ImageKey#name}: implementation, and its JDK when not the run's) → image id
   * @param mountsJars whether some fork runs a host-built jar (only for {@link #describe()})
   * @param mountsAgents whether some column's option sets load an agent jar (only for {@link #describe()})
   */
  ContainerPartLauncher(Containers containers, Map<String, String> images, BenchJars jars, Path repo, Path datasetsDir,
      List<Integer> cores, String runId, boolean mountsJars, boolean mountsAgents) {
    this.containers = containers;
    this.images = Map.copyOf(images);
    this.jars = jars;
    this.repo = repo;
    this.datasetsDir = datasetsDir.toAbsolutePath();
    this.cores = List.copyOf(cores);
    this.runId = runId;
    this.mountsJars = mountsJars;
    this.mountsAgents = mountsAgents;
  }

  /** The part's mounts, and the environment (NAME=value) that names mounted files as the container sees them. */
  record Mounts(List<Bind> binds, List<String> env) {}

  Mounts mounts(Part part) {
    List<Bind> binds = new ArrayList<>(List.of(new Bind(datasetsDir.toString(), new Volume(DATASETS), AccessMode.ro)));
    Path jar = jars.jar(part.variant(), part.dataset()).toAbsolutePath().normalize();
    if (!jar.equals(VariantBuild.jar(repo, part.impl()).toAbsolutePath().normalize())) {
      binds.add(new Bind(jar.toString(), new Volume(JAR), AccessMode.ro));
    }
    // An option set's agent jar (unsafe-deny), where its option's relative path finds it from the home.
    binds.addAll(AgentJars.binds(repo, part.variant(), HOME));
    List<String> env = new ArrayList<>();
    jars.env(part.variant(), part.dataset()).forEach((name, value) -> {
      Path file = Path.of(value);
      if (file.isAbsolute() && Files.isRegularFile(file)) {
        binds.add(new Bind(file.toString(), new Volume(INPUTS + name), AccessMode.ro));
        env.add(name + "=" + INPUTS + name);
      } else {
        env.add(name + "=" + value);
      }
    });
    return new Mounts(binds, env);
  }

  HostConfig hostConfig(Mounts mounts) {
    return Lockdown.apply(HostConfig.newHostConfig()
        .withCpusetCpus(CpuList.format(cores))
        .withNetworkMode("none")
        .withBinds(mounts.binds()), HOME);
  }

  @Override
  public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    String image = images.get(ImageKey.of(part.variant()).name());
    if (image == null) {
      throw new IOException("no image was built for " + ImageKey.of(part.variant()).name());
    }
    Path jar = jars.jar(part.variant(), part.dataset());
    if (!Files.isRegularFile(jar)) {
      throw new IOException(jar + " is missing (build the implementation first)");
    }
    String meta = HOME + "/" + part.impl() + ".meta.json";
    String json = HOME + "/" + part.impl() + ".json";
    List<String> cmd = new ArrayList<>(List.of("java"));
    cmd.addAll(BenchCommand.javaArgs(part, settings, JAR, meta, json));
    Mounts mounts = mounts(part);
    List<String> env = new ArrayList<>(mounts.env());
    env.add(Launcher.RUN_ID_ENV + "=" + runId); // recorded in the meta file
    try (Containers.Run run = containers.create(image, cmd, USER, hostConfig(mounts), env,
        Map.of("protocross.run", runId, "protocross.part", part.toString()))) {
      int code = run.startAndWait(output);
      // Whatever the exit code: a part that failed half-way still leaves what it wrote.
      run.copyOut(meta, layout.meta(part));
      run.copyOut(json, layout.json(part));
      return code;
    } catch (DockerException e) {
      // The runner core marks the part failed on an IOException and goes on with the next one.
      throw new IOException("docker: " + String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString()), e);
    }
  }

  @Override
  public String describe() {
    return "docker run --cpuset-cpus " + CpuList.format(cores) + " --network none --user " + USER + " "
        + Lockdown.describe(HOME) + " -v <datasets>:" + DATASETS + ":ro" + (mountsJars ? " [-v <host-built jar>:" + JAR + ":ro]" : "")
        + (mountsAgents ? " [-v <agent jar>:" + HOME + "/<its path>:ro]" : "");
  }
}
