package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Manifest;
import protocross.contract.directory.DatasetDirectory;
import protocross.jars.RunnerException;
import protocross.jars.UserDatasets;
import protocross.runner.JsonFiles;

/** A resumed --dataset run goes on only on the directories, schema and payloads it started with. */
class DatasetResumeTest {
  private static final String ID = "20261130-220000-abcdef0";
  private static final Path DIR = Path.of("/data/sensors");

  private static UserDatasets.Prepared prepared(String sha256, int payloads) {
    DatasetFile file = new DatasetFile("sensors", "acme.Reading", List.of(new byte[] {8, 1}));
    DatasetDirectory dd = new DatasetDirectory(DIR, "sensors", "", null, new byte[0], file);
    return new UserDatasets.Prepared(dd, "0123456789abcdef", Path.of("/build"), file,
        new Manifest.Entry("sensors", "acme.Reading", payloads, 2, sha256, 42), 0);
  }

  private static Manifest runManifest(String sha256) {
    return new Manifest(Path.of("/run/datasets"), Map.of("sensors", new Manifest.Entry("sensors", "acme.Reading", 1, 2, sha256, 42)));
  }

  @Test
  void unchangedPayloadsPass() {
    DatasetResume.checkPayloads(ID, runManifest("aa"), List.of(prepared("aa", 1)));
  }

  @Test
  void changedPayloadsAreRefusedInOneLine() {
    RunnerException e = assertThrows(RunnerException.class,
        () -> DatasetResume.checkPayloads(ID, runManifest("aa"), List.of(prepared("bb", 2))));
    assertEquals("cannot resume " + ID + ": the payloads of dataset sensors (/data/sensors/payloads) changed since the run"
        + " started: sha256 aa then, bb now (1 payloads then, 2 now)", e.getMessage());
  }

  @Test
  void aChangedSchemaIsRefused() {
    ArrayNode dirs = JsonFiles.MAPPER.createArrayNode();
    dirs.addObject().put("name", "sensors").put("dir", DIR.toString()).put("schemaHash", "0123456789abcdef");
    DatasetDirectory now = prepared("aa", 1).dir();
    DatasetResume.checkSchema(ID, dirs, now, "0123456789abcdef");
    RunnerException e = assertThrows(RunnerException.class, () -> DatasetResume.checkSchema(ID, dirs, now, "fedcba9876543210"));
    assertEquals("cannot resume " + ID + ": the schema of dataset sensors (/data/sensors) changed since the run started:"
        + " schema hash 0123456789abcdef then, fedcba9876543210 now", e.getMessage());
    assertEquals(List.of(DIR), DatasetResume.recordedDirs(dirs));
  }

  @Test
  void dashDashDatasetMustNameTheRunsDirectories() {
    DatasetResume.checkSameDirs(ID, List.of(DIR), List.of());
    DatasetResume.checkSameDirs(ID, List.of(DIR), List.of(Path.of("/data/./sensors")));
    RunnerException e = assertThrows(RunnerException.class,
        () -> DatasetResume.checkSameDirs(ID, List.of(DIR), List.of(Path.of("/data/other"))));
    assertTrue(e.getMessage().startsWith("cannot resume " + ID + ": it was started with --dataset /data/sensors, not /data/other"),
        e.getMessage());
  }
}
