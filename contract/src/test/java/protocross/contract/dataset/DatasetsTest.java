package protocross.contract.dataset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.ProtocrossException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad dataset input ends in one line that names the file and what is wrong with it. */
class DatasetsTest {
  @TempDir Path dir;
  private Manifest committed;

  @BeforeEach
  void copyCommittedDatasets() throws Exception {
    committed = Datasets.manifest();
    for (String name : committed.names()) {
      Path from = committed.dir().resolve(name);
      try (Stream<Path> walk = Files.walk(from)) {
        for (Path p : walk.toList()) {
          Files.copy(p, dir.resolve(name).resolve(from.relativize(p).toString()));
        }
      }
    }
    Files.copy(committed.dir().resolve(Manifest.FILE), dir.resolve(Manifest.FILE));
  }

  @Test
  void loadsACommittedDataset() {
    DatasetFile ds = Datasets.load(Manifest.read(dir), "api_response");
    assertEquals("protocross.schema.ApiResponse", ds.messageType());
    assertEquals(50, ds.payloads().size());
  }

  @Test
  void missingDirectoryIsNamed() throws Exception {
    deleteTree(dir.resolve("mesh"));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "mesh")),
        "dataset directory " + dir.resolve("mesh") + " is missing");
  }

  @Test
  void truncatedPayloadFailsTheChecksum() throws Exception {
    Path file = dir.resolve("mesh/payloads/007.bin");
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "mesh")),
        "payloads have sha256");
  }

  @Test
  void flippedByteFailsTheChecksum() throws Exception {
    Path file = dir.resolve("api_response/payloads/000.bin");
    byte[] bytes = Files.readAllBytes(file);
    bytes[10] ^= 1;
    Files.write(file, bytes);
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        "corrupt, truncated or regenerated");
  }

  @Test
  void aMissingPayloadFailsTheChecksum() throws Exception {
    Files.delete(dir.resolve("api_response/payloads/049.bin"));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        "api_response: its payloads have sha256");
  }

  @Test
  void aDirectoryWithoutItsPropertiesIsNamed() throws Exception {
    Files.delete(dir.resolve("api_response").resolve(DatasetLayout.PROPERTIES));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        dir.resolve("api_response").resolve(DatasetLayout.PROPERTIES) + " is missing or unreadable");
  }

  @Test
  void aRenamedDatasetDoesNotMatchItsEntry() throws Exception {
    Path properties = dir.resolve("api_response").resolve(DatasetLayout.PROPERTIES);
    Files.writeString(properties, Files.readString(properties).replace("name=api_response", "name=other"));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        "payloads have sha256");
  }

  @Test
  void corruptManifestIsRefused() throws Exception {
    Files.writeString(dir.resolve(Manifest.FILE), "not a manifest\n");
    assertOneLine(assertThrows(ProtocrossException.class, () -> Manifest.read(dir)), "corrupt dataset manifest");
  }

  @Test
  void missingManifestIsRefused() throws Exception {
    Files.delete(dir.resolve(Manifest.FILE));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Manifest.read(dir)), "cannot read dataset manifest");
  }

  @Test
  void unknownDatasetListsTheKnownOnes() {
    assertOneLine(assertThrows(ProtocrossException.class, () -> Manifest.read(dir).entry("nope")), "api_response");
  }

  private static void deleteTree(Path root) throws Exception {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private static void assertOneLine(ProtocrossException e, String expected) {
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"), "message spans lines: " + e.getMessage());
  }
}
