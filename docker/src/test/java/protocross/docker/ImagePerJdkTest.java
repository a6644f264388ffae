package protocross.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectImageCmd;
import com.github.dockerjava.api.command.PullImageCmd;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.jars.BenchJars;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;
import protocross.jars.Variant;
import protocross.jars.VariantBuild;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunPlan;

/**
 * A column that names its JVM runs in an image per (implementation, JDK) on that JDK's base; its
 * option sets' agent jars are mounted where the options' relative paths find them; what is missing
 * is refused in one line before any image is built. No daemon: a missing image is a stand-in
 * client's answer.
 */
class ImagePerJdkTest {
  @TempDir Path repo;

  @Test
  void thePlanNeedsEachImplementationOnTheRunsJdkAndOnEachJdkAColumnNames() {
    var keys = ContainerTarget.imagesOf(List.of("protobuf-java", "protobuf-java~jdk17", "wire~jdk17~g1",
        "protobuf-lite~unsafe-deny", "protobuf-java@3.25.8~jdk17"));
    assertEquals(List.of("protobuf-java", "protobuf-java~jdk17", "wire", "wire~jdk17", "protobuf-lite"),
        keys.keySet().stream().map(ImageKey::name).toList());
    // Each with the first column that needs it (what a refusal names).
    assertEquals("wire~jdk17~g1", keys.get(new ImageKey("wire", 25)));
    assertEquals("protocross/wire:dev-aaaaaaaaaaaa-jdk17", ImageKey.of("wire~jdk17~g1").tag("aaaaaaaaaaaa"));
    assertEquals("protocross/wire:dev-aaaaaaaaaaaa", ImageKey.of("wire~g1").tag("aaaaaaaaaaaa"));
  }

  @Test
  void eachJdkHasItsBaseTheRunsOwnKeepsItsImage() {
    BaseImages online = new BaseImages("eclipse-temurin:25-jre", "eclipse-temurin:{jdk}-jre", true);
    assertEquals("eclipse-temurin:25-jre", online.of(25));
    assertEquals("eclipse-temurin:17-jre", online.of(17));
    BaseImages offline = new BaseImages("protocross/base-jdk25:offline", "protocross/base-jdk{jdk}:offline", false);
    assertEquals("protocross/base-jdk21:offline", offline.of(21));
    assertEquals("protocross.docker.jdkBaseImage 'eclipse-temurin:17-jre' names no {jdk} (e.g. eclipse-temurin:{jdk}-jre)",
        assertThrows(RunnerException.class, () -> new BaseImages("x", "eclipse-temurin:17-jre", true)).getMessage());
  }

  @Test
  void offlineAMissingBaseIsOneLineThatSaysHowToBuildIt() {
    BaseImages offline = new BaseImages("protocross/base-jdk25:offline", "protocross/base-jdk{jdk}:offline", false);
    List<String> asked = new ArrayList<>();
    DockerClient none = missingImages(asked);
    assertEquals("'protobuf-java~jdk17' runs on JDK 17, whose base image protocross/base-jdk17:offline is not on the"
        + " Docker daemon; offline, build it with: bin/jdks.sh 17 && docker/offline-base.sh 17",
        assertThrows(RunnerException.class, () -> offline.require(none, ImageKey.of("protobuf-java~jdk17"),
            "protobuf-java~jdk17")).getMessage());
    assertEquals("'wire' runs on JDK 25, whose base image protocross/base-jdk25:offline is not on the Docker daemon;"
        + " offline, build it with: docker/offline-base.sh",
        assertThrows(RunnerException.class, () -> offline.require(none, ImageKey.of("wire"), "wire")).getMessage());
    assertEquals(List.of("protocross/base-jdk17:offline", "protocross/base-jdk25:offline"), asked, "asked, never pulled");
  }

  @Test
  void onlineAMissingBaseIsPulledFirstAndAFailedPullIsOneLine() {
    BaseImages online = new BaseImages("eclipse-temurin:25-jre", "eclipse-temurin:{jdk}-jre", true);
    List<String> asked = new ArrayList<>();
    assertEquals("'wire~jdk21~g1' runs on JDK 21, whose base image eclipse-temurin:21-jre is not on the Docker daemon"
        + " and cannot be pulled (no registry here); without a registry use -Dprotocross.docker.offline after"
        + " docker/offline-base.sh", assertThrows(RunnerException.class,
            () -> online.require(missingImages(asked), ImageKey.of("wire~jdk21~g1"), "wire~jdk21~g1")).getMessage());
    assertEquals(List.of("eclipse-temurin:21-jre", "pull eclipse-temurin:21-jre"), asked);
  }

