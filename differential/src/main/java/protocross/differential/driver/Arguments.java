package protocross.differential.driver;

import java.nio.file.Path;
import java.util.List;

/**
 * The differential tool's command line, parsed; every mistake is one line (an
 * {@link IllegalArgumentException} whose message Main prints), never a stack trace.
 *
 * <p>Why {@code --out} is a folder under {@code differential/target/} by default: an exploratory
 * run must never rewrite committed files. Only {@code --update-committed} touches the committed
 * report and regression cases, and it never deletes a case that still reproduces.
 */
record Arguments(long inputs, long seed, int batch, long timeoutMillis, Path out, boolean updateCommitted, boolean minimise,
    Path replay, String type, Path dataset, boolean help) {

  /** Where a run writes by default, relative to the repository root; ignored by git (target/). */
  static final String DEFAULT_OUT = "differential/target/differential-run";

  static final String USAGE = """
      usage: java -jar differential/target/differential.jar [options]
        --inputs N            inputs to generate (default 10000); input i of seed s depends on (s, i) alone
        --seed S              run seed, any integer (default 1)
        --dataset DIR         mutate the payloads of a dataset directory (its .proto files, dataset.properties,
                              payloads/*.bin: datasets/README.md) instead of the committed datasets; the schema is
                              read from protoc's descriptor set, and each implementation runs the jar built for it
        --out DIR             where conformance.md and the regression cases (DIR/regressions/) go
                              (default: differential/target/differential-run, or .../differential-run/datasets/<name>
                              with --dataset; the committed files are never touched)
        --update-committed    also update the committed conformance.md and differential/src/test/resources/regressions:
                              adds a minimised case for each new disagreement, keeps every committed case that still
                              reproduces, drops (and names) only those that no longer do
        --no-minimise         save cases as generated, without delta debugging (faster)
        --batch B             inputs per round trip to the workers (default 500)
        --timeout-ms T        a batch's time limit before its worker counts as hung (default 60000)
        --replay FILE --type MESSAGE
                              print every implementation's answer to one saved input, e.g.
                              --replay differential/src/test/resources/regressions/bit-flip-374.bin --type protocross.schema.ApiResponse
        --help                this text""";

  static Arguments parse(List<String> args) {
    long inputs = 10_000;
    long seed = 1;
    int batch = 500;
    long timeout = 60_000;
    Path out = null;
    boolean update = false;
    boolean minimise = true;
    Path replay = null;
    String type = null;
    Path dataset = null;
    boolean help = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      switch (a) {
        case "--help", "-h" -> help = true;
        case "--update-committed" -> update = true;
        case "--no-minimise" -> minimise = false;
        case "--inputs" -> inputs = positive(a, value(args, ++i, a));
        case "--seed" -> seed = integer(a, value(args, ++i, a));
        case "--batch" -> batch = (int) Math.min(positive(a, value(args, ++i, a)), 100_000);
        case "--timeout-ms" -> timeout = positive(a, value(args, ++i, a));
        case "--out" -> out = Path.of(value(args, ++i, a));
        case "--replay" -> replay = Path.of(value(args, ++i, a));
        case "--type" -> type = value(args, ++i, a);
        case "--dataset" -> {
          if (dataset != null) {
            throw new IllegalArgumentException("--dataset is given once: one dataset directory per run");
          }
          dataset = Path.of(value(args, ++i, a));
        }
        default -> throw new IllegalArgumentException("unknown option " + a + " (see --help)");
      }
    }
    if (type != null && replay == null) {
      throw new IllegalArgumentException("--type goes with --replay FILE (see --help)");
    }
    if (replay != null && type == null) {
      throw new IllegalArgumentException("--replay needs --type MESSAGE, e.g. --type protocross.schema.LogRecord");
    }
    if (dataset != null && update) {
      throw new IllegalArgumentException("--update-committed updates the committed cases of the built-in datasets; a --dataset run"
          + " writes under --out only");
    }
    return new Arguments(inputs, seed, batch, timeout, out, update, minimise, replay, type, dataset, help);
  }

  private static String value(List<String> args, int i, String option) {
    if (i >= args.size() || args.get(i).startsWith("--")) {
      throw new IllegalArgumentException(option + " needs a value (see --help)");
    }
    return args.get(i);
  }

  private static long positive(String option, String v) {
    long n = integer(option, v);
    if (n <= 0) {
      throw new IllegalArgumentException(option + " takes a positive whole number, not '" + v + "'");
    }
    return n;
  }

  private static long integer(String option, String v) {
    try {
      return Long.parseLong(v.replace("_", "").replace(",", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " takes a whole number, not '" + v + "'");
    }
  }
}
