package protocross.jars;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * run.json's "libraries": exactly what each implementation reports about itself, asked of its
 * own benchmarks.jar ({@code --libraries}), so that it equals what the jar writes into every
 * part's meta file by construction, and the aggregator can match every part against it.
 */
public final class Libraries {
  private Libraries() {}

  /** Asks each jar with the java binary running this runner: the same JDK the benchmarks use. */
  public static ObjectNode read(List<Path> jars) {
    Path java = Path.of(ProcessHandle.current().info().command().orElse("java"));
    ObjectNode libs = JsonNodeFactory.instance.objectNode();
    for (Path jar : jars) {
      add(libs, ask(java, jar));
    }
    return libs;
  }

  /**
   * Adds one jar's {@code --libraries} answer ("name=version" lines). Public for the docker runner,
   * which asks each jar inside its image, where upb's libupb.so is the one the image built.
   */
  public static void add(ObjectNode libs, List<String> answer) {
    for (String line : answer) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        libs.put(line.substring(0, eq), line.substring(eq + 1));
      }
    }
  }

  private static List<String> ask(Path java, Path jar) {
    try {
      Process p = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED", "-jar", jar.toString(), "--libraries")
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0 || out.isBlank()) {
        throw new RunnerException(jar + " did not report its libraries (exit " + p.exitValue() + "); rebuild it with Maven");
      }
      return out.lines().toList();
    } catch (IOException e) {
      throw new RunnerException("cannot run " + jar + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new RunnerException("interrupted while asking " + jar + " for its libraries");
    }
  }
}
