package protocross.contract.schema;

/**
 * One field of a message, as its {@code FieldDescriptorProto} declares it. {@code typeName} is
 * the fully qualified message or enum type (no leading dot) or null for scalars;
 * {@code oneofIndex} is -1 outside a oneof; {@code packedOption} is null when not declared.
 * {@code proto3} means proto3's rules for the field: implicit presence and, unless declared,
 * packed. In an editions file the resolved features say it instead ({@link EditionFeatures}):
 * {@code proto3} is field_presence IMPLICIT, {@code packedOption} is repeated_field_encoding,
 * {@code required} is LEGACY_REQUIRED, and a DELIMITED message field has the kind GROUP.
 * {@code verifiesUtf8}: a string field a parser must refuse when it holds ill-formed UTF-8 (proto3;
 * utf8_validation VERIFY in an editions file, its default), false for a proto2 string, one with
 * utf8_validation NONE and every other kind. The language-specific overrides (proto2's
 * {@code java_string_check_utf8}, editions' {@code (pb.java).utf8_validation}) are not read: they
 * change protobuf-java's check alone.
 */
public record FieldDef(String name, int number, FieldKind kind, boolean repeated, boolean required,
    String typeName, String defaultValue, int oneofIndex, boolean proto3Optional, Boolean packedOption,
    boolean proto3, boolean verifiesUtf8) {

  /** A member of a oneof the user declared (proto3 {@code optional} makes a synthetic one). */
  public boolean inRealOneof() {
    return oneofIndex >= 0 && !proto3Optional;
  }

  /**
   * Whether the field tracks presence, so a reader asks "is it set" before reading: messages,
   * oneof members, proto3 {@code optional}, and every singular proto2 field.
   */
  public boolean hasPresence() {
    return !repeated && (kind.isMessage() || oneofIndex >= 0 || !proto3);
  }

  /** Whether an encoder writes this repeated field as one packed run. */
  public boolean packed() {
    return repeated && kind.packable() && (packedOption != null ? packedOption : proto3);
  }
}
