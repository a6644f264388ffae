package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/** Gives one field's tag another wire type (0–7, groups and the invalid 6 and 7 included), leaving its bytes. */
final class WrongWireType implements Mutation {
  public String id() {
    return "wrong-wire-type";
  }

  public String description() {
    return "one known field's tag given a different wire type (0–7, including groups and the invalid 6 and 7); its bytes unchanged";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> x.field() != null);
    if (s == null) {
      return null;
    }
    int wt = (s.wireType() + 1 + rnd.nextInt(7)) & 7;
    byte[] tag = WireFormat.tag(s.number(), wt);
    byte[] out = Span.replace(p.bytes(), s.parent(), s.tagStart(), s.lenStart(), tag);
    String kind = switch (wt) {
      case 3, 4 -> "a group wire type";
      case 6, 7 -> "an invalid wire type";
      default -> "another valid wire type";
    };
    boolean inMapEntry = s.inMapEntry();
    return new Mutant(out, (s.wireType() == 2 ? "length-delimited" : "scalar") + " field" + (inMapEntry ? " in a map entry" : "")
        + " given " + kind);
  }
}
