package protocross.contract.proof;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.adapter.Digest;
import protocross.contract.schema.DeclaredDefault;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.Nesting;
import protocross.contract.schema.ProtoReader;

/**
 * The reference digest: an independent walk of a payload's wire bytes driven by the descriptor
 * set, with no protobuf runtime. It feeds a {@link Digest} exactly what every implementation's
 * {@code readAll} feeds through its accessors, so conformance compares a runtime's decode with
 * the bytes themselves.
 *
 * <p>The order and marks, for each field in field-number order:
 * <ul>
 *   <li>a field without presence (proto3 implicit): its value, the default when absent;
 *   <li>a field with presence (proto2 singular, proto3 {@code optional}, a message):
 *       {@link Digest#present}, then its value when set, or when unset its declared default if it
 *       declares one; a message's value is its own fields, read the same way, inline;
 *   <li>a oneof, at its lowest-numbered member: the set member's field number (0 if none) with
 *       {@link Digest#i32}, then that member's value;
 *   <li>a repeated field: {@link Digest#count} then each element (packed or not on the wire);
 *   <li>a map: {@link Digest#map} of its size and the sum of {@link Digest#entry} over its entries,
 *       so their order does not matter; a message value's word is the digest of its fields.
 * </ul>
 * Values: integer kinds and enums {@link Digest#i32}/{@link Digest#i64} of the Java value a getter
 * returns (unsigned kinds as their bit pattern), floats {@link Digest#f32}/{@link Digest#f64},
 * strings and bytes {@link Digest#str}/{@link Digest#bytes}. An unknown number of a closed enum is
 * an unknown field, as in every runtime; an open enum keeps it. Unknown fields are not read.
 * Decoding follows protobuf's rules: the last value of a singular field wins, a message field
 * seen twice merges, a oneof member clears the others.
 */
public final class ReferenceDigest {
  private final DescriptorSet set;

  public ReferenceDigest(DescriptorSet set) {
    this.set = set;
  }

  /** The digest of reading every payload, in order, as one {@code readAll} after another. */
  public long of(String messageType, List<byte[]> payloads) {
    MessageDef type = set.message(messageType);
    Digest d = new Digest();
    for (byte[] p : payloads) {
      message(type, p, d);
    }
    return d.value();
  }

  /**
   * Feeds one message's fields; throws {@link IllegalArgumentException} when the bytes do not parse
   * or nest deeper than {@link Nesting#LIMIT}.
   */
  public void message(MessageDef type, byte[] bytes, Digest d) {
    message(type, bytes, d, 0);
  }

  /** {@code depth}: how many messages (map entries included) enclose this one. */
  private void message(MessageDef type, byte[] bytes, Digest d, int depth) {
    Nesting.check(depth);
    Map<Integer, List<Object>> values = parse(type, bytes);
    for (FieldDef f : type.fields()) {
      List<Object> v = values.get(f.number());
      if (f.inRealOneof()) {
        if (type.firstMember(f.oneofIndex()) == f) {
          oneof(type, f.oneofIndex(), values, d, depth);
        }
      } else if (set.mapEntry(f) != null) {
        map(set.mapEntry(f), v == null ? List.of() : v, d, depth + 1);
      } else if (f.repeated()) {
        List<Object> list = v == null ? List.of() : v;
        d.count(list.size());
        for (Object e : list) {
          value(f, e, d, depth);
        }
      } else if (f.hasPresence()) {
        d.present(v != null);
        if (v != null) {
          value(f, last(v), d, depth);
        } else if (f.defaultValue() != null) {
          value(f, defaultValue(f), d, depth);
        }
      } else {
        value(f, v != null ? last(v) : zero(f), d, depth);
      }
    }
  }

  private void oneof(MessageDef type, int index, Map<Integer, List<Object>> values, Digest d, int depth) {
    for (FieldDef m : type.members(index)) {
      List<Object> v = values.get(m.number());
      if (v != null) {
        d.i32(m.number());
        value(m, last(v), d, depth);
        return;
      }
    }
    d.i32(0);
  }

  /** {@code depth}: the entries' (each entry is a message on the wire). */
  private void map(MessageDef entryType, List<Object> entries, Digest d, int depth) {
    Nesting.check(depth);
    FieldDef keyField = entryType.field(1);
    FieldDef valueField = entryType.field(2);
    Map<Object, Long> byKey = new LinkedHashMap<>();
    for (Object e : entries) {
      Map<Integer, List<Object>> kv = parse(entryType, (byte[]) e);
      List<Object> k = kv.get(1);
      List<Object> v = kv.get(2);
      if (v == null && closedEnum(valueField) && hasField((byte[]) e, 2)) {
        continue; // an unknown closed-enum value sends the whole entry to the unknown fields
      }
      Object key = k != null ? last(k) : zero(keyField);
      byKey.put(key instanceof byte[] b ? new String(b, StandardCharsets.ISO_8859_1) : key,
          word(valueField, v != null ? last(v) : zero(valueField), depth));
    }
    long sum = 0;
    for (var e : byKey.entrySet()) {
      sum += Digest.entry(keyWord(e.getKey()), e.getValue());
    }
    d.map(byKey.size(), sum);
  }

