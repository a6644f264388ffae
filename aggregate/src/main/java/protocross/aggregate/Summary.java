package protocross.aggregate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run reduced to cells: one per (implementation, op, dataset) with its per-pass values and,
 * for every pass that gave no value, the reason. Every writer reads these; none recomputes them.
 */
final class Summary {
  /** Spread above which a cell is flagged: ANCHORS.md, moves under ~10 % are not findings. */
  static final double TRUST_THRESHOLD = 0.10;
  static final double MIB = 1024.0 * 1024.0;

  record Problem(int pass, String reason, boolean failed) {}

  record Cell(String impl, String op, String dataset, List<Double> opsPerSecond, List<Double> heapBytes,
      List<Double> nativeBytes, List<Problem> problems) {
    int n() {
      return opsPerSecond.size();
    }

    double median() {
      return Stats.median(opsPerSecond);
    }

    double spread() {
      return Stats.spread(opsPerSecond);
    }

    /** One pass has no spread to judge; n is shown for it instead. */
    boolean untrusted() {
      return n() >= 2 && spread() > TRUST_THRESHOLD;
    }
  }

  private final Run run;
  private final Map<String, Cell> cells = new LinkedHashMap<>();
  private final Map<String, Cell> nativeCells = new LinkedHashMap<>();

  Summary(Run run) {
    this.run = run;
    for (String impl : run.impls()) {
      for (String op : run.ops()) {
        for (Run.Dataset d : run.datasets()) {
          cells.put(key(impl, op, d.name()), collect(impl, op, d.name()));
        }
      }
    }
    if (!run.nativePasses().isEmpty()) {
      for (String op : run.ops()) {
        for (Run.Dataset d : run.datasets()) {
          nativeCells.put(key(Run.UPB, op, d.name()), collectNative(op, d.name()));
        }
      }
    }
  }

  Run run() {
    return run;
  }

  Cell cell(String impl, String op, String dataset) {
    return cells.get(key(impl, op, dataset));
  }

  /** All cells, in run.json order: implementation, then op, then dataset. */
  List<Cell> cells() {
    return List.copyOf(cells.values());
  }

  /** One implementation's cells for one op, in dataset order. */
  List<Cell> cellsOf(String impl, String op) {
    return run.datasets().stream().map(d -> cell(impl, op, d.name())).toList();
  }

  /** upb's native C loop per (op, dataset), or null when the run has no native-c results. */
  Cell nativeCell(String op, String dataset) {
    return nativeCells.get(key(Run.UPB, op, dataset));
  }

  List<Cell> nativeCells() {
    return List.copyOf(nativeCells.values());
  }

  /** ops/s → MiB/s of payload: one op is one pass over every payload of the dataset. */
  double mibPerSecond(String dataset, double opsPerSecond) {
    return opsPerSecond * run.dataset(dataset).payloadBytes() / MIB;
  }

  private Cell collect(String impl, String op, String dataset) {
    List<Double> ops = new ArrayList<>();
    List<Double> heap = new ArrayList<>();
    List<Double> nativeBytes = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (Run.Part part : run.parts()) {
      if (!part.impl().equals(impl)) {
        continue;
      }
      Run.Entry entry = part.entries().stream()
          .filter(e -> e.op().equals(op) && e.dataset().equals(dataset)).findFirst().orElse(null);
      if (entry != null) {
        ops.add(entry.opsPerSecond());
        if (!Double.isNaN(entry.heapBytesPerOp())) {
          heap.add(entry.heapBytesPerOp());
        }
        Long nb = part.meta() == null ? null : part.meta().nativeBytesPerOp().getOrDefault(dataset, Map.of()).get(op);
        if (nb != null && nb >= 0) {
          nativeBytes.add(nb.doubleValue());
        }
      } else {
        problems.add(whyMissing(part, dataset));
      }
    }
    return new Cell(impl, op, dataset, ops, heap, nativeBytes, problems);
  }

  private static Problem whyMissing(Run.Part part, String dataset) {
    if (part.meta() != null && part.meta().conformanceFailed().containsKey(dataset)) {
      return new Problem(part.pass(), part.meta().conformanceFailed().get(dataset), true);
    }
    if (part.failed() != null) {
      return new Problem(part.pass(), part.failed(), true);
    }
    if (!part.hasJson()) {
      return new Problem(part.pass(), "not run (neither " + part.impl() + ".json nor " + part.impl() + ".failed)", false);
    }
    return new Problem(part.pass(), "no result in " + part.impl() + ".json", false);
  }

  private Cell collectNative(String op, String dataset) {
    List<Double> ops = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (Run.NativePass p : run.nativePasses()) {
      p.results().stream().filter(r -> r.op().equals(op) && r.dataset().equals(dataset)).findFirst()
          .ifPresentOrElse(r -> ops.add(r.opsPerSecond()),
              () -> problems.add(new Problem(p.pass(), "no result in native-c/pass-" + p.pass() + ".json", false)));
    }
    return new Cell(Run.UPB + " (C)", op, dataset, ops, List.of(), List.of(), problems);
  }

  private static String key(String impl, String op, String dataset) {
    return impl + "\u0000" + op + "\u0000" + dataset;
  }
}
