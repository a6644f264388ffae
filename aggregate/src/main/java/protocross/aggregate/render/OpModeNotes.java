package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/** How the tables of the ops timed in another JMH mode ({@link OpModes}) show settings and missing values. */
final class OpModeNotes {
  private OpModeNotes() {}

  /** run.json jmh.opModes in one line: "first_decode: mode ss, warmup 0, measurement 1, us/op; …". */
  static String describe(Json modes) {
    List<String> parts = new ArrayList<>();
    for (String op : modes.fieldNames()) {
      Json m = modes.get(op);
      parts.add(op + ": mode " + m.text("mode") + ", warmup " + m.text("warmupIterations")
          + (m.has("warmupTime") ? " × " + m.text("warmupTime") : "") + ", measurement " + m.text("measurementIterations")
          + (m.has("measurementTime") ? " × " + m.text("measurementTime") : "") + ", " + m.text("scoreUnit") + ", no profiler");
    }
    return String.join("; ", parts);
  }

  /** What a cell without a value shows: unsupported, failed or no data, as in the throughput tables. */
  static String empty(Summary.CellStats c) {
    if (c.unsupported()) {
      return "unsupported";
    }
    return c.problems().stream().anyMatch(Summary.Problem::failed) ? "failed" : "no data";
  }

  /** Every fork without a value, one line per (column, reason), naming its datasets, ops and forks. */
  static void problems(RecordedRun run, List<Summary.CellStats> cells, Md md) {
    Map<String, List<String>> grouped = new LinkedHashMap<>();
    for (Summary.CellStats c : cells) {
      for (Summary.Problem p : c.problems()) {
        String key = c.column() + (p.unsupported() ? ": unsupported: " : ": ") + p.reason();
        grouped.computeIfAbsent(key, k -> new ArrayList<>())
            .add(c.dataset() + " " + c.op() + (p.unsupported() ? "" : " " + run.layout().word + " " + p.k()));
      }
    }
    if (grouped.isEmpty()) {
      return;
    }
    md.line();
    md.line("Forks without a value:");
    md.line();
    grouped.forEach((key, where) -> md.line("- " + key.substring(0, key.indexOf(':')) + " ("
        + String.join(", ", where.stream().distinct().toList()) + ")" + key.substring(key.indexOf(':'))));
  }
}
