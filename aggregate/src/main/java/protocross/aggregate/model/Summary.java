package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.JsonTexts;
import protocross.aggregate.read.RecordedRun;

/**
 * The run reduced to cells: one per (column, op, dataset) with its forks and, for every fork that
 * gave no value, the reason; and per op, every column's comparison with the baseline. Every
 * writer reads these; none recomputes them.
 *
 * <p>A comparison is Mann–Whitney over forks ({@link Comparison#of}), except in a run with paired
 * forks ({@code --paired}): there a column's comparison with the baseline is the paired one over
 * the fork groups they shared ({@link PairedRatio}), the fork group being the unit, whenever the
 * cell has at least two; the tables say which method each run's verdicts rest on.
 */
public final class Summary {
  /** Spread above which a cell is flagged: ANCHORS.md, moves under ~10 % are not findings. */
  public static final double TRUST_THRESHOLD = 0.10;
  static final double MIB = 1024.0 * 1024.0;
  /** How a refused pair's reason starts when the runtime cannot express the schema (the reason is listed under the table). */
  static final String UNSUPPORTED = "unsupported: ";

  /**
   * Why fork (or pass) k of a cell has no value; {@code failed}: it ran and failed, rather than not
   * ran; {@code unsupported}: the implementation has no API for the op (a result, not a failure).
   */
  public record Problem(int k, String reason, boolean failed, boolean unsupported) {
    Problem(int k, String reason, boolean failed) {
      this(k, reason, failed, false);
    }
  }

  /**
   * One fork's sample: its score (mean of its measured iterations), the iterations, the warm-up
   * iterations from its log (empty when unknown), heap B/op (NaN without -prof gc), native B/op
   * (NaN when the implementation allocates nothing off-heap or did not say).
   */
  public record Fork(int k, double score, List<Double> iterations, List<Double> warmups, double heapBytes,
      double nativeBytes) {}

  public record CellStats(String column, String op, String dataset, List<Fork> forks, List<Problem> problems) {
    public int n() {
      return forks.size();
    }

    public List<Double> opsPerSecond() {
      return forks.stream().map(Fork::score).toList();
    }

    public List<Double> heapBytes() {
      return forks.stream().map(Fork::heapBytes).filter(v -> !Double.isNaN(v)).toList();
    }

    public List<Double> nativeBytes() {
      return forks.stream().map(Fork::nativeBytes).filter(v -> !Double.isNaN(v)).toList();
    }

    public double median() {
      return Stats.median(opsPerSecond());
    }

    public double spread() {
      return Stats.spread(opsPerSecond());
    }

    /**
     * No value because the implementation has no API for the op, or cannot express the schema (a
     * pair the runner refused as "unsupported: ..."): every fork says one or the other.
     */
    public boolean unsupported() {
      return n() == 0 && !problems.isEmpty()
          && problems.stream().allMatch(p -> p.unsupported() || p.reason().startsWith(UNSUPPORTED));
    }

    /** One fork has no spread to judge; n is shown for it instead. */
    public boolean untrusted() {
      return n() >= 2 && spread() > TRUST_THRESHOLD;
    }

    /** 95 % CI of the median, or null (fewer than six forks). */
    public double[] interval() {
      return n() == 0 ? null : Stats.medianInterval(opsPerSecond());
    }

    public double halfWidth() {
      return n() == 0 ? Double.POSITIVE_INFINITY : Stats.halfWidth(opsPerSecond());
    }

    /** Two modes across forks, or null; see {@link Modes}. */
    public Modes modes() {
      return Modes.of(this);
    }

    /** Each fork's {@link SteadyState}, in fork order, against the noise of the cell's iterations. */
    public List<SteadyState> steadyStates() {
      return SteadyState.of(forks);
    }

    /** Where the cell's variance arises ({@link Variance}), or null when its data cannot tell. */
    public Variance variance() {
      return Variance.of(forks.stream().map(Fork::iterations).toList());
    }
  }

  /** A column against the baseline: the comparison, its adjusted p-value and what it may say. */
  public record Difference(CellStats cell, CellStats baseline, Comparison comparison, double q, Verdict verdict) {}

