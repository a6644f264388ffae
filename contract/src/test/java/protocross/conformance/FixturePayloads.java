package protocross.conformance;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import protocross.contract.proof.MapKeyOrder;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoReader;
import protocross.contract.schema.ProtoWriter;

/**
 * Deterministic payloads for any message type of a descriptor set, written canonically with the
 * contract's {@link ProtoWriter} (no runtime): fields in number order, proto3 implicit defaults
 * omitted, repeated scalars packed or not as the descriptor says, map entries with key and value,
 * sorted by key ({@link MapKeyOrder}).
 * Values cover negatives, 10-byte varints, non-ASCII text (2-, 3- and 4-byte UTF-8) and empty
 * strings and bytes where they are written; with {@code unknownEnums} a third of enum values are
 * numbers the enum does not declare. Nesting stops at depth {@value #MAX_DEPTH}.
 */
final class FixturePayloads {
  private static final int MAX_DEPTH = 3;
  private static final String[] WORDS = {"plain", "naïve", "Привет", "数据", "🙂", "mañana", "ΑΒΓ", "x", "tab\there"};

  private final DescriptorSet set;
  private final Random random;
  private final boolean unknownEnums;

  private FixturePayloads(DescriptorSet set, long seed, boolean unknownEnums) {
    this.set = set;
    this.random = new Random(seed);
    this.unknownEnums = unknownEnums;
  }

