package protocross.contract.json;

import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.MessageValue;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * The canonical JSON text of a payload: the proto3 JSON mapping exactly as protobuf-java's
 * {@code JsonFormat.printer().omittingInsignificantWhitespace()} (protobuf-java-util, the pinned
 * release) prints the message, written here from the payload's {@link MessageValue} with no
 * runtime, so that every implementation's jar (and a user dataset's run) gets the same text.
 * {@code JsonCanonicalTextTest} in the protobuf-java module checks it byte for byte against
 * JsonFormat on every payload of every dataset.
 *
 * <p>Why protobuf-java's text is the canonical one: JsonFormat is Google's reference
 * implementation of the proto3 JSON mapping for Java, run against protobuf's conformance suite,
 * and the binary payloads are already canonicalised through protobuf-java; Wire's Moshi adapter
 * predates the proto3 mapping and is not held to it.
 *
 * <p>What JsonFormat prints, as written here: fields in field-number order (its
 * {@code getAllFields()} is a TreeMap of field descriptors), named by their lowerCamelCase JSON
 * name; a proto3 field without presence only when it is not its default; 64-bit integers as
 * quoted decimal strings (unsigned ones unsigned), 32-bit as numbers; float and double as Java's
 * {@code Float.toString} / {@code Double.toString} (NaN and infinities quoted); bytes as standard
 * base64 with padding; enums by the name of their first declared value with that number (an
 * unknown number of an open enum as the number); map keys always quoted; strings escaped as
 * Gson's {@code toJson} escapes them (HTML-safe: {@code < > & = '} as {@code \}u00XX).
 * Well-known types (Timestamp, Duration, wrappers, Struct, Any, ...) have special JSON forms,
 * which this writer does not produce: such a schema is refused with one line.
 */
public final class CanonicalJson {
  private CanonicalJson() {}

  /** The canonical JSON of one {@code messageType} payload. */
  public static String of(DescriptorSet set, String messageType, byte[] payload) {
    StringBuilder out = new StringBuilder(payload.length * 2);
    message(set, MessageValue.parse(set, messageType, payload), out);
    return out.toString();
  }

  /** protoc's default json_name: underscores dropped, the letter after each one upper-cased. */
  public static String jsonName(String protoName) {
    StringBuilder b = new StringBuilder(protoName.length());
    boolean upper = false;
    for (int i = 0; i < protoName.length(); i++) {
      char c = protoName.charAt(i);
      if (c == '_') {
        upper = true;
      } else if (upper) {
        b.append(Character.toUpperCase(c));
        upper = false;
      } else {
        b.append(c);
      }
    }
    return b.toString();
  }

  private static void message(DescriptorSet set, MessageValue v, StringBuilder out) {
    MessageDef type = v.type();
    if (type.fullName().startsWith("google.protobuf.")) {
      throw new ProtocrossException("canonical JSON: " + type.fullName() + " is a well-known type with a JSON form"
          + " of its own, which the contract's JSON writer does not write");
    }
    out.append('{');
    boolean first = true;
    List<FieldDef> fields = type.fields();
    for (int slot = 0; slot < fields.size(); slot++) {
      FieldDef f = fields.get(slot);
      if (!v.has(slot) || isImplicitDefault(set, f, v, slot)) {
        continue;
      }
      if (!first) {
        out.append(',');
      }
      first = false;
      out.append('"').append(jsonName(f.name())).append("\":");
      MessageDef entry = set.mapEntry(f);
      if (entry != null) {
        // A key seen twice keeps its first place and its last value, as protobuf-java's map field (a LinkedHashMap) does.
        Map<String, MessageValue> entries = new LinkedHashMap<>();
        for (int i = 0; i < v.count(slot); i++) {
          MessageValue e = v.message(slot, i);
          StringBuilder k = new StringBuilder();
          key(entry.fields().get(0), e, k);
          entries.put(k.toString(), e);
        }
        out.append('{');
        boolean firstEntry = true;
        for (Map.Entry<String, MessageValue> e : entries.entrySet()) {
          if (!firstEntry) {
            out.append(',');
          }
          firstEntry = false;
          out.append(e.getKey()).append(':');
          single(set, entry.fields().get(1), e.getValue(), 1, out);
        }
        out.append('}');
      } else if (f.repeated()) {
        out.append('[');
        for (int i = 0; i < v.count(slot); i++) {
          if (i > 0) {
            out.append(',');
          }
          element(set, f, v, slot, i, out);
        }
        out.append(']');
      } else {
        single(set, f, v, slot, out);
      }
    }
    out.append('}');
  }

  /** A proto3 field without presence that holds its default: JsonFormat leaves it out (getAllFields does). */
  private static boolean isImplicitDefault(DescriptorSet set, FieldDef f, MessageValue v, int slot) {
    if (f.repeated() || f.hasPresence()) {
      return false;
    }
    return switch (f.kind()) {
      case FLOAT -> Float.floatToRawIntBits(v.f32(slot)) == 0;
      case DOUBLE -> Double.doubleToRawLongBits(v.f64(slot)) == 0;
      case BOOL -> !v.bool(slot);
      case STRING -> v.str(slot).isEmpty();
      case BYTES -> v.bytes(slot).length == 0;
      default -> f.kind().isInt() ? v.i32(slot) == 0 : v.i64(slot) == 0;
    };
  }

