package protocross.aggregate;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.PublishedSet;
import protocross.aggregate.read.RecordedRun;
import protocross.contract.Catalog;

/**
 * Where a run's tables go, whether they may go there, and the command that writes them there
 * again (the hint printed at the top of tables.md).
 *
 * <p>The repository's top-level tables.md, measurement-spread.md and charts/ are the published
 * numbers: only a publication run (metal runner, full settings, every dataset of its manifest,
 * every op, every implementation at its pinned version) goes there by default. Any other run (quick,
 * narrowed, docker, other versions, an A/B comparison) goes into its own run
 * folder unless {@code --out} says otherwise, and never over the top level unless
 * {@code --publish} says so. When results/PUBLISHED lists the published runs ({@link PublishedSet}),
 * the top level is that set's, written by {@code bin/aggregate --publish}; a single run goes there
 * by default only when the set is that run alone.
 */
final class Destination {
  /** How the repository's top level is recognized from a run folder inside it. */
  static final String REPO_MARKER = "aggregate/pom.xml";

  private Destination() {}

  /** Why this run is not a publication run, or null when it is. */
  static String notPublication(Path runDir, RecordedRun run) {
    Json r = run.runJson();
    String runner = r.has("runner") ? r.text("runner") : "unknown";
    if (!runner.equals("metal")) {
      return "a " + runner + " run";
    }
    // A shard holds part of a plan; a merge of shards is shown as such, and goes over the published tables only with --publish.
    if (r.has("shard")) {
      Json shard = r.get("shard");
      return shard.has("index") ? "shard " + shard.text("index") + "/" + shard.text("count") + " of a run"
          : "a merge of " + shard.text("count") + " shards";
    }
    // Versions and A/B comparisons answer their own question; the published tables are the pinned releases.
    if (r.has("compare")) {
      List<String> ab = r.strings("compare");
      return "an A/B comparison of " + ab.get(1) + " against " + ab.get(0);
    }
    List<String> versioned = run.impls().stream().filter(RecordedRun::isVersioned).toList();
    if (!versioned.isEmpty()) {
      return "a run of other versions (" + String.join(", ", versioned) + ")";
    }
    Json jmh = r.get("jmh");
    String settings = jmh.has("settings") ? jmh.text("settings") : "full";
    if (!settings.equals("full")) {
      return "a " + settings + " run";
    }
    if (!run.ops().containsAll(RecordedRun.PUBLISHED_OPS)) {
      return "a run of only " + String.join(", ", r.strings("ops").stream().filter(op -> !op.equals(RecordedRun.CONTROL)).toList());
    }
    List<String> manifest = new String(run.manifest(), java.nio.charset.StandardCharsets.UTF_8).lines().skip(1)
        .filter(l -> !l.isBlank()).map(l -> l.split("\t", 2)[0]).toList();
    List<String> datasets = run.datasets().stream().map(RecordedRun.Dataset::name).toList();
    if (!datasets.containsAll(manifest)) {
      return "a run of only " + datasets.size() + " of " + manifest.size() + " datasets";
    }
    List<String> impls = implementations(repoOf(runDir));
    if (!run.impls().containsAll(impls)) {
      return "a run of only " + run.impls().size() + " of " + impls.size() + " implementations";
    }
    return null;
  }

  /**
   * The repository's implementations, as the contract's catalog reads them (as the runner counts
   * them); empty when the run is not inside a repository.
   */
  static List<String> implementations(Path repo) {
    if (repo == null || !Files.isDirectory(repo.resolve("impls"))) {
      return List.of();
    }
    return Catalog.read(repo.resolve("impls")).names();
  }

  /**
   * No --out: the current directory for a publication run (unless a published set names other
   * runs, {@link #toTopLevel}), the run folder for any other.
   */
  static Path defaultOut(Path runDir, RecordedRun run) {
    return (toTopLevel(runDir, run) ? Path.of("") : runDir).toAbsolutePath().normalize();
  }

