package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

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
    WireSchema.Message owner = enclosing == null ? p.type()
        : enclosing.field() != null && enclosing.field().holdsFields() ? fieldsOf(p.schema(), enclosing.field()) : null;
    while (owner != null && (owner.fields().containsKey(number) || owner.fields().containsKey(number + 1))) {
      number += 2;  // a number this schema declares there (or, for a group, its inner field's): the next free one
    }
    int kind = rnd.nextInt(5);
    byte[] field = switch (kind) {
      case 0 -> WireFormat.concat(WireFormat.tag(number, 0), WireFormat.varint(rnd.nextLong()));
      case 1 -> WireFormat.concat(WireFormat.tag(number, 1), randomBytes(rnd, 8));
      case 2 -> {
        byte[] data = randomBytes(rnd, rnd.nextInt(40));
        yield WireFormat.concat(WireFormat.tag(number, 2), WireFormat.varint(data.length), data);
      }
      case 3 -> WireFormat.concat(WireFormat.tag(number, 5), randomBytes(rnd, 4));
      default -> WireFormat.concat(WireFormat.tag(number, 3), WireFormat.tag(number + 1, 0), WireFormat.varint(rnd.nextInt(1000)),
          WireFormat.tag(number, 4));
    };
    String[] names = {"varint", "fixed64", "length-delimited", "fixed32", "group"};
    return new Mutant(Span.replace(p.bytes(), enclosing, at, at, field),
        names[kind] + (enclosing == null ? " at top level"
            : enclosing.field() != null && enclosing.field().kind() == WireSchema.Kind.MAP ? " in a map entry" : " in a nested message"));
  }

  private static WireSchema.Message fieldsOf(WireSchema schema, WireSchema.Field f) {
    return f.kind() == WireSchema.Kind.MAP ? schema.mapEntry(f) : schema.message(f.typeName());
  }

  static byte[] randomBytes(SplittableRandom rnd, int n) {
    byte[] b = new byte[n];
    rnd.nextBytes(b);
    return b;
  }
}
