package protocross.contract.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Names where a runtime's JSON text of a message differs from the canonical text of the same
 * message ({@link CanonicalJson}), by walking both with the schema: the JSON table's rows. Only
 * texts that passed json_encode's proof are compared, so each difference is one of form (both
 * mean the same message), never of value.
 */
public final class JsonDialect {
  private JsonDialect() {}

  public static final String PROTO_NAMES = "field names: proto names (canonical: lowerCamelCase JSON names)";
  public static final String ORDER = "member order differs from field-number order";
  public static final String DEFAULTS = "fields at their default written (canonical: left out)";
  public static final String INT64_NUMBERS = "64-bit integers as JSON numbers (canonical: strings)";
  public static final String INT32_STRINGS = "32-bit integers as strings (canonical: numbers)";
  public static final String ENUM_NUMBERS = "enums as numbers (canonical: names)";
  public static final String FLOATS = "float/double text differs (same value)";
  public static final String FLOAT_STRINGS = "float/double as strings (canonical: numbers)";
  public static final String BASE64 = "bytes: other base64 alphabet or padding";
  public static final String ESCAPES = "string escaping differs (\\u escapes)";
  public static final String WHITESPACE = "whitespace between tokens";

  /** The differences of one message; both trees as {@link JsonTree} gives them, and both texts. */
  public static Set<String> compare(DescriptorSet set, MessageDef type, Object canonical, Object other, String canonicalText,
      String otherText) {
    Set<String> found = new TreeSet<>();
    message(set, type, canonical, other, found);
    if (escapes(canonicalText) != escapes(otherText)) {
      found.add(ESCAPES);
    }
    if (hasWhitespace(otherText)) {
      found.add(WHITESPACE);
    }
    return found;
  }

  private static void message(DescriptorSet set, MessageDef type, Object canonical, Object other, Set<String> found) {
    if (!(canonical instanceof Map<?, ?> c) || !(other instanceof Map<?, ?> o)) {
      return;
    }
    List<Integer> order = new ArrayList<>();
    for (Object key : o.keySet()) {
      FieldDef f = field(type, (String) key);
      if (f == null) {
        continue;
      }
      order.add(f.number());
      String json = CanonicalJson.jsonName(f.name());
      if (!key.equals(json)) {
        found.add(PROTO_NAMES);
      }
      Object cv = c.get(json);
      Object ov = o.get(key);
      if (cv == null) {
        if (ov != JsonTree.NULL) {
          found.add(DEFAULTS);
        }
        continue;
      }
      value(set, f, cv, ov, found);
    }
    for (int i = 1; i < order.size(); i++) {
      if (order.get(i) < order.get(i - 1)) {
        found.add(ORDER);
      }
    }
  }

  private static void value(DescriptorSet set, FieldDef f, Object c, Object o, Set<String> found) {
    MessageDef entry = set.mapEntry(f);
    if (entry != null) {
      if (c instanceof Map<?, ?> cm && o instanceof Map<?, ?> om) {
        for (Map.Entry<?, ?> e : cm.entrySet()) {
          if (om.containsKey(e.getKey())) {
            single(set, entry.fields().get(1), e.getValue(), om.get(e.getKey()), found);
          }
        }
      }
    } else if (f.repeated()) {
      if (c instanceof List<?> cl && o instanceof List<?> ol) {
        for (int i = 0; i < Math.min(cl.size(), ol.size()); i++) {
          single(set, f, cl.get(i), ol.get(i), found);
        }
      }
    } else {
      single(set, f, c, o, found);
    }
  }

  private static void single(DescriptorSet set, FieldDef f, Object c, Object o, Set<String> found) {
    switch (f.kind()) {
      case MESSAGE, GROUP -> message(set, set.message(f.typeName()), c, o, found);
      case ENUM -> {
        if (c instanceof String && o instanceof JsonTree.Num) {
          found.add(ENUM_NUMBERS);
        }
      }
      case BYTES -> {
        if (!c.equals(o)) {
          found.add(BASE64);
        }
      }
      case FLOAT, DOUBLE -> {
        if (c instanceof JsonTree.Num && o instanceof String) {
          found.add(FLOAT_STRINGS);
        } else if (c instanceof JsonTree.Num cn && o instanceof JsonTree.Num on && !cn.text().equals(on.text())) {
          found.add(FLOATS);
        }
      }
      default -> {
        if (f.kind().isLong() && c instanceof String && o instanceof JsonTree.Num) {
          found.add(INT64_NUMBERS);
        } else if (f.kind().isInt() && c instanceof JsonTree.Num && o instanceof String) {
          found.add(INT32_STRINGS);
        }
      }
    }
  }

  private static FieldDef field(MessageDef type, String name) {
    for (FieldDef f : type.fields()) {
      if (f.name().equals(name) || CanonicalJson.jsonName(f.name()).equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** The number of {@code \}u escapes in a JSON text. */
  private static int escapes(String text) {
    int n = 0;
    for (int i = text.indexOf("\\u"); i >= 0; i = text.indexOf("\\u", i + 2)) {
      if (i == 0 || text.charAt(i - 1) != '\\') {
        n++;
      }
    }
    return n;
  }

  /** Whitespace outside strings. */
  private static boolean hasWhitespace(String text) {
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
        return true;
      }
    }
    return false;
  }
}
