package protocross.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.proof.FirstCallProof;

/**
 * The state of {@code first_decode} and {@code first_encode}: what a fresh JVM needs before its
 * first call, and nothing more. The setup reads the dataset file and obtains the codec (the
 * adapter's type map: the generated message classes are initialised there, upb loads libupb and
 * builds its DefPool), and for {@code first_encode} decodes the payload once; it runs no
 * conformance check, so the timed call is the first of its kind in this JVM. The proof of equal
 * work runs twice: before the fork, in the launcher's JVM ({@link FirstCallProof#check}, beside
 * the dataset's full conformance check), and in this JVM after the timed call, on the very
 * message or bytes it produced ({@link #proveAfterTheCall}): a wrong answer fails the fork, so it
 * gives no number.
 */
@State(Scope.Benchmark)
public class FirstCallState {
  private Op op;
  private Implementation impl;
  private DatasetFile file;
  private Codec<Object> codec;
  private byte[] payload;
  /** first_encode's input: the payload decoded in setup (untimed). */
  private Object message;
  /** What the timed call produced, kept for the proof after it. */
  private Object decoded;
  private byte[] encoded;

  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params) {
    op = Op.ofBenchmark(params.getBenchmark());
    impl = Implementation.load();
    file = Datasets.load(Datasets.manifest(), params.getParam("dataset"));
    codec = impl.codec(file.messageType());
    payload = FirstCallProof.payload(file);
    if (op == Op.first_encode) {
      message = codec.decode(payload);
    }
  }

  /** The timed first decode. A second call (a run in another mode) releases the first's message. */
  Object decode() {
    Object m = codec.decode(payload);
    if (decoded != null) {
      codec.release(decoded);
    }
    decoded = m;
    return m;
  }

  /** The timed first encode. */
  byte[] encode() {
    byte[] out = codec.encode(message);
    encoded = out;
    return out;
  }

  /** After the timed call: what it produced must be the payload's values or bytes, or the fork fails. */
  @TearDown(Level.Trial)
  public void proveAfterTheCall() {
    try {
      if (op == Op.first_decode) {
        FirstCallProof.requireDecoded(impl, file, codec, decoded);
      } else {
        FirstCallProof.requireEncoded(impl, file, encoded);
      }
    } finally {
      if (decoded != null) {
        codec.release(decoded);
      }
      if (message != null) {
        codec.release(message);
      }
    }
  }
}
