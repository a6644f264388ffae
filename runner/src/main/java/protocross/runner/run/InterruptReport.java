package protocross.runner.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import protocross.jars.RunnerException;
import protocross.runner.Part;
import protocross.runner.RunLayout;

/**
 * What an interrupted run leaves, said in three lines: how many finished forks it keeps, the
 * unfinished ones whose files (a 0-byte or empty JMH JSON, a partial log) are moved out of the
 * way so that nothing half-written counts as a result, and the exact command that finishes the run
 * (or, for a runner that cannot resume, what to do instead).
 */
public final class InterruptReport {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
  /** A fork's file under forks/: its id (dataset/op/column/fork-k), then the file kind. */
  private static final Pattern FORK_FILE = Pattern.compile("(.+/fork-\\d+)\\.(json|meta\\.json|log|failed)");

  private InterruptReport() {}

  /** @param resume "finish the run with: &lt;command&gt;", or what to do where a runner cannot resume */
  public static void write(PrintStream out, RunLayout layout, String resume) {
    int kept = 0;
    List<String> discarded = new ArrayList<>();
    String stamp = STAMP.format(Instant.now());
    for (Part p : forksWithFiles(layout)) {
      if (Resume.isFinished(layout, p)) {
        kept++;
        continue;
      }
      Path moved = Resume.setAsideLeftovers(layout, p, stamp);
      if (moved != null) {
        discarded.add(p + " (unfinished; its files moved to " + layout.dir().relativize(moved) + ")");
      }
    }
    Path nativeDir = layout.dir().resolve("native-c");
    if (Files.isDirectory(nativeDir)) {
      try (Stream<Path> s = Files.list(nativeDir)) {
        for (Path f : s.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList()) {
          Files.delete(f);
          discarded.add("native-c/" + f.getFileName() + " (unfinished; deleted)");
        }
      } catch (IOException e) {
        discarded.add("native-c: could not clean up (" + e.getMessage() + ")");
      }
    }
    out.println();
    out.println("interrupted: kept " + kept + " finished fork(s) in " + layout.dir());
    out.println("interrupted: discarded " + (discarded.isEmpty() ? "nothing" : String.join(", ", discarded)));
    out.println("interrupted: " + resume);
    out.flush();
  }

  /** How many forks of the run folder are finished (a result, a failure, unsupported): what a stopped run keeps. */
  public static int kept(RunLayout layout) {
    return (int) forksWithFiles(layout).stream().filter(p -> Resume.isFinished(layout, p)).count();
  }

  /** Every fork that has any file in the run folder (leftovers already moved aside excluded). */
  private static Set<Part> forksWithFiles(RunLayout layout) {
    Path forks = layout.dir().resolve("forks");
    Set<Part> parts = new LinkedHashSet<>();
    if (!Files.isDirectory(forks)) {
      return parts;
    }
    try (Stream<Path> s = Files.walk(forks)) {
      for (Path f : s.filter(Files::isRegularFile).sorted().toList()) {
        String rel = forks.relativize(f).toString();
        Matcher m = FORK_FILE.matcher(rel);
        if (m.matches() && !rel.contains("/interrupted/")) {
          try {
            parts.add(Part.parse(m.group(1)));
          } catch (RunnerException e) {
            // Not a fork file of this layout: leave it alone.
          }
        }
      }
    } catch (IOException e) {
      throw new RunnerException("cannot list " + forks + ": " + e.getMessage());
    }
    return parts;
  }
}
