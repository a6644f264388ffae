package protocross.aggregate.read;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Where two runs' run.json disagree on a field: the one comparison behind every command that
 * puts runs together (merging shards, hosts side by side, a history's lines), so each names the
 * deepest differing field and both values the same way.
 */
public final class RunJsonDifference {
  private RunJsonDifference() {}

  /** Null when {@code field} (dotted, e.g. {@code host.cpu}) is equal in both runs; else the difference, b's value first. */
  public static String of(RecordedRun a, RecordedRun b, String field) {
    return difference(field, at(a, field), at(b, field));
  }

  /** A dotted field of run.json (no field name below the first level has a dot). */
  static JsonNode at(RecordedRun run, String field) {
    JsonNode n = run.runJson().node();
    for (String part : field.split("\\.")) {
      n = n == null || n.isNull() ? MissingNode.getInstance() : n.path(part);
    }
    return n == null || n.isNull() ? MissingNode.getInstance() : n;
  }

  /**
   * Null when equal; otherwise the deepest field that differs and both values, e.g.
   * {@code libraries.protobuf-java: 4.36.2 vs 4.28.3}.
   */
  static String difference(String field, JsonNode a, JsonNode b) {
    if (a.equals(b)) {
      return null;
    }
    if (a.isObject() && b.isObject()) {
      Set<String> names = new LinkedHashSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        String d = difference(field + "." + name, a.path(name), b.path(name));
        if (d != null) {
          return d;
        }
      }
    }
    if (a.isArray() && b.isArray() && a.size() == b.size()) {
      for (int i = 0; i < a.size(); i++) {
        String d = difference(field + "[" + i + "]", a.get(i), b.get(i));
        if (d != null) {
          return d;
        }
      }
    }
    return field + ": " + show(b) + " vs " + show(a);
  }

  private static String show(JsonNode n) {
    if (n.isMissingNode()) {
      return "(absent)";
    }
    String s = n.isValueNode() ? n.asText() : n.toString();
    return s.length() > 120 ? s.substring(0, 117) + "..." : s;
  }

}
