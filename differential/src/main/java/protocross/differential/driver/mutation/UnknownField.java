package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.Wire;

/** Inserts a field the schema does not have, of each wire type, at a field boundary at any depth. */
final class UnknownField implements Mutation {
  public String id() {
    return "unknown-field";
  }

  public String description() {
    return "a field number the schema lacks (varint, fixed64, length-delimited, fixed32 or a group) inserted at a field boundary at any depth";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> true);
    int at = s == null ? 0 : rnd.nextBoolean() ? s.tagStart() : s.end();
    Span enclosing = s == null ? null : s.parent();
    int number = 20 + rnd.nextInt(rnd.nextBoolean() ? 100 : (1 << 29) - 20);
    int kind = rnd.nextInt(5);
    byte[] field = switch (kind) {
      case 0 -> Wire.concat(Wire.tag(number, 0), Wire.varint(rnd.nextLong()));
      case 1 -> Wire.concat(Wire.tag(number, 1), randomBytes(rnd, 8));
      case 2 -> {
        byte[] data = randomBytes(rnd, rnd.nextInt(40));
        yield Wire.concat(Wire.tag(number, 2), Wire.varint(data.length), data);
      }
      case 3 -> Wire.concat(Wire.tag(number, 5), randomBytes(rnd, 4));
      default -> Wire.concat(Wire.tag(number, 3), Wire.tag(number + 1, 0), Wire.varint(rnd.nextInt(1000)),
          Wire.tag(number, 4));
    };
    String[] names = {"varint", "fixed64", "length-delimited", "fixed32", "group"};
    return new Mutant(Span.replace(p.bytes(), enclosing, at, at, field),
        names[kind] + (enclosing == null ? " at top level"
            : enclosing.field().kind() == protocross.differential.driver.Schema.Kind.MAP ? " in a map entry" : " in a nested message"));
  }

  static byte[] randomBytes(SplittableRandom rnd, int n) {
    byte[] b = new byte[n];
    rnd.nextBytes(b);
    return b;
  }
}
