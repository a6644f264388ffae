package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireFormat;

/** Two payloads of the same type back to back: the wire format says the second merges into the first. */
final class Concatenate implements Mutation {
  public String id() {
    return "concatenate";
  }

  public String description() {
    return "two payloads of the dataset concatenated (merge semantics: singular last wins, repeated append, sub-messages and maps merge)";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    boolean self = rnd.nextInt(4) == 0;
    return new Mutant(WireFormat.concat(p.bytes(), self ? p.bytes() : p.sibling()), self ? "payload twice" : "two different payloads");
  }
}
