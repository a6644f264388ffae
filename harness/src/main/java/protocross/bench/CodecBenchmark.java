package protocross.bench;

import java.io.ByteArrayInputStream;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;
import protocross.contract.proof.JsonConformance;

/**
 * The one benchmark every implementation runs: the same source, compiled once, shaded into each
 * implementation's jar, which holds exactly one {@link Implementation}.
 *
 * <p>Why one op is a whole dataset: 50 payloads of varied sizes per op keep branch predictors
 * and caches from learning a single payload, and make MiB/s = ops/s × dataset bytes exact.
 *
 * <p>Equal work, and what is not equal:
 * <ul>
 *   <li>{@code decode} parses every payload into fresh objects; each result goes to a Blackhole.
 *   <li>{@code decode_read} also reads every field through public accessors into a {@link Digest}.
 *       For this proto3 schema protobuf-java and -lite (protoc's generated code calls
 *       {@code readStringRequireUtf8}) and Wire build every Java String while decoding; only upb's
 *       {@code decode} skips building Java objects: its message stays in upb's native arena and
 *       the binding makes Java values when a field is read. So upb's {@code decode} alone does
 *       less than the others', and {@code decode_read} is the like-for-like figure.
 *   <li>{@code encode} serializes the same messages, decoded in setup, into fresh arrays on every
 *       op: protobuf-java and -lite memoize each message's serialized size, so after the first op
 *       they skip the size pass; upb holds strings as UTF-8 already and skips the String → UTF-8
 *       conversion; only Wire does the work of a one-shot serialize. The implementations declare
 *       these facts once as traits, and the aggregator writes the table notes from them.
 *   <li>{@code control} walks the payloads and consumes each one, with no codec: what the harness
 *       itself costs per op (the loop and the Blackhole), published so that it is a figure, not an
 *       assumption. The runners time it for the baseline implementation only.
 * </ul>
 * The additional ops (not in the default set; {@link Op#isCore}) time what users also do, each
 * through the runtime's own API where it has one ({@link Codec}'s optional methods):
 * <ul>
 *   <li>{@code decode_stream} is {@code decode} from a {@link ByteArrayInputStream} over each
 *       payload (made in setup, rewound before each parse), through the runtime's stream API.
 *   <li>{@code decode_direct} is {@code decode} from a copy of each payload in off-heap memory
 *       ({@link DirectPayload}, made in setup).
 *   <li>{@code encode_reuse} is {@code encode} into one array per trial, as large as the dataset's
 *       largest payload, that every encode reuses: beside {@code encode}, the cost of the fresh array.
 *   <li>{@code build_encode} builds each message afresh from its runtime-neutral values
 *       ({@link MessageValue}, made in setup) through the runtime's builder or constructor API, and
 *       serializes it: a one-shot serialize, with no size memoized from an earlier op.
 *   <li>{@code merge} parses each payload into a copy of an existing message of the same type (the
 *       dataset's next payload, decoded in setup); making the copy is part of the op.
 *   <li>{@code first_decode} and {@code first_encode} ({@code --ops first_call}) time one call in a
 *       fresh JVM (SingleShotTime): the first decode of the dataset's first payload, and the first
 *       encode of it decoded once just before. Their state is {@link FirstCallState}; this class's
 *       setup does nothing for them, so no conformance check or decode runs in the measured JVM
 *       before the call (the launcher's JVM proved the pair, and the state proves the call's result
 *       after it).
 *   <li>{@code decode_latency} and {@code encode_latency} are {@code decode} and {@code encode} of
 *       one payload per call, the payloads in turn, with each sampled call's time recorded
 *       (SampleTime): per-call percentiles after warm-up.
 *   <li>{@code json_encode} prints every message (decoded in setup) as JSON text through the
 *       runtime's own proto3 JSON mapping, into a fresh String; {@code json_decode} parses every
 *       payload's canonical JSON text (made in setup from the binary payload, {@link JsonConformance})
 *       into fresh objects. Both count the canonical text's bytes for MiB/s.
 * </ul>
 * The setup runs the conformance check and the timed op's own proof ({@link Conformance#checkOp}),
 * and refuses to time a pair that fails it (control included). The launcher has run the same
 * checks before JMH starts, so a pair that fails or is unsupported never gets here.
 *
 * <p>The annotations are the published settings, read by the runners ({@code JmhSettings.FULL},
 * {@code JvmFlags}), so a bare {@code java -jar benchmarks.jar} runs what the tables used: one fork
 * per cell (a fork is one sample; the runners start one JVM per fork and interleave them), 2 × 1 s
 * of warm-up and 3 × 1 s measured. On the shared 2-vCPU VM, four runs alternating these with the
 * 5 × 0.5 s + 2 × 0.5 s used before (same host, one session) gave ratio intervals about a third
 * narrower for a fifth more time per fork, and under 5 % of forks still warming when measured
 * (findings.md #14; why longer iterations help that much is not measured).
 * {@code dataset} names no dataset: the launcher sets it from the manifest, so a new
 * dataset never edits this class.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g", "-XX:+UseParallelGC", "-XX:+AlwaysPreTouch",
    "--enable-native-access=ALL-UNNAMED"})
@Warmup(iterations = 2, time = 1, timeUnit = java.util.concurrent.TimeUnit.SECONDS)
@Measurement(iterations = 3, time = 1, timeUnit = java.util.concurrent.TimeUnit.SECONDS)
public class CodecBenchmark {
  static {
    // In JMH's forked VM: halt when the host JVM is gone (see ParentPipe).
    ParentPipe.watch();
  }

  /**
   * Always set by {@link Launcher} from the manifest ({@code -p dataset=...}, every dataset when
   * none is given). JMH insists on a default for a String parameter; this placeholder names no
   * dataset, so the list lives only in datasets/MANIFEST.tsv.
   */
  @Param(Launcher.FROM_MANIFEST)
  public String dataset;

  private Codec<Object> codec;
  private byte[][] payloads;
  private Object[] messages;
  /** decode_stream's input; the other ops leave it null, so their setup is what it was before these ops. */
  private ByteArrayInputStream[] streams;
  /** decode_direct's input. */
  private Directs directs;

  /**
   * decode_direct's payloads, behind a holder so that no field of this class has a type of Java 22
   * bytecode (DirectPayload holds an FFM MemorySegment): JMH reads this class's fields by reflection,
   * which loads their types, and the class must load on JDK 17 and 21 (metal/README.md, "On this JDK").
   */
  private static final class Directs {
    final DirectPayload[] all;

    Directs(DirectPayload[] all) {
      this.all = all;
    }
  }
  /** encode_reuse's one buffer per trial. */
  private byte[] reuseBuffer;
  /** build_encode's input: each payload's values, with no runtime (made in setup, outside the timed region). */
  private MessageValue[] values;
  /** merge's existing messages: bases[i] is payload {@link Conformance#mergeBase}(i) decoded, never changed by a merge. */
  private Object[] bases;
  /** decode_latency's and encode_latency's next payload: one payload per call, all of them in turn. */
  private int next;
  /** json_decode's input: each payload's canonical JSON text ({@link JsonConformance#canonical}), made in setup. */
  private String[] jsons;

  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params) {
    Op op = Op.ofBenchmark(params.getBenchmark());
    if (op == null) {
      throw new ProtocrossException(params.getBenchmark() + " is not in the op catalog (protocross.contract.adapter.Op)");
    }
    if (op.timing() == Op.Timing.SINGLE_SHOT) {
      // A first call must find nothing of the codec run before it in this JVM: its state is
      // FirstCallState, and its proof ran in the launcher's JVM (and runs again after the call).
      return;
    }
    Implementation impl = Implementation.load();
    Manifest manifest = Datasets.manifest();
    DatasetFile file = Datasets.load(manifest, dataset);
    Conformance.check(impl, file, manifest.entry(dataset), op);
    codec = impl.codec(file.messageType());
    List<byte[]> list = file.payloads();
    payloads = list.toArray(byte[][]::new);
    messages = list.stream().map(codec::decode).toArray();
    switch (op) {
      case decode_stream -> streams = list.stream().map(ByteArrayInputStream::new).toArray(ByteArrayInputStream[]::new);
      case decode_direct -> directs = new Directs(list.stream().map(DirectPayload::of).toArray(DirectPayload[]::new));
      case encode_reuse -> reuseBuffer = new byte[Conformance.reuseBufferSize(file)];
      case build_encode -> values = Conformance.values(file).toArray(MessageValue[]::new);
      case merge -> {
        bases = new Object[payloads.length];
        for (int i = 0; i < bases.length; i++) {
          bases[i] = codec.decode(payloads[Conformance.mergeBase(i, bases.length)]);
        }
      }
      case json_decode -> jsons = JsonConformance.canonical(file).toArray(String[]::new);
      default -> {
        // the core ops need only payloads and messages
      }
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    if (messages == null) {
      return; // a first call's fork: nothing was set up here
    }
    for (Object m : messages) {
      codec.release(m);
    }
    if (bases != null) {
      for (Object m : bases) {
        codec.release(m);
      }
    }
  }

  /**
   * A paired fork ({@link TurnTaking}, set by the runner's {@code --paired}) waits here for its
   * turn: JMH runs iteration setups before the iteration's timer starts. Then, when the runner
   * asked for it, the iteration's CPU accounting starts ({@link CpuAccount}).
   */
  @Setup(Level.Iteration)
  public void awaitTurn(BenchmarkParams params, IterationParams iteration) {
    TurnTaking turns = TurnTaking.fromEnv();
    if (turns != null) {
      boolean warmup = iteration.getType() == IterationType.WARMUP;
      int index = turns.done() + 1 - (warmup ? 0 : params.getWarmup().getCount());
      turns.begin(warmup ? "warmup" : "measurement", index);
    }
    CpuAccount cpu = CpuAccount.fromEnv();
    if (cpu != null) {
      cpu.begin(); // last, so that the turn's wait is outside the accounted window
    }
  }

  /** Hands the turn to the partner, after the iteration's timer stopped. */
  @TearDown(Level.Iteration)
  public void passTurn(BenchmarkParams params, IterationParams iteration) {
    CpuAccount cpu = CpuAccount.fromEnv();
    if (cpu != null) {
      cpu.end(iteration.getType() == IterationType.WARMUP); // first, before the partner's turn starts
    }
    TurnTaking turns = TurnTaking.fromEnv();
    if (turns != null) {
      turns.end(iteration.getType() == IterationType.MEASUREMENT
          && turns.done() + 1 == params.getWarmup().getCount() + params.getMeasurement().getCount());
    }
  }

  @Benchmark
  public void decode(Blackhole bh) {
    for (byte[] p : payloads) {
      Object m = codec.decode(p);
      bh.consume(m);
      codec.release(m);
    }
  }

  @Benchmark
  public long decode_read() {
    Digest digest = new Digest();
    for (byte[] p : payloads) {
      Object m = codec.decode(p);
      codec.readAll(m, digest);
      codec.release(m);
    }
    return digest.value();
  }

  @Benchmark
  public void encode(Blackhole bh) {
    for (Object m : messages) {
      bh.consume(codec.encode(m));
    }
  }

  @Benchmark
  public void decode_stream(Blackhole bh) {
    for (ByteArrayInputStream in : streams) {
      in.reset();
      Object m = codec.decodeStream(in);
      bh.consume(m);
      codec.release(m);
    }
  }

  @Benchmark
  public void decode_direct(Blackhole bh) {
    for (DirectPayload p : directs.all) {
      Object m = codec.decodeDirect(p);
      bh.consume(m);
      codec.release(m);
    }
  }

  @Benchmark
  public void encode_reuse(Blackhole bh) {
    byte[] buffer = reuseBuffer;
    for (Object m : messages) {
      bh.consume(codec.encodeInto(m, buffer));
    }
    bh.consume(buffer);
  }

  @Benchmark
  public void build_encode(Blackhole bh) {
    for (MessageValue v : values) {
      bh.consume(codec.buildEncode(v));
    }
  }

  @Benchmark
  public void merge(Blackhole bh) {
    Object[] b = bases;
    byte[][] p = payloads;
    for (int i = 0; i < p.length; i++) {
      Object m = codec.merge(b[i], p[i]);
      bh.consume(m);
      codec.release(m);
    }
  }

  /**
   * The first decode in this JVM ({@link FirstCallState}): one payload, one call, timed once
   * (the runner passes the same mode and counts; the annotations make a bare run do it too).
   */
  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Warmup(iterations = 0)
  @Measurement(iterations = 1)
  public Object first_decode(FirstCallState first) {
    return first.decode();
  }

  /** The first encode in this JVM, of the payload {@link FirstCallState} decoded (untimed) before it. */
  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  @Warmup(iterations = 0)
  @Measurement(iterations = 1)
  public byte[] first_encode(FirstCallState first) {
    return first.encode();
  }

  /** One payload per call, the dataset's payloads in turn: each call's time is a latency sample. */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  public void decode_latency(Blackhole bh) {
    int i = next;
    next = i + 1 == payloads.length ? 0 : i + 1;
    Object m = codec.decode(payloads[i]);
    bh.consume(m);
    codec.release(m);
  }

  /** One message per call, the dataset's messages (decoded in setup) in turn. */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  public byte[] encode_latency() {
    int i = next;
    next = i + 1 == messages.length ? 0 : i + 1;
    return codec.encode(messages[i]);
  }

  @Benchmark
  public void json_encode(Blackhole bh) {
    for (Object m : messages) {
      bh.consume(codec.jsonEncode(m));
    }
  }

  @Benchmark
  public void json_decode(Blackhole bh) {
    for (String json : jsons) {
      Object m = codec.jsonDecode(json);
      bh.consume(m);
      codec.release(m);
    }
  }

  @Benchmark
  public void control(Blackhole bh) {
    for (byte[] p : payloads) {
      bh.consume(p);
    }
  }
}