  private static long keyWord(Object key) {
    // instanceof, not a pattern switch: the benchmark jar's classes are Java 17 bytecode (runs on JDK 17).
    if (key instanceof String s) {
      return Digest.word(s);
    } else if (key instanceof Integer i) {
      return Digest.word(i);
    } else if (key instanceof Long l) {
      return Digest.word(l);
    } else if (key instanceof Boolean b) {
      return Digest.word(b);
    }
    throw new IllegalStateException("map key " + key);
  }

  /** {@code depth}: the message's that holds {@code f}. */
  private long word(FieldDef f, Object v, int depth) {
    return switch (f.kind()) {
      case STRING -> Digest.word((String) v);
      case BYTES -> Digest.word((byte[]) v);
      case FLOAT -> Digest.wordF32((Float) v);
      case DOUBLE -> Digest.wordF64((Double) v);
      case BOOL -> Digest.word((Boolean) v);
      case MESSAGE, GROUP -> {
        Digest sub = new Digest();
        message(set.message(f.typeName()), (byte[]) v, sub, depth + 1);
        yield sub.value();
      }
      default -> f.kind().isInt() ? Digest.word((Integer) v) : Digest.word((Long) v);
    };
  }

  /** {@code depth}: the message's that holds {@code f}. */
  private void value(FieldDef f, Object v, Digest d, int depth) {
    switch (f.kind()) {
      case STRING -> d.str((String) v);
      case BYTES -> d.bytes((byte[]) v);
      case FLOAT -> d.f32((Float) v);
      case DOUBLE -> d.f64((Double) v);
      case BOOL -> d.bool((Boolean) v);
      case MESSAGE, GROUP -> message(set.message(f.typeName()), (byte[]) v, d, depth + 1);
      default -> {
        if (f.kind().isInt()) {
          d.i32((Integer) v);
        } else {
          d.i64((Long) v);
        }
      }
    }
  }

  private Map<Integer, List<Object>> parse(MessageDef type, byte[] bytes) {
    Map<Integer, List<Object>> values = new HashMap<>();
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      FieldDef f = type.field(tag >>> 3);
      if (f == null) {
        r.skip(tag);
        continue;
      }
      int wireType = tag & 7;
      if (f.repeated() && f.kind().packable() && wireType == ProtoReader.LEN) {
        ProtoReader run = new ProtoReader(r.lengthDelimited());
        List<Object> list = values.computeIfAbsent(f.number(), n -> new ArrayList<>());
        while (!run.done()) {
          Object v = decode(f, run.value(f.kind().wireType, f.number()));
          if (v != null) {
            list.add(v);
          }
        }
        continue;
      }
      if (wireType != f.kind().wireType) {
        throw new IllegalArgumentException("field " + f.number() + " (" + f.name() + ") of " + type.fullName()
            + " has wire type " + wireType + ", expected " + f.kind().wireType);
      }
      Object v = decode(f, r.value(wireType, f.number()));
      if (v == null) {
        continue;
      }
      List<Object> list = values.get(f.number());
      if (f.repeated() || list == null) {
        if (list == null) {
          list = new ArrayList<>();
          values.put(f.number(), list);
        }
        list.add(v);
      } else if (f.kind().isMessage()) {
        list.set(0, concat((byte[]) list.get(0), (byte[]) v));
      } else {
        list.set(0, v);
      }
      if (f.inRealOneof()) {
        for (FieldDef other : type.members(f.oneofIndex())) {
          if (other != f) {
            values.remove(other.number());
          }
        }
      }
    }
    return values;
  }

  private Object decode(FieldDef f, Object raw) {
    return set.javaValue(f, raw);
  }

  private boolean closedEnum(FieldDef f) {
    return f.kind() == FieldKind.ENUM && set.enumType(f.typeName()).closed();
  }

  private static boolean hasField(byte[] message, int number) {
    ProtoReader r = new ProtoReader(message);
    while (!r.done()) {
      int tag = r.tag();
      if (tag >>> 3 == number) {
        return true;
      }
      r.skip(tag);
    }
    return false;
  }

  private Object zero(FieldDef f) {
    return switch (f.kind()) {
      case STRING -> "";
      case BYTES, MESSAGE, GROUP -> new byte[0];
      case FLOAT -> 0f;
      case DOUBLE -> 0d;
      case BOOL -> false;
      case ENUM -> set.enumType(f.typeName()).firstNumber();
      default -> f.kind().isInt() ? (Object) 0 : (Object) 0L;
    };
  }

  private Object defaultValue(FieldDef f) {
    return DeclaredDefault.of(set, f);
  }

  private static Object last(List<Object> v) {
    return v.get(v.size() - 1);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
