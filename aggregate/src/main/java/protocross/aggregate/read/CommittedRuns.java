package protocross.aggregate.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The committed runs that carry an A/A twin (a column {@code X#n}): every folder directly under
 * the repository's {@code results/} whose run.json lists one, in name (= time) order, each read and
 * checked as on its own. Folders without a run.json (e.g. {@code results/quick/}) are not runs.
 */
public final class CommittedRuns {
  public static final String DIR = "results";

  private CommittedRuns() {}

  /** {@code known}: runs already read (the published set), reused by run id instead of read again. */
  public static List<RecordedRun> withTwins(Path repo, List<RecordedRun> known) {
    Path results = repo.resolve(DIR);
    List<Path> dirs;
    try (Stream<Path> s = Files.list(results)) {
      dirs = s.filter(d -> Files.isRegularFile(d.resolve("run.json"))).sorted().toList();
    } catch (IOException e) {
      throw new AggregateException(results + ": cannot list (" + e.getMessage() + ")");
    }
    List<RecordedRun> out = new ArrayList<>();
    for (Path dir : dirs) {
      String name = DIR + "/" + dir.getFileName() + "/run.json";
      Json run = Json.read(dir.resolve("run.json"), name);
      if (!run.has("columns") || run.strings("columns").stream().noneMatch(RecordedRun::isTwin)) {
        continue;
      }
      String id = dir.getFileName().toString();
      RecordedRun read = known.stream().filter(r -> r.runId().equals(id)).findFirst().orElse(null);
      if (read == null) {
        try {
          read = RunDir.read(dir);
          Provenance.check(read);
        } catch (AggregateException e) {
          throw new AggregateException(dir + ": " + e.getMessage(), e.status);
        }
      }
      out.add(read);
    }
    return out;
  }
}
