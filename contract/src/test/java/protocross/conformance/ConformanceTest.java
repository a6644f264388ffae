package protocross.conformance;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import protocross.contract.adapter.Implementation;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;

/**
 * Runs in every implementation module (surefire's dependenciesToScan): for each dataset,
 * re-encoding reproduces every payload byte for byte and readAll gives the reference digest.
 */
class ConformanceTest {

  @TestFactory
  Stream<DynamicTest> everyDatasetRoundTripsAndMatchesTheReferenceDigest() {
    Implementation impl = Implementation.load();
    Manifest manifest = Datasets.manifest();
    return manifest.names().stream().map(name -> DynamicTest.dynamicTest(impl.name() + " on " + name,
        () -> Conformance.check(impl, Datasets.load(manifest, name), manifest.entry(name))));
  }
}
