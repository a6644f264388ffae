package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.bench.Launcher;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;

/**
 * {@link BrokenCodecTest} for the two JSON ops: the module's real JSON printer and parser, wrapped
 * so that one of them does one thing wrong, must be refused by that op's proof and never timed.
 * The wrappers change what the runtime's own JSON code does (only it speaks its dialect), so they
 * run where the runtime has JSON (JUnit "aborted" elsewhere: lite and upb).
 *
 * <p>A parse that drops or alters a field is caught by the digest of what it parsed; a print that
 * drops or alters a field, by the contract's own reading of the text ({@code JsonReference}), even
 * where the runtime's parser would read its own text back the same wrong way; text after the JSON
 * value or a member the schema does not have, by the contract's strict reader (Wire's Moshi parser
 * skips unknown members, so its own round trip would not notice).
 */
class BrokenJsonCodecTest {

  private record Breakage(Op op, String name, String caughtBy, Function<Codec<Object>, Codec<Object>> wrap) {}

  private static final List<Breakage> BREAKAGES = List.of(
      new Breakage(Op.json_decode, "drops a field when parsing JSON", "differs from the reference",
          real -> JsonWrapper.honest(real).parsing(BrokenCodecs::withoutFirstField)),
      new Breakage(Op.json_decode, "alters a value when parsing JSON", "differs from the reference",
          real -> JsonWrapper.honest(real).parsing(BrokenCodecs::withFirstFieldAltered)),
      new Breakage(Op.json_encode, "drops a field when printing JSON", "read by the contract",
          real -> JsonWrapper.honest(real).printing(BrokenCodecs::withoutFirstField, null)),
      new Breakage(Op.json_encode, "alters a value when printing JSON", "read by the contract",
          real -> JsonWrapper.honest(real).printing(BrokenCodecs::withFirstFieldAltered, null)),
      new Breakage(Op.json_encode, "prints text after the JSON value", "is not the proto3 JSON",
          real -> JsonWrapper.honest(real).printing(null, text -> text + "{}")),
      new Breakage(Op.json_encode, "prints a member the schema does not have", "is not the proto3 JSON",
          real -> JsonWrapper.honest(real).printing(null, text -> "{\"notAField\":1," + text.substring(1))));

  @TestFactory
  Stream<DynamicTest> everyBrokenJsonOpIsRefusedBeforeTiming() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return BREAKAGES.stream().map(b -> DynamicTest.dynamicTest(real.name() + " whose " + b.op() + " " + b.name(), () -> {
      BrokenImplementation.abortUnlessItHas(real, b.op());
      Implementation broken = BrokenImplementation.wrapped(real, b.name(), b.wrap());
      BrokenImplementation.assertRefusedBeforeTiming(broken, b.op(), b.caughtBy());
    }));
  }

  @TestFactory
  Stream<DynamicTest> theUnbrokenJsonWrappersPass() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    Implementation honest = BrokenImplementation.wrapped(real, "unbroken", JsonWrapper::honest);
    return Stream.of(Op.json_encode, Op.json_decode).map(op ->
        DynamicTest.dynamicTest(real.name() + " " + op + " wrapped, unbroken", () -> {
          BrokenImplementation.abortUnlessItHas(real, op);
          Launcher.Admission admitted = Launcher.admit(honest, manifest, manifest.names(), List.of(op));
          assertEquals(manifest.names(), admitted.passed(), admitted.failures().toString());
          assertEquals(Map.of(), admitted.unsupported());
        }));
  }

  /**
   * The core ops and the JSON ops through the real codec; {@code parsed} changes the message a JSON
   * parse gave (through its binary encoding), {@code printed} the message before it is printed and
   * {@code text} the printed text; null changes nothing, so the honest wrapper does the real codec's work.
   */
  private record JsonWrapper(Codec<Object> real, UnaryOperator<byte[]> parsed, UnaryOperator<byte[]> printed,
      UnaryOperator<String> text) implements Codec<Object> {

    static JsonWrapper honest(Codec<Object> real) {
      return new JsonWrapper(real, null, null, null);
    }

    JsonWrapper parsing(UnaryOperator<byte[]> f) {
      return new JsonWrapper(real, f, printed, text);
    }

    JsonWrapper printing(UnaryOperator<byte[]> message, UnaryOperator<String> t) {
      return new JsonWrapper(real, parsed, message, t);
    }

    @Override
    public Object jsonDecode(String json) {
      Object m = real.jsonDecode(json);
      if (parsed == null) {
        return m;
      }
      try {
        return real.decode(parsed.apply(real.encode(m)));
      } finally {
        real.release(m);
      }
    }

    @Override
    public String jsonEncode(Object message) {
      if (printed == null) {
        return changeText(real.jsonEncode(message));
      }
      Object changed = real.decode(printed.apply(real.encode(message)));
      try {
        return changeText(real.jsonEncode(changed));
      } finally {
        real.release(changed);
      }
    }

    private String changeText(String printedText) {
      return text == null ? printedText : text.apply(printedText);
    }

    @Override
    public Object decode(byte[] payload) {
      return real.decode(payload);
    }

    @Override
    public byte[] encode(Object message) {
      return real.encode(message);
    }

    @Override
    public void readAll(Object message, Digest digest) {
      real.readAll(message, digest);
    }

    @Override
    public void release(Object message) {
      real.release(message);
    }
  }
}