  private final RecordedRun run;
  private final Map<String, CellStats> cells = new LinkedHashMap<>();
  private final Map<String, CellStats> controlCells = new LinkedHashMap<>();
  private final Map<String, CellStats> nativeCells = new LinkedHashMap<>();
  private final Map<String, Difference> differences = new LinkedHashMap<>();
  private final Map<String, PairedRatio> paired = new LinkedHashMap<>();
  private final Set<String> pairedDifferences = new HashSet<>();
  private final JsonTexts json;

  public Summary(RecordedRun run) {
    this.run = run;
    this.json = JsonTexts.of(run);
    for (String column : run.columns()) {
      for (String op : run.ops()) {
        for (RecordedRun.Dataset d : run.datasets()) {
          cells.put(key(column, op, d.name()), collect(column, op, d.name()));
        }
      }
    }
    for (RecordedRun.Dataset d : run.datasets()) {
      CellStats control = collect(run.baseline(), RecordedRun.CONTROL, d.name());
      if (control.n() > 0) {
        controlCells.put(d.name(), control);
      }
    }
    if (!run.nativePasses().isEmpty()) {
      for (String op : run.ops()) {
        for (RecordedRun.Dataset d : run.datasets()) {
          nativeCells.put(key(run.nativeReference(), op, d.name()), collectNative(op, d.name()));
        }
      }
    }
    for (PairedRatio p : PairedRatio.of(run)) {
      paired.put(key(p.column(), p.op(), p.dataset()), p);
    }
    if (run.columns().contains(run.baseline())) {
      for (String op : run.ops()) {
        compare(op);
      }
    }
  }

  public RecordedRun run() {
    return run;
  }

  public CellStats cell(String column, String op, String dataset) {
    return cells.get(key(column, op, dataset));
  }

  /** All cells, in run.json order: column, then op, then dataset. */
  public List<CellStats> cells() {
    return List.copyOf(cells.values());
  }

  /** One column's cells for one op, in dataset order. */
  public List<CellStats> cellsOf(String column, String op) {
    return run.datasets().stream().map(d -> cell(column, op, d.name())).toList();
  }

  /** The control op (harness alone) of a dataset, or null when the run has none. */
  public CellStats controlCell(String dataset) {
    return controlCells.get(dataset);
  }

  /** The native reference loop per (op, dataset), or null when the run has no native-c results. */
  public CellStats nativeCell(String op, String dataset) {
    return nativeCells.get(key(run.nativeReference(), op, dataset));
  }

  public List<CellStats> nativeCells() {
    return List.copyOf(nativeCells.values());
  }

  /** The column's difference against the baseline, or null (baseline itself, or a side without data). */
  public Difference difference(String column, String op, String dataset) {
    return differences.get(key(column, op, dataset));
  }

  /** Every difference of one op's table, in column then dataset order. */
  public List<Difference> differences(String op) {
    return differences.values().stream().filter(d -> d.cell().op().equals(op)).toList();
  }

  public List<Difference> differences() {
    return List.copyOf(differences.values());
  }

  /** Whether the difference is the paired comparison over fork groups rather than Mann–Whitney over forks. */
  public boolean isPaired(Difference d) {
    return pairedDifferences.contains(key(d.cell().column(), d.cell().op(), d.cell().dataset()));
  }

  /** The paired ratio of a column against the baseline, or null (no fork groups, or the baseline itself). */
  public PairedRatio paired(String column, String op, String dataset) {
    return paired.get(key(column, op, dataset));
  }

  /** Every paired ratio of the run, in op, dataset, column order; empty for a run without paired forks. */
  public List<PairedRatio> paired() {
    return List.copyOf(paired.values());
  }

  /** Some difference of the run is the paired comparison over fork groups (a {@code --paired} run). */
  public boolean pairedVerdicts() {
    return methods() != Methods.FORKS;
  }

  /** How the run's ratios are estimated, for the tables' and charts' method lines. */
  public String estimateMethod() {
    String forks = "Hodges–Lehmann estimate over " + run.layout().plural;
    return switch (methods()) {
      case FORKS -> forks;
      case GROUPS -> PAIRED_ESTIMATE;
      case BOTH -> PAIRED_ESTIMATE + "; " + forks + " where a cell has no fork groups";
    };
  }

  /** What the run's verdicts rest on, for the tables' method lines. */
  public String verdictMethod() {
    return switch (methods()) {
      case FORKS -> Verdict.METHOD;
      case GROUPS -> Verdict.PAIRED_METHOD;
      case BOTH -> Verdict.PAIRED_METHOD + "; two-sided Mann–Whitney over forks where a cell has no fork groups";
    };
  }

