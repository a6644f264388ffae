package protocross.runner.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import protocross.contract.Jdk;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;

/**
 * The JDKs installed on this host for columns that name one ({@link ColumnJvm}): the run's own
 * (this runner's JVM) and those bin/jdks.sh put in the repository's {@code .jdks/<N>/}. A JVM is
 * asked about itself by running it, never assumed from its folder name.
 */
public final class Jdks {
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

  /**
   * What {@code java <flags> -version} says about itself: the JDK as the meta files name it
   * ({@link Jdk#describe}), its feature number and home; or, when it refuses the flags, its own
   * first line of complaint ({@code refused}).
   */
  public record Probe(String jdk, int feature, String home, String refused) {}

  public Probe probe(ColumnJvm jvm, List<String> flags) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(java(jvm).toString());
    cmd.addAll(flags);
    cmd.add("-XshowSettings:properties");
    cmd.add("-version");
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    p.getOutputStream().close();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return new Probe(null, 0, null, "did not answer -version in 60 s");
    }
    if (p.exitValue() != 0) {
      String first = text.lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("exit " + p.exitValue());
      return new Probe(null, 0, null, first);
    }
    String vendor = property(text, Jdk.VENDOR);
    String vm = property(text, Jdk.VM_VERSION);
    String spec = property(text, "java.specification.version");
    return new Probe(Jdk.describe(vendor, vm), Integer.parseInt(spec), property(text, "java.home"), null);
  }

  private static String property(String settings, String name) {
    return settings.lines().map(String::strip).filter(l -> l.startsWith(name + " = ")).findFirst()
        .map(l -> l.substring(name.length() + 3)).orElse("unknown");
  }
}
