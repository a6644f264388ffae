package protocross.aggregate;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.History;
import protocross.aggregate.model.HistoryRuns;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.render.HistoryCharts;
import protocross.aggregate.render.HistoryTables;

/**
 * {@code bin/aggregate --history <run-dir> [<run-dir> ...] [--out <dir>]}: a release history from
 * one run (or several, each giving whole ops) whose columns are one implementation at several
 * releases: tables.md and charts/&lt;dataset&gt;-&lt;op&gt;.svg. A run cut into shards is given as its
 * shards' folders, merged into it first ({@link HistoryRuns#read}). Without {@code --out} it writes
 * into {@code <first run-dir>/history/}; the committed history is written only when told
 * ({@code --out history}). Never over the repository's top level, whose tables.md and charts/ are
 * the published comparison. Like the tables: everything read, checked and rendered before any write.
 */
final class HistoryCommand {
  static final String USAGE = "bin/aggregate --history <run-dir> [<run-dir> ...] [--out <dir>]";
  /** Without --out: beside the run's own tables, never over a committed file. */
  static final String DEFAULT_DIR = "history";

  private HistoryCommand() {}

  static void run(List<String> args) {
    List<Path> runs = new ArrayList<>();
    Path out = null;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("--out") && i + 1 < args.size()) {
        out = Path.of(args.get(++i));
      } else if (!a.startsWith("-")) {
        runs.add(Path.of(a));
      } else {
        throw new AggregateException("unexpected argument '" + a + "'; usage: " + USAGE);
      }
    }
    if (runs.isEmpty()) {
      throw new AggregateException("--history needs at least one run directory; usage: " + USAGE);
    }
    Path to = (out == null ? runs.get(0).resolve(DEFAULT_DIR) : out).toAbsolutePath().normalize();
    Path repo = Destination.repoOf(runs.get(0));
    if (repo != null && to.equals(repo)) {
      throw new AggregateException("--out " + out + " is the repository's top level, whose tables.md and charts/ are the"
          + " published comparison; a history goes into its own folder (e.g. --out " + DEFAULT_DIR + ")");
    }
    History history = new History(HistoryRuns.read(runs));
    Map<String, byte[]> files = render(history, command(runs, to, repo));
    Output.write(to, files);
    long charts = files.keySet().stream().filter(f -> f.startsWith(Output.CHARTS + "/")).count();
    long changed = history.ops().stream().flatMap(o -> o.steps().stream()).filter(History.Step::changed).count();
    long compared = history.ops().stream().flatMap(o -> o.steps().stream()).filter(s -> s.difference() != null).count();
    System.out.println("aggregate: wrote the release history (tables.md and " + charts + " chart(s) in charts/) to " + to
        + " from " + String.join(", ", history.summaries().stream().map(s -> s.run().runId()).toList()) + "; "
        + changed + " of " + compared + " release steps changed significantly");
  }

  /** Every output file, in memory. */
  static Map<String, byte[]> render(History history, String regenerate) {
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("tables.md", HistoryTables.render(history, regenerate).getBytes(StandardCharsets.UTF_8));
    HistoryCharts.render(history).forEach((name, svg) -> files.put(Output.CHARTS + "/" + name, svg));
    return files;
  }

  /** What to type from the repository's top level to write these files where they are again. */
  static String command(List<Path> runs, Path to, Path repo) {
    StringBuilder cmd = new StringBuilder("bin/aggregate --history");
    for (Path run : runs) {
      cmd.append(' ').append(relative(repo, run));
    }
    if (!to.equals(runs.get(0).resolve(DEFAULT_DIR).toAbsolutePath().normalize())) {
      cmd.append(" --out ").append(relative(repo, to));
    }
    return cmd.toString();
  }

  private static String relative(Path repo, Path p) {
    Path abs = p.toAbsolutePath().normalize();
    return repo == null || !abs.startsWith(repo) ? abs.toString() : repo.relativize(abs).toString();
  }
}
