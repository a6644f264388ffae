package protocross.contract.proof;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.json.CanonicalJson;
import protocross.contract.json.JsonDialect;
import protocross.contract.json.JsonReference;
import protocross.contract.json.JsonTree;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;

/**
 * The proofs of the two JSON ops ({@link Conformance#checkOp} calls them), and their inputs.
 *
 * <ul>
 *   <li>{@link Op#json_decode}: every payload's canonical JSON text ({@link CanonicalJson}), parsed
 *       by the runtime's own JSON parser and read, gives the reference digest: every runtime parses
 *       the same text to the same message.
 *   <li>{@link Op#json_encode}: every decoded payload printed by the runtime's own JSON printer,
 *       (a) read independently by the contract ({@link JsonReference}, no runtime) gives the
 *       reference digest: the runtime's text means the same message, whatever its dialect; (b)
 *       parsed back by the runtime's own JSON parser gives the reference digest too: its output
 *       parses back to it; (c) printed twice gives the same text.
 * </ul>
 * Both ops count their throughput in bytes of the canonical text ({@link #jsonBytes}), the same
 * denominator for every runtime, so MiB/s compare as ops/s do.
 */
public final class JsonConformance {
  private JsonConformance() {}

  /** Every payload's canonical JSON text, in payload order (json_decode's input). */
  public static List<String> canonical(DatasetFile dataset) {
    DescriptorSet set = DescriptorSet.forRun();
    return dataset.readEach(payload -> CanonicalJson.of(set, dataset.messageType(), payload));
  }

  /** Bytes per JSON op: the UTF-8 length of every payload's canonical text, summed. */
  public static long jsonBytes(DatasetFile dataset) {
    return canonical(dataset).stream().mapToLong(s -> s.getBytes(StandardCharsets.UTF_8).length).sum();
  }

  static void checkDecode(Implementation impl, DatasetFile dataset, long referenceDigest) {
    String where = impl.name() + " on " + dataset.name() + " (" + Op.json_decode + ")";
    Codec<Object> codec = impl.codec(dataset.messageType());
    Digest digest = new Digest();
    List<String> texts = canonical(dataset);
    for (int i = 0; i < texts.size(); i++) {
      Object message;
      try {
        message = codec.jsonDecode(texts.get(i));
      } catch (UnsupportedOpException e) {
        throw Conformance.unsupported(e, where, i);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + "'s canonical JSON does not parse: " + e);
      }
      Conformance.readAllThenRelease(codec, message, digest, where, i);
    }
    Conformance.requireReferenceDigest(where, digest, referenceDigest);
  }

  static void checkEncode(Implementation impl, DatasetFile dataset, long referenceDigest) {
    texts(impl, dataset, referenceDigest);
  }

  /**
   * json_encode's proof, returning the runtime's texts (one per payload) for {@link JsonDialect}:
   * read by the contract, and by the runtime's own parser, each to the reference digest.
   */
  public static List<String> texts(Implementation impl, DatasetFile dataset, long referenceDigest) {
    String where = impl.name() + " on " + dataset.name() + " (" + Op.json_encode + ")";
    DescriptorSet set = DescriptorSet.forRun();
    ReferenceDigest reference = new ReferenceDigest(set);
    MessageDef type = set.message(dataset.messageType());
    Codec<Object> codec = impl.codec(dataset.messageType());
    Digest independent = new Digest();
    Digest own = new Digest();
    List<String> texts = new ArrayList<>();
    int i = 0;
    for (byte[] payload : dataset.payloads()) {
      Object message = codec.decode(payload);
      String text;
      String again;
      try {
        text = codec.jsonEncode(message);
        again = codec.jsonEncode(message);
      } catch (UnsupportedOpException e) {
        throw Conformance.unsupported(e, where, i);
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " does not print as JSON: " + e);
      } finally {
        codec.release(message);
      }
      if (!text.equals(again)) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + " printed twice gives two"
            + " different texts (" + text.length() + " and " + again.length() + " chars)");
      }
      byte[] bytes;
      try {
        bytes = JsonReference.toBinary(set, dataset.messageType(), text);
      } catch (IllegalArgumentException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + "'s JSON is not the proto3"
            + " JSON of " + dataset.messageType() + " to the contract's reader: " + e.getMessage());
      }
      reference.message(type, bytes, independent);
      Object back;
      try {
        back = codec.jsonDecode(text);
      } catch (UnsupportedOpException e) {
        throw new ProtocrossException("conformance failed: " + where + ": the runtime prints JSON but cannot parse"
            + " it back (" + e.reason() + ")");
      } catch (RuntimeException e) {
        throw new ProtocrossException("conformance failed: " + where + ": payload " + i + "'s JSON does not parse"
            + " back through the runtime's own parser: " + e);
      }
      try {
        codec.readAll(back, own);
      } finally {
        codec.release(back);
      }
      texts.add(text);
      i++;
    }
    Conformance.requireReferenceDigest(where + ", its JSON read by the contract", independent, referenceDigest);
    Conformance.requireReferenceDigest(where + ", its JSON parsed back by itself", own, referenceDigest);
    return texts;
  }

  /** Where {@code texts} (a runtime's json_encode output) differ from the canonical texts, as {@link JsonDialect} names it. */
  public static Set<String> differences(DatasetFile dataset, List<String> texts) {
    DescriptorSet set = DescriptorSet.forRun();
    MessageDef type = set.message(dataset.messageType());
    List<String> canonical = canonical(dataset);
    Set<String> found = new TreeSet<>();
    for (int i = 0; i < texts.size(); i++) {
      found.addAll(JsonDialect.compare(set, type, JsonTree.parse(canonical.get(i)), JsonTree.parse(texts.get(i)),
          canonical.get(i), texts.get(i)));
    }
    return found;
  }
}
