package protocross.docker;

import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Volume;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;

/**
 * The agent jars a column's option sets load ({@link ColumnJvm#agentJars}, e.g. unsafe-deny's JMH
 * agent), mounted read-only from the host's build into the container. An option names its jar
 * relative to the repository, the JVM's working directory on metal; in a container the working
 * directory is the user's home, so each jar is mounted at the same relative path under it and the
 * options stay exactly the ones metal passes (the meta files record them, the aggregator compares).
 */
final class AgentJars {
  private AgentJars() {}

  /**
   * Refuses, in one line and before any image is built, an agent jar outside the repository or not
   * built ({@link ColumnJvm#requireAgentJars}, the runners' one check).
   */
  static void checkBuilt(Path repo, List<String> columns) {
    for (String column : columns) {
      ColumnJvm.of(column).agentJars().forEach(jar -> host(repo, jar));
      ColumnJvm.requireAgentJars(repo, column);
    }
  }

  /** The column's agent jars as read-only binds, each at {@code home/<its relative path>}. */
  static List<Bind> binds(Path repo, String column, String home) {
    List<Bind> binds = new ArrayList<>();
    for (String jar : ColumnJvm.of(column).agentJars()) {
      binds.add(new Bind(host(repo, jar).toString(), new Volume(home + "/" + inside(jar)), AccessMode.ro));
    }
    return binds;
  }

  /** The jar on the host; a path that leaves the repository is refused (the catalogue's are all inside). */
  private static Path host(Path repo, String jar) {
    Path root = repo.toAbsolutePath().normalize();
    Path p = root.resolve(inside(jar)).normalize();
    if (!p.startsWith(root)) {
      throw new RunnerException("agent jar " + jar + " is outside the repository");
    }
    return p;
  }

  /** The jar's relative path, checked: no absolute path, no {@code ..}, so it stays under the home inside. */
  static String inside(String jar) {
    Path p = Path.of(jar).normalize();
    if (p.isAbsolute() || p.toString().isEmpty() || p.startsWith("..")) {
      throw new RunnerException("agent jar " + jar + " is not a path inside the repository");
    }
    return p.toString();
  }
}
