package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/**
 * Makes one length prefix claim more bytes than there are: past the enclosing message (but
 * inside the buffer), past the end of the buffer, or beyond 2 GiB.
 */
final class LengthPastEnd implements Mutation {
  public String id() {
    return "length-past-end";
  }

  public String description() {
    return "one length prefix enlarged past its enclosing message, past the end of the buffer, or to 2 GiB and more";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> x.wireType() == 2);
    if (s == null) {
      return null;
    }
    byte[] b = p.bytes();
    int len = s.end() - s.dataStart();
    int roomInParent = (s.parent() == null ? b.length : s.parent().end()) - s.end();
    int roomInBuffer = b.length - s.end();
    long claimed;
    String variant;
    int choice = rnd.nextInt(3);
    if (choice == 0 && s.parent() != null && roomInBuffer > roomInParent) {
      claimed = len + roomInParent + 1 + rnd.nextInt(roomInBuffer - roomInParent);
      variant = "past the enclosing message, inside the buffer";
    } else if (choice == 2) {
      claimed = (1L << 31) + rnd.nextInt(1 << 20) - (rnd.nextBoolean() ? 1 << 20 : 0);
      variant = claimed >= 1L << 31 ? "2 GiB or more" : "just under 2 GiB";
    } else {
      claimed = len + roomInBuffer + 1 + rnd.nextInt(16);
      variant = "past the end of the buffer";
    }
    // The enclosing prefixes are not fixed up: the lie is meant to reach them.
    return new Mutant(WireFormat.splice(b, s.lenStart(), s.dataStart(), WireFormat.varint(claimed)), variant);
  }
}
