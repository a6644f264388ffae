package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/** Sets an enum field to a number its enum does not declare (positive, large, or negative). */
final class EnumOutOfRange implements Mutation {
  public String id() {
    return "enum-out-of-range";
  }

  public String description() {
    return "an enum field (LogRecord.level) set to an undeclared number: small, up to 2^31-1, or negative";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    WireSchema.Field level = p.type().list().stream().filter(f -> f.kind() == WireSchema.Kind.ENUM).findFirst().orElse(null);
    if (level == null) {
      return null;
    }
    long value;
    String variant;
    switch (rnd.nextInt(3)) {
      case 0 -> {
        value = 5 + rnd.nextInt(100);
        variant = "small undeclared number";
      }
      case 1 -> {
        value = 1000 + rnd.nextInt(Integer.MAX_VALUE - 1000);
        variant = "large undeclared number";
      }
      default -> {
        value = -1 - rnd.nextInt(1000);  // sign-extended to 10 bytes, as int32s are
        variant = "negative number";
      }
    }
    WireSchema.Enum declared = p.schema().enumOf(level);
    while (declared != null && declared.numbers().contains((int) value)) {
      value++;  // this schema declares it: the next number up
    }
    byte[] field = WireFormat.concat(WireFormat.tag(level.number(), 0), WireFormat.varint(value));
    Span old = p.pick(rnd, s -> s.parent() == null && s.number() == level.number());
    byte[] b = p.bytes();
    // Replace the field where it is; when absent (level 0 is not written), insert it in field order.
    int from = old != null ? old.tagStart() : p.spans().stream()
        .filter(s -> s.parent() == null && s.number() > level.number()).mapToInt(Span::tagStart).findFirst().orElse(b.length);
    int to = old != null ? old.end() : from;
    return new Mutant(Span.replace(b, null, from, to, field), variant);
  }
}
