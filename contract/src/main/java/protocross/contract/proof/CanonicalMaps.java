package protocross.contract.proof;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoReader;

/**
 * Rewrites a message's map entries, at every nesting level, into {@link MapKeyOrder}: the map
 * order of the canonical form. protobuf-java, protobuf-lite and Wire re-encode a map in the order
 * they decoded it, upb (deterministic) in MapKeyOrder, so only payloads whose maps are in that
 * order re-encode byte for byte in all four; {@code Canonicalise} applies this to protobuf-java's
 * re-encoding of a user's payload. Nothing but the order of each map field's entry records
 * changes (each entry keeps its bytes, a sub-message its length).
 */
public final class CanonicalMaps {
  private CanonicalMaps() {}

  /** @throws IllegalArgumentException when the bytes do not parse as {@code type} */
  public static byte[] sort(DescriptorSet set, MessageDef type, byte[] bytes) {
    List<FieldRecord> split = FieldRecord.split(set, type, bytes, (sub, body) -> sort(set, sub, body));
    List<Integer> numbers = new ArrayList<>();
    List<byte[]> records = new ArrayList<>();
    for (FieldRecord rec : split) {
      numbers.add(rec.number());
      records.add(rec.bytes());
    }
    for (FieldDef f : type.fields()) {
      MessageDef entry = set.mapEntry(f);
      if (entry == null) {
        continue;
      }
      List<Integer> at = new ArrayList<>();
      List<byte[]> entries = new ArrayList<>();
      for (int i = 0; i < numbers.size(); i++) {
        if (numbers.get(i) == f.number()) {
          at.add(i);
          entries.add(records.get(i));
        }
      }
      FieldDef key = entry.field(1);
      Comparator<Object> order = MapKeyOrder.of(key.kind());
      entries.sort((a, b) -> order.compare(key(key, a), key(key, b)));  // stable: equal keys keep their order
      for (int i = 0; i < at.size(); i++) {
        records.set(at.get(i), entries.get(i));
      }
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
    records.forEach(out::writeBytes);
    return out.toByteArray();
  }

  /** The key of one map entry record (tag, length, entry), as MapKeyOrder takes it; absent: the kind's zero. */
  private static Object key(FieldDef key, byte[] record) {
    ProtoReader r = new ProtoReader(record);
    r.tag();
    byte[] entry = r.lengthDelimited();
    ProtoReader e = new ProtoReader(entry);
    Object value = zero(key.kind());
    while (!e.done()) {
      int tag = e.tag();
      if (tag >>> 3 != 1) {
        e.skip(tag);
        continue;
      }
      value = switch (key.kind()) {
        case STRING -> e.lengthDelimited();
        case BOOL -> e.varint() != 0;
        case SINT32 -> { long v = e.varint(); yield (int) ((v >>> 1) ^ -(v & 1)); }
        case SINT64 -> { long v = e.varint(); yield (v >>> 1) ^ -(v & 1); }
        case FIXED32, SFIXED32 -> e.fixed32();
        case FIXED64, SFIXED64 -> e.fixed64();
        case INT64, UINT64 -> e.varint();
        default -> (int) e.varint();  // int32, uint32, enum
      };
    }
    return value;
  }

  private static Object zero(FieldKind kind) {
    return switch (kind) {
      case STRING -> new byte[0];
      case BOOL -> false;
      case INT64, UINT64, SINT64, FIXED64, SFIXED64 -> 0L;
      default -> 0;
    };
  }
}
