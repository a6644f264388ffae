package protocross.differential.driver.mutation;

import java.util.SplittableRandom;

/** Flips one to four random bits anywhere in the payload. */
final class BitFlip implements Mutation {
  public String id() {
    return "bit-flip";
  }

  public String description() {
    return "1–4 random bits flipped anywhere in the payload";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    if (p.bytes().length == 0) {
      return null;
    }
    byte[] b = p.bytes().clone();
    int flips = 1 + rnd.nextInt(4);
    for (int i = 0; i < flips; i++) {
      b[rnd.nextInt(b.length)] ^= (byte) (1 << rnd.nextInt(8));
    }
    return new Mutant(b, flips == 1 ? "1 bit" : flips + " bits");
  }
}
