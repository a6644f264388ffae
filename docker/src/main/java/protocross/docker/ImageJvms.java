package protocross.docker;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;
import protocross.runner.JvmProbe;

/**
 * A column's JVM asked in the column's own image (its implementation on its JDK's base), as the
 * column's forks run it there: the same user, lockdown and agent mounts, so run.json {@code jvms}
 * and a refused option (JDK 17 and {@code unsafe-deny}) are what the forks would meet.
 */
final class ImageJvms implements JvmProbe {
  private final Containers containers;
  private final Images images;
  /** Image key name → image id. */
  private final Map<String, String> ids;
  private final Path repo;
  private final BaseImages bases;

  ImageJvms(Containers containers, Images images, Map<String, String> ids, Path repo, BaseImages bases) {
    this.containers = containers;
    this.images = images;
    this.ids = Map.copyOf(ids);
    this.repo = repo;
    this.bases = bases;
  }

  @Override
  public String where(String column) {
    return "java in " + images.tag(ImageKey.of(column));
  }

  @Override
  public Answer probe(String column, List<String> flags) throws InterruptedException {
    String id = ids.get(ImageKey.of(column).name());
    if (id == null) {
      throw new RunnerException("no image was built for " + ImageKey.of(column).name());
    }
    return ImageFacts.probe(containers, id, flags, AgentJars.binds(repo, column, ContainerPartLauncher.HOME));
  }

  @Override
  public String reinstall(String column) {
    int jdk = ColumnJvm.of(column).jdk();
    return "its base image " + bases.of(jdk) + " is another JDK: rebuild it (offline: docker/offline-base.sh --force "
        + jdk + ") or name JDK " + jdk + "'s runtime in -Dprotocross.docker." + (jdk == ColumnJvm.RUN_JDK ? "baseImage" : "jdkBaseImage");
  }
}
