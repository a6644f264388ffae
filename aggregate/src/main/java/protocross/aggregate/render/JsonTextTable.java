package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.JsonTexts;

/**
 * Where each runtime's JSON text differs from the canonical text, from the forks' meta.json (each
 * launcher compares its runtime's json_encode output with the canonical texts after the proof,
 * {@code protocross.contract.json.JsonDialect}): one row per column, with its texts' size against the
 * canonical texts' and each kind of difference with the datasets it showed on. Every text compared
 * passed the proof first, so these are differences of form, never of value.
 */
final class JsonTextTable {
  private JsonTextTable() {}

  static void render(Summary summary, Md md) {
    JsonTexts json = summary.json();
    if (json.columns().isEmpty()) {
      return;
    }
    md.line("## JSON texts: where each runtime's differs from the canonical text");
    md.line();
    md.line("| column | its texts, bytes (canonical) | differs from the canonical text in (datasets) |");
    md.line("|---|---:|---|");
    for (String column : json.columns()) {
      Map<String, JsonTexts.Own> own = json.own(column);
      long bytes = own.values().stream().mapToLong(JsonTexts.Own::bytes).sum();
      long canonical = own.keySet().stream().mapToLong(d -> json.canonicalBytes(d)).sum();
      List<String> parts = new ArrayList<>();
      for (Map.Entry<String, TreeSet<String>> e : JsonTexts.byDifference(own).entrySet()) {
        String where = e.getValue().size() == own.size() ? "all " + own.size() : String.join(", ", e.getValue());
        parts.add(e.getKey() + " (" + where + ")");
      }
      md.line("| " + Md.cell(column) + " | " + Fmt.bytes(bytes) + " (" + Fmt.bytes(canonical) + ") | "
          + (parts.isEmpty() ? "none: byte-equal to the canonical text" : Md.cell(String.join("; ", parts))) + " |");
    }
    md.line();
    md.line("Summed over the datasets json_encode ran on. The canonical text is protobuf-java-util JsonFormat's"
        + " output without insignificant whitespace (lowerCamelCase names, fields at their proto3 default left out,"
        + " 64-bit integers as strings, bytes as padded standard base64, enums by name, Java's shortest float text),"
        + " written by the contract from each binary payload; json_decode parses it in every column. Compared after"
        + " the proof (each text means the same message), so each entry is a difference of form.");
    md.line();
  }
}
