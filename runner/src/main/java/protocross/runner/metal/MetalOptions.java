package protocross.runner.metal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import protocross.runner.RunnerException;

/**
 * metal/run.sh's flags, parsed; every mistake is one line through {@link RunnerException}. Null
 * means "not given": the defaults depend on --quick and live in {@link MetalDefaults}.
 */
record MetalOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> datasets, List<String> ops,
    Integer forks, Integer maxForks, Integer budgetMinutes, Double targetHalfWidth, Long seed, Boolean aa,
    String resume, Path resultsDir, String cores, boolean noChrt, boolean help) {

  static final String USAGE = """
      usage: metal/run.sh [options]
        --quick              short iterations, 2 forks per cell: a check of the whole path, not a measurement
        --allow-noisy        run even if preflight checks fail (results are stamped either way)
        --impls a,b          implementations (default: all under impls/)
        --datasets x,y       datasets (default: all in datasets/MANIFEST.tsv)
        --ops decode,encode  operations: decode, decode_read, encode (default: all; the harness-only
                             control op runs for the baseline on its own)
        --forks N            forks per cell in the planned rounds (default: 5, or 2 with --quick; --passes N is the same)
        --max-forks M        adaptive forks: after the planned rounds, cells whose 95 % CI is wider than the
                             target get more forks, up to M per cell (default: 12; with --quick: no adaptive forks)
        --target-half-width X  the adaptive target, relative to the cell's median (default: 0.02 = ±2 %)
        --budget-minutes B   no adaptive round starts that would end after B minutes (default: 62, --quick: 20)
        --seed S             seed of the shuffled fork order (default: random; recorded in run.json)
        --aa / --no-aa       run the baseline's A/A twin column protobuf-java#2 (default: on, off with --quick)
        --cores LIST         CPUs to pin benchmark JVMs to, e.g. 1 or 2-3 (default: isolcpus, else the last CPU)
        --no-chrt            don't use real-time scheduling even when permitted
        --resume RUN_ID      run only the missing forks of results/RUN_ID (its plan, seed and settings)
        --results-dir DIR    where run folders go (default: results/)
        --out DIR            where the aggregator writes tables.md, measurement-spread.md, charts/
                             (default: the repository top level; the run folder for --quick runs)
        --no-build           skip the Maven build
        --help               this text""";

  static MetalOptions parse(String[] args, Path defaultResults) {
    boolean quick = false, allowNoisy = false, noChrt = false, help = false;
    List<String> impls = null, datasets = null, ops = null;
    Integer forks = null, maxForks = null, budget = null;
    Double target = null;
    Long seed = null;
    Boolean aa = null;
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
        case "--aa" -> aa = true;
        case "--no-aa" -> aa = false;
        case "--impls" -> impls = list(f, value(a, ++i, f));
        case "--datasets" -> datasets = list(f, value(a, ++i, f));
        case "--ops" -> ops = list(f, value(a, ++i, f));
        case "--forks", "--passes" -> forks = positive(f, value(a, ++i, f));
        case "--max-forks" -> maxForks = positive(f, value(a, ++i, f));
        case "--budget-minutes" -> budget = positive(f, value(a, ++i, f));
        case "--target-half-width" -> target = fraction(f, value(a, ++i, f));
        case "--seed" -> seed = number(f, value(a, ++i, f));
        case "--resume" -> resume = value(a, ++i, f);
        case "--cores" -> cores = value(a, ++i, f);
        case "--results-dir" -> results = Path.of(value(a, ++i, f));
        default -> throw new RunnerException("unknown option '" + f + "' (see --help)");
      }
    }
    if (resume != null && (quick || impls != null || datasets != null || ops != null || forks != null
        || maxForks != null || budget != null || target != null || seed != null || aa != null || cores != null)) {
      throw new RunnerException("--resume takes the plan, seed, settings and cores from the run's run.json;"
          + " drop --quick/--impls/--datasets/--ops/--forks/--max-forks/--budget-minutes/--target-half-width/--seed/--aa/--cores");
    }
    return new MetalOptions(quick, allowNoisy, impls, datasets, ops, forks, maxForks, budget, target, seed, aa, resume,
        results, cores, noChrt, help);
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

  private static double fraction(String flag, String v) {
    try {
      double d = Double.parseDouble(v);
      if (d > 0 && d < 1) {
        return d;
      }
    } catch (NumberFormatException e) {
      // fall through
    }
    throw new RunnerException(flag + " needs a fraction between 0 and 1 (0.02 = ±2 %), got '" + v + "'");
  }

  private static long number(String flag, String v) {
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new RunnerException(flag + " needs a whole number, got '" + v + "'");
    }
  }
}
