package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import protocross.bench.Launcher;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;

/**
 * What every broken-adapter test does with the module's real implementation: wrap its codecs so
 * that one op does one thing wrong, and assert that the op's proof refuses it on every dataset and
 * that the launcher would time none of them. One copy, so the tests of the core, JSON and cold ops
 * assert the same refusal.
 */
final class BrokenImplementation {
  private BrokenImplementation() {}

  /** {@code real}, its codecs wrapped by {@code wrap}, named so a failure says which breakage it was. */
  static Implementation wrapped(Implementation real, String name, Function<Codec<Object>, Codec<Object>> wrap) {
    return new Implementation() {
      @Override
      public String name() {
        return real.name() + " (" + name + ")";
      }

      @Override
      public Codec<Object> codec(String messageType) {
        return wrap.apply(real.codec(messageType));
      }
    };
  }

  /** JUnit "aborted" where the runtime has no {@code op} at all (a wrapper of its own code has nothing to wrap). */
  static void abortUnlessItHas(Implementation real, Op op) {
    String missing = lacks(real, op);
    if (missing != null) {
      Assumptions.abort(real.name() + " has no " + op + ": " + missing);
    }
  }

  /** Why {@code real} has no API for {@code op}, or null when it has one. */
  static String lacks(Implementation real, Op op) {
    Manifest manifest = Datasets.manifest();
    String dataset = manifest.names().get(0);
    try {
      Conformance.checkOp(real, Datasets.load(manifest, dataset), manifest.entry(dataset).referenceDigest(), op);
      return null;
    } catch (UnsupportedOpException e) {
      return e.reason();
    }
  }

  /** The proof of {@code op} refuses {@code broken} on every dataset, naming {@code caughtBy}; the launcher times none. */
  static void assertRefusedBeforeTiming(Implementation broken, Op op, String caughtBy) {
    Manifest manifest = Datasets.manifest();
    for (String dataset : manifest.names()) {
      ProtocrossException e = assertThrows(ProtocrossException.class,
          () -> Conformance.check(broken, Datasets.load(manifest, dataset), manifest.entry(dataset), op), dataset);
      assertTrue(e.getMessage().startsWith("conformance failed: ") && e.getMessage().contains("(" + op + ")")
          && e.getMessage().contains(caughtBy), dataset + ": " + e.getMessage());
    }
    Launcher.Admission admitted = Launcher.admit(broken, manifest, manifest.names(), List.of(op));
    assertEquals(List.of(), admitted.passed(), "datasets the launcher would time");
    assertEquals(Map.of(), admitted.unsupported(), "a broken op is a failure, not unsupported");
  }
}
