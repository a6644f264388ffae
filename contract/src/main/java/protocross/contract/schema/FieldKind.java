package protocross.contract.schema;

/**
 * The value kinds of {@code FieldDescriptorProto.Type}, numbered as descriptor.proto numbers
 * them, with the wire type each is written with and how it feeds a {@link protocross.contract.adapter.Digest}.
 */
public enum FieldKind {
  DOUBLE(1, ProtoReader.FIXED64),
  FLOAT(2, ProtoReader.FIXED32),
  INT64(3, ProtoReader.VARINT),
  UINT64(4, ProtoReader.VARINT),
  INT32(5, ProtoReader.VARINT),
  FIXED64(6, ProtoReader.FIXED64),
  FIXED32(7, ProtoReader.FIXED32),
  BOOL(8, ProtoReader.VARINT),
  STRING(9, ProtoReader.LEN),
  GROUP(10, ProtoReader.START_GROUP),
  MESSAGE(11, ProtoReader.LEN),
  BYTES(12, ProtoReader.LEN),
  UINT32(13, ProtoReader.VARINT),
  ENUM(14, ProtoReader.VARINT),
  SFIXED32(15, ProtoReader.FIXED32),
  SFIXED64(16, ProtoReader.FIXED64),
  SINT32(17, ProtoReader.VARINT),
  SINT64(18, ProtoReader.VARINT);

  public final int number;
  public final int wireType;

  FieldKind(int number, int wireType) {
    this.number = number;
    this.wireType = wireType;
  }

  public static FieldKind of(int number) {
    for (FieldKind k : values()) {
      if (k.number == number) {
        return k;
      }
    }
    throw new IllegalArgumentException("unknown field type " + number);
  }

  /** Scalars that a repeated field may pack into one length-delimited run. */
  public boolean packable() {
    return wireType != ProtoReader.LEN && this != GROUP;
  }

  /** Kinds whose Java value is an {@code int} (fed with {@link protocross.contract.adapter.Digest#i32}). */
  public boolean isInt() {
    return this == INT32 || this == UINT32 || this == SINT32 || this == FIXED32 || this == SFIXED32 || this == ENUM;
  }

  /** Kinds whose Java value is a {@code long} (fed with {@link protocross.contract.adapter.Digest#i64}). */
  public boolean isLong() {
    return this == INT64 || this == UINT64 || this == SINT64 || this == FIXED64 || this == SFIXED64;
  }

  public boolean isMessage() {
    return this == MESSAGE || this == GROUP;
  }
}
