package protocross.runner.metal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import protocross.bench.CpuAccount;
import protocross.bench.TurnTaking;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.RunTarget;
import protocross.runner.plan.Group;
import protocross.runner.plan.RunJson;
import protocross.runner.run.Runner;

/**
 * {@code --paired}: the two forks of a group's two columns with the same fork number run at once,
 * taking turns at their iterations ({@link TurnTaking}), so that each of their iteration pairs is
 * about one iteration apart and the host's contention, shared in time, cancels in the ratio.
 *
 * <p>The {@link Runner} is unchanged: it still calls {@link #launch} once per fork, the two of a
 * group back to back ({@link Schedule}). The first call starts both JVMs (the first is side 0,
 * which takes JMH's host lock; the second runs beside it with {@code jmh.ignoreLock}), streams the
 * first one's console and returns its exit code; the partner's console is kept, and its meta file
 * and JSON are written under {@code pairs/} (so that the runner's leftover check before the second
 * call finds nothing of it), then moved into place and replayed by the second call. A partner that
 * cannot run paired (its fork finished in an earlier session, refused before the run, or a group
 * with one column such as control) runs alone, unpaired.
 *
 * <p>Files: {@code pairs/<dataset>/<op>/fork-<k>/turns} (the turn file) and {@code turns.order},
 * one line per iteration in the order they ran ({@code <turn> side <s> warmup|measurement <i>
 * <epoch ms>}), headed by the runner's {@code side <s> <column>} lines.
 */
final class PairedLauncher implements PartLauncher {
  static final String PAIRS = "pairs";
  /** run.json's record that the run is paired (a resume runs paired too). */
  static final String RUN_JSON_KEY = RunJson.PAIRED;

  private final LocalPartLauncher local;
  private final RunPlan plan;
  private final Map<String, String> refusedPairs;
  private Pending pending;

  /** The partner started with the last launch: its process, console and staged files. */
  private record Pending(Part part, Process process, List<String> lines, Thread reader, Path meta, Path json) {}

  PairedLauncher(LocalPartLauncher local, RunPlan plan, Map<String, String> refusedPairs) {
    this.local = local;
    this.plan = plan;
    this.refusedPairs = Map.copyOf(refusedPairs);
  }

  /**
   * Refuses a plan that cannot run paired, in one line: every group with more than one column must
   * have exactly two (the comparison's two sides), and its op must be a throughput op.
   */
  static void check(RunPlan plan) {
    for (Group g : plan.groups()) {
      if (g.columns().size() > 2) {
        throw new RunnerException("--paired pairs a cell's two columns, but " + g.id() + " has " + g.columns().size()
            + " (" + String.join(", ", g.columns()) + "); use --compare A,B, or one implementation with --aa");
      }
      if (g.columns().size() == 2 && g.op().timing() != Op.Timing.THROUGHPUT) {
        throw new RunnerException("--paired takes turns at throughput iterations; " + g.op()
            + " is timed in another mode: drop it from --ops");
      }
    }
  }

  /** {@code launcher} made paired; refused unless it starts local processes (metal). */
  static PartLauncher wrap(PartLauncher launcher, RunPlan plan, Map<String, String> refusedPairs) {
    if (!(launcher instanceof LocalPartLauncher local)) {
      throw new RunnerException(RunTarget.PAIRED_METAL_ONLY);
    }
    check(plan);
    return new PairedLauncher(local, plan, refusedPairs);
  }

  /** The other fork of the part's pair, or null when it runs alone. */
  private Part partnerOf(Part part, RunLayout layout) {
    for (Group g : plan.allGroups()) {
      if (g.dataset().equals(part.dataset()) && g.op() == part.op() && g.columns().size() == 2
          && g.columns().contains(part.column())) {
        String other = g.columns().get(0).equals(part.column()) ? g.columns().get(1) : g.columns().get(0);
        Part p = new Part(part.fork(), other, part.dataset(), part.op());
        boolean refused = Runner.refusal(refusedPairs, part) != null || Runner.refusal(refusedPairs, p) != null;
        return refused || Runner.isFinished(layout, p) ? null : p;
      }
    }
    return null;
  }

  static Path pairDir(RunLayout layout, Part p) {
    return layout.dir().resolve(PAIRS).resolve(p.dataset()).resolve(p.op().name()).resolve("fork-" + p.fork());
  }

