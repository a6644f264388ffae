package protocross.aggregate.read;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code results/PUBLISHED}: the runs the repository's top-level tables.md, measurement-spread.md
 * and charts/ are made from, one run id (a folder under {@code results/}) per line, the core run
 * first; {@code #} starts a comment. The new ops of issue 12 are timed in runs of their own beside
 * the core run, so the published tables may come from several runs; {@code bin/aggregate --publish}
 * reads this file and writes them ({@code PublishedTables}). A file rather than a command line, so
 * that what is published is committed, and the check that it regenerates ({@code CommittedRunTest})
 * reads the same list.
 */
public final class PublishedSet {
  public static final String FILE = "results/PUBLISHED";
  /** A folder name under results/: no path separator, no leading dot. */
  private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

  private PublishedSet() {}

  /** The run ids listed, in order; null when {@code repo} is null or has no such file. */
  public static List<String> ids(Path repo) {
    if (repo == null || !Files.isRegularFile(repo.resolve(FILE))) {
      return null;
    }
    String text;
    try {
      text = Files.readString(repo.resolve(FILE), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AggregateException(FILE + ": cannot read (" + e.getMessage() + ")");
    }
    List<String> ids = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int hash = lines[i].indexOf('#');
      String id = (hash < 0 ? lines[i] : lines[i].substring(0, hash)).strip();
      if (id.isEmpty()) {
        continue;
      }
      if (!RUN_ID.matcher(id).matches()) {
        throw new AggregateException(FILE + " line " + (i + 1) + ": '" + id + "' is not a run id (the name of a folder"
            + " under results/, one per line)");
      }
      if (ids.contains(id)) {
        throw new AggregateException(FILE + " line " + (i + 1) + ": " + id + " is listed twice");
      }
      ids.add(id);
    }
    if (ids.isEmpty()) {
      throw new AggregateException(FILE + " lists no run: one run id per line, the core run first");
    }
    return ids;
  }

  /** The listed runs' folders, in order; a missing file or folder is refused in one line. */
  public static List<Path> dirs(Path repo) {
    List<String> ids = ids(repo);
    if (ids == null) {
      throw new AggregateException(repo.resolve(FILE) + " is missing: it lists the runs the top-level tables are made"
          + " from, one run id per line, the core run first");
    }
    List<Path> dirs = new ArrayList<>();
    for (String id : ids) {
      Path dir = repo.resolve("results").resolve(id);
      if (!Files.isDirectory(dir)) {
        throw new AggregateException(FILE + " lists " + id + ", but results/" + id + "/ is not a folder here");
      }
      dirs.add(dir);
    }
    return dirs;
  }
}
