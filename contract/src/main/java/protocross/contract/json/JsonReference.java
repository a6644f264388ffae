package protocross.contract.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoReader;
import protocross.contract.schema.ProtoWriter;

/**
 * The independent reading of a proto3 JSON text: the text parsed by the contract's own
 * {@link JsonTree} and written as binary protobuf with the schema's descriptor set, no runtime
 * involved, so that "this runtime's JSON means the same message" is judged by neither runtime.
 * The JSON proofs feed the bytes to {@link protocross.contract.proof.ReferenceDigest} and compare with the payload's digest.
 *
 * <p>What it accepts is the proto3 JSON mapping's parsing side (protobuf.dev, "ProtoJSON
 * Format"): a field by its JSON name or its proto name; {@code null} as "not set"; 32- and 64-bit
 * integers as numbers or strings (integral values, in range, exponents allowed); float and double
 * as numbers or strings, with {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}; bytes as
 * standard or URL-safe base64, padded or not; enums by name or number; map keys as strings of the
 * key's kind. An unknown member, a wrong JSON type or an out-of-range number is refused with one line.
 */
public final class JsonReference {
  private JsonReference() {}

  /** The binary encoding of {@code json} as a {@code messageType}. */
  public static byte[] toBinary(DescriptorSet set, String messageType, String json) {
    Object tree = JsonTree.parse(json);
    ProtoWriter w = new ProtoWriter();
    message(set, set.message(messageType), tree, w, messageType);
    return w.toByteArray();
  }

