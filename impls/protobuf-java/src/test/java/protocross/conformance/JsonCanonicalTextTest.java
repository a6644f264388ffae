package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.json.CanonicalJson;
import protocross.contract.schema.DescriptorSet;

/**
 * The canonical JSON text is protobuf-java's: the contract's {@link CanonicalJson}, which writes it
 * without a runtime for every implementation's jar, must give exactly what
 * {@code JsonFormat.printer().omittingInsignificantWhitespace()} prints, on every payload of every
 * dataset and on the coverage fixtures (every scalar kind, maps of every key kind, open enums with
 * undeclared numbers, proto2 presence and groups). Only here, where protobuf-java-util is.
 */
class JsonCanonicalTextTest {
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();

  private record Case(String name, String messageType, List<byte[]> payloads) {}

  @TestFactory
  Stream<DynamicTest> theContractWritesJsonFormatsTextByteForByte() {
    Implementation impl = Implementation.load();
    DescriptorSet set = DescriptorSet.builtin();
    Manifest manifest = Datasets.manifest();
    List<Case> cases = new ArrayList<>();
    for (String name : manifest.names()) {
      DatasetFile file = Datasets.load(manifest, name);
      cases.add(new Case(name, file.messageType(), file.payloads()));
    }
    for (String type : List.of("protocross.fixture3.KitchenSink3", "protocross.fixture3.OpenEnums3",
        "protocross.fixture3.OneofFirst3", "protocross.fixture2.KitchenSink2", "protocross.fixture2.Groups2")) {
      cases.add(new Case("fixture " + type, type, FixturePayloads.generate(set, type, 20261130L ^ type.hashCode(), 40,
          type.endsWith("OpenEnums3"))));
    }
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
      Codec<Object> codec = impl.codec(c.messageType());
      for (int i = 0; i < c.payloads().size(); i++) {
        byte[] payload = c.payloads().get(i);
        Object message = codec.decode(payload);
        assertEquals(PRINTER.print((Message) message), CanonicalJson.of(set, c.messageType(), payload),
            c.name() + ": payload " + i);
      }
    }));
  }
}
