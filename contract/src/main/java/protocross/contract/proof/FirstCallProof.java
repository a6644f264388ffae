package protocross.contract.proof;

import java.util.Arrays;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.schema.DescriptorSet;

/**
 * The proof of {@link Op#first_decode} and {@link Op#first_encode}: the one payload a first call
 * handles (the dataset's first) decodes to the reference digest of that payload, computed from its
 * bytes by the descriptor walk with no runtime, and encodes back to its exact bytes (or, for a
 * runtime that declares another encode order, to those bytes rewritten into it, as in the core
 * proof). {@link #check} runs it with a fresh codec in the launcher's JVM before the fork; the
 * benchmark runs {@link #requireDecoded} and {@link #requireEncoded} on what the timed call itself
 * returned, after it, so nothing before the timed call runs the codec.
 */
public final class FirstCallProof {
  private FirstCallProof() {}

  /** The payload a first call decodes and encodes: the dataset's first. */
  public static byte[] payload(DatasetFile dataset) {
    return dataset.payloads().get(0);
  }

  /** Before timing: the payload decoded and encoded by a fresh codec passes both checks {@code op} needs. */
  static void check(Implementation impl, DatasetFile dataset, Op op) {
    Codec<Object> codec = impl.codec(dataset.messageType());
    Object message;
    try {
      message = codec.decode(payload(dataset));
    } catch (RuntimeException e) {
      throw new ProtocrossException("conformance failed: " + where(impl, dataset, op) + ": payload 0 does not decode: " + e);
    }
    try {
      if (op == Op.first_decode) {
        requireDecoded(impl, dataset, codec, message);
      } else {
        byte[] encoded;
        try {
          encoded = codec.encode(message);
        } catch (RuntimeException e) {
          throw new ProtocrossException("conformance failed: " + where(impl, dataset, op) + ": payload 0 does not encode: " + e);
        }
        requireEncoded(impl, dataset, encoded);
      }
    } finally {
      codec.release(message);
    }
  }

  /** {@code message} (a decode of {@link #payload}) reads to the reference digest of that payload. */
  public static void requireDecoded(Implementation impl, DatasetFile dataset, Codec<Object> codec, Object message) {
    String where = where(impl, dataset, Op.first_decode);
    if (message == null) {
      throw new ProtocrossException("conformance failed: " + where + ": the decode gave no message");
    }
    Digest read = new Digest();
    try {
      codec.readAll(message, read);
    } catch (RuntimeException e) {
      throw new ProtocrossException("conformance failed: " + where + ": payload 0 cannot be read: " + e);
    }
    DescriptorSet schema = DescriptorSet.forRun();
    if (!schema.hasMessage(dataset.messageType())) {
      throw new ProtocrossException("the schema's descriptor set has no message type " + dataset.messageType()
          + " (" + DescriptorSet.RUN_SCHEMA_ENV + ")");
    }
    Digest expected = new Digest();
    new ReferenceDigest(schema).message(schema.message(dataset.messageType()), payload(dataset), expected);
    if (read.value() != expected.value()) {
      throw new ProtocrossException("conformance failed: " + where + ": payload 0 reads to digest "
          + Long.toHexString(read.value()) + ", which differs from the reference " + Long.toHexString(expected.value()));
    }
  }

  /** {@code encoded} (an encode of the decoded {@link #payload}) is the payload's bytes, or their rewrite into the declared order. */
  public static void requireEncoded(Implementation impl, DatasetFile dataset, byte[] encoded) {
    String where = where(impl, dataset, Op.first_encode);
    if (encoded == null) {
      throw new ProtocrossException("conformance failed: " + where + ": the encode gave no bytes");
    }
    byte[] payload = payload(dataset);
    if (Arrays.equals(payload, encoded)) {
      return;
    }
    EncodeOrder order = EncodeOrder.of(impl);
    String inOrder = order == EncodeOrder.FIELD_NUMBER ? ""
        : Conformance.differsInOrder(order, null, dataset, payload, encoded);
    if (inOrder == null) {
      return; // byte-equal in the order the runtime declares
    }
    throw new ProtocrossException("conformance failed: " + where + ": payload 0 encodes to " + encoded.length
        + " bytes that differ from the original " + payload.length + " at byte " + Arrays.mismatch(payload, encoded)
        + (inOrder.isEmpty() ? "" : "; " + inOrder));
  }

  private static String where(Implementation impl, DatasetFile dataset, Op op) {
    return impl.name() + " on " + dataset.name() + " (" + op + ")";
  }
}