  private static void message(DescriptorSet set, MessageDef type, Object tree, ProtoWriter w, String path) {
    if (!(tree instanceof Map<?, ?> members)) {
      throw new IllegalArgumentException(path + ": an object expected for " + type.fullName() + ", found " + kind(tree));
    }
    for (Object name : members.keySet()) {
      if (field(type, (String) name) == null) {
        throw new IllegalArgumentException(path + ": " + type.fullName() + " has no field named \"" + name + "\"");
      }
    }
    for (FieldDef f : type.fields()) {
      Object v = members.containsKey(CanonicalJson.jsonName(f.name())) ? members.get(CanonicalJson.jsonName(f.name()))
          : members.get(f.name());
      if (members.containsKey(CanonicalJson.jsonName(f.name())) && members.containsKey(f.name())
          && !CanonicalJson.jsonName(f.name()).equals(f.name())) {
        throw new IllegalArgumentException(path + ": field " + f.name() + " appears under both of its names");
      }
      if (v == null || v == JsonTree.NULL) {
        continue;
      }
      String at = path + "." + f.name();
      MessageDef entry = set.mapEntry(f);
      if (entry != null) {
        if (!(v instanceof Map<?, ?> map)) {
          throw new IllegalArgumentException(at + ": an object expected for a map, found " + kind(v));
        }
        for (Map.Entry<?, ?> e : map.entrySet()) {
          ProtoWriter entryWriter = new ProtoWriter();
          scalar(set, entry.fields().get(0), key(entry.fields().get(0), (String) e.getKey(), at), entryWriter, at, false);
          value(set, entry.fields().get(1), e.getValue(), entryWriter, at + "[" + e.getKey() + "]", false);
          w.bytesAlways(f.number(), entryWriter.toByteArray());
        }
      } else if (f.repeated()) {
        if (!(v instanceof List<?> list)) {
          throw new IllegalArgumentException(at + ": an array expected, found " + kind(v));
        }
        for (int i = 0; i < list.size(); i++) {
          value(set, f, list.get(i), w, at + "[" + i + "]", false);
        }
      } else {
        value(set, f, v, w, at, !f.hasPresence());
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

  private static void value(DescriptorSet set, FieldDef f, Object v, ProtoWriter w, String at, boolean implicit) {
    if (f.kind() == FieldKind.MESSAGE) {
      ProtoWriter child = new ProtoWriter();
      message(set, set.message(f.typeName()), v, child, at);
      w.bytesAlways(f.number(), child.toByteArray());
    } else if (f.kind() == FieldKind.GROUP) {
      throw new IllegalArgumentException(at + ": a proto2 group, which the JSON reference does not read");
    } else {
      scalar(set, f, v, w, at, implicit);
    }
  }

  /** A map key's text as the JSON value its kind would have, so {@link #scalar} reads both alike. */
  private static Object key(FieldDef f, String text, String at) {
    return switch (f.kind()) {
      case STRING -> text;
      case BOOL -> switch (text) {
        case "true" -> Boolean.TRUE;
        case "false" -> Boolean.FALSE;
        default -> throw new IllegalArgumentException(at + ": map key \"" + text + "\" is not a bool");
      };
      default -> text;  // integers: read from the string as a quoted number
    };
  }

  /** One scalar; {@code implicit}: a proto3 field without presence, left out when it is its default. */
  private static void scalar(DescriptorSet set, FieldDef f, Object v, ProtoWriter w, String at, boolean implicit) {
    int n = f.number();
    switch (f.kind()) {
      case BOOL -> {
        if (!(v instanceof Boolean b)) {
          throw new IllegalArgumentException(at + ": true or false expected, found " + kind(v));
        }
        if (b || !implicit) {
          w.tag(n, ProtoReader.VARINT);
          w.varint(b ? 1 : 0);
        }
      }
      case STRING -> {
        if (!(v instanceof String s)) {
          throw new IllegalArgumentException(at + ": a string expected, found " + kind(v));
        }
        if (!s.isEmpty() || !implicit) {
          w.bytesAlways(n, s.getBytes(StandardCharsets.UTF_8));
        }
      }
      case BYTES -> {
        if (!(v instanceof String s)) {
          throw new IllegalArgumentException(at + ": a base64 string expected, found " + kind(v));
        }
        byte[] b = base64(s, at);
        if (b.length > 0 || !implicit) {
          w.bytesAlways(n, b);
        }
      }
      case FLOAT -> {
        float x = (float) floating(v, at, true);
        if (Float.floatToRawIntBits(x) != 0 || !implicit) {
          w.tag(n, ProtoReader.FIXED32);
          w.fixed32(Float.floatToRawIntBits(x));
        }
      }
      case DOUBLE -> {
        double x = floating(v, at, false);
        if (Double.doubleToRawLongBits(x) != 0 || !implicit) {
          w.tag(n, ProtoReader.FIXED64);
          w.fixed64(Double.doubleToRawLongBits(x));
        }
      }
      case ENUM -> {
        int number;
        if (v instanceof String name) {
          Integer known = set.enumType(f.typeName()).values().get(name);
          if (known == null) {
            throw new IllegalArgumentException(at + ": " + f.typeName() + " has no value named \"" + name + "\"");
          }
          number = known;
        } else {
          number = integer(v, at, BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
        }
        if (number != 0 || !implicit) {
          w.tag(n, ProtoReader.VARINT);
          w.varint(number);
        }
      }
      default -> {
        BigInteger x = integer(v, at, min(f.kind()), max(f.kind()));
        long bits = x.longValue();
        if (bits == 0 && implicit) {
          return;
        }
        switch (f.kind()) {
          case INT32, INT64, UINT64 -> {
            w.tag(n, ProtoReader.VARINT);
            w.varint(bits);
          }
          case UINT32 -> {
            w.tag(n, ProtoReader.VARINT);
            w.varint(bits & 0xFFFFFFFFL);
          }
          case SINT32 -> {
            int i = (int) bits;
            w.tag(n, ProtoReader.VARINT);
            w.varint(Integer.toUnsignedLong((i << 1) ^ (i >> 31)));
          }
          case SINT64 -> {
            w.tag(n, ProtoReader.VARINT);
            w.varint((bits << 1) ^ (bits >> 63));
          }
          case FIXED32, SFIXED32 -> {
            w.tag(n, ProtoReader.FIXED32);
            w.fixed32((int) bits);
          }
          default -> {  // FIXED64, SFIXED64
            w.tag(n, ProtoReader.FIXED64);
            w.fixed64(bits);
          }
        }
      }
    }
  }

  private static BigInteger min(FieldKind k) {
    return switch (k) {
      case INT32, SINT32, SFIXED32 -> BigInteger.valueOf(Integer.MIN_VALUE);
      case INT64, SINT64, SFIXED64 -> BigInteger.valueOf(Long.MIN_VALUE);
      default -> BigInteger.ZERO;
    };
  }

  private static BigInteger max(FieldKind k) {
    return switch (k) {
      case INT32, SINT32, SFIXED32 -> BigInteger.valueOf(Integer.MAX_VALUE);
      case UINT32, FIXED32 -> BigInteger.valueOf(0xFFFFFFFFL);
      case INT64, SINT64, SFIXED64 -> BigInteger.valueOf(Long.MAX_VALUE);
      default -> BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    };
  }

  /** An integer given as a JSON number or a string holding one; integral and within [lo, hi]. */
  private static BigInteger integer(Object v, String at, BigInteger lo, BigInteger hi) {
    String text = v instanceof JsonTree.Num num ? num.text() : v instanceof String s ? s : null;
    if (text == null) {
      throw new IllegalArgumentException(at + ": an integer expected, found " + kind(v));
    }
    BigInteger x;
    try {
      x = new BigDecimal(text).toBigIntegerExact();
    } catch (ArithmeticException | NumberFormatException e) {
      throw new IllegalArgumentException(at + ": \"" + text + "\" is not an integer");
    }
    if (x.compareTo(lo) < 0 || x.compareTo(hi) > 0) {
      throw new IllegalArgumentException(at + ": " + text + " is out of range");
    }
    return x;
  }

  /** A float or double given as a JSON number, a string holding one, or NaN / Infinity / -Infinity as strings. */
  private static double floating(Object v, String at, boolean isFloat) {
    String text;
    if (v instanceof JsonTree.Num num) {
      text = num.text();
    } else if (v instanceof String s) {
      if (s.equals("NaN")) {
        return Double.NaN;
      } else if (s.equals("Infinity")) {
        return Double.POSITIVE_INFINITY;
      } else if (s.equals("-Infinity")) {
        return Double.NEGATIVE_INFINITY;
      }
      text = s;
    } else {
      throw new IllegalArgumentException(at + ": a number expected, found " + kind(v));
    }
    double d;
    try {
      d = Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(at + ": \"" + text + "\" is not a number");
    }
    if (Double.isInfinite(d) || (isFloat && Math.abs(d) > Float.MAX_VALUE && !Double.isNaN(d))) {
      throw new IllegalArgumentException(at + ": " + text + " is out of range");
    }
    return d;
  }

  private static byte[] base64(String s, String at) {
    try {
      return s.indexOf('-') >= 0 || s.indexOf('_') >= 0 ? Base64.getUrlDecoder().decode(s) : Base64.getDecoder().decode(s);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(at + ": not base64: " + e.getMessage());
    }
  }

  static String kind(Object v) {
    if (v instanceof Map<?, ?>) {
      return "an object";
    } else if (v instanceof List<?>) {
      return "an array";
    } else if (v instanceof String) {
      return "a string";
    } else if (v instanceof JsonTree.Num) {
      return "a number";
    } else if (v instanceof Boolean) {
      return "a bool";
    }
    return "null";
  }
}
