package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runner's public face is its root package: no other module imports a type of plan/, host/,
 * run/ or metal/, and no runner package below the root names the session itself (README.md,
 * "Packages").
 */
class PublicFaceTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern SUBPACKAGE = Pattern.compile("import (static )?protocross\\.runner\\.[a-z]\\w*\\.");

  @Test
  void otherModulesImportOnlyTheRootPackage() throws IOException {
    List<String> found = new ArrayList<>();
    for (String module : List.of("docker", "differential", "aggregate", "jars", "contract", "harness")) {
      Path src = ROOT.resolve(module).resolve("src");
      if (!Files.isDirectory(src)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(src)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          Matcher m = SUBPACKAGE.matcher(Files.readString(f));
          if (m.find()) {
            found.add(ROOT.relativize(f) + ": " + m.group());
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }

  /** host/ ← plan/ ← run/ ← metal/: a package imports none above it, and none imports the session. */
  @Test
  void packagesImportOnlyThoseBelow() throws IOException {
    Path src = ROOT.resolve("runner/src/main/java/protocross/runner");
    List<String> layers = List.of("host", "plan", "run", "metal");
    List<String> found = new ArrayList<>();
    for (int i = 0; i < layers.size(); i++) {
      try (Stream<Path> files = Files.walk(src.resolve(layers.get(i)))) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          String text = Files.readString(f);
          for (String above : layers.subList(i + 1, layers.size())) {
            if (text.contains("import protocross.runner." + above + ".")) {
              found.add(src.relativize(f) + " imports " + above + "/");
            }
          }
          if (!layers.get(i).equals("metal") && text.contains("import protocross.runner.RunSession;")) {
            found.add(src.relativize(f) + " imports RunSession");
          }
        }
      }
    }
    assertTrue(found.isEmpty(), String.join("; ", found));
  }
}