  static List<byte[]> generate(DescriptorSet set, String messageType, long seed, int count, boolean unknownEnums) {
    FixturePayloads g = new FixturePayloads(set, seed, unknownEnums);
    MessageDef type = set.message(messageType);
    List<byte[]> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(g.message(type, 0));
    }
    return out;
  }

  private byte[] message(MessageDef type, int depth) {
    Map<Integer, FieldDef> chosen = new LinkedHashMap<>();
    for (int i = 0; i < type.oneofNames().size(); i++) {
      List<FieldDef> members = type.members(i).stream().filter(FieldDef::inRealOneof).toList();
      if (members.isEmpty()) {
        continue;
      }
      int pick = random.nextInt(members.size() + 1);
      if (pick < members.size() && !(members.get(pick).kind().isMessage() && depth >= MAX_DEPTH)) {
        chosen.put(i, members.get(pick));
      }
    }
    ProtoWriter out = new ProtoWriter();
    for (FieldDef f : type.fields()) {
      boolean deep = f.kind().isMessage() && depth >= MAX_DEPTH;
      if (f.inRealOneof()) {
        if (chosen.get(f.oneofIndex()) == f) {
          write(out, f, value(f, depth));
        }
      } else if (set.mapEntry(f) != null) {
        map(out, f, set.mapEntry(f), depth);
      } else if (f.repeated()) {
        int n = deep ? 0 : random.nextInt(4);
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          values.add(value(f, depth));
        }
        if (f.packed()) {
          if (n > 0) {
            ProtoWriter run = new ProtoWriter();
            for (Object v : values) {
              bare(run, f.kind(), v);
            }
            out.bytesAlways(f.number(), run.toByteArray());
          }
        } else {
          for (Object v : values) {
            write(out, f, v);
          }
        }
      } else if (f.hasPresence()) {
        if (f.required() || (!deep && random.nextBoolean())) {
          write(out, f, value(f, depth));
        }
      } else {
        Object v = value(f, depth);
        if (!isDefault(v)) {
          write(out, f, v);
        }
      }
    }
    return out.toByteArray();
  }

  private void map(ProtoWriter out, FieldDef f, MessageDef entryType, int depth) {
    FieldDef key = entryType.field(1);
    FieldDef value = entryType.field(2);
    int n = random.nextInt(4);
    Map<Object, Object> entries = new LinkedHashMap<>();
    for (int i = 0; i < n * 3 && entries.size() < n; i++) {
      entries.putIfAbsent(value(key, depth), value(value, depth));
    }
    // Sorted by key, the canonical order (MapKeyOrder): the one every runtime re-encodes unchanged.
    List<Map.Entry<Object, Object>> sorted = new ArrayList<>(entries.entrySet());
    sorted.sort(Map.Entry.comparingByKey(MapKeyOrder.of(key.kind())));
    for (var e : sorted) {
      ProtoWriter entry = new ProtoWriter();
      write(entry, key, e.getKey());
      write(entry, value, e.getValue());
      out.bytesAlways(f.number(), entry.toByteArray());
    }
  }

  private Object value(FieldDef f, int depth) {
    Random r = random;
    return switch (f.kind()) {
      case INT32, SINT32, SFIXED32, UINT32, FIXED32 -> switch (r.nextInt(3)) {
        case 0 -> r.nextInt(100);
        case 1 -> -1 - r.nextInt(1000);
        default -> r.nextInt();
      };
      case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> r.nextBoolean() ? r.nextLong() >> r.nextInt(64) : (long) r.nextInt(300);
      case FLOAT -> (r.nextFloat() - 0.5f) * 1000;
      case DOUBLE -> (r.nextDouble() - 0.5) * 1e6;
      case BOOL -> r.nextBoolean();
      case STRING -> {
        StringBuilder s = new StringBuilder();
        int words = r.nextInt(4);
        for (int i = 0; i < words; i++) {
          s.append(i > 0 ? " " : "").append(WORDS[r.nextInt(WORDS.length)]);
        }
        yield s.toString();
      }
      case BYTES -> {
        byte[] b = new byte[r.nextInt(12)];
        r.nextBytes(b);
        yield b;
      }
      case ENUM -> {
        EnumDef e = set.enumType(f.typeName());
        if (unknownEnums && r.nextInt(3) == 0) {
          yield 50 + r.nextInt(100);
        }
        List<Integer> numbers = List.copyOf(e.values().values());
        yield numbers.get(r.nextInt(numbers.size()));
      }
      case MESSAGE, GROUP -> message(set.message(f.typeName()), depth + 1);
    };
  }

  private static boolean isDefault(Object v) {
    return switch (v) {
      case Integer i -> i == 0;
      case Long l -> l == 0;
      case Float x -> Float.floatToRawIntBits(x) == 0;
      case Double x -> Double.doubleToRawLongBits(x) == 0;
      case Boolean b -> !b;
      case String s -> s.isEmpty();
      case byte[] b -> b.length == 0;
      default -> false;
    };
  }

  private static void write(ProtoWriter out, FieldDef f, Object v) {
    switch (f.kind()) {
      case STRING -> out.bytesAlways(f.number(), ((String) v).getBytes(StandardCharsets.UTF_8));
      case BYTES, MESSAGE -> out.bytesAlways(f.number(), (byte[]) v);
      case GROUP -> {
        out.tag(f.number(), ProtoReader.START_GROUP);
        out.raw((byte[]) v);
        out.tag(f.number(), ProtoReader.END_GROUP);
      }
      default -> {
        out.tag(f.number(), f.kind().wireType);
        bare(out, f.kind(), v);
      }
    }
  }

  /** A scalar without its tag: as one element of a packed run, or after {@link ProtoWriter#tag}. */
  private static void bare(ProtoWriter out, FieldKind kind, Object v) {
    switch (kind) {
      case INT32, ENUM -> out.varint((Integer) v);
      case UINT32 -> out.varint(Integer.toUnsignedLong((Integer) v));
      case SINT32 -> {
        int x = (Integer) v;
        out.varint(Integer.toUnsignedLong((x << 1) ^ (x >> 31)));
      }
      case INT64, UINT64 -> out.varint((Long) v);
      case SINT64 -> {
        long x = (Long) v;
        out.varint((x << 1) ^ (x >> 63));
      }
      case BOOL -> out.varint((Boolean) v ? 1 : 0);
      case FIXED32, SFIXED32 -> out.fixed32((Integer) v);
      case FLOAT -> out.fixed32(Float.floatToRawIntBits((Float) v));
      case FIXED64, SFIXED64 -> out.fixed64((Long) v);
      case DOUBLE -> out.fixed64(Double.doubleToRawLongBits((Double) v));
      default -> throw new IllegalStateException(kind + " is not a scalar");
    }
  }
}
