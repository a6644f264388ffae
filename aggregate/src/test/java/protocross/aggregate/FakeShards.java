package protocross.aggregate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * One shard's folder cut from a synthetic run folder (FakeForks, FakeHistory) as metal/run.sh
 * --shard i/N would have left it: the run's manifest, run.json with its own run id, host name and
 * "shard", and the forks of its (dataset, op) groups only. upb's C loop is the caller's to add.
 */
final class FakeShards {
  private FakeShards() {}

  /** Shard {@code index} of {@code count} holding {@code groups} ({@code <dataset>/<op>}); {@code change} edits its run.json last. */
  static Path cut(Path whole, Path to, int index, int count, List<String> groups, String runId, Consumer<ObjectNode> change)
      throws IOException {
    Files.createDirectories(to);
    Files.copy(whole.resolve("MANIFEST.tsv"), to.resolve("MANIFEST.tsv"));
    ObjectNode run = (ObjectNode) FakeRun.JSON.readTree(whole.resolve("run.json").toFile());
    run.put("runId", runId);
    ((ObjectNode) run.get("host")).put("hostname", "host-" + index);
    ObjectNode shard = run.putObject("shard").put("index", index).put("count", count);
    groups.forEach(shard.putArray("groups")::add);
    change.accept(run);
    FakeRun.JSON.writerWithDefaultPrettyPrinter().writeValue(to.resolve("run.json").toFile(), run);
    for (String group : groups) {
      copyTree(whole.resolve("forks").resolve(group), to.resolve("forks").resolve(group));
    }
    if (Files.isDirectory(to.resolve("forks"))) {
      FakeForks.stampRunId(to, run.get("runId").asText()); // each shard is a run of its own, whose runner names it in every fork
    }
    return to;
  }

  static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> s = Files.walk(from)) {
      for (Path p : s.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
  }
}
