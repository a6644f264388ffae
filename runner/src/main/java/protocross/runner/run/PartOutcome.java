package protocross.runner.run;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import protocross.bench.Launcher;
import protocross.contract.adapter.Op;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.RunLayout;

/**
 * Judges a finished fork from what it left behind: exit code, JMH's JSON and the meta file.
 * Returns the one-line reason it failed, or null. A fork whose JSON lacks its cell (a dropped
 * dataset, a crashed JMH fork) is failed too, with whatever JSON there is kept beside the
 * {@code .failed} file. A fork of an op the implementation has no API for (its meta file lists the
 * op under {@code unsupported}, and the launcher exited with {@code EXIT_UNSUPPORTED}) did not
 * fail: it is finished, with no number ({@link #unsupported}).
 */
final class PartOutcome {
  private PartOutcome() {}

  /**
   * @param lastProtocrossLine the benchmark jar's last "protocross: ..." line, or null
   */
  public static String failureReason(Part part, RunLayout layout, int exitCode, String lastProtocrossLine) {
    if (exitCode == Launcher.EXIT_UNSUPPORTED && unsupported(layout.meta(part), part.op()) != null) {
      return null;
    }
    List<String> reasons = new ArrayList<>();
    if (exitCode != 0) {
      reasons.add(lastProtocrossLine != null && (exitCode == 2 || exitCode == 3)
          ? lastProtocrossLine
          : "JVM exited with code " + exitCode + (lastProtocrossLine == null ? "" : " (" + lastProtocrossLine + ")"));
    }
    conformanceFailures(layout.meta(part)).forEach(reasons::add);
    Path json = layout.json(part);
    if (Files.isRegularFile(json)) {
      try {
        Set<String> present = cellsIn(JsonFiles.MAPPER.readTree(json.toFile()));
        if (!present.contains(part.cell().toString())) {
          reasons.add("no result for " + part.cell());
        }
      } catch (IOException e) {
        reasons.add("JMH result file unreadable: " + JsonFiles.reason(e));
      }
    } else if (exitCode == 0) {
      reasons.add("no JMH result file");
    }
    return reasons.isEmpty() ? null : String.join("; ", reasons).replace('\n', ' ');
  }

  /** "op/dataset" for every benchmark in a JMH JSON result. */
  static Set<String> cellsIn(JsonNode jmhJson) {
    Set<String> cells = new LinkedHashSet<>();
    for (JsonNode b : jmhJson) {
      String name = b.path("benchmark").asText();
      String op = name.substring(name.lastIndexOf('.') + 1);
      cells.add(op + "/" + b.path("params").path("dataset").asText());
    }
    return cells;
  }

  /**
   * Why the implementation whose fork wrote {@code meta} has no API for {@code op} (its meta file's
   * {@code unsupported} entry), or null when it does not say so.
   */
  public static String unsupported(Path meta, Op op) {
    if (!Files.isRegularFile(meta)) {
      return null;
    }
    try {
      JsonNode reason = JsonFiles.MAPPER.readTree(meta.toFile()).path("unsupported").path(op.name());
      return reason.isTextual() ? reason.asText() : null;
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * The bytes of {@code dataset}'s canonical JSON texts as the fork's meta file records them
   * ({@code json.<dataset>.canonicalBytes}, written by a fork of a JSON op), or null: what a JSON
   * op's MiB/s counts in the progress line, as in the tables.
   */
  public static Long canonicalJsonBytes(Path meta, String dataset) {
    if (!Files.isRegularFile(meta)) {
      return null;
    }
    try {
      JsonNode bytes = JsonFiles.MAPPER.readTree(meta.toFile()).path("json").path(dataset).path("canonicalBytes");
      return bytes.isIntegralNumber() ? bytes.asLong() : null;
    } catch (IOException e) {
      return null;
    }
  }

  private static List<String> conformanceFailures(Path meta) {
    if (!Files.isRegularFile(meta)) {
      return List.of();
    }
    try {
      List<String> out = new ArrayList<>();
      JsonFiles.MAPPER.readTree(meta.toFile()).path("conformanceFailed").properties()
          .forEach(e -> out.add("conformance failed on " + e.getKey() + ": " + e.getValue().asText()));
      return out;
    } catch (IOException e) {
      return List.of("meta file unreadable: " + JsonFiles.reason(e));
    }
  }
}
