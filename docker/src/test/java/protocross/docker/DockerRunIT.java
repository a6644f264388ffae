package protocross.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import protocross.jars.ColumnJvm;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.RunLayout;

/**
 * {@code mvn -Pdocker verify}: one docker run with the settings the POM passes (quick unless
 * told otherwise), then checks on what it wrote. The run happens once, before the checks.
 */
class DockerRunIT {
  static DockerRun.Result result;
  static JsonNode runJson;
  static Path repo;

  @BeforeAll
  static void runOnce() throws Exception {
    String passes = prop("protocross.docker.passes", null);
    repo = Path.of(prop("protocross.repo", "..")).toAbsolutePath().normalize();
    // A dataset directory as the user typed it, from the repository's top level (comma list: several).
    List<String> dirs = list("protocross.dataset");
    DockerRun.Options o = new DockerRun.Options(repo,
        Path.of(prop("protocross.docker.out", "target/docker-results")),
        Path.of(prop("protocross.docker.contexts", "target/docker-contexts")),
        prop("protocross.docker.settings", "quick"), passes == null ? null : Integer.valueOf(passes),
        list("protocross.docker.impls"), list("protocross.docker.datasets"), list("protocross.docker.ops"),
        prop("protocross.docker.cores", null),
        dirs == null ? List.of() : dirs.stream().map(d -> repo.resolve(d).normalize()).toList(),
        prop("protocross.docker.baseImage", "eclipse-temurin:25-jre"),
        prop("protocross.docker.jdkBaseImage", "eclipse-temurin:{jdk}-jre"),
        Boolean.parseBoolean(prop("protocross.docker.pull", "true")),
        prop("protocross.docker.builderImage", "debian:bookworm"));
    result = DockerRun.run(o);
    runJson = JsonFiles.MAPPER.readTree(result.layout().runJson().toFile());
    System.out.printf("docker: images built in %d s, whole run %d s%n", result.imageBuild().toSeconds(),
        result.wall().toSeconds());
  }

  @Test
  void everyCellOfEveryPartIsPresentAndNoPartFailed() throws IOException {
    RunLayout layout = result.layout();
    List<String> problems = new ArrayList<>();
    for (Part part : parts()) {
      String unsupported = runJson.path("jvms").path(part.variant()).path("unsupported").asText(null);
      if (unsupported != null) {
        // A column its JVM cannot run (metal/README.md, "On this JDK"): never launched, marked with the reason.
        assertEquals("unsupported: " + unsupported, Files.readString(layout.failed(part)).strip(), part + " refusal");
        assertFalse(Files.exists(layout.json(part)), part + " ran although its column is unsupported");
        continue;
      }
      if (Files.exists(layout.failed(part))) {
        problems.add(part + ": " + Files.readString(layout.failed(part)).strip());
        continue;
      }
      Set<String> present = new HashSet<>();
      for (JsonNode b : JsonFiles.MAPPER.readTree(layout.json(part).toFile())) {
        String name = b.path("benchmark").asText();
        present.add(name.substring(name.lastIndexOf('.') + 1) + "/" + b.path("params").path("dataset").asText());
        assertTrue(b.path("primaryMetric").path("score").asDouble() > 0, part + " " + name + " has no score");
      }
      if (!present.contains(part.cell().toString())) {
        problems.add(part + ": no result for " + part.cell());
      }
    }
    assertEquals(List.of(), problems);
    assertEquals(0, result.summary().failed());
  }

  @Test
  void conformanceRanInEveryContainerAndPassedOnEveryDataset() throws IOException {
    for (Part part : parts()) {
      if (runJson.path("jvms").path(part.variant()).has("unsupported")) {
        continue;
      }
      JsonNode meta = JsonFiles.MAPPER.readTree(result.layout().meta(part).toFile());
      List<String> passed = new ArrayList<>();
      meta.path("conformancePassed").forEach(n -> passed.add(n.asText()));
      assertEquals(List.of(part.dataset()), passed, part + " conformancePassed");
      assertTrue(meta.path("conformanceFailed").isEmpty(), part + " conformanceFailed: " + meta.path("conformanceFailed"));
      assertEquals(part.impl(), meta.path("impl").asText());
      assertEquals(runJson.path("runId").asText(), meta.path("runId").asText(), part + " meta.json runId");
    }
  }

  @Test
  void provenanceNamesEachImageById() {
    assertEquals("docker", runJson.path("runner").asText());
    JsonNode images = runJson.path("images");
    var client = DockerClientFactory.instance().client();
    for (String column : impls()) {
      // A variant at another release runs in its implementation's image on its column's JDK, its own jar mounted.
      ImageKey key = ImageKey.of(column);
      String recorded = images.path(key.name()).asText();
      assertTrue(recorded.startsWith("sha256:"), key.name() + " image id in run.json: " + recorded);
      assertEquals(client.inspectImageCmd(key.tag(Checkout.id(repo))).exec().getId(), recorded, key.name() + " image");
    }
    assertTrue(runJson.path("launch").asText().contains("--network none"), runJson.path("launch").asText());
  }

  /** A column that names its JVM is recorded as metal records it: what its image's JVM said, or why it cannot run. */
  @Test
  void columnsThatNameTheirJvmAreAskedInTheirImage() {
    for (String column : impls()) {
      ColumnJvm jvm = ColumnJvm.of(column);
      JsonNode j = runJson.path("jvms").path(column);
      assertEquals(!jvm.none(), !j.isMissingNode(), column + " in run.json jvms");
      if (!jvm.none()) {
        assertEquals(jvm.jdk(), j.path("feature").asInt(), column + " feature");
        assertTrue(j.has("unsupported") || j.path("jdk").asText().matches(".* " + jvm.jdk() + "([.+].*)?"),
            column + " jdk: " + j.path("jdk"));
        assertEquals("java in " + ImageKey.of(column).tag(Checkout.id(repo)), j.path("java").asText());
      }
    }
  }

  @Test
  void aggregatorWroteTablesSpreadAndCharts() throws IOException {
    assertEquals(0, result.aggregateExit(), "aggregate.jar exit code");
    Path out = result.tables();
    String tables = Files.readString(out.resolve("tables.md"));
    assertTrue(tables.contains(result.layout().runId()), "tables.md names the run");
    for (String impl : impls()) {
      assertTrue(tables.contains(impl), "tables.md has a column for " + impl);
    }
    assertTrue(Files.isRegularFile(out.resolve("measurement-spread.md")));
    try (Stream<Path> charts = Files.list(out.resolve("charts"))) {
      assertFalse(charts.filter(p -> p.toString().endsWith(".svg")).toList().isEmpty(), "charts/*.svg");
    }
  }

  private static List<Part> parts() {
    List<Part> parts = new ArrayList<>();
    for (JsonNode round : runJson.path("schedule").path("rounds")) {
      round.path("forks").forEach(f -> parts.add(Part.parse(f.asText())));
    }
    assertFalse(parts.isEmpty());
    return parts;
  }

  private static List<String> impls() {
    List<String> impls = new ArrayList<>();
    runJson.path("impls").forEach(i -> impls.add(i.asText()));
    return impls;
  }

  private static String prop(String name, String dflt) {
    String v = System.getProperty(name);
    return v == null || v.isBlank() ? dflt : v;
  }

  private static List<String> list(String name) {
    String v = prop(name, null);
    return v == null ? null : Arrays.stream(v.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }
}
