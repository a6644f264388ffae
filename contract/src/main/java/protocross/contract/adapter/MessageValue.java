package protocross.contract.adapter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.Nesting;
import protocross.contract.schema.ProtoReader;

/**
 * One message's field values with no protobuf runtime: what a program holds before it builds a
 * message, and {@link Op#build_encode}'s input. It is made from a payload's wire bytes by the
 * contract's own descriptor walk, before timing, so every runtime builds from the same values.
 *
 * <p>A slot is a field's index in {@link MessageDef#fields()} (field-number order); the generated
 * builders name fields by slot, so a value is one array read. What a slot holds:
 * <ul>
 *   <li>a singular field: its Java value, boxed ({@code Integer} for 32-bit kinds and enums,
 *       {@code Long}, {@code Float}, {@code Double}, {@code Boolean}, {@code String},
 *       {@code byte[]}, a {@code MessageValue}), or null when the bytes do not hold it: a builder
 *       sets exactly the fields that are there;
 *   <li>a repeated field: {@code int[]}, {@code long[]}, {@code float[]}, {@code double[]},
 *       {@code boolean[]} or {@code Object[]} (strings, bytes, messages), or null when empty;
 *   <li>a map field: the entries in wire order, each a {@code MessageValue} of the map's entry type
 *       whose key (slot 0) and value (slot 1) are always set, to their defaults when the bytes omit them.
 * </ul>
 * Values follow protobuf's parsing rules, as {@link protocross.contract.proof.ReferenceDigest} does: the last value of a
 * singular field wins, a message field seen twice merges, a oneof member clears the others, an
 * unknown number of a closed enum is left out (it would be an unknown field, which no builder sets).
 */
public final class MessageValue {
  private final MessageDef type;
  private final Object[] slots;
  private final int[] counts;

  private MessageValue(MessageDef type, Object[] slots, int[] counts) {
    this.type = type;
    this.slots = slots;
    this.counts = counts;
  }

  /** The values of one {@code messageType} payload; throws {@link IllegalArgumentException} when the bytes do not parse. */
  public static MessageValue parse(DescriptorSet set, String messageType, byte[] bytes) {
    return parse(set, set.message(messageType), bytes);
  }

  public static MessageValue parse(DescriptorSet set, MessageDef type, byte[] bytes) {
    return parse(set, type, bytes, 0);
  }

