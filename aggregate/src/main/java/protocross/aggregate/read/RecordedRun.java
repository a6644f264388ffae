package protocross.aggregate.read;

import java.util.List;
import java.util.Map;

/**
 * Everything read from one run directory, before any check or statistic. The raw JSON stays
 * attached so that {@link Provenance} can compare fields this model does not otherwise need.
 *
 * <p>Both layouts become the same model: a list of {@link JvmOutput}s, each one JVM's output. In the
 * pass layout a part is (pass k, implementation) and covers every (op, dataset); in the forks
 * layout a part is one fork of one (dataset, op, column). Either way, a cell's samples are its
 * forks, one score each.
 */
public record RecordedRun(Json runJson, String runId, String commit, Layout layout, int planned, List<String> impls,
    List<String> columns, String baseline, List<String> ops, List<Dataset> datasets, byte[] manifest,
    List<JvmOutput> parts, List<NativePass> nativePasses) {

  /** The benchmark op that times the harness alone (no codec); reported as overhead, not compared. */
  public static final String CONTROL = "control";
  /** The baseline when run.json names none (the pass layout predates the field). */
  static final String DEFAULT_BASELINE = "protobuf-java";
  /** The ops a publication run must have (the tables' three sections). */
  public static final List<String> PUBLISHED_OPS = List.of("decode", "decode_read", "encode");

  public enum Layout {
    /** pass-k/&lt;impl&gt;.json: fork k of every cell of one implementation. */
    PASSES("pass", "passes"),
    /** forks/&lt;dataset&gt;/&lt;op&gt;/&lt;column&gt;/fork-k.json: one fork of one cell. */
    FORKS("fork", "forks");

    /** How a sample is called in the outputs ("pass 3", "fork 3"). */
    public final String word;
    public final String plural;

    Layout(String word, String plural) {
      this.word = word;
      this.plural = plural;
    }
  }

  /** {@code payloads}: how many messages one op covers (run.json {@code payloads}), 0 where the run does not say. */
  public record Dataset(String name, long payloadBytes, long payloads) {
    public Dataset(String name, long payloadBytes) {
      this(name, payloadBytes, 0);
    }
  }

  /** run.json host.cpu, the CPU model the run was timed on. */
  public String cpu() {
    return runJson.has("host") && runJson.get("host").has("cpu") ? runJson.get("host").text("cpu") : "unknown CPU";
  }

  /**
   * One JVM's output. {@code op}/{@code dataset} are null when the part covers all of them (pass
   * layout). {@code entries} is empty when there is no readable JSON; {@code failed} is the
   * one-line reason from the {@code .failed} marker, or null. {@code warmups}: warm-up iteration
   * scores from the console log, keyed by {@link #key(String, String)}; empty when unknown.
   */
  public record JvmOutput(String name, int k, String column, String op, String dataset, List<Entry> entries, Meta meta,
      String failed, boolean hasJson, Map<String, List<Double>> warmups, List<CpuLog.Line> cpu) {
    /** A part without CPU accounting (the pass layout, and every run before 2026-12-03). */
    public JvmOutput(String name, int k, String column, String op, String dataset, List<Entry> entries, Meta meta,
        String failed, boolean hasJson, Map<String, List<Double>> warmups) {
      this(name, k, column, op, dataset, entries, meta, failed, hasJson, warmups, List.of());
    }

    /** The implementation a column measures: {@code protobuf-java} for {@code protobuf-java@3.25.8#2}. */
    public String impl() {
      return implOf(column);
    }

    /** The variant whose jar a column runs: an A/A twin {@code X#2} runs X's. */
    String variant() {
      return variantOf(column);
    }

    public boolean covers(String op, String dataset) {
      return (this.op == null || this.op.equals(op)) && (this.dataset == null || this.dataset.equals(dataset));
    }

    /** The file name stem a reason for a missing value names: "wire" (pass-2/wire) or "fork-2". */
    public String stem() {
      return name.substring(name.lastIndexOf('/') + 1);
    }
  }

  /**
   * One JMH result: ops/s (mean of its measurement iterations), the iterations themselves, and
   * heap B/op from -prof gc when it was collected (else NaN).
   */
  public record Entry(Json raw, String op, String dataset, double opsPerSecond, List<Double> iterations,
      double heapBytesPerOp) {}

  /**
   * {@code meta.json}: conformance failures, native bytes per op (−1: none off-heap), the
   * implementation's declared traits (empty when the jar predates them), and the ops it has no API
   * for, each with the reason (empty when the jar predates the field).
   */
  public record Meta(Json raw, Map<String, String> conformanceFailed, Map<String, Map<String, Long>> nativeBytesPerOp,
      Map<String, String> traits, Map<String, String> unsupported) {}

  public record NativePass(int pass, Json raw, List<NativeResult> results) {}

  public record NativeResult(String dataset, String op, double opsPerSecond) {}

  /**
   * The implementation whose native reference loop {@code native-c/} holds (the runner runs the
   * loop of whichever implementation declares one, {@code impl.nativeReference.*} in its pom), or
   * null when the run has none: the one of the run's implementations that keys the loop's library
   * block (upb_bench writes {@code "upb": {sdist, sha256, cflags}}).
   */
  public String nativeReference() {
    if (nativePasses.isEmpty()) {
      return null;
    }
    NativePass first = nativePasses.get(0);
    return impls.stream().filter(first.raw()::has).findFirst().orElseThrow(() -> new AggregateException(
        "refusing to aggregate: native-c/pass-" + first.pass() + ".json names none of run.json's implementations "
            + impls + " (the loop writes its library's provenance under its implementation's name)"));
  }

  public Dataset dataset(String name) {
    return datasets.stream().filter(d -> d.name().equals(name)).findFirst()
        .orElseThrow(() -> new AggregateException("run.json: no dataset '" + name + "'"));
  }

  /** A column's variant: the part before an A/A suffix {@code #n} ({@code protobuf-java@3.25.8}, or a bare implementation). */
  public static String variantOf(String column) {
    int hash = column.indexOf('#');
    return hash < 0 ? column : column.substring(0, hash);
  }

  /** A column's implementation: its variant without {@code @version} and without the JVM it names ({@code ~jdk17}). */
  public static String implOf(String column) {
    String variant = jarVariantOf(column);
    int at = variant.indexOf('@');
    return at < 0 ? variant : variant.substring(0, at);
  }

  /**
   * The variant whose jar a column runs, without the JVM it names: {@code protobuf-java@3.25.8} for
   * {@code protobuf-java@3.25.8~jdk17~g1#2} (the runner's ColumnJvm; run.json "jvms" records the JVM).
   */
  public static String jarVariantOf(String column) {
    String variant = variantOf(column);
    int tilde = variant.indexOf(JVM_SEPARATOR);
    return tilde < 0 ? variant : variant.substring(0, tilde);
  }

  /** Where a column's JVM part starts: {@code wire~jdk21~g1} (the runner's ColumnJvm.SEPARATOR). */
  public static final char JVM_SEPARATOR = '~';

  /** A variant at a version other than the pinned one: {@code impl@version}; its libraries are in run.json "variants". */
  public static boolean isVersioned(String column) {
    return variantOf(column).indexOf('@') >= 0;
  }

  /** A/A twin: a second column of the same implementation, compared with it to measure false positives. */
  public static boolean isTwin(String column) {
    return column.indexOf('#') >= 0;
  }

  public static String key(String op, String dataset) {
    return op + "\u0000" + dataset;
  }
}
