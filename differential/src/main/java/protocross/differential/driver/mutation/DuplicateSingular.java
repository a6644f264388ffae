package protocross.differential.driver.mutation;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;

/**
 * Appends a second occurrence of a singular field to its message: scalars and strings with a
 * new value (the last one wins), sub-messages as a copy (the two merge), and oneofs as another
 * member (the last member set wins).
 */
final class DuplicateSingular implements Mutation {
  public String id() {
    return "duplicate-singular";
  }

  public String description() {
    return "a singular field repeated later in its message: scalar/string with a new value (last wins), sub-message copied (merged), another oneof member (last wins)";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> x.field() != null && !x.field().repeated());
    if (s == null) {
      return null;
    }
    byte[] b = p.bytes();
    WireSchema.Field f = s.field();
    byte[] extra;
    String variant;
    WireSchema.Message owner = f.oneof() ? p.schema().messages().values().stream()
        .filter(m -> m.fields().get(f.number()) == f).findFirst().orElseThrow() : null;
    // Another member of the oneof with a value this class can write: a scalar, string or bytes one.
    var members = owner == null ? List.<WireSchema.Field>of()
        : owner.list().stream().filter(WireSchema.Field::oneof).filter(o -> o != f && !o.holdsFields()).toList();
    if (f.holdsFields()) {
      extra = Arrays.copyOfRange(b, s.tagStart(), s.end());
      variant = "sub-message twice (merged)";
    } else if (!members.isEmpty()) {
      extra = Values.field(p.schema(), members.get(rnd.nextInt(members.size())), rnd);
      variant = "another oneof member after the first";
    } else {
      extra = Values.field(p.schema(), f, rnd);
      variant = (s.inMapEntry() ? "map entry " : "")
          + switch (f.kind()) {
            case STRING, BYTES -> "string/bytes";
            default -> "scalar";
          } + " twice";
    }
    int at = s.parent() == null ? b.length : s.parent().end();
    return new Mutant(Span.replace(b, s.parent(), at, at, extra), variant);
  }
}
