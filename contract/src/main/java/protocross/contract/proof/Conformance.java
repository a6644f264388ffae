package protocross.contract.proof;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiFunction;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Manifest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;

/**
 * The proof of equal work that must pass before a pair is timed: re-encoding every decoded
 * payload gives back the same bytes, and reading every field gives the generator's digest.
 * Each additional {@link Op} adds its own proof on top ({@link #checkOp}): a decode from a stream
 * or from off-heap memory must read to the same digest, an encode into a reused buffer must write
 * the same bytes.
 */
public final class Conformance {
  private Conformance() {}

  /** The proof a pair passed when every payload re-encodes to its own bytes. */
  public static final String BYTE_EQUAL = "byte-equal";

  /**
   * Throws a one-line {@link ProtocrossException} naming the first thing that differs; returns
   * which proof passed: {@link #BYTE_EQUAL}, or {@link #reordered} when the runtime declares an
   * encode order other than field-number order and some payload re-encoded in it.
   */
  public static String check(Implementation impl, DatasetFile dataset, Manifest.Entry expected) {
    return check(impl, dataset, expected.referenceDigest());
  }

  /**
   * As above, against a reference digest computed by {@link ReferenceDigest} (the coverage
   * fixtures). The re-encoding must equal the payload byte for byte; for a runtime that declares
   * another encode order ({@link EncodeOrder#of}), a re-encoding that is not byte-equal must equal
   * the payload rewritten into that order ({@link EncodeOrder#rewrite}: the same records, so the
   * same length, in the declared order), with the schema's descriptor set
   * ({@link DescriptorSet#forRun}). The digest is checked either way.
   */
  public static String check(Implementation impl, DatasetFile dataset, long referenceDigest) {
    return check(impl, dataset, referenceDigest, null);
  }

