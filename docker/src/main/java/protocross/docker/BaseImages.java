package protocross.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.command.PullImageResultCallback;
import java.util.concurrent.TimeUnit;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;

/**
 * The Java runtime each image is built on, per JDK: the run's own JDK 25 is {@code baseImage} (as
 * before images per JDK); another JDK's is {@code jdkBaseImage} with {@value #JDK} replaced by its
 * feature number: online {@code eclipse-temurin:{jdk}-jre}, offline the local
 * {@code protocross/base-jdk{jdk}:offline} that docker/offline-base.sh builds from the JDK bin/jdks.sh
 * installed. Every base a plan needs is checked before any image is built: one that is not on the
 * daemon is pulled when {@code pull} (online), and refused in one line otherwise (offline: no registry).
 */
final class BaseImages {
  /** Where {@code jdkBaseImage} takes the JDK's feature number. */
  static final String JDK = "{jdk}";

  private final String baseImage;
  private final String jdkBaseImage;
  private final boolean pull;

  BaseImages(String baseImage, String jdkBaseImage, boolean pull) {
    if (!jdkBaseImage.contains(JDK)) {
      throw new RunnerException("protocross.docker.jdkBaseImage '" + jdkBaseImage + "' names no " + JDK
          + " (e.g. eclipse-temurin:" + JDK + "-jre)");
    }
    this.baseImage = baseImage;
    this.jdkBaseImage = jdkBaseImage;
    this.pull = pull;
  }

  /** The base image of a JDK. */
  String of(int jdk) {
    return jdk == ColumnJvm.RUN_JDK ? baseImage : jdkBaseImage.replace(JDK, String.valueOf(jdk));
  }

  /**
   * Makes sure the base of {@code key} is on the daemon, before any image is built: pulled when it
   * is missing and pulling is allowed; otherwise one line that says how to make it.
   */
  void require(DockerClient client, ImageKey key, String column) throws InterruptedException {
    String image = of(key.jdk());
    try {
      client.inspectImageCmd(image).exec();
      return;
    } catch (NotFoundException e) {
      // not here: pulled below, or refused
    }
    String forWhat = "'" + column + "' runs on JDK " + key.jdk() + ", whose base image " + image + " is not on the Docker daemon";
    if (!pull) {
      throw new RunnerException(forWhat + "; offline, build it with: "
          + (key.jdk() == ColumnJvm.RUN_JDK ? "" : "bin/jdks.sh " + key.jdk() + " && ")
          + "docker/offline-base.sh" + (key.jdk() == ColumnJvm.RUN_JDK ? "" : " " + key.jdk()));
    }
    System.out.println("docker: pulling " + image + " (base of JDK " + key.jdk() + ")");
    try {
      if (!client.pullImageCmd(image).exec(new PullImageResultCallback()).awaitCompletion(15, TimeUnit.MINUTES)) {
        throw new RunnerException(forWhat + " and did not pull within 15 min");
      }
    } catch (RuntimeException e) {
      if (e instanceof RunnerException r) {
        throw r;
      }
      throw new RunnerException(forWhat + " and cannot be pulled ("
          + String.valueOf(e.getMessage()).lines().findFirst().orElse(e.toString())
          + "); without a registry use -Dprotocross.docker.offline after docker/offline-base.sh");
    }
  }
}
