package protocross.bench;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.proof.JsonConformance;

/**
 * What meta.json says about one dataset's JSON ops, for the aggregator: the bytes per op that
 * MiB/s counts (the canonical texts, the same for every runtime), and, when json_encode ran, how
 * many bytes the runtime's own texts have and where they differ from the canonical ones
 * ({@link protocross.contract.json.JsonDialect}). Null for a run without JSON ops.
 */
record JsonFacts(long canonicalBytes, Long encodeBytes, Set<String> differences) {

  static JsonFacts of(Implementation impl, DatasetFile file, long referenceDigest, List<Op> ops, Collection<Op> unsupported) {
    boolean encode = ops.contains(Op.json_encode) && !unsupported.contains(Op.json_encode);
    boolean decode = ops.contains(Op.json_decode) && !unsupported.contains(Op.json_decode);
    if (!encode && !decode) {
      return null;
    }
    long canonical = JsonConformance.jsonBytes(file);
    if (!encode) {
      return new JsonFacts(canonical, null, null);
    }
    List<String> texts = JsonConformance.texts(impl, file, referenceDigest);
    long own = texts.stream().mapToLong(t -> t.getBytes(StandardCharsets.UTF_8).length).sum();
    return new JsonFacts(canonical, own, JsonConformance.differences(file, texts));
  }

  String toJson() {
    StringBuilder b = new StringBuilder("{\"canonicalBytes\": ").append(canonicalBytes);
    if (encodeBytes != null) {
      b.append(", \"encodeBytes\": ").append(encodeBytes).append(", \"differences\": [")
          .append(differences.stream().map(RunMetadata::str).collect(Collectors.joining(", "))).append(']');
    }
    return b.append('}').toString();
  }
}