  /** The test behind each interval, in a word: "Mann–Whitney", "paired t" or both. */
  public String intervalTest() {
    return switch (methods()) {
      case FORKS -> "Mann–Whitney";
      case GROUPS -> "paired t over fork groups";
      case BOTH -> "paired t over fork groups, Mann–Whitney where a cell has none";
    };
  }

  static final String PAIRED_ESTIMATE = "exp of the mean over fork groups of each group's mean log ratio";

  /** What the run's differences with the baseline rest on. */
  private enum Methods {
    /** every difference over forks (Mann–Whitney) */
    FORKS,
    /** every difference over fork groups (paired t) */
    GROUPS,
    /** some of each */
    BOTH
  }

  private Methods methods() {
    if (pairedDifferences.isEmpty()) {
      return Methods.FORKS;
    }
    return pairedDifferences.size() == differences.size() ? Methods.GROUPS : Methods.BOTH;
  }

  /** ops/s → MiB/s of what one op reads or writes: one pass over every payload of the dataset. */
  public double mibPerSecond(String op, String dataset, double opsPerSecond) {
    return opsPerSecond * bytesPerOp(op, dataset) / MIB;
  }

  /**
   * Bytes one op covers: the dataset's payload bytes, or for the JSON ops the bytes of its canonical
   * JSON texts (the same for every column, from the forks' meta.json; {@link JsonTexts}).
   */
  public long bytesPerOp(String op, String dataset) {
    if (JsonTexts.isJsonOp(op)) {
      Long b = json.canonicalBytes(dataset);
      if (b == null) {
        throw new AggregateException(op + " on " + dataset + ": no fork's meta.json gives the canonical JSON bytes"
            + " (\"json\"), so its MiB/s cannot be computed");
      }
      return b;
    }
    return run.dataset(dataset).payloadBytes();
  }

  public JsonTexts json() {
    return json;
  }

  /**
   * One op's table is one family for the multiple-comparison correction (less its comparisons with
   * too few forks, or fork groups where the comparison is paired).
   */
  private void compare(String op) {
    List<CellStats> compared = new ArrayList<>();
    List<Comparison> comparisons = new ArrayList<>();
    List<Integer> fewest = new ArrayList<>();
    List<Boolean> byGroups = new ArrayList<>();
    for (String column : run.columns()) {
      if (column.equals(run.baseline())) {
        continue;
      }
      for (RecordedRun.Dataset d : run.datasets()) {
        CellStats c = cell(column, op, d.name());
        CellStats base = cell(run.baseline(), op, d.name());
        if (c.n() > 0 && base.n() > 0) {
          PairedRatio p = paired.get(key(column, op, d.name()));
          boolean groups = p != null && p.forkGroups() >= 2;
          compared.add(c);
          comparisons.add(groups ? p.comparison() : Comparison.of(c.opsPerSecond(), base.opsPerSecond()));
          fewest.add(groups ? p.forkGroups() : Math.min(c.n(), base.n()));
          byGroups.add(groups);
        }
      }
    }
    List<Verdict.Decision> decisions = Verdict.decide(comparisons, fewest);
    for (int i = 0; i < compared.size(); i++) {
      CellStats c = compared.get(i);
      Verdict.Decision v = decisions.get(i);
      String k = key(c.column(), op, c.dataset());
      differences.put(k, new Difference(c, cell(run.baseline(), op, c.dataset()), comparisons.get(i), v.q(), v.verdict()));
      if (byGroups.get(i)) {
        pairedDifferences.add(k);
      }
    }
  }

  /**
   * A throughput cell; a fork that settled only during measurement ({@link SteadyState}) scores
   * the mean of its settled measured iterations instead of JMH's mean of all of them.
   */
  private CellStats collect(String column, String op, String dataset) {
    CellStats raw = collect(run, column, op, dataset, (part, entry) -> {
      Long nb = part.meta() == null ? null : part.meta().nativeBytesPerOp().getOrDefault(dataset, Map.of()).get(op);
      return new Fork(part.k(), entry.opsPerSecond(), entry.iterations(),
          part.warmups().getOrDefault(RecordedRun.key(op, dataset), List.of()), entry.heapBytesPerOp(),
          nb != null && nb >= 0 ? nb.doubleValue() : Double.NaN);
    });
    List<SteadyState> steady = raw.steadyStates();
    List<Fork> forks = new ArrayList<>();
    for (int i = 0; i < raw.n(); i++) {
      Fork f = raw.forks().get(i);
      forks.add(new Fork(f.k(), steady.get(i).score(f.iterations(), f.score()), f.iterations(), f.warmups(),
          f.heapBytes(), f.nativeBytes()));
    }
    return new CellStats(column, op, dataset, forks, raw.problems());
  }

