package protocross.contract.adapter;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.Nesting;
import protocross.contract.schema.ProtoWriter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** build_encode's input follows protobuf's parsing rules, as the reference digest does. */
class MessageValueTest {
  private static final DescriptorSet SET = DescriptorSet.builtin();
  private static final String NODE = "protocross.fixture3.Node3";

  private static int slot(String type, int number) {
    return SET.message(type).fields().indexOf(SET.message(type).field(number));
  }

  @Test
  void aOneofMemberClearsTheOthersAndTheLastValueWins() {
    ProtoWriter w = new ProtoWriter();
    w.string(1, "first");
    w.string(5, "member");
    w.int64(6, 42);
    w.string(1, "second");
    MessageValue v = MessageValue.parse(SET, NODE, w.toByteArray());
    assertEquals("second", v.str(slot(NODE, 1)));
    assertFalse(v.has(slot(NODE, 5)), "p_string was cleared by p_int64");
    assertEquals(42L, v.i64(slot(NODE, 6)));
    assertFalse(v.has(slot(NODE, 2)), "next is not in the bytes");
  }

  @Test
  void aMessageFieldSeenTwiceMergesAndRepeatedFieldsKeepTheirOrder() {
    ProtoWriter a = new ProtoWriter();
    a.string(1, "a");
    ProtoWriter b = new ProtoWriter();
    ProtoWriter child = new ProtoWriter();
    child.string(1, "child");
    b.message(3, child);
    ProtoWriter w = new ProtoWriter();
    w.message(2, a);
    w.message(2, b);
    w.message(3, child);
    w.message(3, a);
    MessageValue v = MessageValue.parse(SET, NODE, w.toByteArray());
    MessageValue next = v.message(slot(NODE, 2));
    assertEquals("a", next.str(slot(NODE, 1)), "the first occurrence's label survives the merge");
    assertEquals(1, next.count(slot(NODE, 3)), "the second occurrence's child is added");
    assertEquals(2, v.count(slot(NODE, 3)));
    assertEquals("child", v.message(slot(NODE, 3), 0).str(slot(NODE, 1)));
    assertEquals("a", v.message(slot(NODE, 3), 1).str(slot(NODE, 1)));
  }

  @Test
  void packedAndUnpackedElementsAreOneList() {
    String type = "protocross.fixture3.Repeated3";
    ProtoWriter w = new ProtoWriter();
    w.packedInt64(4, new long[] {1, 2});
    w.int64Always(4, 3);
    w.bytes(15, "x".getBytes(StandardCharsets.UTF_8));
    MessageValue v = MessageValue.parse(SET, type, w.toByteArray());
    int s = slot(type, 4);
    assertEquals(3, v.count(s));
    assertEquals(3L, v.i64(s, 2));
    assertArrayEquals("x".getBytes(StandardCharsets.UTF_8), v.bytes(slot(type, 15), 0));
    assertTrue(v.has(s));
    assertEquals(0, v.count(slot(type, 1)));
  }

  @Test
  void malformedBytesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> MessageValue.parse(SET, NODE, new byte[] {0x0A, 0x05, 'a'}));
  }

  /** Node3.next 10,000 deep: an IllegalArgumentException naming the limit, not a StackOverflowError (issue 26). */
  @Test
  void nestingPastTheDepthLimitIsRefused() {
    ProtoWriter leaf = new ProtoWriter();
    leaf.string(1, "leaf");
    byte[] inner = leaf.toByteArray();
    for (int i = 0; i < 10_000; i++) {
      ProtoWriter w = new ProtoWriter();
      w.bytes(2, inner);
      inner = w.toByteArray();
    }
    byte[] deep = inner;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MessageValue.parse(SET, NODE, deep));
    assertTrue(e.getMessage().contains("more than " + Nesting.LIMIT + " levels"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new ReferenceDigest(SET).of(NODE, java.util.List.of(deep)));
  }
}
