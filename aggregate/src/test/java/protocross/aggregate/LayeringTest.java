package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The aggregator's layers point one way: the command classes (the top package: Main and one class
 * per output mode) use report, render, model and read; render uses model and read; model uses read; read
 * uses none of them; report (report.html, made from the rendered files) uses none of them. Checked on the source text: every mention of a protocross.aggregate type in a
 * main source file (import or fully qualified name) must point to its own package or one below.
 */
class LayeringTest {
  /** Surefire runs in the module directory. */
  private static final Path MAIN = Path.of("src/main/java/protocross/aggregate");
  private static final Map<String, Set<String>> ALLOWED = Map.of(
      "", Set.of("", "report", "render", "model", "read"),
      "report", Set.of("report"),
      "render", Set.of("render", "model", "read"),
      "model", Set.of("model", "read"),
      "read", Set.of("read"));
  private static final Pattern REFERENCE = Pattern.compile("protocross\\.aggregate(\\.(read|model|render|report))?\\.(\\*|[A-Z]\\w*)");

  @Test
  void everyPackageImportsOnlyItselfAndTheLayersBelow() throws IOException {
    List<String> wrong = new ArrayList<>();
    int files = 0;
    try (Stream<Path> sources = Files.walk(MAIN)) {
      for (Path f : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
        files++;
        Path dir = MAIN.relativize(f).getParent();
        String from = dir == null ? "" : dir.toString();
        assertTrue(ALLOWED.containsKey(from), f + " is in a package the layers do not name: " + from);
        for (String line : Files.readAllLines(f)) {
          if (line.startsWith("package ")) {
            continue;
          }
          Matcher m = REFERENCE.matcher(line);
          while (m.find()) {
            String to = m.group(2) == null ? "" : m.group(2);
            if (m.group(3).equals("*") || !ALLOWED.get(from).contains(to)) {
              wrong.add(f + ": " + line.trim());
            }
          }
        }
      }
    }
    assertTrue(files > 40, "found only " + files + " sources under " + MAIN.toAbsolutePath());
    assertEquals(List.of(), wrong, "upward or wildcard references");
  }
}