  @Override
  public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    if (pending != null) {
      Pending p = pending;
      pending = null;
      if (p.part().equals(part)) {
        return finishPartner(p, layout, output);
      }
      // The runner went on to another fork (it cannot happen with Schedule's order): the partner is not a result.
      p.process().destroyForcibly().waitFor();
      p.reader().join();
    }
    Part partner = partnerOf(part, layout);
    if (partner == null) {
      return local.launch(part, layout, settings, output);
    }
    Path dir = pairDir(layout, part);
    Files.createDirectories(dir);
    Path turns = dir.resolve("turns");
    setAside(turns);
    setAside(dir.resolve("turns.order"));
    TurnTaking.create(turns);
    Files.writeString(dir.resolve("turns.order"), "side 0 " + part.column() + "\nside 1 " + partner.column() + "\n");
    Path meta = dir.resolve(partner.column() + ".meta.json");
    Path json = dir.resolve(partner.column() + ".json");
    setAside(meta);
    setAside(json);
    setAside(CpuAccount.besideMeta(meta));
    Process second = local.start(partner, layout.runId(), settings, meta, json, env(turns, 1, part.column()));
    second.onExit().thenRun(() -> exited(turns, 1));
    List<String> lines = Collections.synchronizedList(new ArrayList<>());
    Thread reader = new Thread(() -> {
      try {
        LocalPartLauncher.drain(second, lines::add);
      } catch (IOException e) {
        lines.add("protocross: cannot read the paired fork's console: " + e.getMessage());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "protocross-paired-console");
    reader.setDaemon(true);
    reader.start();
    pending = new Pending(partner, second, lines, reader, meta, json);
    Process first;
    try {
      first = local.start(part, layout.runId(), settings, layout.meta(part), layout.json(part), env(turns, 0, partner.column()));
    } catch (IOException e) {
      exited(turns, 0);
      throw e;
    }
    first.onExit().thenRun(() -> exited(turns, 0));
    output.accept("protocross-paired: side 0 of " + dir.getFileName() + ", beside " + partner.column() + " (side 1)");
    return LocalPartLauncher.drain(first, output);
  }

  private int finishPartner(Pending p, RunLayout layout, Consumer<String> output) throws InterruptedException, IOException {
    int exit = p.process().waitFor();
    p.reader().join();
    output.accept("protocross-paired: side 1 of fork-" + p.part().fork() + " (its console, kept while side 0 ran)");
    List<String> lines;
    synchronized (p.lines()) {
      lines = List.copyOf(p.lines());
    }
    lines.forEach(output);
    Files.createDirectories(layout.cellDir(p.part()));
    moveIfThere(p.meta(), layout.meta(p.part()));
    moveIfThere(p.json(), layout.json(p.part()));
    moveIfThere(CpuAccount.besideMeta(p.meta()), layout.cpu(p.part()));
    return exit;
  }

  private static Map<String, String> env(Path turns, int side, String partnerColumn) {
    return Map.of(TurnTaking.FILE_ENV, turns.toString(), TurnTaking.SIDE_ENV, Integer.toString(side),
        TurnTaking.PARTNER_ENV, partnerColumn);
  }

  private static void exited(Path turns, int side) {
    try {
      TurnTaking.markExited(turns, side);
    } catch (IOException e) {
      // The partner then fails at its pid check or its timeout instead of at once.
    }
  }

  private static void moveIfThere(Path from, Path to) throws IOException {
    if (Files.exists(from)) {
      Files.move(from, to);
    }
  }

  /** An earlier session's file of this pair: kept under a stamped name, never overwritten. */
  private static void setAside(Path f) {
    if (Files.exists(f)) {
      try {
        Files.move(f, f.resolveSibling(f.getFileName() + ".before-" + System.currentTimeMillis()),
            StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot move " + f + " aside", e);
      }
    }
  }

  /** While the partner of a pair is pending, the host's JMH lock is the pair's own. */
  @Override
  public String hostBusy() {
    return pending != null ? null : local.hostBusy();
  }

  @Override
  public Path hostLock() {
    return local.hostLock();
  }

  @Override
  public String describe() {
    return local.describe();
  }
}
