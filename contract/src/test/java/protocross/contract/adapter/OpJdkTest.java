package protocross.contract.adapter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** decode_direct needs JDK 22 (its payload is a MemorySegment); every other op runs on the JDKs a column names. */
class OpJdkTest {
  @Test
  void onlyDecodeDirectNeedsJdk22() {
    assertEquals("decode_direct reads its payloads from a java.lang.foreign.MemorySegment, final in JDK 22; this JVM is JDK 17",
        Op.decode_direct.unsupportedOn(17));
    assertEquals("decode_direct reads its payloads from a java.lang.foreign.MemorySegment, final in JDK 22; this JVM is JDK 21",
        Op.decode_direct.unsupportedOn(21));
    assertNull(Op.decode_direct.unsupportedOn(22));
    assertNull(Op.decode_direct.unsupportedOn(25));
    for (Op op : Op.values()) {
      if (op != Op.decode_direct) {
        assertNull(op.unsupportedOn(17), op.name());
      }
    }
  }
}
