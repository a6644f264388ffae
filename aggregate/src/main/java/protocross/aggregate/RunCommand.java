package protocross.aggregate;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.PublishedSet;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.read.Shards;
import protocross.aggregate.render.CompareTable;
import protocross.aggregate.render.Md;
import protocross.aggregate.render.RunFiles;
import protocross.aggregate.report.HtmlReport;

/**
 * {@code bin/aggregate <run-dir> [--out <dir>] [--publish]}, or several shard folders merged: one
 * run's provenance checked, then tables.md, measurement-spread.md, charts/ and report.html written where
 * {@link Destination} says, and one line saying where.
 */
final class RunCommand {
  private RunCommand() {}

  static void run(List<Path> runDirs, Path out, boolean publish) {
    // Several run folders are the shards of one run (metal/run.sh --shard i/N), merged when their provenance agrees.
    boolean merge = runDirs.size() > 1;
    if (merge && out == null) {
      throw new AggregateException("merging " + runDirs.size() + " shards needs --out <dir>: where the merged tables go");
    }
    Path runDir = runDirs.get(0);
    RecordedRun run = merge ? Shards.merge(runDirs) : read(runDir);
    Path to = (out == null ? Destination.defaultOut(runDir, run) : out).toAbsolutePath().normalize();
    Destination.check(to, runDir, run, publish);
    Map<String, byte[]> files = HtmlReport.with(
        RunFiles.render(run, merge ? Destination.mergeCommand(runDirs, to) : Destination.command(runDir, to, run)));
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
    System.out.println("aggregate: wrote tables.md, measurement-spread.md, " + HtmlReport.FILE + " and " + charts + " chart(s) in charts/ to " + to
        + " (from " + run.runId() + ", " + (kind == null ? "a publication run" : kind) + held + ")");
  }

  static RecordedRun read(Path runDir) {
    RecordedRun run = RunDir.read(runDir);
    Provenance.check(run);
    return run;
  }

  /** Every output file as run from the repository's top level without --out would write them (tests). */
  static Map<String, byte[]> render(Path runDir) {
    RecordedRun run = read(runDir);
    Path repo = Destination.repoOf(runDir);
    Path to = Destination.toTopLevel(runDir, run) && repo != null ? repo : Destination.defaultOut(runDir, run);
    return HtmlReport.with(RunFiles.render(run, Destination.command(runDir, to, run)));
  }
}