  /** {@code depth}: how many messages (map entries included) enclose this one ({@link Nesting}). */
  private static MessageValue parse(DescriptorSet set, MessageDef type, byte[] bytes, int depth) {
    Nesting.check(depth);
    List<FieldDef> fields = type.fields();
    List<List<Object>> raw = new ArrayList<>(fields.size());
    for (int i = 0; i < fields.size(); i++) {
      raw.add(null);
    }
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      int slot = slot(type, tag >>> 3);
      if (slot < 0) {
        r.skip(tag);
        continue;
      }
      FieldDef f = fields.get(slot);
      int wireType = tag & 7;
      if (f.repeated() && f.kind().packable() && wireType == ProtoReader.LEN) {
        ProtoReader run = new ProtoReader(r.lengthDelimited());
        while (!run.done()) {
          add(raw, slot, set.javaValue(f, run.value(f.kind().wireType, f.number())));
        }
        continue;
      }
      if (wireType != f.kind().wireType) {
        throw new IllegalArgumentException("field " + f.number() + " (" + f.name() + ") of " + type.fullName()
            + " has wire type " + wireType + ", expected " + f.kind().wireType);
      }
      Object v = set.javaValue(f, r.value(wireType, f.number()));
      if (v == null) {
        continue;
      }
      if (f.repeated()) {
        add(raw, slot, v);
        continue;
      }
      List<Object> held = raw.get(slot);
      if (held != null && f.kind().isMessage()) {
        byte[] before = (byte[]) held.get(0);
        byte[] merged = Arrays.copyOf(before, before.length + ((byte[]) v).length);
        System.arraycopy((byte[]) v, 0, merged, before.length, ((byte[]) v).length);
        held.set(0, merged);
      } else {
        raw.set(slot, new ArrayList<>(List.of(v)));
      }
      if (f.inRealOneof()) {
        for (FieldDef other : type.members(f.oneofIndex())) {
          if (other != f) {
            raw.set(fields.indexOf(other), null);
          }
        }
      }
    }
    Object[] slots = new Object[fields.size()];
    int[] counts = new int[fields.size()];
    for (int i = 0; i < fields.size(); i++) {
      List<Object> v = raw.get(i);
      if (v == null) {
        continue;
      }
      FieldDef f = fields.get(i);
      if (!f.repeated()) {
        slots[i] = f.kind().isMessage() ? parse(set, set.message(f.typeName()), (byte[]) v.get(0), depth + 1) : v.get(0);
        counts[i] = 1;
      } else {
        slots[i] = repeated(set, f, v, depth + 1);
        counts[i] = v.size();
      }
    }
    return new MessageValue(type, slots, counts);
  }

  private static int slot(MessageDef type, int number) {
    List<FieldDef> fields = type.fields();
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).number() == number) {
        return i;
      }
    }
    return -1;
  }

  private static void add(List<List<Object>> raw, int slot, Object v) {
    if (v == null) {
      return;
    }
    List<Object> list = raw.get(slot);
    if (list == null) {
      list = new ArrayList<>();
      raw.set(slot, list);
    }
    list.add(v);
  }

  /** {@code depth}: the elements' (a message's or a map entry's). */
  private static Object repeated(DescriptorSet set, FieldDef f, List<Object> v, int depth) {
    MessageDef entry = set.mapEntry(f);
    if (entry != null) {
      Object[] out = new Object[v.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = mapEntry(set, entry, (byte[]) v.get(i), depth);
      }
      return out;
    }
    return switch (f.kind()) {
      case FLOAT -> {
        float[] a = new float[v.size()];
        for (int i = 0; i < a.length; i++) {
          a[i] = (Float) v.get(i);
        }
        yield a;
      }
      case DOUBLE -> v.stream().mapToDouble(x -> (Double) x).toArray();
      case BOOL -> {
        boolean[] a = new boolean[v.size()];
        for (int i = 0; i < a.length; i++) {
          a[i] = (Boolean) v.get(i);
        }
        yield a;
      }
      case STRING, BYTES -> v.toArray();
      case MESSAGE, GROUP -> v.stream().map(b -> parse(set, set.message(f.typeName()), (byte[]) b, depth)).toArray();
      default -> f.kind().isInt() ? v.stream().mapToInt(x -> (Integer) x).toArray() : v.stream().mapToLong(x -> (Long) x).toArray();
    };
  }

  /** A map entry whose key and value are both set: to their defaults where the bytes leave them out. */
  private static MessageValue mapEntry(DescriptorSet set, MessageDef entryType, byte[] bytes, int depth) {
    MessageValue e = parse(set, entryType, bytes, depth);
    for (int i = 0; i < 2; i++) {
      if (e.slots[i] == null) {
        e.slots[i] = zero(set, entryType.fields().get(i));
        e.counts[i] = 1;
      }
    }
    return e;
  }

  private static Object zero(DescriptorSet set, FieldDef f) {
    return switch (f.kind()) {
      case STRING -> "";
      case BYTES -> new byte[0];
      case MESSAGE, GROUP -> parse(set, set.message(f.typeName()), new byte[0]);
      case FLOAT -> 0f;
      case DOUBLE -> 0d;
      case BOOL -> false;
      case ENUM -> set.enumType(f.typeName()).firstNumber();
      default -> f.kind().isInt() ? (Object) 0 : (Object) 0L;
    };
  }

  public MessageDef type() {
    return type;
  }

  /** Whether a singular field is set (a repeated one: whether it has an element). */
  public boolean has(int slot) {
    return slots[slot] != null;
  }

  public int i32(int slot) {
    return (Integer) slots[slot];
  }

  public long i64(int slot) {
    return (Long) slots[slot];
  }

  public float f32(int slot) {
    return (Float) slots[slot];
  }

  public double f64(int slot) {
    return (Double) slots[slot];
  }

  public boolean bool(int slot) {
    return (Boolean) slots[slot];
  }

  public String str(int slot) {
    return (String) slots[slot];
  }

  /** The held array itself, not a copy: a builder that keeps it must copy it, as it would a caller's array. */
  public byte[] bytes(int slot) {
    return (byte[]) slots[slot];
  }

  public MessageValue message(int slot) {
    return (MessageValue) slots[slot];
  }

  /** The number of elements of a repeated or map field (0 when empty). */
  public int count(int slot) {
    return counts[slot];
  }

  public int i32(int slot, int i) {
    return ((int[]) slots[slot])[i];
  }

  public long i64(int slot, int i) {
    return ((long[]) slots[slot])[i];
  }

  public float f32(int slot, int i) {
    return ((float[]) slots[slot])[i];
  }

  public double f64(int slot, int i) {
    return ((double[]) slots[slot])[i];
  }

  public boolean bool(int slot, int i) {
    return ((boolean[]) slots[slot])[i];
  }

  public String str(int slot, int i) {
    return (String) ((Object[]) slots[slot])[i];
  }

  public byte[] bytes(int slot, int i) {
    return (byte[]) ((Object[]) slots[slot])[i];
  }

  /** An element of a repeated message field, or an entry of a map field. */
  public MessageValue message(int slot, int i) {
    return (MessageValue) ((Object[]) slots[slot])[i];
  }
}
