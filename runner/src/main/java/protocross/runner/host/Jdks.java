package protocross.runner.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;
import protocross.runner.JvmProbe;

/**
 * The JDKs installed on this host for columns that name one ({@link ColumnJvm}): the run's own
 * (this runner's JVM) and those bin/jdks.sh put in the repository's {@code .jdks/<N>/}. A JVM is
 * asked about itself by running it ({@link JvmProbe}), never assumed from its folder name.
 */
public final class Jdks implements JvmProbe {
  private final Path repo;
  private final Path runJava;

  public Jdks(Path repo, Path runJava) {
    this.repo = repo;
    this.runJava = runJava;
  }

  /** The java executable a column's JVM runs. */
  public Path java(ColumnJvm jvm) {
    return jvm.jdk() == ColumnJvm.RUN_JDK ? runJava : repo.resolve(".jdks").resolve(String.valueOf(jvm.jdk())).resolve("bin").resolve("java");
  }

  /** Refuses, in one line and before any build, a column whose JDK is not installed. */
  public void checkInstalled(List<String> columns) {
    for (String column : columns) {
      ColumnJvm jvm = ColumnJvm.of(column);
      if (!Files.isExecutable(java(jvm))) {
        throw new RunnerException("'" + column + "' runs on JDK " + jvm.jdk() + ", which is not installed ("
            + repo.relativize(java(jvm)) + " missing); install it with bin/jdks.sh " + jvm.jdk());
      }
    }
  }

  @Override
  public String where(String column) {
    Path java = java(ColumnJvm.of(column));
    return repo == null || repo.relativize(java).toString().startsWith("..") ? java.toString() : repo.relativize(java).toString();
  }

  @Override
  public String reinstall(String column) {
    return "reinstall it with bin/jdks.sh " + ColumnJvm.of(column).jdk();
  }

  /** What {@code java <flags> -XshowSettings:properties -version} of the column's JDK on this host says. */
  @Override
  public Answer probe(String column, List<String> flags) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(java(ColumnJvm.of(column)).toString());
    cmd.addAll(flags);
    cmd.add("-XshowSettings:properties");
    cmd.add("-version");
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    p.getOutputStream().close();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return new Answer(null, 0, null, "did not answer -version in 60 s");
    }
    return Answer.of(text.lines().toList(), p.exitValue());
  }
}
