package protocross.docker;

import org.testcontainers.DockerClientFactory;
import protocross.jars.RunnerException;

/** Fails in one line, saying how to get one, when no Docker daemon answers. */
final class DockerDaemon {
  static final String NEEDED = "mvn -Pdocker needs a running Docker daemon and none answers: start one "
      + "(Debian: apt-get install docker.io, then dockerd or docker/ci-setup.sh start; laptops: start Docker), "
      + "or run plain mvn verify";

  private DockerDaemon() {}

  static void require() {
    if (!DockerClientFactory.instance().isDockerAvailable()) {
      throw new RunnerException(NEEDED);
    }
  }
}