  /**
   * Whether one run's tables go to the top level without --out: a publication run, unless the
   * repository's results/PUBLISHED lists anything but this run alone. Then the top-level tables are
   * that set's ({@code bin/aggregate --publish}), and one run of it, or a new one, must not replace
   * them by default: its tables go into its own folder.
   */
  static boolean toTopLevel(Path runDir, RecordedRun run) {
    if (notPublication(runDir, run) != null) {
      return false;
    }
    List<String> published = PublishedSet.ids(repoOf(runDir));
    return published == null || published.equals(List.of(run.runId()));
  }

  /** Refuses to write a non-publication run over the repository's published tables. */
  static void check(Path out, Path runDir, RecordedRun run, boolean publish) {
    String why = notPublication(runDir, run);
    Path repo = repoOf(runDir);
    if (why == null || publish || repo == null || !out.toAbsolutePath().normalize().equals(repo)) {
      return;
    }
    throw new AggregateException(run.runId() + " is " + why + ", not a publication run: it would replace the published "
        + "tables.md, measurement-spread.md and charts/ in " + repo + ". Leave out --out (its tables then go into "
        + relative(repo, runDir) + "), give another --out, or pass --publish to replace them.");
  }

  /**
   * What to type, from the repository's top level, to write exactly these files into {@code out}
   * again: no {@code --out} when it is the default there.
   */
  static String command(Path runDir, Path out, RecordedRun run) {
    Path dir = runDir.toAbsolutePath().normalize();
    Path to = out.toAbsolutePath().normalize();
    Path repo = repoOf(dir);
    Path base = repo == null ? Path.of("").toAbsolutePath() : repo;
    Path byDefault = toTopLevel(dir, run) ? base : dir;
    StringBuilder cmd = new StringBuilder("bin/aggregate ").append(relative(repo, dir));
    if (!to.equals(byDefault)) {
      cmd.append(" --out ").append(relative(repo, to));
    }
    if (notPublication(runDir, run) != null && repo != null && to.equals(repo)) {
      cmd.append(" --publish");
    }
    return cmd.toString();
  }

  /** What to type, from the repository's top level, to write the published set into {@code out} again. */
  static String publishCommand(Path repo, Path out) {
    Path to = out.toAbsolutePath().normalize();
    return "bin/aggregate --publish" + (to.equals(repo) ? "" : " --out " + relative(repo, to));
  }

  /** What to type, from the repository's top level, to merge these shards into {@code out} again. */
  static String mergeCommand(List<Path> runDirs, Path out) {
    Path repo = repoOf(runDirs.get(0));
    StringBuilder cmd = new StringBuilder("bin/aggregate");
    runDirs.forEach(d -> cmd.append(' ').append(relative(repo, d)));
    Path to = out.toAbsolutePath().normalize();
    cmd.append(" --out ").append(relative(repo, to));
    if (repo != null && to.equals(repo)) {
      cmd.append(" --publish");
    }
    return cmd.toString();
  }

  /** What to type, from the repository's top level, to write hosts.md into {@code out} again. */
  static String hostsCommand(List<Path> runDirs, Path out) {
    Path repo = repoOf(runDirs.get(0));
    StringBuilder cmd = new StringBuilder("bin/aggregate --hosts");
    runDirs.forEach(d -> cmd.append(' ').append(relative(repo, d)));
    return cmd.append(" --out ").append(relative(repo, out.toAbsolutePath().normalize())).toString();
  }

  /** The repository's top level that holds {@code dir}, or null (a run copied elsewhere). */
  static Path repoOf(Path dir) {
    for (Path p = dir.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve(REPO_MARKER))) {
        return p;
      }
    }
    return null;
  }

  private static String relative(Path repo, Path p) {
    Path abs = p.toAbsolutePath().normalize();
    if (repo == null || !abs.startsWith(repo)) {
      return abs.toString();
    }
    String rel = repo.relativize(abs).toString();
    return rel.isEmpty() ? "." : rel;
  }
}
