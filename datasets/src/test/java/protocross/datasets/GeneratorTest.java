package protocross.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Datasets;
import protocross.contract.Manifest;

/** The committed datasets are exactly what the generator writes today. */
class GeneratorTest {
  // Surefire runs in the module directory, which is where the committed datasets live.
  private static final Path COMMITTED = Path.of("").toAbsolutePath();

  @Test
  void regeneratingChangesNothing(@TempDir Path tmp) throws Exception {
    Manifest fresh = Generator.generate(tmp);
    assertEquals(Files.readString(COMMITTED.resolve(Manifest.FILE)), Files.readString(tmp.resolve(Manifest.FILE)),
        "datasets/MANIFEST.tsv is stale: regenerate with the command in datasets/README.md");
    for (String name : fresh.names()) {
      assertArrayEquals(Files.readAllBytes(COMMITTED.resolve(name + ".pb")), Files.readAllBytes(tmp.resolve(name + ".pb")),
          name + ".pb differs from what the generator writes");
    }
  }

  @Test
  void everyCommittedDatasetLoadsAndHasFiftyPayloads() {
    Manifest manifest = Manifest.read(COMMITTED);
    assertEquals(Shapes.ALL.size(), manifest.names().size());
    for (String name : manifest.names()) {
      assertEquals(Generator.PAYLOADS, Datasets.load(manifest, name).payloads().size());
    }
  }

  @Test
  void payloadSizesStayInTheirStatedRanges() {
    Manifest manifest = Manifest.read(COMMITTED);
    assertSizes(manifest, "api_response", 40, 250);
    assertSizes(manifest, "log_record", 300, 1_000);
    assertSizes(manifest, "analytics_event", 500, 8_000);
    assertSizes(manifest, "media_frame", 4_000, 20_000);
    assertSizes(manifest, "column_batch", 20_000, 25_000);
    assertSizes(manifest, "mesh", 15_000, 20_000);
  }

  private static void assertSizes(Manifest manifest, String name, int min, int max) {
    for (byte[] p : Datasets.load(manifest, name).payloads()) {
      assertTrue(p.length >= min && p.length <= max, name + " payload of " + p.length + " B outside " + min + ".." + max);
    }
  }
}
