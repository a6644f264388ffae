package protocross.runner.plan;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import protocross.contract.dataset.Manifest;
import protocross.contract.directory.DatasetDirectory;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;

/**
 * Resuming a {@code --dataset} run: its dataset directories are the ones run.json records
 * ({@code datasetDirs}), read again; the run goes on only if each still has the schema and the
 * (canonical) payloads the run started with, since forks timed on other bytes would be mixed into
 * one cell. Every refusal is one line naming the directory.
 */
final class DatasetResume {
  private DatasetResume() {}

  /** The directories the run read, in its order. */
  static List<Path> recordedDirs(JsonNode datasetDirs) {
    List<Path> dirs = new ArrayList<>();
    datasetDirs.forEach(d -> dirs.add(Path.of(d.path("dir").asText())));
    return dirs;
  }

  /** --dataset given with --resume must name the run's directories (any order); none at all is fine. */
  static void checkSameDirs(String runId, List<Path> recorded, List<Path> given) {
    if (given.isEmpty()) {
      return;
    }
    List<Path> g = given.stream().map(p -> p.toAbsolutePath().normalize()).sorted().toList();
    List<Path> r = recorded.stream().map(p -> p.toAbsolutePath().normalize()).sorted().toList();
    if (!g.equals(r)) {
      throw new RunnerException("cannot resume " + runId + ": it was started with --dataset " + String.join(" --dataset ",
          r.stream().map(Path::toString).toList()) + ", not " + String.join(", ", g.stream().map(Path::toString).toList()));
    }
  }

  /** Before anything is built: each directory's schema is the one the run recorded. */
  static void checkSchema(String runId, JsonNode datasetDirs, DatasetDirectory now, String schemaHashNow) {
    JsonNode then = recorded(runId, datasetDirs, now.name(), now.dir());
    String hash = then.path("schemaHash").asText();
    if (!hash.equals(schemaHashNow)) {
      throw new RunnerException("cannot resume " + runId + ": the schema of dataset " + now.name() + " (" + now.dir()
          + ") changed since the run started: schema hash " + hash + " then, " + schemaHashNow + " now");
    }
  }

  /** After canonicalising: each dataset's manifest entry (payloads' sha256, count, bytes, digest) is the run's. */
  static void checkPayloads(String runId, Manifest runManifest, Collection<UserDatasets.Prepared> now) {
    for (UserDatasets.Prepared p : now) {
      if (!runManifest.entries().containsKey(p.name())) {
        throw new RunnerException("cannot resume " + runId + ": dataset " + p.name() + " (" + p.dir().dir()
            + ") is not in the run's " + runManifest.dir().resolve(Manifest.FILE));
      }
      Manifest.Entry then = runManifest.entry(p.name());
      if (!then.equals(p.entry())) {
        throw new RunnerException("cannot resume " + runId + ": the payloads of dataset " + p.name() + " ("
            + p.dir().dir().resolve(DatasetDirectory.PAYLOADS) + ") changed since the run started: sha256 " + then.sha256()
            + " then, " + p.entry().sha256() + " now (" + then.payloads() + " payloads then, " + p.entry().payloads() + " now)");
      }
    }
  }

  private static JsonNode recorded(String runId, JsonNode datasetDirs, String name, Path dir) {
    for (JsonNode d : datasetDirs) {
      if (d.path("name").asText().equals(name)) {
        return d;
      }
    }
    throw new RunnerException("cannot resume " + runId + ": " + dir + " is now dataset '" + name
        + "', which the run does not have (its dataset.properties changed)");
  }
}
