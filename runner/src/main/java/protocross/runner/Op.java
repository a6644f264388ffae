package protocross.runner;

import java.util.Arrays;
import java.util.List;

/**
 * The benchmark operations of {@code protocross.bench.CodecBenchmark}, in JMH's (alphabetical)
 * order. The codec ops are what the tables compare; {@link #control} times the harness alone and
 * runs for the baseline column only, never chosen with {@code --ops}.
 */
public enum Op {
  control, decode, decode_read, encode;

  public static final String BENCHMARK_CLASS = "protocross.bench.CodecBenchmark";

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
    throw new RunnerException("unknown op '" + name + "'; known: " + String.join(",", names())
        + (name.equals(control.name()) ? " (control runs for the baseline on its own)" : ""));
  }
}
