package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.proof.Conformance;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;

/**
 * The coverage fixture (datasets/fixtures/: every field kind of proto2 and proto3) in every
 * implementation module: generated payloads re-encode byte for byte, and the runtime's digest
 * equals the descriptor walk's. A pair the runtime cannot express is recorded with its reason in
 * {@code target/fixture-conformance.tsv} and must still fail the check (so a fixed runtime shows
 * up); nothing is skipped silently. Where it conforms, build_encode and merge are proved on the
 * fixture as well (where the runtime has them).
 */
class FixtureConformanceTest {
  private static final long SEED = 20261130L;
  private static final int PAYLOADS = 40;

  /** Root type, and whether its enums carry numbers the enum does not declare. */
  private record Fixture(String type, boolean unknownEnums) {}

  private static final List<Fixture> FIXTURES = List.of(
      new Fixture("protocross.fixture3.KitchenSink3", false),
      new Fixture("protocross.fixture3.OpenEnums3", true),
      new Fixture("protocross.fixture3.PackedByDefault3", false),
      new Fixture("protocross.fixture3.OneofFirst3", false),
      new Fixture("protocross.fixture2.KitchenSink2", false),
      new Fixture("protocross.fixture2.ClosedEnums2", true),
      new Fixture("protocross.fixture2.Groups2", false));

  /**
   * What a runtime cannot do with a fixture (implementation + " " + type), each found in the
   * runtime's generated code (target/generated-sources/protobuf of its module). Neither is an
   * encode order a declared-order proof (EncodeOrder) could admit: in both the runtime's output
   * differs in more than the order of the same records.
   */
  private static final Map<String, String> LIMITS = Map.of(
      "wire protocross.fixture3.OpenEnums3",
      "Wire's generated Java enums hold only declared constants: an open (proto3) enum field given a number"
          + " it does not declare keeps it in unknownFields (its decode catches EnumConstantNotFoundException and"
          + " calls addUnknownField), so the field reads as its default and a repeated field loses the element:"
          + " the values read differ, not only their order",
      "wire protocross.fixture3.PackedByDefault3",
      "Wire's Java generator encodes proto3 repeated bool and enum fields with asRepeated() (unpacked) unless"
          + " [packed = true] is declared, where proto3 packs them by default: a tag per element, so other and"
          + " more bytes, not the same records in another order",
      "wire-kotlin protocross.fixture3.OpenEnums3",
      "Wire's generated Kotlin enums hold only declared constants: an open (proto3) enum field given a number"
          + " it does not declare keeps it in unknownFields (its decode catches EnumConstantNotFoundException and"
          + " calls reader.addUnknownField), so the field reads as its default and a repeated field loses the element:"
          + " the values read differ, not only their order",
      "wire-kotlin protocross.fixture3.PackedByDefault3",
      "Wire's Kotlin generator encodes proto3 repeated bool and enum fields with asRepeated() (unpacked) unless"
          + " [packed = true] is declared, where proto3 packs them by default: a tag per element, so other and"
          + " more bytes, not the same records in another order",
      "quickbuf protocross.fixture3.OpenEnums3",
      "protoc-gen-quickbuf's generated decode keeps an enum field's number only when the enum declares it"
          + " (if (E.forNumber(value) != null), for proto3's open enums too) and moves any other number to the"
          + " message's unknown bytes, so the field reads as its default, a repeated field loses the element and the"
          + " number is re-encoded after the known fields: the values read differ, not only their order",
      "kotlinx-protobuf protocross.fixture2.ClosedEnums2",
      "kotlinx.serialization's ProtoBuf refuses an enum number no constant declares (ProtobufDecoder.findIndexByTagSlowPath),"
          + " where protobuf-java keeps a closed enum's undeclared number as an unknown field: the payload does not decode");

  /**
   * On a fixture the runtime conforms on, build_encode and merge must pass their proofs too where
   * the runtime has them: every field kind built through the generated builders, every kind merged.
   * build_encode is left out where the payloads carry enum numbers the enum does not declare: a
   * closed enum keeps them as unknown fields, which no builder sets.
   */
  private static String additionalOps(Implementation impl, DatasetFile fixture, long reference, Fixture f) {
    StringBuilder out = new StringBuilder();
    for (Op op : List.of(Op.build_encode, Op.merge)) {
      if (op == Op.build_encode && f.unknownEnums()) {
        continue;
      }
      try {
        Conformance.checkOp(impl, fixture, reference, op);
        out.append("; ").append(op).append(" proved");
      } catch (UnsupportedOpException e) {
        out.append("; ").append(op).append(" unsupported");
      }
    }
    return out.toString();
  }

  @TestFactory
  Stream<DynamicTest> everyFixtureConformsOrIsRecordedUnsupported() throws IOException {
    Implementation impl = Implementation.load();
    DescriptorSet schema = DescriptorSet.builtin();
    ReferenceDigest walk = new ReferenceDigest(schema);
    Path record = Path.of("target", "fixture-conformance.tsv");
    Files.createDirectories(record.getParent());
    Files.writeString(record, "implementation\tmessage_type\tresult\n");
    return FIXTURES.stream().map(f -> DynamicTest.dynamicTest(impl.name() + " on " + f.type(), () -> {
      List<byte[]> payloads = FixturePayloads.generate(schema, f.type(), SEED ^ f.type().hashCode(), PAYLOADS, f.unknownEnums());
      DatasetFile fixture = new DatasetFile("fixture " + f.type(), f.type(), payloads);
      long reference = walk.of(f.type(), payloads);
      String reason = impl.unsupported(f.type()) != null ? impl.unsupported(f.type()) : LIMITS.get(impl.name() + " " + f.type());
      String result;
      if (reason != null) {
        RuntimeException refused = assertThrows(RuntimeException.class, () -> Conformance.check(impl, fixture, reference, schema),
            impl.name() + " now conforms on " + f.type() + ": remove its recorded limit");
        result = "unsupported: " + reason + " (check: " + refused.getMessage() + ")";
      } else {
        String proof = Conformance.check(impl, fixture, reference, schema);
        result = proof.equals(Conformance.BYTE_EQUAL)
            ? "conformant: " + PAYLOADS + " payloads re-encode byte for byte, digest = descriptor walk"
            : "conformant (" + proof + "): " + PAYLOADS + " payloads re-encode byte for byte to the payload rewritten"
                + " into the runtime's declared encode order, digest = descriptor walk";
      }
      if (reason == null) {
        result += additionalOps(impl, fixture, reference, f);
      }
      System.out.println(impl.name() + " " + f.type() + ": " + result);
      Files.writeString(record, impl.name() + "\t" + f.type() + "\t" + result + "\n", StandardOpenOption.APPEND);
    }));
  }
}
