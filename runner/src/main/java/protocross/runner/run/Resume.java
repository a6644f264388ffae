package protocross.runner.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.RunLayout;

/**
 * Which forks still need running, and making room for them without losing anything.
 *
 * <p>A fork is finished when its JMH JSON holds its cell, its {@code .failed} file has its reason, or its
 * meta file says the implementation has no API for the op ({@link PartOutcome#unsupported}). A failed fork is
 * finished too: it is a result (the reason is recorded); to retry it, move its {@code .failed}
 * away. Anything else under the fork's name (a log or meta file of a JVM that was killed) is moved
 * to {@code interrupted/} in the cell's folder before the rerun, never overwritten.
 */
final class Resume {
  private Resume() {}

  public static boolean isFinished(RunLayout layout, Part p) {
    // An empty .failed (a full disk, before markers were written whole) says nothing: not a result.
    return nonEmpty(layout.failed(p)) || complete(layout.json(p), p)
        || (!Files.exists(layout.json(p)) && PartOutcome.unsupported(layout.meta(p), p.op()) != null);
  }

  /**
   * Whether a fork's JMH JSON holds its cell. Size is not enough: a JMH stopped by Ctrl-C leaves
   * a 0-byte file or an empty array ("[\n]"), and neither is a result.
   */
  static boolean complete(Path json, Part p) {
    if (!nonEmpty(json)) {
      return false;
    }
    try {
      return PartOutcome.cellsIn(JsonFiles.MAPPER.readTree(json.toFile())).contains(p.cell().toString());
    } catch (IOException e) {
      return false;
    }
  }

  /** Moves leftovers of an unfinished fork aside; returns where to, or null if there were none. */
  public static Path setAsideLeftovers(RunLayout layout, Part p, String stamp) {
    List<Path> leftovers = List.of(layout.json(p), layout.meta(p), layout.log(p), layout.failed(p), layout.cpu(p));
    Path target = null;
    try {
      for (Path f : leftovers) {
        if (Files.exists(f)) {
          if (target == null) {
            target = uniqueDir(layout.interrupted(p, stamp));
            Files.createDirectories(target);
          }
          Files.move(f, target.resolve(f.getFileName()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot move leftovers of " + p + " aside", e);
    }
    return target;
  }

  private static Path uniqueDir(Path base) {
    Path d = base;
    for (int i = 2; Files.exists(d); i++) {
      d = base.resolveSibling(base.getFileName() + "-" + i);
    }
    return d;
  }

  private static boolean nonEmpty(Path f) {
    try {
      return Files.isRegularFile(f) && Files.size(f) > 0;
    } catch (IOException e) {
      return false;
    }
  }
}
