package protocross.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import protocross.jars.JarColumn;
import protocross.jars.RunnerException;
import protocross.runner.plan.Shard;

/**
 * What one run is asked to do: the one options record of a {@link RunSession}, whichever front end
 * fills it (metal/run.sh's flags through {@link #parse}, the docker runner's {@code -D} properties).
 * Every mistake is one line through {@link RunnerException}. Null means "not given": the defaults
 * depend on --quick and live in {@link protocross.runner.plan.PlanDefaults}.
 *
 * @param resultsDir where run folders go; null: the session's default for the run
 * @param jars {@code --jar} specs, {@code <impl>@<label>=<benchmarks.jar>} ({@link JarColumn}); empty: none
 * @param out where the aggregator writes the tables; null: the aggregator decides (a dataset
 *     directory's run: its run folder)
 * @param shard {@code --shard i/N}: run only shard i of the plan ({@link Shard}); null: the whole plan
 * @param paired {@code --paired}: the forks k of each cell's columns run as a fork group taking turns ({@link PairedRuns})
 * @param settings {@code --settings NAME}: the JMH iteration settings by name ({@link JmhSettings#chosen}); null: full
 *     (quick with --quick)
 */
public record RunOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> compare, List<String> datasets,
    List<String> ops, Integer forks, Integer maxForks, Integer budgetMinutes, Double targetHalfWidth, Long seed, Boolean aa,
    String resume, Path resultsDir, String cores, boolean noChrt, boolean help, List<Path> datasetDirs, List<String> jars, Path out,
    Shard shard, boolean paired, String settings) {

  /** Options of a run at the default settings. */
  public RunOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> compare, List<String> datasets,
      List<String> ops, Integer forks, Integer maxForks, Integer budgetMinutes, Double targetHalfWidth, Long seed, Boolean aa,
      String resume, Path resultsDir, String cores, boolean noChrt, boolean help, List<Path> datasetDirs, List<String> jars, Path out,
      Shard shard, boolean paired) {
    this(quick, allowNoisy, impls, compare, datasets, ops, forks, maxForks, budgetMinutes, targetHalfWidth, seed, aa, resume,
        resultsDir, cores, noChrt, help, datasetDirs, jars, out, shard, paired, null);
  }

  /** Options of an unpaired run. */
  public RunOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> compare, List<String> datasets,
      List<String> ops, Integer forks, Integer maxForks, Integer budgetMinutes, Double targetHalfWidth, Long seed, Boolean aa,
      String resume, Path resultsDir, String cores, boolean noChrt, boolean help, List<Path> datasetDirs, List<String> jars, Path out,
      Shard shard) {
    this(quick, allowNoisy, impls, compare, datasets, ops, forks, maxForks, budgetMinutes, targetHalfWidth, seed, aa, resume,
        resultsDir, cores, noChrt, help, datasetDirs, jars, out, shard, false);
  }

  /** Options of a run that is not cut into shards (the docker runner's). */
  public RunOptions(boolean quick, boolean allowNoisy, List<String> impls, List<String> compare, List<String> datasets,
      List<String> ops, Integer forks, Integer maxForks, Integer budgetMinutes, Double targetHalfWidth, Long seed, Boolean aa,
      String resume, Path resultsDir, String cores, boolean noChrt, boolean help, List<Path> datasetDirs, List<String> jars,
      Path out) {
    this(quick, allowNoisy, impls, compare, datasets, ops, forks, maxForks, budgetMinutes, targetHalfWidth, seed, aa, resume,
        resultsDir, cores, noChrt, help, datasetDirs, jars, out, null);
  }

  /** The usage text, one file shared with metal/run.sh (which prints it without building anything). */
  static final String USAGE_FILE = "metal/usage.txt";

  public RunOptions {
    datasetDirs = List.copyOf(datasetDirs);
    jars = List.copyOf(jars);
  }

  public static String usage(Path repo) {
    try {
      return Files.readString(repo.resolve(USAGE_FILE));
    } catch (IOException e) {
      throw new RunnerException("cannot read " + repo.resolve(USAGE_FILE) + ": " + e.getMessage());
    }
  }

  /** metal/run.sh's flags; {@code resultsDir} is null unless --results-dir was given (the session picks the default). */
  public static RunOptions parse(String[] args) {
    boolean quick = false, allowNoisy = false, noChrt = false, help = false, paired = false;
    List<String> impls = null, compare = null, datasets = null, ops = null;
    Integer forks = null, maxForks = null, budget = null;
    Double target = null;
    Long seed = null;
    Boolean aa = null;
    String resume = null, cores = null, settings = null;
    Path results = null, out = null;
    Shard shard = null;
    List<Path> datasetDirs = new ArrayList<>();
    List<String> jars = new ArrayList<>();
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
        case "--paired" -> paired = true;
        case "--impls" -> impls = list(f, value(a, ++i, f));
        // Not distinct: --compare X,X is the A/A comparison of X with itself.
        case "--compare" -> compare = Arrays.stream(value(a, ++i, f).split(",", -1)).map(String::trim).toList();
        case "--datasets" -> datasets = list(f, value(a, ++i, f));
        case "--dataset" -> datasetDirs.add(Path.of(value(a, ++i, f)));
        // <impl>@<label>=<benchmarks.jar>, repeatable; JarColumn checks the rest.
        case "--jar" -> jars.add(value(a, ++i, f));
        case "--ops" -> ops = list(f, value(a, ++i, f));
        case "--forks", "--passes" -> forks = positive(f, value(a, ++i, f));
        case "--max-forks" -> maxForks = positive(f, value(a, ++i, f));
        case "--budget-minutes" -> budget = positive(f, value(a, ++i, f));
        case "--target-half-width" -> target = fraction(f, value(a, ++i, f));
        case "--seed" -> seed = number(f, value(a, ++i, f));
        case "--resume" -> resume = value(a, ++i, f);
        case "--cores" -> cores = value(a, ++i, f);
        case "--results-dir" -> results = Path.of(value(a, ++i, f));
        case "--out" -> out = Path.of(value(a, ++i, f));
        case "--shard" -> shard = Shard.parse(value(a, ++i, f));
        case "--settings" -> settings = JmhSettings.chosen(value(a, ++i, f)).name();
        default -> throw new RunnerException("unknown option '" + f + "' (see --help)");
      }
    }
    if (compare != null && !jars.isEmpty()) {
      throw new RunnerException("--jar adds a column to an --impls run; not with --compare");
    }
    if (paired && !jars.isEmpty()) {
      // A prebuilt jar may predate TurnTaking: it would run beside its fork group without taking turns.
      throw new RunnerException("--paired needs every jar of a fork group to take turns; a prebuilt --jar may not: drop one");
    }
    if (compare != null && (impls != null || aa != null)) {
      throw new RunnerException("--compare A,B names both columns (B against A); drop " + (impls != null ? "--impls" : "--aa/--no-aa"));
    }
    if (settings != null && quick) {
      throw new RunnerException("--quick has its own settings; drop --settings " + settings);
    }
    if (resume != null && (settings != null || paired || quick || impls != null || compare != null || datasets != null || ops != null || forks != null
        || maxForks != null || budget != null || target != null || seed != null || aa != null || cores != null
        || !jars.isEmpty() || shard != null)) {
      // --dataset may stay: a resumed --dataset run reads the directories run.json records, and checks
      // that any named here are those.
      throw new RunnerException("--resume takes the plan, seed, settings and cores from the run's run.json;"
          + " drop --settings/--paired/--quick/--impls/--compare/--datasets/--ops/--forks/--max-forks/--budget-minutes/--target-half-width/--seed/--aa/--cores/--jar/--shard");
    }
    if (shard != null && seed == null) {
      // A random seed would give each host its own plan: the shards would not add up to one run.
      throw new RunnerException("--shard " + shard + " runs one part of a plan every host must compute alike:"
          + " give the same --seed on every host, e.g. --shard " + shard + " --seed 20261130");
    }
    if (datasets != null && !datasetDirs.isEmpty()) {
      throw new RunnerException("--datasets picks built-in datasets and --dataset runs a dataset directory instead of them;"
          + " give one or the other");
    }
    return new RunOptions(quick, allowNoisy, impls, compare, datasets, ops, forks, maxForks, budget, target, seed, aa, resume,
        results, cores, noChrt, help, datasetDirs, jars, out, shard, paired, settings);
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
