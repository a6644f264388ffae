package repro;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import repro.proto.Context;
import repro.proto.Record;

/**
 * toByteArray() of the same 50 already-built messages, as an application re-sending what it holds.
 * One op encodes all 50; bytes per op are printed once at setup so ops/s converts to bytes/s.
 * {@code text=ascii} is the shape that slowed at 4.26.1; {@code text=cyrillic} is the same shape
 * with 2-byte UTF-8 characters, for contrast.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 5, jvmArgs = {"-Xms1g", "-Xmx1g", "-XX:+UseParallelGC"})
public class EncodeBenchmark {
  @Param({"ascii", "cyrillic"})
  public String text;

  private Record[] records;

  @Setup(Level.Trial)
  public void setUp() {
    SplittableRandom random = new SplittableRandom(20261201L);
    records = new Record[50];
    long bytes = 0;
    for (int i = 0; i < records.length; i++) {
      Record.Builder b = Record.newBuilder()
          .setTimestampNanos(1_764_000_000_000_000_000L + random.nextLong(1_000_000_000L))
          .setLevel(random.nextInt(5))
          .setLogger(words(random, 3, "."))
          .setThread("worker-" + random.nextInt(64))
          .setMessage(words(random, 20 + random.nextInt(60), " "));
      int entries = 2 + random.nextInt(7);
      for (int e = 0; e < entries; e++) {
        b.putAttributes(words(random, 1, "") + "_" + e, words(random, 1 + random.nextInt(4), "-"));
      }
      if (random.nextInt(10) < 8) {
        b.setContext(Context.newBuilder()
            .setTraceId(hex(random, 32)).setSpanId(hex(random, 16))
            .setService(words(random, 2, "-")).setPid(random.nextInt(1 << 20)));
      }
      records[i] = b.build();
      bytes += records[i].getSerializedSize();
    }
    System.out.println("# protobuf-java " + protobufVersion() + "; " + records.length + " messages, " + bytes + " bytes per op (text=" + text + ")");
  }

  @Benchmark
  public void encode(Blackhole bh) {
    for (Record r : records) {
      bh.consume(r.toByteArray());
    }
  }

  private static final String[] ASCII = {"request", "served", "cache", "miss", "user", "session",
      "timeout", "retry", "upstream", "handler", "latency", "ok", "queue", "shard", "token", "db"};
  private static final String[] CYRILLIC = {"запрос", "обслужен", "кэш", "промах", "пользователь",
      "сеанс", "таймаут", "повтор", "сервер", "обработчик", "задержка", "да", "очередь", "шард"};

  private String words(SplittableRandom random, int n, String sep) {
    String[] vocabulary = text.equals("ascii") ? ASCII : CYRILLIC;
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        s.append(sep);
      }
      s.append(vocabulary[random.nextInt(vocabulary.length)]);
    }
    return s.toString();
  }

  /** The release this jar was built with (protoc and runtime), which Maven wrote into repro.properties. */
  private static String protobufVersion() {
    java.util.Properties p = new java.util.Properties();
    try (java.io.InputStream in = EncodeBenchmark.class.getResourceAsStream(
        "/repro.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (java.io.IOException e) {
      return "unknown";
    }
    return p.getProperty("protobuf.version", "unknown");
  }

  private static String hex(SplittableRandom random, int n) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      s.append(Character.forDigit(random.nextInt(16), 16));
    }
    return s.toString();
  }
}
