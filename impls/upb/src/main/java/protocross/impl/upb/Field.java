package protocross.impl.upb;

/**
 * One field of a message type, as upb lays it out in the message: read once at start-up from
 * the field's {@code upb_MiniTableField}, so that accessors are plain loads at fixed offsets, the
 * way upb's own generated C accessors work.
 *
 * @param presence upb's encoding: {@code > 0} hasbit index, {@code < 0} bitwise-not of the
 *     oneof case offset, {@code 0} no presence
 * @param sub the message type of a message field or map entry, else null
 * @param firstOfOneof true on the lowest-numbered member of a oneof, where the walk reads the case
 */
public record Field(int number, Kind kind, Mode mode, int offset, int presence, MessageType sub, boolean firstOfOneof) {

  /** How a value is stored and read; integer widths and signedness collapse into two kinds. */
  public enum Kind {
    DOUBLE(8), FLOAT(4), INT64(8), INT32(4), BOOL(1), STRING(16), BYTES(16), MESSAGE(8);

    /** Bytes per element in a upb_Array (a string is a upb_StringView, a message a pointer). */
    final int size;

    Kind(int size) {
      this.size = size;
    }

    /** From upb's field type, which is descriptor.proto's FieldDescriptorProto.Type. */
    static Kind of(int upbFieldType) {
      return switch (upbFieldType) {
        case 1 -> DOUBLE;
        case 2 -> FLOAT;
        case 3, 4, 6, 16, 18 -> INT64;
        case 5, 7, 13, 14, 15, 17 -> INT32;
        case 8 -> BOOL;
        case 9 -> STRING;
        case 12 -> BYTES;
        case 10, 11 -> MESSAGE;  // a proto2 group is a sub-message written between two tags
        default -> throw new UpbException("upb field type " + upbFieldType + " is not supported by this binding");
      };
    }
  }

  public enum Mode { SCALAR, REPEATED, MAP }

  boolean inOneof() {
    return presence < 0;
  }

  int oneofCaseOffset() {
    return ~presence;
  }
}
