package protocross.differential.driver.mutation;

import java.util.Arrays;
import java.util.SplittableRandom;

/** Cuts the payload short; the cut point is drawn from one length class (log-spaced buckets). */
final class Truncate implements Mutation {
  private static final int[] BUCKETS = {0, 1, 2, 4, 16, 64, 256, 1024, 4096, 16384};

  public String id() {
    return "truncate";
  }

  public String description() {
    return "payload cut to a length drawn from one of the classes 0, 1, 2–3, 4–15, 16–63, …, 16 KiB+ (always shorter than the payload)";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    int n = p.bytes().length;
    if (n == 0) {
      return null;
    }
    int usable = 0;
    while (usable < BUCKETS.length && BUCKETS[usable] < n) {
      usable++;
    }
    int b = rnd.nextInt(usable);
    int lo = BUCKETS[b];
    int hi = Math.min(b + 1 < BUCKETS.length ? BUCKETS[b + 1] : n, n);
    int cut = lo + rnd.nextInt(hi - lo);
    boolean boundary = p.spans().stream().anyMatch(s -> s.parent() == null && s.end() == cut);
    return new Mutant(Arrays.copyOf(p.bytes(), cut),
        "to " + (hi - lo == 1 ? Integer.toString(lo) : lo + "–" + (hi - 1)) + " bytes" + (boundary || cut == 0 ? ", at a field boundary" : ""));
  }
}
