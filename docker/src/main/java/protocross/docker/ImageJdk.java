package protocross.docker;

import com.github.dockerjava.api.model.HostConfig;
import java.util.ArrayList;
import java.util.List;
import protocross.runner.RunnerException;

/**
 * The JDK inside an image, in the form the benchmark jar's meta file and run.json use
 * ("vendor vm-version"): online images bring their own JDK, which need not be the host's.
 */
final class ImageJdk {
  private ImageJdk() {}

  static String of(Containers containers, String image) throws InterruptedException {
    List<String> lines = new ArrayList<>();
    try (Containers.Run run = containers.create(image, List.of("java", "-XshowSettings:properties", "-version"),
        ContainerPartLauncher.USER, HostConfig.newHostConfig().withNetworkMode("none"), java.util.Map.of())) {
      int code = run.startAndWait(lines::add);
      String vendor = property(lines, "java.vendor");
      String vm = property(lines, "java.vm.version");
      if (code != 0 || vendor == null || vm == null) {
        throw new RunnerException("cannot tell the JDK in image " + image + " (java exited with " + code + ")");
      }
      return vendor + " " + vm;
    }
  }

  private static String property(List<String> lines, String name) {
    String prefix = name + " = ";
    return lines.stream().map(String::strip).filter(l -> l.startsWith(prefix))
        .map(l -> l.substring(prefix.length())).findFirst().orElse(null);
  }
}
