package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/**
 * Varints that do not fit: more than 10 bytes, bits above 64, a 32-bit field or length or tag
 * given bits above 32, a bool given a value other than 0 or 1.
 */
final class VarintOverflow implements Mutation {
  public String id() {
    return "varint-overflow";
  }

  public String description() {
    return "a varint longer than 10 bytes or with bits above 64; a tag, length or 32-bit field with bits above 32; a bool of 2 or more";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> true);
    if (s == null) {
      return null;
    }
    byte[] b = p.bytes();
    switch (rnd.nextInt(4)) {
      case 0 -> {
        Varints v = Varints.pick(b, s, rnd);
        return new Mutant(Span.replace(b, s.parent(), v.start(), v.end(), WireFormat.varint(v.value(), 11)),
            v.what() + " in 11 bytes");
      }
      case 1 -> {
        Varints v = Varints.pick(b, s, rnd);
        byte[] ten = WireFormat.varint(v.value(), 10);
        ten[9] |= (byte) (2 << rnd.nextInt(6));  // the 10th byte holds bit 63 only; set a higher one
        return new Mutant(Span.replace(b, s.parent(), v.start(), v.end(), ten), v.what() + " with bits above 64");
      }
      case 2 -> {
        Varints v = Varints.pick(b, s, rnd);
        if (v.what().equals("value") && !is32Bit(s.field())) {
          return null;
        }
        long big = v.value() | (1L + rnd.nextInt(255)) << 32;
        return new Mutant(Span.replace(b, s.parent(), v.start(), v.end(), WireFormat.varint(big)),
            v.what() + (v.what().equals("value") ? " of a 32-bit field" : "") + " with bits above 32");
      }
      default -> {
        Span bool = p.pick(rnd, x -> x.wireType() == 0 && x.field() != null && x.field().typeName().equals("bool"));
        if (bool == null) {
          return null;
        }
        long[] v = WireFormat.readVarint(b, bool.lenStart(), b.length);
        return new Mutant(Span.replace(b, bool.parent(), bool.lenStart(), (int) v[1], WireFormat.varint(2 + rnd.nextInt(300))),
            "bool of 2 or more");
      }
    }
  }

  private static boolean is32Bit(WireSchema.Field f) {
    return f != null && (f.typeName().equals("int32") || f.typeName().equals("uint32") || f.kind() == WireSchema.Kind.ENUM);
  }
}
