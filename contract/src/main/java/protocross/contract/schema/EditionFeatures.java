package protocross.contract.schema;

/**
 * The resolved language features of an element of a protobuf editions file ({@code edition =
 * "2023"}), the ones that change what a field reads and how it is encoded: field presence, enum
 * openness, packed or expanded repeated scalars, whether a string must hold valid UTF-8, and
 * length-prefixed or delimited (group) message encoding. A file starts from its edition's
 * defaults; its file, message, oneof, enum and field options' {@code features} each override what
 * they set, innermost last (descriptor.proto's {@code FeatureSet}: field_presence 1, enum_type 2,
 * repeated_field_encoding 3, utf8_validation 4, message_encoding 5).
 * {@link DescriptorSet} turns them into the same {@link FieldDef} and {@link EnumDef} flags a proto2
 * or proto3 file gives, so the reference digest and the generated readers need nothing else.
 *
 * <p>Only edition 2023 is read: a later edition may change defaults or add features this walk
 * does not know, and a reference computed with wrong presence or packing would be wrong in silence.
 */
public record EditionFeatures(int fieldPresence, int enumType, int repeatedFieldEncoding, int utf8Validation,
    int messageEncoding) {
  /** descriptor.proto's {@code Edition.EDITION_2023}. */
  public static final int EDITION_2023 = 1000;

  static final int EXPLICIT = 1;
  static final int IMPLICIT = 2;
  static final int LEGACY_REQUIRED = 3;
  static final int OPEN = 1;
  static final int CLOSED = 2;
  static final int PACKED = 1;
  static final int EXPANDED = 2;
  static final int VERIFY = 2;
  static final int NONE = 3;
  static final int LENGTH_PREFIXED = 1;
  static final int DELIMITED = 2;

  /** Edition 2023's defaults (descriptor.proto's {@code edition_defaults} for EDITION_2023). */
  static final EditionFeatures EDITION_2023_DEFAULTS = new EditionFeatures(EXPLICIT, OPEN, PACKED, VERIFY,
      LENGTH_PREFIXED);

  /** These features with what a serialized {@code FeatureSet} sets; null or empty: unchanged. */
  EditionFeatures with(byte[] featureSet) {
    if (featureSet == null) {
      return this;
    }
    int presence = fieldPresence;
    int enums = enumType;
    int repeated = repeatedFieldEncoding;
    int utf8 = utf8Validation;
    int messages = messageEncoding;
    ProtoReader r = new ProtoReader(featureSet);
    while (!r.done()) {
      int tag = r.tag();
      switch (tag >>> 3) {
        case 1 -> presence = nonZero((int) r.varint(), presence);
        case 2 -> enums = nonZero((int) r.varint(), enums);
        case 3 -> repeated = nonZero((int) r.varint(), repeated);
        case 4 -> utf8 = nonZero((int) r.varint(), utf8);
        case 5 -> messages = nonZero((int) r.varint(), messages);
        default -> r.skip(tag);
      }
    }
    return new EditionFeatures(presence, enums, repeated, utf8, messages);
  }

  boolean implicitPresence() {
    return fieldPresence == IMPLICIT;
  }

  boolean legacyRequired() {
    return fieldPresence == LEGACY_REQUIRED;
  }

  boolean closedEnum() {
    return enumType == CLOSED;
  }

  boolean packed() {
    return repeatedFieldEncoding == PACKED;
  }

  /** utf8_validation VERIFY: a parser must refuse a string field holding ill-formed UTF-8; NONE: it need not check. */
  boolean verifiesUtf8() {
    return utf8Validation == VERIFY;
  }

  boolean delimited() {
    return messageEncoding == DELIMITED;
  }

  /** 0 is each feature's UNKNOWN value: not a setting. */
  private static int nonZero(int value, int otherwise) {
    return value == 0 ? otherwise : value;
  }
}