  @Test
  void anUnbuiltAgentJarIsRefusedBeforeAnyImageIsBuilt() {
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("protobuf-lite~jdk17~unsafe-deny"), List.of("mesh"),
        List.of(Op.decode), false, false, 1L, null, false, null);
    // No containers, no image builder: a prepare that got past the check would fail on them instead.
    ContainerTarget target = new ContainerTarget(null, null, null, repo);
    assertEquals("'protobuf-lite~jdk17~unsafe-deny' needs harness/target/harness-agent.jar, which is not built; build it"
        + " with mvn -B -q install -DskipTests",
        assertThrows(RunnerException.class, () -> target.prepare(plan, repo)).getMessage());
  }

  @Test
  void anAgentJarIsMountedReadOnlyWhereItsOptionFindsItFromTheHome() throws Exception {
    Files.createDirectories(repo.resolve(ColumnJvm.JMH_AGENT).getParent());
    Files.writeString(repo.resolve(ColumnJvm.JMH_AGENT), "jar");
    BenchJars jars = (column, dataset) -> VariantBuild.jar(repo, Variant.implOf(column));
    ContainerPartLauncher launcher = new ContainerPartLauncher(null, Map.of(), jars, repo, Path.of("/data"), List.of(1),
        "20261201-120000-abc1234", false, true);
    List<Bind> binds = launcher.mounts(new Part(1, "protobuf-lite~jdk21~unsafe-deny", "mesh", Op.decode)).binds();
    Bind agent = binds.get(binds.size() - 1);
    assertEquals(repo.toAbsolutePath().normalize().resolve(ColumnJvm.JMH_AGENT).toString(), agent.getPath());
    assertEquals("/home/bench/harness/target/harness-agent.jar", agent.getVolume().getPath());
    assertEquals(AccessMode.ro, agent.getAccessMode());
    // The option the fork gets is metal's, relative: the container's working directory is the home.
    assertTrue(ColumnJvm.of("protobuf-lite~unsafe-deny").options().contains("-javaagent:" + ColumnJvm.JMH_AGENT));
    assertEquals(1, launcher.mounts(new Part(1, "protobuf-lite~jdk21~g1", "mesh", Op.decode)).binds().size(), "datasets only");
    assertTrue(launcher.describe().contains("[-v <agent jar>:/home/bench/<its path>:ro]"), launcher.describe());
  }

  @Test
  void anAgentPathNeverLeavesTheHomeInside() {
    assertEquals("harness/target/harness-agent.jar", AgentJars.inside("harness/target/harness-agent.jar"));
    for (String bad : List.of("../x.jar", "/etc/x.jar", "a/../../x.jar", "")) {
      assertThrows(RunnerException.class, () -> AgentJars.inside(bad), bad);
    }
  }

  /** A client whose every image is missing and cannot be pulled; {@code asked} gets each image inspected or pulled. */
  private static DockerClient missingImages(List<String> asked) {
    return (DockerClient) Proxy.newProxyInstance(DockerClient.class.getClassLoader(), new Class<?>[] {DockerClient.class},
        (proxy, method, args) -> {
          String image = (String) args[0];
          if (method.getName().equals("pullImageCmd")) {
            return Proxy.newProxyInstance(PullImageCmd.class.getClassLoader(), new Class<?>[] {PullImageCmd.class},
                (p, m, a) -> {
                  asked.add("pull " + image);
                  throw new IllegalStateException("no registry here\nsecond line");
                });
          }
          if (!method.getName().equals("inspectImageCmd")) {
            throw new AssertionError("the daemon must not be asked " + method.getName());
          }
          return Proxy.newProxyInstance(InspectImageCmd.class.getClassLoader(), new Class<?>[] {InspectImageCmd.class},
              (p, m, a) -> {
                if (m.getName().equals("exec")) {
                  asked.add(image);
                  throw new NotFoundException("No such image: " + image);
                }
                throw new AssertionError("unexpected " + m.getName());
              });
        });
  }
}