  /**
   * The one walk over a run's JVM outputs for a cell: a fork, made by {@code fork}, for each output
   * of the column that has the (op, dataset) entry, and the reason for each that lacks it (none for
   * the control op, which only the baseline's outputs run). The throughput tables and the tables of
   * the other JMH modes ({@link OpModes#cell}) differ only in what a fork holds.
   */
  static CellStats collect(RecordedRun run, String column, String op, String dataset,
      BiFunction<RecordedRun.JvmOutput, RecordedRun.Entry, Fork> fork) {
    List<Fork> forks = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (!part.column().equals(column) || !part.covers(op, dataset)) {
        continue;
      }
      RecordedRun.Entry entry = part.entries().stream()
          .filter(e -> e.op().equals(op) && e.dataset().equals(dataset)).findFirst().orElse(null);
      if (entry != null) {
        forks.add(fork.apply(part, entry));
      } else if (!op.equals(RecordedRun.CONTROL)) {
        problems.add(whyMissing(part, op, dataset));
      }
    }
    return new CellStats(column, op, dataset, forks, problems);
  }

  static Problem whyMissing(RecordedRun.JvmOutput part, String op, String dataset) {
    if (part.meta() != null && part.meta().unsupported().containsKey(op) && part.failed() == null) {
      return new Problem(part.k(), part.meta().unsupported().get(op), false, true);
    }
    if (part.meta() != null && part.meta().conformanceFailed().containsKey(dataset)) {
      return new Problem(part.k(), part.meta().conformanceFailed().get(dataset), true);
    }
    if (part.failed() != null) {
      return new Problem(part.k(), part.failed(), true);
    }
    String stem = part.stem();
    if (!part.hasJson()) {
      return new Problem(part.k(), "not run (neither " + stem + ".json nor " + stem + ".failed)", false);
    }
    return new Problem(part.k(), "no result in " + stem + ".json", false);
  }

  private CellStats collectNative(String op, String dataset) {
    List<Fork> forks = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (RecordedRun.NativePass p : run.nativePasses()) {
      String unproven = unproven(p.pass(), dataset);
      if (unproven != null) {
        problems.add(new Problem(p.pass(), unproven, true));
        continue;
      }
      p.results().stream().filter(r -> r.op().equals(op) && r.dataset().equals(dataset)).findFirst()
          .ifPresentOrElse(r -> forks.add(new Fork(p.pass(), r.opsPerSecond(), List.of(), List.of(), Double.NaN, Double.NaN)),
              () -> problems.add(new Problem(p.pass(), "no result in native-c/pass-" + p.pass() + ".json", false)));
    }
    return new CellStats(run.nativeReference() + " (C)", op, dataset, forks, problems);
  }

  /**
   * Why the C loop's number for this pass/round and dataset must not count, or null: it counts
   * only where the implementation's JVM proved conformance on the same dataset in the same pass or round (a
   * {@code conformancePassed} entry in one of its meta files). Equal work first: a refused pair
   * produces no number anywhere.
   */
  private String unproven(int k, String dataset) {
    String failed = null;
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (part.k() != k || !part.column().equals(run.nativeReference()) || part.meta() == null
          || (part.dataset() != null && !part.dataset().equals(dataset))) {
        continue;
      }
      Json raw = part.meta().raw();
      if (raw.has("conformancePassed") && raw.strings("conformancePassed").contains(dataset)) {
        return null;
      }
      if (part.meta().conformanceFailed().containsKey(dataset)) {
        failed = part.meta().conformanceFailed().get(dataset);
      }
    }
    String impl = run.nativeReference();
    return failed != null ? impl + " failed conformance: " + failed
        : "no conformance proof: no meta file of " + impl + "'s JVM in " + run.layout().word + " " + k + " lists " + dataset;
  }

  private static String key(String column, String op, String dataset) {
    return column + "\u0000" + op + "\u0000" + dataset;
  }
}
