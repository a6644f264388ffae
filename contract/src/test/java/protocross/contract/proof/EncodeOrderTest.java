package protocross.contract.proof;

import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoWriter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The rewrite of canonical bytes into a declared encode order moves whole records, at every
 * nesting level, and nothing else: byte for byte what Wire's generated encode writes for
 * fixture3.OneofFirst3 (after, late, early, inner, more, then the oneof member).
 */
class EncodeOrderTest {
  private final DescriptorSet schema = DescriptorSet.builtin();
  private final MessageDef type = schema.message("protocross.fixture3.OneofFirst3");

  /** OneofFirst3 written by hand: each record a ProtoWriter of its own, so the expected order is spelled out. */
  private static ProtoWriter oneofFirst(boolean nested) {
    ProtoWriter m = new ProtoWriter();
    m.string(1, "text");
    m.string(3, "after");
    m.int64Always(4, 40);
    m.int64Always(5, 50);
    if (nested) {
      m.message(6, oneofFirst(false));
      m.message(7, oneofFirst(false));
      ProtoWriter second = new ProtoWriter();
      second.int32(2, 7);
      second.string(3, "x");
      m.message(7, second);
    }
    return m;
  }

  private static ProtoWriter declaredOrder(boolean nested) {
    ProtoWriter m = new ProtoWriter();
    m.string(3, "after");
    m.int64Always(5, 50);
    m.int64Always(4, 40);
    if (nested) {
      m.message(6, declaredOrder(false));
      m.message(7, declaredOrder(false));
      ProtoWriter second = new ProtoWriter();
      second.string(3, "x");
      second.int32(2, 7);
      m.message(7, second);
    }
    m.string(1, "text");
    return m;
  }

  @Test
  void declaredOrderMovesRecordsAtEveryLevel() {
    byte[] canonical = oneofFirst(true).toByteArray();
    byte[] rewritten = EncodeOrder.DECLARED_ONEOFS_LAST.rewrite(schema, type, canonical);
    assertArrayEquals(declaredOrder(true).toByteArray(), rewritten);
    assertEquals(canonical.length, rewritten.length);
  }

  @Test
  void fieldNumberOrderIsTheCanonicalBytes() {
    byte[] canonical = oneofFirst(true).toByteArray();
    assertSame(canonical, EncodeOrder.FIELD_NUMBER.rewrite(schema, type, canonical));
  }

  @Test
  void aTypeDeclaredInNumberOrderIsUnchanged() {
    MessageDef node = schema.message("protocross.fixture3.Node3");
    ProtoWriter m = new ProtoWriter();
    m.string(1, "label");
    m.message(2, new ProtoWriter());
    m.string(5, "member");
    byte[] canonical = m.toByteArray();
    assertArrayEquals(canonical, EncodeOrder.DECLARED_ONEOFS_LAST.rewrite(schema, node, canonical));
  }

  @Test
  void anUndeclaredTraitIsOneLine() {
    Implementation impl = new Implementation() {
      @Override
      public String name() {
        return "nope";
      }

      @Override
      public Map<String, String> traits() {
        return Map.of(EncodeOrder.TRAIT, "alphabetical");
      }

      @Override
      public Codec<Object> codec(String messageType) {
        throw new UnsupportedOperationException();
      }
    };
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> EncodeOrder.of(impl));
    assertEquals("nope declares encodeOrder=alphabetical in impl.traits, which is not one of"
        + " [field-number, declared-oneofs-last]", e.getMessage());
  }
}
