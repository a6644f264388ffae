package protocross.codesize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CodeSizeReportTest {
  static final BuiltInSchema SCHEMA = new BuiltInSchema("protocross.schema", List.of("protocross.schema.LogRecord"),
      List.of(Path.of("datasets/log_record")));

  static MinimalApp.Library library(String g, String a, String v, boolean inApp, List<String> broughtBy) {
    return new MinimalApp.Library(new ResolvedArtifacts.Artifact(g, a, v, "compile", Path.of("/m2/" + a + ".jar")),
        inApp, 1000, 3000, inApp ? 2500 : 0, broughtBy);
  }

  @Test
  void tableRowsHaveTheHeadersColumnsAndLibrariesAreListedInOrOut() {
    MinimalApp.Contents app = new MinimalApp.Contents(Path.of("app.jar"), 200_000, 150_730, Map.of(), List.of(
        library("com.squareup.wire", "wire-runtime-jvm", "6.4.7", true, List.of("com.squareup.wire:wire-runtime-jvm")),
        library("com.squareup.moshi", "moshi", "1.15.2", false, List.of("com.squareup.wire:wire-moshi-adapter"))));
    Shrinker.Shrunk shrunk = new Shrinker.Shrunk(Path.of("app-r8.jar"), 20_000, 1234, true,
        "ok: 50 payloads of 1 types decoded and re-encoded byte-equal");
    Shrinker.Shrunk failed = new Shrinker.Shrunk(Path.of("app-r8.jar"), 10_000, 1234, false, "FAILED: NoSuchMethodException");
    String md = CodeSizeReport.render(SCHEMA, "abc1234", "9.5.28", List.of(
        new CodeSizeReport.Row("wire", "wire-compiler 6.4.7", 3094, 5_000_000, app, shrunk),
        new CodeSizeReport.Row("broken", "protoc 4.36.2", -1, 5_000_000, app, failed)));

    List<String> table = md.lines().dropWhile(l -> !l.startsWith("| implementation")).takeWhile(l -> l.startsWith("|")).toList();
    assertEquals(4, table.size());
    long columns = table.get(0).chars().filter(c -> c == '|').count();
    table.forEach(l -> assertEquals(columns, l.chars().filter(c -> c == '|').count(), l));
    assertEquals("| wire | wire-compiler 6.4.7 | 3,094 | 150,730 | 1,000 | 5,000,000 | 200,000 | 20,000 | 0.10 "
        + "| ok: 50 payloads of 1 types decoded and re-encoded byte-equal |", table.get(2));
    assertEquals("| broken | protoc 4.36.2 | — (none) | 150,730 | 1,000 | 5,000,000 | 200,000 | — | — "
        + "| FAILED: NoSuchMethodException |", table.get(3));
    assertTrue(md.contains("| wire | com.squareup.wire:wire-runtime-jvm | 6.4.7 | 1,000 | 2,500 | com.squareup.wire:wire-runtime-jvm |"));
    String leftOut = md.substring(md.indexOf("## Left out"));
    assertTrue(leftOut.contains("| wire | com.squareup.moshi:moshi | 1.15.2 | 1,000 | 3,000 | com.squareup.wire:wire-moshi-adapter |"));
    assertTrue(md.contains("from the benchmarks jars of commit abc1234, R8 9.5.28"));
  }
}
