package protocross.aggregate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.model.AaLedger;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.CommittedRuns;
import protocross.aggregate.read.PublishedRuns;
import protocross.aggregate.read.PublishedSet;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.render.AaLedgerSection;
import protocross.aggregate.render.HeadlineTable;
import protocross.aggregate.render.PublishedTables;
import protocross.aggregate.render.RunFiles;
import protocross.aggregate.report.HtmlReport;

/**
 * {@code bin/aggregate --publish} without a run folder: the published set, the runs
 * results/PUBLISHED lists ({@link PublishedSet}), checked together ({@link PublishedRuns}) and
 * written as one set ({@link PublishedTables}) over the repository's top level, or into {@code --out}.
 */
final class PublishCommand {
  private static final String SPREAD = "measurement-spread.md";
  /** The top-level README, whose headline table (only) --publish keeps current. */
  static final String README = "README.md";

  private PublishCommand() {}

  /** All read, checked and rendered before anything is written. */
  static void publish(Path repo, Path out) {
    if (repo == null) {
      throw new AggregateException("--publish without a run folder writes the runs " + PublishedSet.FILE + " lists: run it"
          + " inside the repository (no aggregate/pom.xml in " + Path.of("").toAbsolutePath() + " or above)");
    }
    Path to = (out == null ? repo : out).toAbsolutePath().normalize();
    Map<String, byte[]> files = render(repo, to);
    Output.write(to, files);
    long charts = files.keySet().stream().filter(f -> f.startsWith(Output.CHARTS + "/")).count();
    System.out.println("aggregate: wrote tables.md, measurement-spread.md, " + HtmlReport.FILE
        + (files.containsKey(README) ? ", README.md's headline table" : "") + " and " + charts
        + " chart(s) in charts/ to " + to
        + " (from the runs " + PublishedSet.FILE + " lists: " + String.join(", ", PublishedSet.ids(repo)) + ")");
  }

  /**
   * Every output file for the set {@code repo}'s results/PUBLISHED lists, to be written into
   * {@code to}: a set of one run is exactly that run's own tables, byte for byte what
   * {@code bin/aggregate results/<id>} writes.
   */
  static Map<String, byte[]> render(Path repo, Path to) {
    List<Path> dirs = PublishedSet.dirs(repo);
    List<RecordedRun> runs = PublishedRuns.read(dirs);
    Map<String, byte[]> files = runs.size() == 1
        ? RunFiles.render(runs.get(0), Destination.command(dirs.get(0), to, runs.get(0)))
        : PublishedTables.render(runs, repo, Destination.publishCommand(repo, to));
    // The A/A ledger: every committed run with a twin, not only the listed ones, after measurement-spread.md's title.
    AaLedger ledger = AaLedger.of(CommittedRuns.withTwins(repo, runs).stream().map(Summary::new).toList());
    Map<String, byte[]> out = new LinkedHashMap<>(files);
    out.computeIfPresent(SPREAD, (k, v) -> AaLedgerSection.insert(new String(v, StandardCharsets.UTF_8), ledger)
        .getBytes(StandardCharsets.UTF_8));
    // The page is made from the files as written, ledger included; README.md is not part of it.
    Map<String, byte[]> withReport = new LinkedHashMap<>(HtmlReport.with(out));
    String readme = readme(to, runs);
    if (readme != null) {
      withReport.put(README, readme.getBytes(StandardCharsets.UTF_8));
    }
    return withReport;
  }

  /**
   * The README.md in {@code to} with the headline table between its markers ({@link HeadlineTable}),
   * or null when there is no README.md there, it has no markers, or no run times the headline's ops:
   * the only edit the aggregator makes to a README, and only here, under --publish.
   */
  private static String readme(Path to, List<RecordedRun> runs) {
    Path file = to.resolve(README);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AggregateException("cannot read " + file + ": " + e.getMessage());
    }
    String table = HeadlineTable.render(runs);
    return table == null ? null : HeadlineTable.replace(text, table);
  }
}
