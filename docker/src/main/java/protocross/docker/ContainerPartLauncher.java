package protocross.docker;

import com.github.dockerjava.api.exception.DockerException;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Volume;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import protocross.runner.BenchCommand;
import protocross.runner.CpuList;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;

/**
 * Runs a part in its implementation's image: the same {@link BenchCommand} as the metal runner,
 * with container paths. Pinned with --cpuset-cpus (JMH's forks stay in the container's cgroup, so
 * they inherit it), no network, datasets read-only, as the image's non-root user. The JSON and
 * meta files are written inside the container and copied out after it exits, so nothing in the
 * container needs write access to the host.
 */
final class ContainerPartLauncher implements PartLauncher {
  static final String USER = "10001";
  static final String JAR = "/opt/protocross/benchmarks.jar";
  static final String DATASETS = "/datasets";
  static final String HOME = "/home/bench";

  private final Containers containers;
  private final Map<String, String> images;
  private final Path datasetsDir;
  private final List<Integer> cores;
  private final String runId;

  ContainerPartLauncher(Containers containers, Map<String, String> images, Path datasetsDir, List<Integer> cores,
      String runId) {
    this.containers = containers;
    this.images = Map.copyOf(images);
    this.datasetsDir = datasetsDir.toAbsolutePath();
    this.cores = List.copyOf(cores);
    this.runId = runId;
  }

  HostConfig hostConfig() {
    return HostConfig.newHostConfig()
        .withCpusetCpus(CpuList.format(cores))
        .withNetworkMode("none")
        .withBinds(new Bind(datasetsDir.toString(), new Volume(DATASETS), AccessMode.ro));
  }

  @Override
  public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    String image = images.get(part.impl());
    if (image == null) {
      throw new IOException("no image was built for " + part.impl());
    }
    String meta = HOME + "/" + part.impl() + ".meta.json";
    String json = HOME + "/" + part.impl() + ".json";
    List<String> cmd = new ArrayList<>(List.of("java"));
    cmd.addAll(BenchCommand.javaArgs(part, settings, JAR, meta, json));
    try (Containers.Run run = containers.create(image, cmd, USER, hostConfig(),
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
    return "docker run --cpuset-cpus " + CpuList.format(cores) + " --network none --user " + USER
        + " -v <datasets>:" + DATASETS + ":ro";
  }
}
