package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.proof.Conformance;
import protocross.contract.proof.EncodeOrder;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.ProtoReader;

/**
 * The declared-encode-order proof (EncodeOrder, impl.traits {@code encodeOrder}) in every
 * implementation module, on the coverage fixture's OneofFirst3 (a oneof numbered first, fields
 * declared out of number order, nested in itself): the runtime passes with the proof its pom
 * declares; the same reordering is refused where it is not declared; and a codec that skips or
 * alters a field, writes extra bytes, or reorders fields in an order nobody declared is still
 * refused with the declared order in force.
 */
class DeclaredEncodeOrderTest {
  private static final String ONEOF_FIRST = "protocross.fixture3.OneofFirst3";

  private final DescriptorSet schema = DescriptorSet.builtin();

  /**
   * The fixture's payloads that the breakages can break: two or more top-level fields, one of them
   * not length-delimited (the value BrokenCodecs.withFirstFieldAltered flips stays well-formed).
   */
  private DatasetFile fixture(String type) {
    List<byte[]> payloads = FixturePayloads.generate(schema, type, 20261130L ^ type.hashCode(), 40, false).stream()
        .filter(p -> BrokenCodecs.fields(p).size() >= 2)
        .filter(p -> BrokenCodecs.fields(p).stream().anyMatch(r -> (r[0] & 7) != ProtoReader.LEN))
        .toList();
    assertTrue(payloads.size() >= 10, type + ": only " + payloads.size() + " fixture payloads to break");
    return new DatasetFile("fixture " + type, type, payloads);
  }

  private long reference(DatasetFile f) {
    return new ReferenceDigest(schema).of(f.messageType(), f.payloads());
  }

  /** {@code real} with its codecs wrapped and, when {@code traits} is not null, other declared traits. */
  private static Implementation wrapped(Implementation real, String what, Function<Codec<Object>, Codec<Object>> wrap,
      Map<String, String> traits) {
    return new Implementation() {
      @Override
      public String name() {
        return real.name() + " (" + what + ")";
      }

      @Override
      public Map<String, String> traits() {
        return traits != null ? traits : real.traits();
      }

      @Override
      public Codec<Object> codec(String messageType) {
        return wrap.apply(real.codec(messageType));
      }
    };
  }

  @Test
  void theRuntimePassesTheProofItDeclares() {
    Implementation real = Implementation.load();
    DatasetFile f = fixture(ONEOF_FIRST);
    EncodeOrder order = EncodeOrder.of(real);
    String expected = order == EncodeOrder.FIELD_NUMBER ? Conformance.BYTE_EQUAL : Conformance.reordered(order);
    assertEquals(expected, Conformance.check(real, f, reference(f), schema));
  }

  @Test
  void aReorderingTheRuntimeDoesNotDeclareIsRefused() {
    Implementation real = Implementation.load();
    DatasetFile f = fixture(ONEOF_FIRST);
    Implementation undeclared;
    if (EncodeOrder.of(real) == EncodeOrder.FIELD_NUMBER) {
      // Writes Wire's order without declaring it.
      undeclared = wrapped(real, "writes declaration order, oneofs last, undeclared",
          c -> new BrokenCodecs.Encoding(c, bytes -> EncodeOrder.DECLARED_ONEOFS_LAST.rewrite(schema,
              schema.message(ONEOF_FIRST), bytes)), null);
    } else {
      // The runtime itself, with its encodeOrder trait left out.
      Map<String, String> traits = new HashMap<>(real.traits());
      traits.remove(EncodeOrder.TRAIT);
      undeclared = wrapped(real, "its encode order not declared", Function.identity(), traits);
    }
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Conformance.check(undeclared, f, reference(f), schema));
    assertTrue(e.getMessage().contains("re-encodes to"), e.getMessage());
  }

  private record Breakage(String name, String caughtBy, Function<Codec<Object>, Codec<Object>> wrap) {}

  @TestFactory
  Stream<DynamicTest> aBrokenCodecIsRefusedUnderTheDeclaredOrder() {
    Implementation real = Implementation.load();
    List<Breakage> breakages = List.of(
        new Breakage("skips a field", "differs from the reference",
            c -> new BrokenCodecs.Replaying(c, BrokenCodecs::withoutFirstField)),
        new Breakage("alters a value", "differs from the reference",
            c -> new BrokenCodecs.Replaying(c, BrokenCodecs::withFirstFieldAltered)),
        new Breakage("swaps the first two fields it wrote", "re-encodes to",
            c -> new BrokenCodecs.Encoding(c, BrokenCodecs::withFirstTwoFieldsSwapped)),
        new Breakage("writes three more bytes", "re-encodes to",
            c -> new BrokenCodecs.Encoding(c, e -> BrokenCodecs.concat(e, new byte[] {(byte) 0xC2, 0x3E, 0x00}))));
    return breakages.stream().flatMap(b -> Stream.of(ONEOF_FIRST).map(type ->
        DynamicTest.dynamicTest(real.name() + " that " + b.name() + " on " + type, () -> {
          DatasetFile f = fixture(type);
          Implementation broken = wrapped(real, b.name(), b.wrap(), null);
          ProtocrossException e = assertThrows(ProtocrossException.class, () -> Conformance.check(broken, f, reference(f), schema));
          assertTrue(e.getMessage().startsWith("conformance failed: ") && e.getMessage().contains(b.caughtBy()), e.getMessage());
        })));
  }
}
