package protocross.aggregate;

import java.nio.file.Path;
import java.util.List;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.PublishedSet;

/**
 * {@code java -jar aggregate.jar <run-dir> [--out <dir>] [--publish]}: checks one run's
 * provenance, then writes tables.md, measurement-spread.md and charts/ into the output directory
 * (default: the current directory for a publication run, the run folder for any other; see
 * {@link Destination}), and says where. Any problem ends in one line on stderr and nothing written.
 * {@code --publish} without a run folder writes the published set, the runs results/PUBLISHED lists
 * ({@link PublishedTables}), over the repository's top level (or into {@code --out}).
 * {@code <run-dir> --wide-cells <target>} writes nothing: it prints the cells whose confidence
 * interval is still wider than the target ({@link WideCellsCommand}). {@code --history <run-dir> ...} writes a
 * release history instead ({@link HistoryCommand}). Each mode is one command class; Main only
 * picks it.
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

  /** Which mode the arguments ask for, in this order: history, help, the published set, hosts, wide cells, one run (or its shards). */
  static void run(String[] args) {
    if (args.length > 0 && args[0].equals("--history")) {
      HistoryCommand.run(List.of(args).subList(1, args.length));
      return;
    }
    Args a = Args.parse(List.of(args));
    if (a.help()) {
      System.out.println(USAGE);
    } else if (a.runDirs().isEmpty()) {
      if (!a.publish() || a.hosts() || a.wide() != null) {
        throw new AggregateException(USAGE);
      }
      PublishCommand.publish(Destination.repoOf(Path.of("")), a.out());
    } else if (a.hosts()) {
      HostsCommand.run(a.runDirs(), a.out());
    } else if (a.wide() != null) {
      WideCellsCommand.run(a.runDirs(), a.wide());
    } else {
      RunCommand.run(a.runDirs(), a.out(), a.publish());
    }
  }
}