  /** As above, with the schema given ({@code null}: {@link DescriptorSet#forRun}, read only when needed). */
  public static String check(Implementation impl, DatasetFile dataset, long referenceDigest, DescriptorSet schema) {
    String where = impl.name() + " on " + dataset.name();
    EncodeOrder order = EncodeOrder.of(impl);
    Codec<Object> codec = impl.codec(dataset.messageType());
    Digest digest = new Digest();
    int reordered = 0;
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
        String inOrder = order == EncodeOrder.FIELD_NUMBER ? null : differsInOrder(order, schema, dataset, payload, again);
        if (order == EncodeOrder.FIELD_NUMBER || inOrder != null) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " re-encodes to "
              + again.length + " bytes that differ from the original " + payload.length + " at byte "
              + Arrays.mismatch(payload, again) + (inOrder == null ? "" : "; " + inOrder));
        }
        reordered++;
      }
      try {
        codec.readAll(message, digest);
      } catch (UnsupportedOperationException e) {
        // The runtime (its binding) has no way to read this kind of field: not a wrong answer.
        throw new ProtocrossException("unsupported: " + where + ": " + e.getMessage());
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " cannot be read: " + e);
      }
      codec.release(message);
      i++;
    }
    requireReferenceDigest(where, digest, referenceDigest);
    return reordered == 0 ? BYTE_EQUAL : reordered(order);
  }

  /** The proof a pair passed when payloads re-encoded byte-equal only after the rewrite into {@code order}. */
  public static String reordered(EncodeOrder order) {
    return "byte-equal in " + order.description + " (" + EncodeOrder.TRAIT + "=" + order.trait + ")";
  }

  /** Null when {@code again} is {@code payload} rewritten into {@code order}, else what differs. */
  static String differsInOrder(EncodeOrder order, DescriptorSet schema, DatasetFile dataset, byte[] payload,
      byte[] again) {
    DescriptorSet set = schema != null ? schema : DescriptorSet.forRun();
    if (!set.hasMessage(dataset.messageType())) {
      return "the runtime declares " + order.description + ", but the schema's descriptor set has no "
          + dataset.messageType() + " to rewrite the payload with (" + DescriptorSet.RUN_SCHEMA_ENV + ")";
    }
    byte[] expected;
    try {
      expected = order.rewrite(set, set.message(dataset.messageType()), payload);
    } catch (IllegalArgumentException e) {
      return "the payload does not parse for the rewrite into " + order.description + ": " + e.getMessage();
    }
    if (Arrays.equals(expected, again)) {
      return null;
    }
    return "in the declared " + order.description + " it should be " + expected.length
        + " bytes, and differs at byte " + Arrays.mismatch(expected, again);
  }

  /** The core proof, then {@code op}'s own (what the benchmark's setup runs for the op it times). */
  public static String check(Implementation impl, DatasetFile dataset, Manifest.Entry expected, Op op) {
    String proof = check(impl, dataset, expected.referenceDigest());
    checkOp(impl, dataset, expected.referenceDigest(), op);
    return proof;
  }

  /**
   * The proof {@code op} needs beyond the core one (nothing for the core ops, which the core
   * proof covers): for {@link Op#decode_stream} and {@link Op#decode_direct}, every payload decoded
   * that way and read gives the reference digest (a stream must be read to its end, a direct
   * buffer left where it was); for {@link Op#encode_reuse}, every decoded payload encoded into one
   * reused buffer of {@link #reuseBufferSize} bytes gives back its exact bytes, and a buffer one
   * byte too small gets an {@link IndexOutOfBoundsException}, not a truncated encoding; for
   * {@link Op#build_encode}, every payload's {@link MessageValue} built and serialized gives back
   * the payload's exact bytes, and a second build gives the same bytes in a fresh array; for
   * {@link Op#merge}, every payload merged into its {@linkplain #mergeBase base} reads to the
   * digest the descriptor walk gives for the concatenation of the base's bytes and the payload's
   * (protobuf's definition of merging), computed from the bytes, with no runtime, and the base reads
   * as before; for {@link Op#first_decode} and {@link Op#first_encode}, {@link FirstCallProof} on the
   * one payload a first call handles (the benchmark repeats it in the measured JVM after the call).
   *
   * @throws UnsupportedOpException when the codec has no API for {@code op} (it must say so on
   *     the first payload): a result, not a failure
   */
  public static void checkOp(Implementation impl, DatasetFile dataset, long referenceDigest, Op op) {
    switch (op) {
      case decode_stream -> checkDecodes(impl, dataset, referenceDigest, op, Conformance::viaStream);
      case decode_direct -> checkDecodes(impl, dataset, referenceDigest, op, Conformance::viaDirect);
      case encode_reuse -> checkEncodesInto(impl, dataset);
      case build_encode -> checkBuildEncode(impl, dataset);
      case merge -> checkMerge(impl, dataset);
      case first_decode, first_encode -> FirstCallProof.check(impl, dataset, op);
      case json_encode -> JsonConformance.checkEncode(impl, dataset, referenceDigest);
      case json_decode -> JsonConformance.checkDecode(impl, dataset, referenceDigest);
      default -> {
        // control, decode, decode_read, encode, and decode_latency and encode_latency (the same
        // calls as decode and encode, one payload at a time): the core proof is theirs
      }
    }
  }

  /** build_encode's input: each payload's values, read from its bytes with the schema's descriptor set ({@link DescriptorSet#forRun}). */
  public static List<MessageValue> values(DatasetFile dataset) {
    DescriptorSet schema = DescriptorSet.forRun();
    if (!schema.hasMessage(dataset.messageType())) {
      throw new ProtocrossException("the schema's descriptor set has no message type " + dataset.messageType()
          + " (" + DescriptorSet.RUN_SCHEMA_ENV + ")");
    }
    return dataset.readEach(payload -> MessageValue.parse(schema, dataset.messageType(), payload));
  }

  /**
   * merge's existing message for payload {@code i} of {@code n}: the payload after it (the first,
   * for the last), so it is of the same type, non-empty, and differs from the payload merged into it.
   */
  public static int mergeBase(int i, int n) {
    return (i + 1) % n;
  }

  /** encode_reuse's buffer: one per trial, as large as the dataset's largest payload. */
  public static int reuseBufferSize(DatasetFile dataset) {
    return Math.max(1, dataset.payloads().stream().mapToInt(p -> p.length).max().orElse(0));
  }

  private static void checkDecodes(Implementation impl, DatasetFile dataset, long referenceDigest, Op op,
      BiFunction<Codec<Object>, byte[], Object> decode) {
    String where = impl.name() + " on " + dataset.name() + " (" + op + ")";
    Codec<Object> codec = impl.codec(dataset.messageType());
    Digest digest = new Digest();
    int i = 0;
    for (byte[] payload : dataset.payloads()) {
      Object message;
      try {
        message = decode.apply(codec, payload);
      } catch (UnsupportedOpException e) {
        throw unsupported(e, where, i);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " does not decode: " + e);
      }
      readAllThenRelease(codec, message, digest, where, i);
      i++;
    }
    requireReferenceDigest(where, digest, referenceDigest);
  }

  /** The last step of every decode proof: the digest of all payloads read equals the reference. */
  static void requireReferenceDigest(String where, Digest digest, long referenceDigest) {
    if (digest.value() != referenceDigest) {
      throw new ProtocrossException("conformance failed: " + where + ": digest " + HexFormat.of().toHexDigits(digest.value())
          + " differs from the reference " + HexFormat.of().toHexDigits(referenceDigest));
    }
  }

  /** A fresh stream over the payload, which the codec must read to its end. */
  /**
   * Reads every field of payload {@code i}'s decoded message into {@code digest}, then releases the
   * message whatever happened: the read-all half of every decode-side proof (byte[], stream, direct, JSON).
   */
  static void readAllThenRelease(Codec<Object> codec, Object message, Digest digest, String where, int i) {
    try {
      codec.readAll(message, digest);
    } catch (RuntimeException e) {
      throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " cannot be read: " + e);
    } finally {
      codec.release(message);
    }
  }

  private static Object viaStream(Codec<Object> codec, byte[] payload) {
    ByteArrayInputStream in = new ByteArrayInputStream(payload);
    Object message = codec.decodeStream(in);
    if (in.available() != 0) {
      codec.release(message);
      throw new IllegalStateException("decodeStream left " + in.available() + " of " + payload.length
          + " bytes of the stream unread");
    }
    return message;
  }

  /** The payload copied into fresh native memory, which the codec must leave where it was. */
  private static Object viaDirect(Codec<Object> codec, byte[] payload) {
    DirectPayload direct = DirectPayload.of(payload);
    Object message = codec.decodeDirect(direct);
    if (direct.buffer().position() != 0 || direct.buffer().limit() != payload.length) {
      codec.release(message);
      throw new IllegalStateException("decodeDirect moved the buffer to position " + direct.buffer().position()
          + ", limit " + direct.buffer().limit() + " (was 0, " + payload.length + ")");
    }
    return message;
  }

  private static void checkEncodesInto(Implementation impl, DatasetFile dataset) {
    String where = impl.name() + " on " + dataset.name() + " (" + Op.encode_reuse + ")";
    EncodeOrder order = EncodeOrder.of(impl);
    Codec<Object> codec = impl.codec(dataset.messageType());
    byte[] buffer = new byte[reuseBufferSize(dataset)];
    int i = 0;
    for (byte[] original : dataset.payloads()) {
      Object message = codec.decode(original);
      byte[] payload = original;
      if (order != EncodeOrder.FIELD_NUMBER) {
        // The bytes the core proof accepted for this runtime: the payload, or its rewrite into the declared order.
        byte[] again = codec.encode(message);
        if (!Arrays.equals(original, again) && differsInOrder(order, null, dataset, original, again) == null) {
          payload = again;
        }
      }
      try {
        int n;
        try {
          n = codec.encodeInto(message, buffer);
        } catch (UnsupportedOpException e) {
          throw unsupported(e, where, i);
        } catch (RuntimeException e) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i
              + " does not encode into the reused buffer: " + e);
        }
        int written = Math.max(0, Math.min(n, buffer.length));
        if (n != payload.length || !Arrays.equals(payload, 0, payload.length, buffer, 0, written)) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " encodes into the reused"
              + " buffer as " + n + " bytes that differ from the original " + payload.length + " at byte "
              + Arrays.mismatch(payload, 0, payload.length, buffer, 0, written));
        }
        String tooSmall = tooSmall(codec, message, payload.length);
        if (tooSmall != null) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " " + tooSmall);
        }
      } finally {
        codec.release(message);
      }
      i++;
    }
  }

  private static void checkBuildEncode(Implementation impl, DatasetFile dataset) {
    String where = impl.name() + " on " + dataset.name() + " (" + Op.build_encode + ")";
    EncodeOrder order = EncodeOrder.of(impl);
    Codec<Object> codec = impl.codec(dataset.messageType());
    List<MessageValue> values = values(dataset);
    int i = 0;
    for (byte[] payload : dataset.payloads()) {
      byte[] built;
      byte[] again;
      try {
        built = codec.buildEncode(values.get(i));
        again = codec.buildEncode(values.get(i));
      } catch (UnsupportedOpException e) {
        throw unsupported(e, where, i);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " cannot be built: " + e);
      }
      if (!Arrays.equals(payload, built)) {
        // As in the core proof: a runtime that declares another encode order must write the payload rewritten into it.
        String inOrder = order == EncodeOrder.FIELD_NUMBER ? null : differsInOrder(order, null, dataset, payload, built);
        if (order == EncodeOrder.FIELD_NUMBER || inOrder != null) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " builds to " + built.length
              + " bytes that differ from the original " + payload.length + " at byte " + Arrays.mismatch(payload, built)
              + (inOrder == null ? "" : "; " + inOrder));
        }
      }
      if (again == built || !Arrays.equals(built, again)) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " built twice gives "
            + (again == built ? "the same array both times (kept from the first build, not built afresh)" : "different bytes"));
      }
      i++;
    }
  }

  private static void checkMerge(Implementation impl, DatasetFile dataset) {
    String where = impl.name() + " on " + dataset.name() + " (" + Op.merge + ")";
    Codec<Object> codec = impl.codec(dataset.messageType());
    DescriptorSet schema = DescriptorSet.forRun();
    ReferenceDigest reference = new ReferenceDigest(schema);
    MessageDef type = schema.message(dataset.messageType());
    List<byte[]> payloads = dataset.payloads();
    Digest digest = new Digest();
    Digest expected = new Digest();
    for (int i = 0; i < payloads.size(); i++) {
      byte[] baseBytes = payloads.get(mergeBase(i, payloads.size()));
      Object base = codec.decode(baseBytes);
      try {
        Object merged;
        try {
          merged = codec.merge(base, payloads.get(i));
        } catch (UnsupportedOpException e) {
          throw unsupported(e, where, i);
        } catch (RuntimeException e) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " does not merge: " + e);
        }
        try {
          codec.readAll(merged, digest);
        } catch (RuntimeException e) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " merged cannot be read: " + e);
        } finally {
          codec.release(merged);
        }
        Digest baseAfter = new Digest();
        codec.readAll(base, baseAfter);
        Digest baseBefore = new Digest();
        reference.message(type, baseBytes, baseBefore);
        if (baseAfter.value() != baseBefore.value()) {
          throw new ProtocrossException("conformance failed: " + where + ": payload " + i
              + " changed the existing message it was merged into (a merge must work on a copy)");
        }
      } finally {
        codec.release(base);
      }
      byte[] both = Arrays.copyOf(baseBytes, baseBytes.length + payloads.get(i).length);
      System.arraycopy(payloads.get(i), 0, both, baseBytes.length, payloads.get(i).length);
      reference.message(type, both, expected);
    }
    requireReferenceDigest(where, digest, expected.value());
  }

  /** Null when a buffer one byte short of the encoding gets an IndexOutOfBoundsException, else what happened. */
  private static String tooSmall(Codec<Object> codec, Object message, int size) {
    if (size == 0) {
      return null;
    }
    try {
      int n = codec.encodeInto(message, new byte[size - 1]);
      return "encodes into a buffer one byte too small (returns " + n + ") instead of throwing IndexOutOfBoundsException";
    } catch (IndexOutOfBoundsException expected) {
      return null;
    } catch (RuntimeException e) {
      return "throws " + e + " for a buffer one byte too small, not IndexOutOfBoundsException";
    }
  }

  /** Unsupported is a property of the runtime, so it must show on the first payload, not halfway. */
  static RuntimeException unsupported(UnsupportedOpException e, String where, int i) {
    if (i == 0) {
      return e;
    }
    return new ProtocrossException("conformance failed: " + where + ": payload " + i + " is unsupported ("
        + e.reason() + ") after " + i + " payloads it handled");
  }
}
