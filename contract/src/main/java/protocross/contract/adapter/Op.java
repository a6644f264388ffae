package protocross.contract.adapter;

import java.util.Arrays;
import java.util.List;
import protocross.contract.ProtocrossException;

/**
 * The one catalog of benchmark operations: every method of {@code protocross.bench.CodecBenchmark}
 * is declared here once, with what the rest of the project needs to know about it. The launcher
 * (which proof to run, native bytes per op), the runners (what {@code --ops} accepts, what runs by
 * default, what upb's C loop times) and the upb binding (which arena an op fills) read it from
 * here, so a new op is this line, its benchmark method and, if it is optional, its codec method.
 *
 * <p>Order: the core ops (the default set and the published core run), then the additional ops
 * that run only when named; the runners' plans and run.json list ops in this order.
 */
public enum Op {
  /** The harness alone: walk the payloads and consume each, no codec; runs for the baseline column only. */
  control(Work.NONE, true, false),
  /** Parse every payload from its {@code byte[]} into fresh objects. */
  decode(Work.DECODE, true, true),
  /** {@link #decode} plus reading every field into a {@link Digest}. */
  decode_read(Work.DECODE, true, false),
  /** Serialize every (already decoded) message into a fresh {@code byte[]}. */
  encode(Work.ENCODE, true, true),
  /** Parse every payload from an {@code InputStream} through the runtime's stream API ({@link Codec#decodeStream}). */
  decode_stream(Work.DECODE, false, false),
  /** Parse every payload from off-heap memory ({@link Codec#decodeDirect}). */
  decode_direct(Work.DECODE, false, false),
  /** Serialize every message into one caller-owned, reused array ({@link Codec#encodeInto}). */
  encode_reuse(Work.ENCODE, false, false),
  /**
   * Build every message afresh through the runtime's builder or constructor API from a
   * runtime-neutral {@link MessageValue} (made before timing), and serialize it ({@link Codec#buildEncode}).
   */
  build_encode(Work.ENCODE, false, false),
  /** Parse every payload into a copy of an existing, non-empty message of the same type ({@link Codec#merge}). */
  merge(Work.DECODE, false, false),
  /**
   * The first {@link Codec#decode} of the dataset's first payload in a fresh JVM, timed once
   * ({@link Timing#SINGLE_SHOT}); named together with {@link #first_encode} as {@value #FIRST_CALL}.
   */
  first_decode(Work.DECODE, false, false, Timing.SINGLE_SHOT),
  /** The first {@link Codec#encode} in a fresh JVM, of the first payload decoded (untimed) just before. */
  first_encode(Work.ENCODE, false, false, Timing.SINGLE_SHOT),
  /** One payload's {@link Codec#decode} per call, the dataset's payloads in turn, each call's time sampled after warm-up ({@link Timing#SAMPLE}). */
  decode_latency(Work.DECODE, false, false, Timing.SAMPLE),
  /** One message's {@link Codec#encode} per call, the dataset's messages in turn, each call's time sampled after warm-up. */
  encode_latency(Work.ENCODE, false, false, Timing.SAMPLE),
  /** Print every (already decoded) message as JSON text through the runtime's own proto3 JSON mapping ({@link Codec#jsonEncode}). */
  json_encode(Work.ENCODE, false, false),
  /** Parse every payload's canonical JSON text ({@link protocross.contract.json.CanonicalJson}) into fresh objects ({@link Codec#jsonDecode}). */
  json_decode(Work.DECODE, false, false);

  /** The name {@code --ops} takes for {@link #first_decode} and {@link #first_encode} together. */
  public static final String FIRST_CALL = "first_call";

  /** What an op does to a message, e.g. which of upb's arenas it fills. */
  public enum Work { NONE, DECODE, ENCODE }

  /**
   * How JMH times an op, which decides the runner's JMH arguments and the aggregator's table. The
   * JMH mode is part of the op's definition, not a setting: a first call is one call in a fresh
   * JVM, a latency is a distribution of single calls.
   */
  public enum Timing {
    /** Whole-dataset ops per second (JMH Throughput) after warm-up: the throughput tables. */
    THROUGHPUT("thrpt"),
    /** One call in a fresh JVM with nothing before it (JMH SingleShotTime, no warm-up, one measured call). */
    SINGLE_SHOT("ss"),
    /** The time of single calls, sampled after warm-up (JMH SampleTime): percentiles. */
    SAMPLE("sample");

