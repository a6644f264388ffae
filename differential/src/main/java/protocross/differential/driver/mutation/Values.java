package protocross.differential.driver.mutation;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import protocross.differential.driver.Schema;
import protocross.differential.driver.WireFormat;

/** A well-formed occurrence of a scalar, string or bytes field with a random value. */
final class Values {
  private Values() {}

  static byte[] field(Schema.Field f, SplittableRandom rnd) {
    return WireFormat.concat(WireFormat.tag(f.number(), f.elementWireType()), value(f, rnd));
  }

  static byte[] value(Schema.Field f, SplittableRandom rnd) {
    return switch (f.kind()) {
      case VARINT -> WireFormat.varint(switch (f.typeName()) {
        case "bool" -> 1;
        case "int32" -> (long) rnd.nextInt();  // negative int32s take 10 bytes, sign-extended
        case "uint32" -> rnd.nextInt() & 0xFFFFFFFFL;
        default -> rnd.nextLong();
      });
      case ENUM -> WireFormat.varint(1 + rnd.nextInt(4));
      case SINT -> WireFormat.varint(rnd.nextLong());
      case FIXED64 -> UnknownField.randomBytes(rnd, 8);
      case FIXED32 -> UnknownField.randomBytes(rnd, 4);
      case STRING, BYTES -> {
        byte[] s = ("dup-" + Long.toString(rnd.nextLong() & Long.MAX_VALUE, 36)).getBytes(StandardCharsets.UTF_8);
        yield WireFormat.concat(WireFormat.varint(s.length), s);
      }
      case MESSAGE, MAP -> throw new IllegalArgumentException("not a scalar: " + f);
    };
  }
}
