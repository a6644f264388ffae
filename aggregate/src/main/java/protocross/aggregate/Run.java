package protocross.aggregate;

import java.util.List;
import java.util.Map;

/**
 * Everything read from one run directory, before any check or statistic. The raw JSON stays
 * attached so that {@link Provenance} can compare fields this model does not otherwise need.
 */
record Run(Json runJson, String runId, String commit, int passes, List<String> impls, List<String> ops,
    List<Dataset> datasets, byte[] manifest, List<Part> parts, List<NativePass> nativePasses) {

  /** The implementation whose native C reference loop {@code native-c/} holds. */
  static final String UPB = "upb";

  record Dataset(String name, long payloadBytes) {}

  /**
   * One (pass, implementation). {@code entries} is empty when there is no readable JSON;
   * {@code failed} is the one-line reason from {@code <impl>.failed}, or null.
   */
  record Part(int pass, String impl, List<Entry> entries, Meta meta, String failed, boolean hasJson) {
    String name() {
      return "pass-" + pass + "/" + impl;
    }
  }

  /** One JMH result: ops/s, and heap B/op from -prof gc when it was collected (else NaN). */
  record Entry(Json raw, String op, String dataset, double opsPerSecond, double heapBytesPerOp) {}

  /** {@code <impl>.meta.json}: conformance failures and native bytes per op (−1: none off-heap). */
  record Meta(Json raw, Map<String, String> conformanceFailed, Map<String, Map<String, Long>> nativeBytesPerOp) {}

  record NativePass(int pass, Json raw, List<NativeResult> results) {}

  record NativeResult(String dataset, String op, double opsPerSecond) {}

  Dataset dataset(String name) {
    return datasets.stream().filter(d -> d.name().equals(name)).findFirst()
        .orElseThrow(() -> new AggregateException("run.json: no dataset '" + name + "'"));
  }
}