    /** JMH's short name of the mode, as {@code -bm} takes it and its JSON writes it. */
    public final String jmhMode;

    Timing(String jmhMode) {
      this.jmhMode = jmhMode;
    }
  }

  public static final String BENCHMARK_CLASS = "protocross.bench.CodecBenchmark";

  private final Work work;
  private final boolean core;
  private final boolean nativeLoop;
  private final Timing timing;

  Op(Work work, boolean core, boolean nativeLoop) {
    this(work, core, nativeLoop, Timing.THROUGHPUT);
  }

  Op(Work work, boolean core, boolean nativeLoop, Timing timing) {
    this.work = work;
    this.core = core;
    this.nativeLoop = nativeLoop;
    this.timing = timing;
  }

  public Timing timing() {
    return timing;
  }

  public Work work() {
    return work;
  }

  /**
   * In the default set: what a run times unless {@code --ops} names others, and what the
   * published core run and the docker quick run measure. The additional ops run only when named.
   */
  public boolean isCore() {
    return core;
  }

  /** Timed by a native reference loop too (upb's C {@code upb_bench}), for the FFM / C table. */
  public boolean hasNativeLoop() {
    return nativeLoop;
  }

  /** The oldest JDK an op runs on: {@link #decode_direct} reads a {@code MemorySegment} (DirectPayload, release 22). */
  public static final int DIRECT_MINIMUM_JDK = 22;

  /**
   * Why this op cannot run on a JVM of feature version {@code jdk}, or null: the classes are Java 17
   * bytecode for every JDK a column names, but {@link #decode_direct}'s payload holder is
   * java.lang.foreign, final in JDK 22; so on 17 and 21 that op is unsupported, not failed.
   */
  public String unsupportedOn(int jdk) {
    if (this == decode_direct && jdk < DIRECT_MINIMUM_JDK) {
      return name() + " reads its payloads from a java.lang.foreign.MemorySegment, final in JDK " + DIRECT_MINIMUM_JDK
          + "; this JVM is JDK " + jdk;
    }
    return null;
  }

  /** The full JMH benchmark name, e.g. {@code protocross.bench.CodecBenchmark.decode}. */
  public String benchmark() {
    return BENCHMARK_CLASS + "." + name();
  }

  public boolean isCodec() {
    return this != control;
  }

  /** The ops a user chooses among: every op but {@link #control}. */
  public static List<Op> codecOps() {
    return Arrays.stream(values()).filter(Op::isCodec).toList();
  }

  /** The default set: the codec ops that run when {@code --ops} is not given. */
  public static List<Op> coreOps() {
    return Arrays.stream(values()).filter(op -> op.isCodec() && op.isCore()).toList();
  }

  public static List<String> names() {
    return codecOps().stream().map(Op::name).toList();
  }

  /** The codec op named {@code name}, or a one-line error naming the known ones. */
  public static Op parse(String name) {
    for (Op op : codecOps()) {
      if (op.name().equals(name)) {
        return op;
      }
    }
    throw new ProtocrossException("unknown op '" + name + "'; known: " + String.join(",", names()) + "," + FIRST_CALL
        + (name.equals(control.name()) ? " (control runs for the baseline on its own)" : ""));
  }

  /**
   * The ops one {@code --ops} name stands for: {@value #FIRST_CALL} is {@link #first_decode} and
   * {@link #first_encode}; any other name is the one op {@link #parse} gives.
   */
  public static List<Op> parseNamed(String name) {
    if (name.equals(FIRST_CALL)) {
      return List.of(first_decode, first_encode);
    }
    return List.of(parse(name));
  }

  /** The op of a full JMH benchmark name, or null when it is not one of CodecBenchmark's. */
  public static Op ofBenchmark(String benchmark) {
    for (Op op : values()) {
      if (op.benchmark().equals(benchmark)) {
        return op;
      }
    }
    return null;
  }
}
