package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.Conformance;
import protocross.contract.Datasets;
import protocross.contract.Implementation;
import protocross.contract.Manifest;
import protocross.contract.Op;
import protocross.contract.UnsupportedOpException;

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
