package protocross.runner;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.InstantSource;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs the parts of a plan that are not finished yet, in plan order, one JVM at a time, through a
 * {@link PartLauncher}. Writes each part's log, marks failed parts with a one-line {@code .failed}
 * file and goes on. Never overwrites a file: leftovers of an interrupted part are moved aside.
 * After each pass, optional per-pass steps run (upb's native C reference loop).
 */
public final class Runner {

  /** Something else to run once per pass, after the implementations (e.g. a native reference loop). */
  public interface PassStep {
    String name();

    /** Runs unless its output for this pass exists; returns a one-line failure reason, or null. */
    String run(RunLayout layout, int pass) throws IOException, InterruptedException;
  }

  /** What happened: parts run, parts already there, parts failed. */
  public record Summary(int ran, int skipped, int failed) {}

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

  private final RunLayout layout;
  private final RunPlan plan;
  private final PartLauncher launcher;
  private final List<PassStep> passSteps;
  private final InstantSource clock;
  private final Progress progress;

  public Runner(RunLayout layout, RunPlan plan, PartLauncher launcher, List<PassStep> passSteps,
      InstantSource clock, java.io.PrintStream out) {
    this.layout = layout;
    this.plan = plan;
    this.launcher = launcher;
    this.passSteps = List.copyOf(passSteps);
    this.clock = clock;
    int cells = Resume.missing(plan, layout).size() * plan.cellsPerPart();
    this.progress = new Progress(out, clock, cells, plan.passes(), plan.settings().estimatedCellSeconds());
  }

  public Summary run() throws InterruptedException {
    int ran = 0;
    int skipped = 0;
    int failed = 0;
    for (int pass = 1; pass <= plan.passes(); pass++) {
      for (String impl : plan.impls()) {
        Part part = new Part(pass, impl, plan.ops(), plan.datasets());
        if (Resume.isFinished(layout, part)) {
          skipped++;
          continue;
        }
        ran++;
        if (runPart(part) != null) {
          failed++;
        }
      }
      for (PassStep step : passSteps) {
        runStep(step, pass);
      }
    }
    return new Summary(ran, skipped, failed);
  }

  /** Runs one part; returns its failure reason, or null. */
  String runPart(Part part) throws InterruptedException {
    Path moved = Resume.setAsideLeftovers(layout, part, STAMP.format(clock.instant()));
    if (moved != null) {
      progress.note("pass " + part.pass() + " " + part.impl() + ": leftovers of an interrupted run moved to " + moved);
    }
    Set<Cell> reported = new HashSet<>();
    String[] lastProtocross = {null};
    JmhConsole console = new JmhConsole((cell, ok, score) -> {
      reported.add(cell);
      progress.cellFinished(part, cell, ok, score);
    });
    int exit;
    String launchError = null;
    try {
      Files.createDirectories(layout.passDir(part.pass()));
      try (BufferedWriter log = Files.newBufferedWriter(layout.log(part), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW)) {
        progress.partStarted();
        exit = launcher.launch(part, layout, plan.settings(), line -> {
          try {
            log.write(line);
            log.newLine();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          if (line.startsWith("protocross: ")) {
            lastProtocross[0] = line;
          }
          console.accept(line);
        });
        console.close();
      }
    } catch (IOException | UncheckedIOException e) {
      exit = -1;
      launchError = "could not run: " + e.getMessage();
    }
    String reason = launchError != null ? launchError : PartOutcome.failureReason(part, layout, exit, lastProtocross[0]);
    if (reason != null) {
      markFailed(part, reason);
      int notRun = (int) part.cells().stream().filter(c -> !reported.contains(c)).count();
      if (notRun > 0) {
        progress.cellsSkipped(part, notRun, reason);
      } else {
        progress.partFailed(part, reason);
      }
    }
    return reason;
  }

  private void runStep(PassStep step, int pass) throws InterruptedException {
    try {
      String reason = step.run(layout, pass);
      progress.note("pass " + pass + " " + step.name() + ": " + (reason == null ? "done" : "FAILED: " + reason));
    } catch (IOException e) {
      progress.note("pass " + pass + " " + step.name() + ": FAILED: " + e.getMessage());
    }
  }

  private void markFailed(Part part, String reason) {
    try {
      Files.writeString(layout.failed(part), reason + "\n", StandardOpenOption.CREATE_NEW);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot mark " + part + " failed", e);
    }
  }
}
