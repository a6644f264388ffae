package protocross.codegen;

import java.util.List;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * What kotlinx.serialization's ProtoBuf format (kotlinx-serialization-protobuf 1.11.0, read in its
 * source: {@code internal/ProtobufEncoding.kt}, {@code ProtobufDecoding.kt}, {@code PackedArrayEncoder.kt},
 * {@code Helpers.kt}) cannot write or read as protobuf-java does, per message type. A type with one of
 * these is left out of {@code Codecs.ALL} with the reason ({@code Codecs.UNSUPPORTED}), and so is every
 * type that reaches it (ReaderGenerator). Unknown fields and undeclared enum numbers are not a property
 * of a type: the conformance proof refuses the payloads that hold them (README "Conformance").
 */
public final class KotlinxLimits {
  private KotlinxLimits() {}

  private static final List<FieldKind> ZIGZAG_OR_FIXED = List.of(FieldKind.SINT32, FieldKind.SINT64, FieldKind.FIXED32,
      FieldKind.FIXED64, FieldKind.SFIXED32, FieldKind.SFIXED64);

  /** Why kotlinx cannot express {@code type}'s own fields, or null. */
  public static String unsupported(DescriptorSet set, MessageDef type) {
    for (FieldDef f : type.fields()) {
      if (f.kind() == FieldKind.GROUP) {
        return "kotlinx.serialization's ProtoBuf has no proto2 groups: its wire types are VARINT, i64, SIZE_DELIMITED"
            + " and i32 only (ProtoWireType), so group field " + f.name() + " of " + type.fullName() + " cannot be read or written";
      }
      if (f.packed() && ZIGZAG_OR_FIXED.contains(f.kind())) {
        return "kotlinx.serialization's ProtoBuf writes and reads the elements of a packed field without their tag's"
            + " @ProtoType (PackedArrayEncoder/PackedArrayDecoder use MISSING_TAG: encode32/encode64 DEFAULT, a plain varint),"
            + " so packed " + f.kind().name().toLowerCase() + " field " + f.name() + " of " + type.fullName()
            + " would be written as varints, not zigzag or fixed-width";
      }
      if (f.packed() && f.kind() == FieldKind.ENUM) {
        return "kotlinx.serialization's ProtoBuf packs only primitive kinds (Helpers.kt isPackable: a PrimitiveKind other than"
            + " STRING; an enum's kind is SerialKind.ENUM), so packed enum field " + f.name() + " of " + type.fullName()
            + " would be written a tag per element, and its packed run is refused on decode (\"Expected wire type VARINT(0),"
            + " but found SIZE_DELIMITED(2)\")";
      }
      MessageDef entry = set.mapEntry(f);
      if (entry != null) {
        String key = integerType(entry.field(1));
        String value = integerType(entry.field(2));
        if (key != null && value != null && !key.equals(value)) {
          return "kotlinx.serialization's ProtoBuf gives a map entry's key and value one integer encoding, the map"
              + " property's @ProtoType (MapRepeatedEncoder/MapEntryReader: ProtoDesc(1 or 2, parentTag.integerType)), so map "
              + f.name() + " of " + type.fullName() + " (key " + entry.field(1).kind().name().toLowerCase() + ", value "
              + entry.field(2).kind().name().toLowerCase() + ") cannot be written as protobuf-java writes it";
        }
      }
    }
    for (int i = 0; i < type.oneofNames().size(); i++) {
      List<FieldDef> members = type.members(i);
      if (members.isEmpty() || members.get(0).proto3Optional()) {
        continue;
      }
      int first = members.get(0).number();
      int last = members.get(members.size() - 1).number();
      for (FieldDef f : type.fields()) {
        if (f.oneofIndex() != i && f.number() > first && f.number() < last) {
          return "kotlinx.serialization's ProtoBuf writes a @ProtoOneOf property's member where the property is declared,"
              + " so oneof " + type.oneofNames().get(i) + " of " + type.fullName() + ", whose members' numbers enclose field "
              + f.name() + ", cannot be written in field-number order";
        }
      }
    }
    return null;
  }

  /**
   * The @ProtoType a map key or value of this kind needs ({@code DEFAULT}, {@code SIGNED}, {@code FIXED}), or null for
   * kinds the integer type does not touch (floats, strings, bytes, messages). Enums and bools are read and written
   * through the tag's integer type too (decodeTaggedEnum/encodeTaggedBoolean go through the int path), so DEFAULT.
   */
  static String integerType(FieldDef f) {
    return switch (f.kind()) {
      case SINT32, SINT64 -> "SIGNED";
      case FIXED32, FIXED64, SFIXED32, SFIXED64 -> "FIXED";
      case INT32, INT64, UINT32, UINT64, BOOL, ENUM -> "DEFAULT";
      default -> null;
    };
  }
}
