package protocross.aggregate.read;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forks layout (run.json "layout": "forks"): {@code forks/<dataset>/<op>/<column>/fork-<k>.json}
 * is one fork of one cell, beside its {@code .meta.json}, {@code .log} and {@code .failed}. A cell
 * may have more forks than run.json "forks" (adaptive rounds); every fork file present is read,
 * and forks 1..planned that left no file at all are reported as not run.
 */
final class ForkLayout {
  static final String FORKS = "forks";
  private static final Pattern FORK_FILE = Pattern.compile("fork-(\\d+)\\.(meta\\.json|json|failed|log)");

  private ForkLayout() {}

  /**
   * @param owned for a shard (run.json "shard"), the {@code <dataset>/<op>} groups it holds: only
   *     their cells are read, and a folder of another group is refused; null: every group
   */
  static List<RecordedRun.JvmOutput> read(Path dir, int planned, List<String> columns, List<String> ops, List<RecordedRun.Dataset> datasets,
      String baseline, Set<String> knownOps, Set<String> owned) {
    Path root = dir.resolve(FORKS);
    List<String> datasetNames = datasets.stream().map(RecordedRun.Dataset::name).toList();
    checkNoStrays(root, columns, knownOps, datasetNames, owned);
    List<RecordedRun.JvmOutput> parts = new ArrayList<>();
    for (String dataset : datasetNames) {
      for (String op : ops) {
        if (owned != null && !owned.contains(dataset + "/" + op)) {
          continue; // another shard's cells: not "not run" here
        }
        for (String column : columns) {
          parts.addAll(cell(dir, dataset, op, column, planned, knownOps));
        }
      }
      // The control op runs for the baseline only, and only when the runner has it: no "not run" otherwise.
      if (Files.isDirectory(root.resolve(dataset).resolve(RecordedRun.CONTROL).resolve(baseline))) {
        parts.addAll(cell(dir, dataset, RecordedRun.CONTROL, baseline, 0, knownOps));
      }
    }
    return parts;
  }

  private static List<RecordedRun.JvmOutput> cell(Path dir, String dataset, String op, String column, int planned, Set<String> ops) {
    String cellDir = FORKS + "/" + dataset + "/" + op + "/" + column;
    Set<Integer> ks = new TreeSet<>();
    for (int k = 1; k <= planned; k++) {
      ks.add(k);
    }
    if (Files.isDirectory(dir.resolve(cellDir))) {
      for (String file : RunDir.list(dir.resolve(cellDir))) {
        Matcher m = FORK_FILE.matcher(file);
        if (m.matches()) {
          ks.add(Integer.parseInt(m.group(1)));
        }
      }
    }
    List<RecordedRun.JvmOutput> parts = new ArrayList<>();
    for (int k : ks) {
      String base = cellDir + "/fork-" + k;
      parts.add(RunDir.readPart(dir, base, dir.resolve(base + ".log"), base, k, column, op, dataset, ops));
    }
    return parts;
  }

  /** A directory for a dataset, op or column that run.json does not list means results were mixed in. */
  private static void checkNoStrays(Path root, List<String> columns, Set<String> ops, List<String> datasets,
      Set<String> owned) {
    if (!Files.isDirectory(root)) {
      return;
    }
    for (String dataset : RunDir.list(root)) {
      if (!datasets.contains(dataset)) {
        throw new AggregateException(FORKS + "/" + dataset + "/: dataset '" + dataset + "' is not in run.json datasets");
      }
      for (String op : RunDir.list(root.resolve(dataset))) {
        if (!ops.contains(op)) {
          throw new AggregateException(FORKS + "/" + dataset + "/" + op + "/: op '" + op + "' is not in run.json ops");
        }
        if (owned != null && !owned.contains(dataset + "/" + op)) {
          throw new AggregateException(FORKS + "/" + dataset + "/" + op + "/: this shard's run.json shard.groups does not"
              + " list " + dataset + "/" + op + ", so these forks belong to another shard's run");
        }
        for (String column : RunDir.list(root.resolve(dataset).resolve(op))) {
          if (!columns.contains(column)) {
            throw new AggregateException(FORKS + "/" + dataset + "/" + op + "/" + column
                + "/: column '" + column + "' is not in run.json columns");
          }
        }
      }
    }
  }
}
