package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import protocross.bench.Launcher;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;
import protocross.contract.proof.FirstCallProof;

/**
 * Runs in every implementation module: the first-call ops ({@code first_decode},
 * {@code first_encode}) and the latency ops ({@code decode_latency}, {@code encode_latency}) refuse
 * a deliberately broken adapter before timing. The first-call proof is checked both where it runs:
 * before the fork ({@link Conformance#checkOp}, in the launcher's JVM) and after the timed call, on
 * what the call returned ({@link FirstCallProof#requireDecoded}, {@link FirstCallProof#requireEncoded}:
 * what the benchmark's state runs in the measured JVM). The latency ops make the same calls as
 * {@code decode} and {@code encode}, one payload at a time, so the core proof is theirs: the
 * launcher must time no dataset of a broken adapter for them either.
 */
class ColdAndLatencyOpsTest {

  /** Decodes without the payload's first field, re-emitting the input bytes: only a digest can tell. */
  private static Implementation skipsAField(Implementation real) {
    return BrokenImplementation.wrapped(real, "decode skips a field", c -> new BrokenCodecs.Replaying(c, BrokenCodecs::withoutFirstField));
  }

  /** Decodes honestly, writes the first two fields swapped: every value kept, only the bytes can tell. */
  private static Implementation reordersFields(Implementation real) {
    return BrokenImplementation.wrapped(real, "encode reorders fields",
        c -> new BrokenCodecs.Encoding(c, BrokenCodecs::withFirstTwoFieldsSwapped));
  }

  @TestFactory
  Stream<DynamicTest> aBrokenFirstCallIsRefusedBeforeTheForkAndAfterTheCall() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return manifest.names().stream().map(name -> DynamicTest.dynamicTest(real.name() + " on " + name, () -> {
      DatasetFile file = Datasets.load(manifest, name);
      long reference = manifest.entry(name).referenceDigest();

      Implementation skips = skipsAField(real);
      ProtocrossException before = assertThrows(ProtocrossException.class,
          () -> Conformance.checkOp(skips, file, reference, Op.first_decode));
      assertTrue(before.getMessage().contains("(first_decode)") && before.getMessage().contains("differs from the reference"),
          before.getMessage());
      Codec<Object> skipping = skips.codec(file.messageType());
      Object wrong = skipping.decode(FirstCallProof.payload(file));
      ProtocrossException after = assertThrows(ProtocrossException.class,
          () -> FirstCallProof.requireDecoded(skips, file, skipping, wrong));
      assertTrue(after.getMessage().startsWith("conformance failed: "), after.getMessage());
      skipping.release(wrong);

      Implementation reorders = reordersFields(real);
      ProtocrossException encodeBefore = assertThrows(ProtocrossException.class,
          () -> Conformance.checkOp(reorders, file, reference, Op.first_encode));
      assertTrue(encodeBefore.getMessage().contains("(first_encode)") && encodeBefore.getMessage().contains("encodes to"),
          encodeBefore.getMessage());
      Codec<Object> reordering = reorders.codec(file.messageType());
      Object message = reordering.decode(FirstCallProof.payload(file));
      byte[] wrongBytes = reordering.encode(message);
      reordering.release(message);
      assertThrows(ProtocrossException.class, () -> FirstCallProof.requireEncoded(reorders, file, wrongBytes));

      // And the honest codec passes both, before and after.
      Conformance.checkOp(real, file, reference, Op.first_decode);
      Conformance.checkOp(real, file, reference, Op.first_encode);
    }));
  }

  @Test
  void theLauncherTimesNoDatasetOfABrokenAdapterForTheNewOps() {
    Implementation real = Implementation.load();
    Manifest manifest = Datasets.manifest();
    for (Op op : List.of(Op.first_decode, Op.first_encode, Op.decode_latency, Op.encode_latency)) {
      for (Implementation broken : List.of(skipsAField(real), reordersFields(real))) {
        Launcher.Admission admitted = Launcher.admit(broken, manifest, manifest.names(), List.of(op));
        assertEquals(List.of(), admitted.passed(), broken.name() + " " + op + ": datasets the launcher would time");
      }
      Launcher.Admission honest = Launcher.admit(real, manifest, manifest.names(), List.of(op));
      assertEquals(manifest.names(), honest.passed(), op + ": " + honest.failures());
    }
  }

  @Test
  void firstCallNamesBothFirstCallOps() {
    assertEquals(List.of(Op.first_decode, Op.first_encode), Op.parseNamed(Op.FIRST_CALL));
    assertEquals(List.of(Op.decode_latency), Op.parseNamed("decode_latency"));
    assertEquals(Op.Timing.SINGLE_SHOT, Op.first_decode.timing());
    assertEquals(Op.Timing.SAMPLE, Op.encode_latency.timing());
    assertEquals(Op.Timing.THROUGHPUT, Op.decode.timing());
  }
}
