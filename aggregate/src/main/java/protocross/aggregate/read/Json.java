package protocross.aggregate.read;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Typed access to a JSON tree that names the file and field in every error, so a bad input ends
 * in one line that says where to look.
 */
public final class Json {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final JsonNode node;
  private final String where;

  private Json(JsonNode node, String where) {
    this.node = node;
    this.where = where;
  }

  /** Reads {@code file}; {@code name} is how errors refer to it (relative to the run dir). */
  public static Json read(Path file, String name) {
    try {
      JsonNode root = MAPPER.readTree(Files.readAllBytes(file));
      if (root == null || root.isMissingNode()) {
        throw new AggregateException(name + ": empty file, expected JSON");
      }
      return new Json(root, name);
    } catch (NoSuchFileException e) {
      throw new AggregateException(name + ": missing");
    } catch (JsonProcessingException e) {
      String at = e.getLocation() == null ? ""
          : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
      throw new AggregateException(name + ": not valid JSON" + at + " (" + firstLine(e.getOriginalMessage()) + ")");
    } catch (IOException e) {
      throw new AggregateException(name + ": cannot read (" + e.getMessage() + ")");
    }
  }

  /** A tree built in memory (a merge of shards' run.json); {@code where} names it in errors. */
  static Json of(JsonNode node, String where) {
    return new Json(node, where);
  }

  static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    // Jackson's "[Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1,
    // column: 2]" says nothing the caller does not already say better: keep only the position.
    return (nl < 0 ? s : s.substring(0, nl)).replaceAll("\\[Source: [^;\\]]*; ", "[").strip();
  }

  public JsonNode node() {
    return node;
  }

  String where() {
    return where;
  }

  public boolean has(String field) {
    return node.has(field) && !node.get(field).isNull();
  }

  public Json get(String field) {
    JsonNode child = node.get(field);
    if (child == null || child.isNull()) {
      throw new AggregateException(where + ": missing field '" + field + "'");
    }
    return new Json(child, where + " " + field);
  }

  public Json at(int i) {
    return new Json(node.get(i), where + "[" + i + "]");
  }

  public String text(String field) {
    Json f = get(field);
    if (!f.node.isValueNode()) {
      throw new AggregateException(f.where + ": expected a value, found " + f.node.getNodeType());
    }
    return f.node.asText();
  }

  /** A number; JMH writes NaN as the string "NaN", which is refused here as not a measurement. */
  public double number(String field) {
    Json f = get(field);
    if (!f.node.isNumber()) {
      throw new AggregateException(f.where + ": expected a number, found " + f.node);
    }
    return f.node.asDouble();
  }

  long integer(String field) {
    Json f = get(field);
    if (!f.node.isIntegralNumber()) {
      throw new AggregateException(f.where + ": expected an integer, found " + f.node);
    }
    return f.node.asLong();
  }

  /**
   * A measurement that must be above zero (a score, a rate, a time): checked where it is read, so
   * a zero, negative, NaN or infinite value from a hand-edited or corrupt file ends in one line
   * naming the file and field, never in a statistic of a logarithm.
   */
  public double positive(String field) {
    return get(field).positive();
  }

  /** This value as {@link #positive(String)} checks a field (an element of an array). */
  public double positive() {
    if (!node.isNumber() || !Double.isFinite(node.asDouble()) || node.asDouble() <= 0) {
      throw new AggregateException(where + ": expected a number above 0, found " + shown());
    }
    return node.asDouble();
  }

  /** A number of at least zero (bytes per op, which an op may not allocate at all), finite. */
  double nonNegative(String field) {
    Json f = get(field);
    if (!f.node.isNumber() || !Double.isFinite(f.node.asDouble()) || f.node.asDouble() < 0) {
      throw new AggregateException(f.where + ": expected a number of at least 0, found " + f.shown());
    }
    return f.node.asDouble();
  }

  /** An integer of at least {@code min} (a count, a byte size; -1 where the writer means "none"). */
  public long integerAtLeast(String field, long min) {
    return get(field).integerAtLeast(min);
  }

  /** This value as {@link #integerAtLeast(String, long)} checks a field. */
  public long integerAtLeast(long min) {
    if (!node.isIntegralNumber() || !node.canConvertToLong() || node.asLong() < min) {
      throw new AggregateException(where + ": expected an integer of at least " + min + ", found " + shown());
    }
    return node.asLong();
  }

  /** The value as a message shows it: a number as read (1e400 as Infinity, not Jackson's "Infinity"), else JSON. */
  private String shown() {
    return node.isNumber() ? String.valueOf(node.numberValue()) : node.toString();
  }

  public boolean bool(String field) {
    Json f = get(field);
    if (!f.node.isBoolean()) {
      throw new AggregateException(f.where + ": expected true or false, found " + f.node);
    }
    return f.node.asBoolean();
  }

  public List<Json> array(String field) {
    return get(field).elements();
  }

  public List<Json> elements() {
    if (!node.isArray()) {
      throw new AggregateException(where + ": expected an array, found " + node.getNodeType());
    }
    List<Json> out = new ArrayList<>();
    for (int i = 0; i < node.size(); i++) {
      out.add(at(i));
    }
    return out;
  }

  public List<String> strings(String field) {
    return array(field).stream().map(j -> j.node.asText()).toList();
  }

  /** Field names in file order (Jackson keeps it), for objects whose keys are data. */
  public List<String> fieldNames() {
    if (!node.isObject()) {
      throw new AggregateException(where + ": expected an object, found " + node.getNodeType());
    }
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
