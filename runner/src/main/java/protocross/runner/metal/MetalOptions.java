package protocross.runner.metal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import protocross.runner.RunnerException;

/** metal/run.sh's flags, parsed; every mistake is one line through {@link RunnerException}. */
record MetalOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> datasets, List<String> ops,
    Integer passes, String resume, Path resultsDir, String cores, boolean noChrt, boolean help) {

  static final String USAGE = """
      usage: metal/run.sh [options]
        --quick              short iterations, 2 passes: a check of the whole path, not a measurement
        --allow-noisy        run even if preflight checks fail (results are stamped either way)
        --impls a,b          implementations (default: all under impls/)
        --datasets x,y       datasets (default: all in datasets/MANIFEST.tsv)
        --ops decode,encode  operations: decode, decode_read, encode (default: all)
        --passes N           passes (default: 5, or 2 with --quick)
        --cores LIST         CPUs to pin benchmark JVMs to, e.g. 1 or 2-3 (default: isolcpus, else the last CPU)
        --no-chrt            don't use real-time scheduling even when permitted
        --resume RUN_ID      rerun only the missing (pass, implementation) parts of results/RUN_ID
        --results-dir DIR    where run folders go (default: results/)
        --out DIR            where the aggregator writes tables.md, measurement-spread.md, charts/
                             (default: the repository top level; the run folder for --quick runs)
        --no-build           skip the Maven build
        --help               this text""";

  static MetalOptions parse(String[] args, Path defaultResults) {
    boolean quick = false, allowNoisy = false, noChrt = false, help = false;
    List<String> impls = null, datasets = null, ops = null;
    Integer passes = null;
    String resume = null, cores = null;
    Path results = defaultResults;
    List<String> a = new ArrayList<>(Arrays.asList(args));
    for (int i = 0; i < a.size(); i++) {
      String f = a.get(i);
      switch (f) {
        case "--quick" -> quick = true;
        case "--allow-noisy" -> allowNoisy = true;
        case "--no-chrt" -> noChrt = true;
        case "--help", "-h" -> help = true;
        case "--impls" -> impls = list(f, value(a, ++i, f));
        case "--datasets" -> datasets = list(f, value(a, ++i, f));
        case "--ops" -> ops = list(f, value(a, ++i, f));
        case "--passes" -> passes = positive(f, value(a, ++i, f));
        case "--resume" -> resume = value(a, ++i, f);
        case "--cores" -> cores = value(a, ++i, f);
        case "--results-dir" -> results = Path.of(value(a, ++i, f));
        default -> throw new RunnerException("unknown option '" + f + "' (see --help)");
      }
    }
    if (resume != null && (quick || impls != null || datasets != null || ops != null || passes != null || cores != null)) {
      throw new RunnerException("--resume takes the plan, settings and cores from the run's run.json;"
          + " drop --quick/--impls/--datasets/--ops/--passes/--cores");
    }
    return new MetalOptions(quick, allowNoisy, impls, datasets, ops, passes, resume, results, cores, noChrt, help);
  }

  private static String value(List<String> a, int i, String flag) {
    if (i >= a.size() || a.get(i).startsWith("--")) {
      throw new RunnerException(flag + " needs a value (see --help)");
    }
    return a.get(i);
  }

  private static List<String> list(String flag, String v) {
    List<String> l = Arrays.stream(v.split(",")).map(String::trim).filter(s -> !s.isEmpty()).distinct().toList();
    if (l.isEmpty()) {
      throw new RunnerException(flag + " needs at least one name");
    }
    return l;
  }

  private static int positive(String flag, String v) {
    try {
      int n = Integer.parseInt(v);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // fall through
    }
    throw new RunnerException(flag + " needs a positive number, got '" + v + "'");
  }
}
