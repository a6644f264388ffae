package protocross.aggregate;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -jar aggregate.jar <run-dir> [--out <dir>] [--publish]}: checks one run's
 * provenance, then writes tables.md, measurement-spread.md and charts/ into the output directory
 * (default: the current directory for a publication run, the run folder for any other; see
 * {@link Destination}), and says where. Any problem ends in one line on stderr and nothing written.
 * {@code --publish} without a run folder writes the published set, the runs results/PUBLISHED lists
 * ({@link PublishedTables}), over the repository's top level (or into {@code --out}).
 * {@code <run-dir> --wide-cells <target>} writes nothing: it prints the cells whose confidence
 * interval is still wider than the target ({@link WideCells}). {@code --history <run-dir> ...} writes a
 * release history instead ({@link HistoryCommand}).
 */
public final class Main {
  static final String USAGE = "usage: bin/aggregate <run-dir> [--out <dir>] [--publish] | --publish [--out <dir>]"
      + " (the runs " + PublishedSet.FILE + " lists) | <run-dir> --wide-cells <target>"
      + " | <shard-dir> <shard-dir>... --out <dir> [--publish] | --hosts <run-dir> <run-dir>... --out <dir> | "
      + HistoryCommand.USAGE.substring("bin/aggregate ".length())
      + "  (bin/aggregate = java -jar aggregate/target/aggregate.jar with JDK 25)";

