package protocross.datasets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.dataset.Protoc;
import protocross.contract.directory.DatasetDirectory;

/** The committed datasets are exactly what the generator writes today, and each is an ordinary dataset directory. */
class GeneratorTest {
  // Surefire runs in the module directory, which is where the committed datasets live.
  private static final Path COMMITTED = Path.of("").toAbsolutePath();

  @Test
  void regeneratingChangesNothing(@TempDir Path tmp) throws Exception {
    Manifest fresh = Generator.generate(tmp, COMMITTED.resolve(Generator.SCHEMA));
    assertEquals(Files.readString(COMMITTED.resolve(Manifest.FILE)), Files.readString(tmp.resolve(Manifest.FILE)),
        "datasets/MANIFEST.tsv is stale: regenerate with the command in datasets/README.md");
    for (String name : fresh.names()) {
      List<String> written = files(tmp.resolve(name));
      assertEquals(written, files(COMMITTED.resolve(name)), "datasets/" + name + "/ holds other files than the generator writes");
      for (String f : written) {
        assertArrayEquals(Files.readAllBytes(tmp.resolve(name).resolve(f)), Files.readAllBytes(COMMITTED.resolve(name).resolve(f)),
            "datasets/" + name + "/" + f + " differs from what the generator writes");
      }
    }
  }

  /**
   * Read as a user's directory is (protoc compiles its .proto, the descriptor walk parses every
   * payload), each built-in dataset gives the manifest's payloads and reference digest.
   */
  @Test
  void everyBuiltInDatasetIsAnOrdinaryDatasetDirectory() {
    Manifest manifest = Manifest.read(COMMITTED);
    Protoc protoc = Protoc.locate();
    for (String name : manifest.names()) {
      DatasetDirectory d = DatasetDirectory.read(COMMITTED.resolve(name), protoc, List.of());
      Manifest.Entry entry = manifest.entry(name);
      assertEquals(name, d.name());
      assertEquals(entry.sha256(), Datasets.sha256(d.dataset().toContainer()), name);
      assertEquals(entry.referenceDigest(), d.referenceDigest(), name);
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

  /** Every file under {@code dir}, relative and sorted. */
  private static List<String> files(Path dir) throws Exception {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString()).sorted().toList();
    }
  }
}
