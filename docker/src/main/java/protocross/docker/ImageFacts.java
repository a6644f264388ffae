package protocross.docker;

import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.HostConfig;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocross.contract.Jdk;
import protocross.jars.Libraries;
import protocross.jars.RunnerException;
import protocross.runner.JvmProbe;

/**
 * What run.json must say about an image, asked of the image itself rather than of the host: an
 * online base image brings its own JDK, and upb's image its own build of libupb.so.
 */
final class ImageFacts {
  private ImageFacts() {}

  /** The JDK as the meta files name it ("vendor vm-version"). */
  static String jdk(Containers containers, String image) throws InterruptedException {
    List<String> lines = ask(containers, image, List.of("java", "-XshowSettings:properties", "-version"));
    String vendor = property(lines, Jdk.VENDOR);
    String vm = property(lines, Jdk.VM_VERSION);
    if (vendor == null || vm == null) {
      throw new RunnerException("cannot tell the JDK in image " + image);
    }
    return Jdk.describe(vendor, vm);
  }

  /** The jar's own {@code --libraries} answer, run in the image, added to {@code libs}. */
  static void addLibraries(Containers containers, String image, ObjectNode libs) throws InterruptedException {
    Libraries.add(libs, ask(containers, image, List.of("java", "--enable-native-access=ALL-UNNAMED", "-jar",
        ContainerPartLauncher.JAR, "--libraries")));
  }

  /**
   * What {@code java <flags> -XshowSettings:properties -version} says in the image, as a fork
   * would run it there (the same user, lockdown and mounts, e.g. an option set's agent jar); a JVM
   * that refuses the flags is an answer too ({@link JvmProbe.Answer#refused}), not a failure.
   */
  static JvmProbe.Answer probe(Containers containers, String image, List<String> flags, List<Bind> binds)
      throws InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("java"));
    cmd.addAll(flags);
    cmd.addAll(List.of("-XshowSettings:properties", "-version"));
    List<String> lines = new ArrayList<>();
    int code = run(containers, image, cmd, binds, lines);
    return JvmProbe.Answer.of(lines, code);
  }

  private static List<String> ask(Containers containers, String image, List<String> cmd) throws InterruptedException {
    List<String> lines = new ArrayList<>();
    int code = run(containers, image, cmd, List.of(), lines);
    if (code != 0) {
      throw new RunnerException("'" + String.join(" ", cmd) + "' failed in image " + image + " (exit " + code + ")"
          + (lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1)));
    }
    return lines;
  }

  private static int run(Containers containers, String image, List<String> cmd, List<Bind> binds, List<String> lines)
      throws InterruptedException {
    try (Containers.Run run = containers.create(image, cmd, ContainerPartLauncher.USER,
        Lockdown.apply(HostConfig.newHostConfig().withNetworkMode("none").withBinds(binds), ContainerPartLauncher.HOME),
        Map.of())) {
      return run.startAndWait(lines::add);
    }
  }

  private static String property(List<String> lines, String name) {
    String prefix = name + " = ";
    return lines.stream().map(String::strip).filter(l -> l.startsWith(prefix))
        .map(l -> l.substring(prefix.length())).findFirst().orElse(null);
  }
}
