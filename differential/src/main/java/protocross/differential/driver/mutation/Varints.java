package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/** Where a span's varints are: its tag, its value (wire type 0) or its length prefix (wire type 2). */
record Varints(int start, int end, long value, String what) {

  static Varints pick(byte[] b, Span s, SplittableRandom rnd) {
    int which = rnd.nextInt(s.wireType() == 0 || s.wireType() == 2 ? 2 : 1);
    int start = which == 0 ? s.tagStart() : s.lenStart();
    String what = which == 0 ? "tag" : s.wireType() == 0 ? "value" : "length";
    long[] v = WireFormat.readVarint(b, start, b.length);
    return new Varints(start, (int) v[1], v[0], what);
  }

  int size() {
    return end - start;
  }
}