  private Main() {}

  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true");
    try {
      run(args);
    } catch (AggregateException e) {
      System.err.println("aggregate: " + e.getMessage());
      System.exit(e.status);
    } catch (RuntimeException e) {
      // A bug, not bad input; still one line, since a stack trace would bury the run dir's name.
      System.err.println("aggregate: internal error: " + e);
      System.exit(3);
    }
  }

  static void run(String[] args) {
    if (args.length > 0 && args[0].equals("--history")) {
      HistoryCommand.run(List.of(args).subList(1, args.length));
      return;
    }
    List<Path> runDirs = new java.util.ArrayList<>();
    Path out = null;
    boolean publish = false;
    boolean hosts = false;
    Double wide = null;
    List<String> list = List.of(args);
    for (int i = 0; i < list.size(); i++) {
      String a = list.get(i);
      if (a.equals("-h") || a.equals("--help")) {
        System.out.println(USAGE);
        return;
      } else if (a.equals("--wide-cells") && i + 1 < list.size()) {
        wide = WideCells.target(list.get(++i));
      } else if (a.equals("--out") && i + 1 < list.size()) {
        out = Path.of(list.get(++i));
      } else if (a.equals("--publish")) {
        publish = true;
      } else if (a.equals("--hosts")) {
        hosts = true;
      } else if (!a.startsWith("-")) {
        runDirs.add(Path.of(a));
      } else {
        throw new AggregateException("unexpected argument '" + a + "'; " + USAGE);
      }
    }
    if (runDirs.isEmpty()) {
      if (publish && !hosts && wide == null) {
        publish(Destination.repoOf(Path.of("")), out);
        return;
      }
      throw new AggregateException(USAGE);
    }
    if (hosts) {
      writeHosts(runDirs, out);
      return;
    }
    // Several run folders are the shards of one run (metal/run.sh --shard i/N), merged when their provenance agrees.
    boolean merge = runDirs.size() > 1;
    if (merge && wide == null && out == null) {
      throw new AggregateException("merging " + runDirs.size() + " shards needs --out <dir>: where the merged tables go");
    }
    Path runDir = runDirs.get(0);
    if (wide != null) {
      WideCells.lines(new Summary(merge ? Shards.merge(runDirs) : read(runDir)), wide).forEach(System.out::println);
      return;
    }
    RecordedRun run = merge ? Shards.merge(runDirs) : read(runDir);
    Path to = (out == null ? Destination.defaultOut(runDir, run) : out).toAbsolutePath().normalize();
    Destination.check(to, runDir, run, publish);
    Map<String, byte[]> files = render(run, merge ? Destination.mergeCommand(runDirs, to) : Destination.command(runDir, to, run));
    Output.write(to, files);
    if (CompareTable.columns(run) != null) {
      // An A/B comparison answers one question: print its table, changed cells first, before where it went.
      Md md = new Md();
      CompareTable.render(new Summary(run), md);
      System.out.print(md);
    }
    long charts = files.keySet().stream().filter(f -> f.startsWith(Output.CHARTS + "/")).count();
    String kind = Destination.notPublication(runDir, run);
    // A publication run kept out of the top level because results/PUBLISHED names a set: say how it gets there.
    String held = kind == null && !merge && out == null && !Destination.toTopLevel(runDir, run)
        ? "; not over the top level, whose tables are the runs " + PublishedSet.FILE + " lists: add this run there and run"
            + " bin/aggregate --publish" : "";
    System.out.println("aggregate: wrote tables.md, measurement-spread.md and " + charts + " chart(s) in charts/ to " + to
        + " (from " + run.runId() + ", " + (kind == null ? "a publication run" : kind) + held + ")");
  }

  /**
   * --publish without a run folder: the published set, the runs {@code repo}'s results/PUBLISHED
   * lists, over the repository's top level (or into {@code out}), all read, checked and rendered
   * before anything is written.
   */
  static void publish(Path repo, Path out) {
    if (repo == null) {
      throw new AggregateException("--publish without a run folder writes the runs " + PublishedSet.FILE + " lists: run it"
          + " inside the repository (no aggregate/pom.xml in " + Path.of("").toAbsolutePath() + " or above)");
    }
    Path to = (out == null ? repo : out).toAbsolutePath().normalize();
    Map<String, byte[]> files = PublishedTables.render(repo, to);
    Output.write(to, files);
    long charts = files.keySet().stream().filter(f -> f.startsWith(Output.CHARTS + "/")).count();
    System.out.println("aggregate: wrote tables.md, measurement-spread.md and " + charts + " chart(s) in charts/ to " + to
        + " (from the runs " + PublishedSet.FILE + " lists: " + String.join(", ", PublishedSet.ids(repo)) + ")");
  }

  /** --hosts: hosts.md from runs on different CPU models (HostsTable), into --out. */
  private static void writeHosts(List<Path> runDirs, Path out) {
    if (runDirs.size() < 2 || out == null) {
      throw new AggregateException("--hosts needs two or more run folders and --out <dir> (where hosts.md goes)");
    }
    List<RecordedRun> runs = new java.util.ArrayList<>();
    for (Path dir : runDirs) {
      runs.add(RunDir.readOneOf(dir));
    }
    Path to = out.toAbsolutePath().normalize();
    Output.write(to, Map.of(HostsTable.FILE, renderHosts(runs, Destination.hostsCommand(runDirs, to))));
    System.out.println("aggregate: wrote " + HostsTable.FILE + " to " + to + " (from " + runs.size() + " runs on "
        + runs.stream().map(HostsTable::cpu).distinct().count() + " CPU models)");
  }

  static byte[] renderHosts(List<RecordedRun> runs, String regenerate) {
    return HostsTable.render(runs, regenerate).getBytes(StandardCharsets.UTF_8);
  }

  private static RecordedRun read(Path runDir) {
    RecordedRun run = RunDir.read(runDir);
    Provenance.check(run);
    return run;
  }

  /** Every output file as run from the repository's top level without --out would write them (tests). */
  static Map<String, byte[]> render(Path runDir) {
    RecordedRun run = read(runDir);
    Path repo = Destination.repoOf(runDir);
    Path to = Destination.toTopLevel(runDir, run) && repo != null ? repo : Destination.defaultOut(runDir, run);
    return render(run, Destination.command(runDir, to, run));
  }

  /** Every output file, in memory: reading, checking and rendering all finish before any write. */
  static Map<String, byte[]> render(RecordedRun run, String regenerate) {
    Summary summary = new Summary(run);
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("tables.md", TablesWriter.render(summary, regenerate).getBytes(StandardCharsets.UTF_8));
    files.put("measurement-spread.md", SpreadWriter.render(summary).getBytes(StandardCharsets.UTF_8));
    Charts.render(summary).forEach((name, svg) -> files.put(Output.CHARTS + "/" + name, svg));
    return files;
  }

  static Summary summarize(Path runDir) {
    return new Summary(read(runDir));
  }
}
