package protocross.differential.driver.mutation;

import java.util.SplittableRandom;

/** Random bytes of a random length, ignoring the payload. */
final class RandomBytes implements Mutation {
  public String id() {
    return "random-bytes";
  }

  public String description() {
    return "1–1024 uniformly random bytes, fed as the dataset's message type";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    int n = 1 << rnd.nextInt(11);
    n = n / 2 + 1 + rnd.nextInt(n - n / 2);
    return new Mutant(UnknownField.randomBytes(rnd, n), n <= 8 ? "1–8 bytes" : n <= 64 ? "9–64 bytes" : "65–1024 bytes");
  }
}
