package protocross.contract;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * The proof of equal work that must pass before a pair is timed: re-encoding every decoded
 * payload gives back the same bytes, and reading every field gives the generator's digest.
 */
public final class Conformance {
  private Conformance() {}

  /** Throws a one-line {@link ProtocrossException} naming the first thing that differs. */
  public static void check(Implementation impl, DatasetFile dataset, Manifest.Entry expected) {
    check(impl, dataset, expected.referenceDigest());
  }

  /** As above, against a reference digest computed by {@link ReferenceDigest} (the coverage fixtures). */
  public static void check(Implementation impl, DatasetFile dataset, long referenceDigest) {
    String where = impl.name() + " on " + dataset.name();
    Codec<Object> codec = impl.codec(dataset.messageType());
    Digest digest = new Digest();
    int i = 0;
    for (byte[] payload : dataset.payloads()) {
      Object message;
      try {
        message = codec.decode(payload);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " does not decode: " + e);
      }
      byte[] again;
      try {
        again = codec.encode(message);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " does not re-encode: " + e);
      }
      if (!Arrays.equals(payload, again)) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " re-encodes to "
            + again.length + " bytes that differ from the original " + payload.length + " at byte "
            + Arrays.mismatch(payload, again));
      }
      try {
        codec.readAll(message, digest);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " cannot be read: " + e);
      }
      codec.release(message);
      i++;
    }
    if (digest.value() != referenceDigest) {
      throw new ProtocrossException("conformance failed: " + where + ": digest " + HexFormat.of().toHexDigits(digest.value())
          + " differs from the reference " + HexFormat.of().toHexDigits(referenceDigest));
    }
  }
}
