package protocross.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad dataset input ends in one line that names the file and what is wrong with it. */
class DatasetsTest {
  @TempDir Path dir;
  private Manifest committed;

  @BeforeEach
  void copyCommittedDatasets() throws Exception {
    committed = Datasets.manifest();
    for (String name : committed.names()) {
      Files.copy(committed.dir().resolve(name + ".pb"), dir.resolve(name + ".pb"));
    }
    Files.copy(committed.dir().resolve(Manifest.FILE), dir.resolve(Manifest.FILE));
  }

  @Test
  void loadsACommittedDataset() {
    DatasetFile ds = Datasets.load(Manifest.read(dir), "api_response");
    assertEquals("protocross.bench.ApiResponse", ds.messageType());
    assertEquals(50, ds.payloads().size());
  }

  @Test
  void missingFileIsNamed() throws Exception {
    Files.delete(dir.resolve("mesh.pb"));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "mesh")),
        "mesh.pb is missing");
  }

  @Test
  void truncatedFileFailsTheChecksum() throws Exception {
    Path file = dir.resolve("mesh.pb");
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "mesh")),
        "has sha256");
  }

  @Test
  void flippedByteFailsTheChecksum() throws Exception {
    Path file = dir.resolve("api_response.pb");
    byte[] bytes = Files.readAllBytes(file);
    bytes[100] ^= 1;
    Files.write(file, bytes);
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        "corrupt, truncated or regenerated");
  }

  @Test
  void fileThatMatchesItsChecksumButIsNoContainerIsRefused() throws Exception {
    byte[] garbage = {(byte) 0x1A, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0x0F};
    Files.write(dir.resolve("api_response.pb"), garbage);
    rewriteManifest("api_response", Datasets.sha256(garbage));
    assertOneLine(assertThrows(ProtocrossException.class, () -> Datasets.load(Manifest.read(dir), "api_response")),
        "is not a valid Dataset container");
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

  private void rewriteManifest(String dataset, String sha256) throws Exception {
    Path file = dir.resolve(Manifest.FILE);
    List<String> lines = Files.readAllLines(file).stream().map(l -> {
      String[] f = l.split("\t");
      if (f[0].equals(dataset)) {
        f[4] = sha256;
      }
      return String.join("\t", f);
    }).toList();
    Files.write(file, lines);
  }

  private static void assertOneLine(ProtocrossException e, String expected) {
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    assertTrue(!e.getMessage().contains("\n"), "message spans lines: " + e.getMessage());
  }
}
