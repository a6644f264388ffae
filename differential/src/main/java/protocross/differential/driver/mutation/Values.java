package protocross.differential.driver.mutation;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.WireFormat;

/** A well-formed occurrence of a scalar, string or bytes field with a random value. */
final class Values {
  private Values() {}

  static byte[] field(WireSchema schema, WireSchema.Field f, SplittableRandom rnd) {
    return WireFormat.concat(WireFormat.tag(f.number(), f.elementWireType()), value(schema, f, rnd));
  }

  static byte[] value(WireSchema schema, WireSchema.Field f, SplittableRandom rnd) {
    return switch (f.kind()) {
      case VARINT -> WireFormat.varint(switch (f.typeName()) {
        case "bool" -> 1;
        case "int32" -> (long) rnd.nextInt();  // negative int32s take 10 bytes, sign-extended
        case "uint32" -> rnd.nextInt() & 0xFFFFFFFFL;
        default -> rnd.nextLong();
      });
      case ENUM -> {
        // A declared number other than the default (the first), when the enum has one.
        List<Integer> numbers = schema.enumOf(f) == null ? List.of(1) : schema.enumOf(f).numbers();
        yield WireFormat.varint(numbers.size() > 1 ? numbers.get(1 + rnd.nextInt(numbers.size() - 1)) : numbers.get(0));
      }
      case SINT -> WireFormat.varint(rnd.nextLong());
      case FIXED64 -> UnknownField.randomBytes(rnd, 8);
      case FIXED32 -> UnknownField.randomBytes(rnd, 4);
      case STRING, BYTES -> {
        byte[] s = ("dup-" + Long.toString(rnd.nextLong() & Long.MAX_VALUE, 36)).getBytes(StandardCharsets.UTF_8);
        yield WireFormat.concat(WireFormat.varint(s.length), s);
      }
      case MESSAGE, GROUP, MAP -> throw new IllegalArgumentException("not a scalar: " + f);
    };
  }
}
