package protocross.aggregate;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.render.HostsTable;

/** {@code bin/aggregate --hosts <run-dir> <run-dir>... --out <dir>}: hosts.md from runs on different CPU models ({@link HostsTable}). */
final class HostsCommand {
  private HostsCommand() {}

  static void run(List<Path> runDirs, Path out) {
    if (runDirs.size() < 2 || out == null) {
      throw new AggregateException("--hosts needs two or more run folders and --out <dir> (where hosts.md goes)");
    }
    List<RecordedRun> runs = new ArrayList<>();
    for (Path dir : runDirs) {
      runs.add(RunDir.readOneOf(dir));
    }
    Path to = out.toAbsolutePath().normalize();
    Output.write(to, Map.of(HostsTable.FILE, render(runs, Destination.hostsCommand(runDirs, to))));
    System.out.println("aggregate: wrote " + HostsTable.FILE + " to " + to + " (from " + runs.size() + " runs on "
        + runs.stream().map(RecordedRun::cpu).distinct().count() + " CPU models)");
  }

  static byte[] render(List<RecordedRun> runs, String regenerate) {
    return HostsTable.render(runs, regenerate).getBytes(StandardCharsets.UTF_8);
  }
}
