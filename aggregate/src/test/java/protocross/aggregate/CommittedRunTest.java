package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import protocross.aggregate.read.PublishedSet;

/**
 * The committed tables, spread and charts are exactly what the committed published set gives (the
 * runs results/PUBLISHED lists, as `bin/aggregate --publish` reads them): re-aggregate it in memory
 * and compare byte for byte (a PNG only as an image of the committed one's size that is not blank:
 * anti-aliased rasterisation may differ between JDKs), and no
 * committed chart, in charts/ or a run's folder under it, is left over from an earlier set.
 */
class CommittedRunTest {
  /** Surefire runs in the module directory; the committed outputs are at the repository root. */
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void committedOutputsRegenerateByteForByte() throws IOException {
    Map<String, byte[]> files = PublishCommand.render(ROOT, ROOT);
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      if (f.getKey().endsWith(".png")) {
        java.awt.image.BufferedImage fresh = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(f.getValue()));
        java.awt.image.BufferedImage old = javax.imageio.ImageIO.read(ROOT.resolve(f.getKey()).toFile());
        assertEquals(old.getWidth() + "x" + old.getHeight(), fresh.getWidth() + "x" + fresh.getHeight(), f.getKey());
        assertTrue(fresh.getRGB(0, 0) != fresh.getRGB(fresh.getWidth() / 3, fresh.getHeight() / 2)
            || java.util.stream.IntStream.range(0, fresh.getWidth()).anyMatch(x -> fresh.getRGB(x, fresh.getHeight() / 2) != fresh.getRGB(0, 0)),
            f.getKey() + " is blank");
        continue;
      }
      String committed = Files.readString(ROOT.resolve(f.getKey()), StandardCharsets.UTF_8);
      assertEquals(committed, new String(f.getValue(), StandardCharsets.UTF_8),
          f.getKey() + " differs from what the runs " + PublishedSet.FILE + " lists give: run bin/aggregate --publish"
              + " and commit");
    }
    Path charts = ROOT.resolve(Output.CHARTS);
    try (Stream<Path> committed = Files.walk(charts)) {
      committed.filter(Files::isRegularFile)
          .map(p -> Output.CHARTS + "/" + charts.relativize(p).toString().replace(File.separatorChar, '/'))
          .forEach(name -> assertTrue(files.containsKey(name), name + " is committed but no longer generated"));
    }
  }
}
