package protocross.contract.adapter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The properties the conformance proof relies on. */
class DigestTest {

  @Test
  void orderOfFieldsMatters() {
    Digest a = new Digest();
    a.i64(1);
    a.i64(2);
    Digest b = new Digest();
    b.i64(2);
    b.i64(1);
    assertNotEquals(a.value(), b.value());
  }

  @Test
  void mapEntriesDoNotDependOnIterationOrder() {
    long ab = Digest.entry("a", "1") + Digest.entry("b", "2");
    long ba = Digest.entry("b", "2") + Digest.entry("a", "1");
    assertEquals(ab, ba);
    assertNotEquals(Digest.entry("a", "1") + Digest.entry("b", "2"), Digest.entry("a", "2") + Digest.entry("b", "1"));
  }

  @Test
  void absentAndDefaultDiffer() {
    Digest absent = new Digest();
    absent.present(false);
    Digest zero = new Digest();
    zero.present(true);
    zero.i64(0);
    assertNotEquals(absent.value(), zero.value());
  }
}
