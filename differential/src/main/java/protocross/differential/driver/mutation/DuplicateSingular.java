package protocross.differential.driver.mutation;

import java.util.Arrays;
import java.util.SplittableRandom;
import protocross.differential.driver.Schema;
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
    Schema.Field f = s.field();
    byte[] extra;
    String variant;
    if (f.kind() == Schema.Kind.MESSAGE) {
      extra = Arrays.copyOfRange(b, s.tagStart(), s.end());
      variant = "sub-message twice (merged)";
    } else if (f.oneof()) {
      Schema.Message owner = p.schema().messages().values().stream()
          .filter(m -> m.fields().get(f.number()) == f).findFirst().orElseThrow();
      var members = owner.list().stream().filter(Schema.Field::oneof).filter(o -> o != f).toList();
      extra = Values.field(members.get(rnd.nextInt(members.size())), rnd);
      variant = "another oneof member after the first";
    } else {
      extra = Values.field(f, rnd);
      variant = (s.parent() != null && s.parent().field().kind() == Schema.Kind.MAP ? "map entry " : "")
          + switch (f.kind()) {
            case STRING, BYTES -> "string/bytes";
            default -> "scalar";
          } + " twice";
    }
    int at = s.parent() == null ? b.length : s.parent().end();
    return new Mutant(Span.replace(b, s.parent(), at, at, extra), variant);
  }
}
