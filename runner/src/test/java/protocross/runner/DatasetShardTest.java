package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Manifest;
import protocross.contract.directory.DatasetDirectory;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.runner.plan.Shard;

/**
 * --shard with --dataset directories: every host is given the same directories, in any order and
 * at its own paths, and must still compute one plan and cut it alike; run.json records what
 * identifies each dataset (the aggregator's merge compares it). Synthetic: no protoc, no build.
 */
class DatasetShardTest {
  private static final String SCHEMA = "0123456789abcdef";
  private static final Path REPO = Path.of("/repo");

  /** A prepared dataset as {@link UserDatasets#prepare} leaves it, read from {@code <root>/<name>}. */
  private static UserDatasets.Prepared prepared(Path root, String name) {
    DatasetFile file = new DatasetFile(name, "acme.Reading", List.of(new byte[] {8, 1}));
    DatasetDirectory dd = new DatasetDirectory(root.resolve(name), name, "", null, new byte[0], file);
    return new UserDatasets.Prepared(dd, SCHEMA, REPO.resolve("target/protocross-builds/" + SCHEMA), file,
        new Manifest.Entry(name, "acme.Reading", 1, 2, "sha-of-" + name, 42), 0);
  }

  /** One host's datasets, in the order its --dataset flags gave them; every jar of the schema failed with {@code unbuilt}. */
  private static UserDatasets host(Path root, Map<String, String> unbuilt, String... names) {
    Map<String, UserDatasets.Prepared> datasets = new LinkedHashMap<>();
    for (String n : names) {
      datasets.put(n, prepared(root, n));
    }
    return new UserDatasets(REPO, datasets, Map.of(), unbuilt, List.of());
  }

  private static RunPlan plan(List<String> datasets, Shard shard) {
    return new RunPlan(JmhSettings.FULL.withForks(3), List.of("protobuf-java", "wire"), datasets, Op.coreOps(), true, true,
        20261201L, null, false, shard);
  }

  @Test
  void shardTakesDatasetDirectoriesAndStillNeedsTheSeed() {
    RunOptions o = RunOptions.parse(new String[] {"--dataset", "/data/a", "--dataset", "/data/b", "--shard", "2/3", "--seed", "9"});
    assertEquals(new Shard(2, 3), o.shard());
    assertEquals(List.of(Path.of("/data/a"), Path.of("/data/b")), o.datasetDirs());
    assertEquals("--shard 1/2 runs one part of a plan every host must compute alike: give the same --seed on every host,"
        + " e.g. --shard 1/2 --seed 20261130", assertThrows(RunnerException.class,
            () -> RunOptions.parse(new String[] {"--dataset", "/data/a", "--shard", "1/2"})).getMessage());
  }

  @Test
  void hostsGivenTheDirectoriesInAnotherOrderAndAtOtherPathsCutOnePlanAlike() {
    UserDatasets one = host(Path.of("/home/bench/data"), Map.of(), "sensors", "readings", "events").inNameOrder();
    UserDatasets two = host(Path.of("/mnt/shared"), Map.of(), "events", "sensors", "readings").inNameOrder();
    assertEquals(List.of("events", "readings", "sensors"), one.names());
    assertEquals(one.names(), two.names());
    assertEquals(one.names(), one.prepared().stream().map(UserDatasets.Prepared::name).toList(),
        "the run's manifest and run.json list them in the same order");
    int parts = Shard.units(plan(one.names(), null).allGroups()).size();
    for (int n = 1; n <= parts; n++) {
      int cells = 0;
      for (int i = 1; i <= n; i++) {
        RunPlan a = plan(one.names(), new Shard(i, n));
        assertEquals(a.groups(), plan(two.names(), new Shard(i, n)).groups(), "shard " + i + "/" + n + " on both hosts");
        cells += a.cells();
      }
      assertEquals(plan(one.names(), null).cells(), cells, "the " + n + " shards hold every cell once");
    }
  }

  @Test
  void runJsonRecordsWhatIdentifiesEachDatasetWhereverItLay() {
    UserDatasets user = host(Path.of("/mnt/shared"), Map.of(), "sensors", "events").inNameOrder();
    JsonNode dirs = RunSession.datasetDirsJson(REPO, user.prepared());
    assertEquals(2, dirs.size());
    JsonNode events = dirs.get(0);
    assertEquals("events", events.path("name").asText());
    assertEquals("/mnt/shared/events", events.path("dir").asText());
    assertEquals("acme.Reading", events.path("messageType").asText());
    assertEquals(SCHEMA, events.path("schemaHash").asText());
    assertEquals("sha-of-events", events.path("sha256").asText(), "the canonical payloads' sha256, as MANIFEST.tsv has it");
    assertEquals("target/protocross-builds/" + SCHEMA, events.path("buildFolder").asText());
    assertEquals("sensors", dirs.get(1).path("name").asText());
  }

  @Test
  void aShardAdmitsOnlyThePairsOfItsOwnDatasets() throws InterruptedException {
    // Every jar of the schema failed to build, so each pair is refused without launching a JVM.
    UserDatasets user = host(Path.of("/data"), Map.of("wire/" + SCHEMA, "no code generator"), "sensors", "events");
    PrintStream out = new PrintStream(new ByteArrayOutputStream());
    Map<String, String> refused = user.refusals(Path.of("/run/datasets"), List.of("wire"), List.of("events"), out);
    assertEquals(Map.of("wire/events", "unsupported: its code generation for this schema failed: no code generator"), refused);
    assertTrue(user.refusals(Path.of("/run/datasets"), List.of("wire"), out).keySet().containsAll(
        List.of("wire/events", "wire/sensors")), "unsharded: every dataset's pairs");
  }
}
