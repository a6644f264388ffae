package protocross.runner;

import java.util.Arrays;
import java.util.List;

/** The benchmark operations of {@code protocross.bench.CodecBenchmark}, in JMH's (alphabetical) order. */
public enum Op {
  decode, decode_read, encode;

  public static final String BENCHMARK_CLASS = "protocross.bench.CodecBenchmark";

  public String benchmark() {
    return BENCHMARK_CLASS + "." + name();
  }

  public static List<String> names() {
    return Arrays.stream(values()).map(Op::name).toList();
  }

  /** The op named {@code name}, or a one-line error naming the known ones. */
  public static Op parse(String name) {
    for (Op op : values()) {
      if (op.name().equals(name)) {
        return op;
      }
    }
    throw new RunnerException("unknown op '" + name + "'; known: " + String.join(",", names()));
  }
}
