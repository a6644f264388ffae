package protocross.contract.proof;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Implementation;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * The order in which a runtime's encoder writes a message's fields, declared once per
 * implementation in its pom ({@code impl.traits}: {@code encodeOrder=...}; absent means field-number
 * order), and the rewrite of canonical bytes into that order, which the conformance proof compares
 * a re-encoding with when it is not byte-equal to the canonical payload itself.
 *
 * <p>Why a declared order rather than "any order": a proof that accepted every permutation of
 * the fields would also accept an encoder that writes them in an order nobody documented; this one
 * predicts the exact bytes from the runtime's documented order, so a reordering the runtime did not
 * declare is still refused, and a value changed or dropped still shows as a byte difference.
 * Reordering keeps every record's bytes and every length prefix (a sub-message's length does not
 * change when its fields move), so the rewritten bytes have the canonical payload's length.
 */
public enum EncodeOrder {
  /** Fields in field-number order, what protobuf's encoders write and the canonical form. */
  FIELD_NUMBER("field-number", "field-number order"),
  /**
   * Fields that are not members of a oneof in the order the {@code .proto} declares them, then
   * each oneof's members (oneofs in declaration order, members in declaration order), then
   * unknown fields: Wire's generated {@code encode}, which walks
   * {@code MessageType.fieldsAndOneOfFields} ({@code declaredFields + extensionFields +
   * oneOfs.flatMap { it.fields }}, wire-schema) and writes {@code unknownFields()} last.
   * A proto3 {@code optional} field is a declared field there, not a oneof member.
   */
  DECLARED_ONEOFS_LAST("declared-oneofs-last", "declaration order with oneof members last");

  /** The trait in {@code impl.traits} that declares it. */
  public static final String TRAIT = "encodeOrder";

  /** The value of {@link #TRAIT}. */
  public final String trait;
  /** How a note under a table says it. */
  public final String description;

  EncodeOrder(String trait, String description) {
    this.trait = trait;
    this.description = description;
  }

  /** The order {@code impl} declares; field-number order when it declares none. */
  public static EncodeOrder of(Implementation impl) {
    String declared = impl.traits().get(TRAIT);
    if (declared == null) {
      return FIELD_NUMBER;
    }
    for (EncodeOrder o : values()) {
      if (o.trait.equals(declared)) {
        return o;
      }
    }
    throw new ProtocrossException(impl.name() + " declares " + TRAIT + "=" + declared + " in impl.traits, which is not one of "
        + java.util.Arrays.stream(values()).map(o -> o.trait).toList());
  }

  /**
   * {@code canonical} (a message of {@code type} in field-number order) with the fields of it and
   * of every message nested in it (sub-messages, groups, map entries) moved into this order; the
   * records themselves are unchanged, and a repeated field's elements keep their order.
   *
   * @throws IllegalArgumentException when the bytes do not parse
   */
  public byte[] rewrite(DescriptorSet set, MessageDef type, byte[] canonical) {
    if (this == FIELD_NUMBER) {
      return canonical;
    }
    return message(set, type, canonical);
  }

  private record Record(long rank, byte[] bytes) {}

  private byte[] message(DescriptorSet set, MessageDef type, byte[] bytes) {
    Map<Integer, Long> ranks = ranks(type);
    List<Record> records = new ArrayList<>();
    for (FieldRecord rec : FieldRecord.split(set, type, bytes, (sub, body) -> message(set, sub, body))) {
      records.add(new Record(ranks.getOrDefault(rec.number(), Long.MAX_VALUE), rec.bytes()));
    }
    records.sort(Comparator.comparingLong(Record::rank));  // stable: repeated elements keep their order
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
    records.forEach(rec -> out.writeBytes(rec.bytes()));
    return out.toByteArray();
  }

  /**
   * Field number → sort key of {@link #DECLARED_ONEOFS_LAST}: declared fields by declaration index,
   * then oneof members by oneof and index. Public for the differential's input walk, which asks
   * whether an input's fields come out of such an encoder in another order than field-number order.
   */
  public static Map<Integer, Long> ranks(MessageDef type) {
    Map<Integer, Long> ranks = new HashMap<>();
    List<Integer> declared = type.declared();
    for (int i = 0; i < declared.size(); i++) {
      FieldDef f = type.field(declared.get(i));
      ranks.put(f.number(), f.inRealOneof() ? (1L << 40) | ((long) f.oneofIndex() << 20) | i : i);
    }
    return ranks;
  }
}