  /** A map key: always a JSON string (JsonFormat prints it with alwaysWithQuotes). */
  private static void key(FieldDef f, MessageValue e, StringBuilder out) {
    switch (f.kind()) {
      case STRING -> string(e.str(0), out);
      case BOOL -> out.append('"').append(e.bool(0)).append('"');
      case UINT32, FIXED32 -> out.append('"').append(Integer.toUnsignedString(e.i32(0))).append('"');
      case UINT64, FIXED64 -> out.append('"').append(Long.toUnsignedString(e.i64(0))).append('"');
      default -> out.append('"').append(f.kind().isInt() ? (Object) e.i32(0) : (Object) e.i64(0)).append('"');
    }
  }

  private static void single(DescriptorSet set, FieldDef f, MessageValue v, int slot, StringBuilder out) {
    switch (f.kind()) {
      case FLOAT -> floating(v.f32(slot), out);
      case DOUBLE -> floating(v.f64(slot), out);
      case BOOL -> out.append(v.bool(slot));
      case STRING -> string(v.str(slot), out);
      case BYTES -> out.append('"').append(Base64.getEncoder().encodeToString(v.bytes(slot))).append('"');
      case MESSAGE, GROUP -> message(set, v.message(slot), out);
      case ENUM -> enumValue(set, f, v.i32(slot), out);
      default -> {
        if (f.kind().isInt()) {
          int32(f, v.i32(slot), out);
        } else {
          int64(f, v.i64(slot), out);
        }
      }
    }
  }

  private static void element(DescriptorSet set, FieldDef f, MessageValue v, int slot, int i, StringBuilder out) {
    switch (f.kind()) {
      case FLOAT -> floating(v.f32(slot, i), out);
      case DOUBLE -> floating(v.f64(slot, i), out);
      case BOOL -> out.append(v.bool(slot, i));
      case STRING -> string(v.str(slot, i), out);
      case BYTES -> out.append('"').append(Base64.getEncoder().encodeToString(v.bytes(slot, i))).append('"');
      case MESSAGE, GROUP -> message(set, v.message(slot, i), out);
      case ENUM -> enumValue(set, f, v.i32(slot, i), out);
      default -> {
        if (f.kind().isInt()) {
          int32(f, v.i32(slot, i), out);
        } else {
          int64(f, v.i64(slot, i), out);
        }
      }
    }
  }

  private static void int32(FieldDef f, int value, StringBuilder out) {
    boolean unsigned = f.kind() == FieldKind.UINT32 || f.kind() == FieldKind.FIXED32;
    out.append(unsigned ? Integer.toUnsignedString(value) : Integer.toString(value));
  }

  private static void int64(FieldDef f, long value, StringBuilder out) {
    boolean unsigned = f.kind() == FieldKind.UINT64 || f.kind() == FieldKind.FIXED64;
    out.append('"').append(unsigned ? Long.toUnsignedString(value) : Long.toString(value)).append('"');
  }

  private static void floating(float f, StringBuilder out) {
    if (Float.isNaN(f)) {
      out.append("\"NaN\"");
    } else if (Float.isInfinite(f)) {
      out.append(f < 0 ? "\"-Infinity\"" : "\"Infinity\"");
    } else {
      out.append(Float.toString(f));
    }
  }

  private static void floating(double d, StringBuilder out) {
    if (Double.isNaN(d)) {
      out.append("\"NaN\"");
    } else if (Double.isInfinite(d)) {
      out.append(d < 0 ? "\"-Infinity\"" : "\"Infinity\"");
    } else {
      out.append(Double.toString(d));
    }
  }

  private static void enumValue(DescriptorSet set, FieldDef f, int number, StringBuilder out) {
    EnumDef e = set.enumType(f.typeName());
    if (e.fullName().equals("google.protobuf.NullValue")) {
      out.append("null");
      return;
    }
    for (var entry : e.values().entrySet()) {
      if (entry.getValue() == number) {
        out.append('"').append(entry.getKey()).append('"');
        return;
      }
    }
    out.append(number);
  }

  /** A JSON string as Gson's {@code toJson(String)} writes it (HTML-safe escaping, U+2028/U+2029 escaped). */
  static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\f' -> out.append("\\f");
        case '<', '>', '&', '=', '\'', '\u2028', '\u2029' -> unicodeEscape(c, out);
        default -> {
          if (c < 0x20) {
            unicodeEscape(c, out);
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static void unicodeEscape(char c, StringBuilder out) {
    String hex = Integer.toHexString(c);
    out.append("\\u");
    for (int i = hex.length(); i < 4; i++) {
      out.append('0');
    }
    out.append(hex);
  }
}
