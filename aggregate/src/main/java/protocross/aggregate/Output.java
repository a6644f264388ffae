package protocross.aggregate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.render.RunFiles;

/**
 * Puts the outputs in place only once all of them exist: everything is written to a temporary
 * directory beside the destination and then moved, so a failure leaves no partial table.
 */
final class Output {
  /** charts/, replaced as a whole: named where the charts are rendered. */
  static final String CHARTS = RunFiles.CHARTS;

  private Output() {}

  /** {@code files}: relative path (may start with charts/) → content. Replaces charts/ as a whole. */
  static void write(Path outDir, Map<String, byte[]> files) {
    Path tmp = null;
    try {
      Files.createDirectories(outDir);
      tmp = Files.createTempDirectory(outDir, ".aggregate-");
      for (Map.Entry<String, byte[]> f : files.entrySet()) {
        Path p = tmp.resolve(f.getKey());
        Files.createDirectories(p.getParent());
        Files.write(p, f.getValue());
      }
      // Old charts of ops this run does not have must not linger beside the new ones.
      Path charts = outDir.resolve(CHARTS);
      if (Files.exists(tmp.resolve(CHARTS))) {
        deleteTree(charts);
        Files.move(tmp.resolve(CHARTS), charts, StandardCopyOption.ATOMIC_MOVE);
      }
      try (Stream<Path> s = Files.list(tmp)) {
        for (Path p : s.sorted().toList()) {
          Files.move(p, outDir.resolve(p.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING,
              StandardCopyOption.ATOMIC_MOVE);
        }
      }
    } catch (IOException e) {
      throw new AggregateException("cannot write to " + outDir + ": " + e);
    } finally {
      if (tmp != null) {
        try {
          deleteTree(tmp);
        } catch (IOException ignored) {
          // Best effort: the outputs are already in place or the error above says why not.
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
