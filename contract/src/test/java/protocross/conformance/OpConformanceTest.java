package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;

/**
 * Runs in every implementation module beside {@link ConformanceTest}: each additional op (not in
 * the default set) proves equal work on every dataset ({@link Conformance#checkOp}), or the
 * adapter says, on every dataset alike, that its runtime has no API for it, with a reason of its
 * own: an adapter that merely left Codec's default ("this adapter does not implement ...") fails
 * here, so an op is never reported unsupported by omission.
 */
class OpConformanceTest {

  @TestFactory
  Stream<DynamicTest> everyAdditionalOpProvesEqualWorkOrIsDeclaredUnsupported() {
    Implementation impl = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return Op.codecOps().stream().filter(op -> !op.isCore()).map(op -> DynamicTest.dynamicTest(impl.name() + " " + op, () -> {
      List<String> supported = new ArrayList<>();
      String reason = null;
      for (String name : manifest.names()) {
        try {
          Conformance.checkOp(impl, Datasets.load(manifest, name), manifest.entry(name).referenceDigest(), op);
          supported.add(name);
        } catch (UnsupportedOpException e) {
          reason = e.reason();
          assertFalse(reason.isBlank() || reason.startsWith("this adapter does not implement"), impl.name() + " " + op
              + ": unsupported by omission (Codec's default); implement it, or throw UnsupportedOpException saying why"
              + " the runtime cannot: " + reason);
        }
      }
      assertTrue(reason == null || supported.isEmpty(), impl.name() + " " + op + " is supported on " + supported
          + " but not on the other datasets: " + reason);
    }));
  }
}
