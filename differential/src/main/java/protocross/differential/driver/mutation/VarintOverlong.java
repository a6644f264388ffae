package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/** Re-encodes one tag, value or length varint in more bytes than needed (still at most 10): valid, if unusual. */
final class VarintOverlong implements Mutation {
  public String id() {
    return "varint-overlong";
  }

  public String description() {
    return "one tag, value or length varint padded with redundant continuation bytes to at most 10 bytes (valid per the spec)";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> true);
    if (s == null) {
      return null;
    }
    Varints v = Varints.pick(p.bytes(), s, rnd);
    if (v.size() >= 10) {
      return null;
    }
    int size = v.size() + 1 + rnd.nextInt(10 - v.size());
    byte[] out = Span.replace(p.bytes(), s.parent(), v.start(), v.end(), WireFormat.varint(v.value(), size));
    return new Mutant(out, v.what() + " in " + (size == 10 ? "10" : size < 6 ? "≤5" : "6–9") + " bytes");
  }
}
