package protocross.runner.metal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
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
 * {@code --paired}: the forks with the same fork number of a group's N ≥ 2 columns (a fork group;
 * N = 2 is a fork pair) run at once, taking turns at their iterations in a fixed rotation
 * ({@link TurnTaking}), so that each round of N iterations is about N iterations long and the
 * host's contention, shared in time, cancels in the ratios.
 *
 * <p>The {@link Runner} still calls {@link #launch} once per fork, the N of a group back to back
 * in the round's shuffled order ({@link protocross.runner.plan.Schedule}), which it names first
 * ({@link #round}). The first call starts all N JVMs, side s being the s-th the round runs (side
 * 0 takes JMH's host lock; the others run beside it with {@code jmh.ignoreLock}), streams side 0's
 * console and returns its exit code; each other member's console is kept, and its meta file and
 * JSON are written under {@code pairs/} (so that the runner's leftover check before its call finds
 * nothing of it), then moved into place and replayed by its own call. A member that cannot run
 * paired (its fork finished in an earlier session, or refused before the run) is left out of the
 * fork group; a group left with one column (such as control) runs alone, unpaired.
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
  /** The members started with side 0's launch and not yet called for, in side order. */
  private final Map<Part, Pending> pending = new LinkedHashMap<>();
  /** The current round's forks in run order (sides follow it); empty: the plan's column order. */
  private List<Part> round = List.of();

  /** A member started with side 0's launch: its process, console and staged files. */
  private record Pending(Part part, int side, Process process, List<String> lines, Thread reader, Path meta, Path json) {}

  PairedLauncher(LocalPartLauncher local, RunPlan plan, Map<String, String> refusedPairs) {
    this.local = local;
    this.plan = plan;
    this.refusedPairs = Map.copyOf(refusedPairs);
  }

  /**
   * Refuses a plan that cannot run paired, in one line: the op of every group with more than one
   * column must be a throughput op.
   */
  static void check(RunPlan plan) {
    for (Group g : plan.groups()) {
      if (g.columns().size() >= 2 && g.op().timing() != Op.Timing.THROUGHPUT) {
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

  @Override
  public void round(List<Part> parts) {
    round = List.copyOf(parts);
  }

  /**
   * The part's fork group in side order, the part first (side 0): the other columns of its group
   * with the same fork number that can run paired, in the round's order (after the part, then
   * wrapping around); just the part when it runs alone.
   */
  static List<Part> membersOf(Part part, List<String> groupColumns, List<Part> round, Predicate<Part> canRun) {
    List<String> order = new ArrayList<>();
    for (Part p : round) {
      if (p.fork() == part.fork() && p.dataset().equals(part.dataset()) && p.op() == part.op()
          && groupColumns.contains(p.column()) && !order.contains(p.column())) {
        order.add(p.column());
      }
    }
    groupColumns.stream().filter(c -> !order.contains(c)).forEach(order::add);
    int at = order.indexOf(part.column());
    List<Part> members = new ArrayList<>(List.of(part));
    for (int i = 1; i < order.size(); i++) {
      Part p = new Part(part.fork(), order.get((at + i) % order.size()), part.dataset(), part.op());
      if (canRun.test(p)) {
        members.add(p);
      }
    }
    return members;
  }

  private List<Part> membersOf(Part part, RunLayout layout) {
    for (Group g : plan.allGroups()) {
      if (g.dataset().equals(part.dataset()) && g.op() == part.op() && g.columns().contains(part.column())) {
        if (Runner.refusal(refusedPairs, part) != null) {
          return List.of(part);
        }
        return membersOf(part, g.columns(), round,
            p -> Runner.refusal(refusedPairs, p) == null && !Runner.isFinished(layout, p));
      }
    }
    return List.of(part);
  }

  static Path pairDir(RunLayout layout, Part p) {
    return layout.dir().resolve(PAIRS).resolve(p.dataset()).resolve(p.op().name()).resolve("fork-" + p.fork());
  }

  @Override
  public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    Pending mine = pending.remove(part);
    if (mine != null) {
      return finishMember(mine, layout, output);
    }
    // The runner went on to another fork (it cannot happen with Schedule's order): the members left are not results.
    for (Pending p : pending.values()) {
      p.process().destroyForcibly().waitFor();
      p.reader().join();
    }
    pending.clear();
    List<Part> members = membersOf(part, layout);
    if (members.size() < 2) {
      return local.launch(part, layout, settings, output);
    }
    int n = members.size();
    Path dir = pairDir(layout, part);
    Files.createDirectories(dir);
    Path turns = dir.resolve("turns");
    setAside(turns);
    setAside(dir.resolve("turns.order"));
    TurnTaking.create(turns, n);
    StringBuilder header = new StringBuilder();
    for (int s = 0; s < n; s++) {
      header.append("side ").append(s).append(' ').append(members.get(s).column()).append('\n');
    }
    Files.writeString(dir.resolve("turns.order"), header.toString());
    String group = String.join(",", members.stream().map(Part::column).toList());
    for (int s = 1; s < n; s++) {
      Part member = members.get(s);
      Path meta = dir.resolve(member.column() + ".meta.json");
      Path json = dir.resolve(member.column() + ".json");
      setAside(meta);
      setAside(json);
      setAside(CpuAccount.besideMeta(meta));
      Process p;
      try {
        p = local.start(member, layout.runId(), settings, meta, json, env(turns, s, n, group));
      } catch (IOException e) {
        exited(turns, s, n); // the members started fail at once; side 0 is then not started
        throw e;
      }
      int side = s;
      p.onExit().thenRun(() -> exited(turns, side, n));
      List<String> lines = Collections.synchronizedList(new ArrayList<>());
      Thread reader = new Thread(() -> {
        try {
          LocalPartLauncher.drain(p, lines::add);
        } catch (IOException e) {
          lines.add("protocross: cannot read the paired fork's console: " + e.getMessage());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "protocross-paired-console-" + s);
      reader.setDaemon(true);
      reader.start();
      pending.put(member, new Pending(member, s, p, lines, reader, meta, json));
    }
    Process first;
    try {
      first = local.start(part, layout.runId(), settings, layout.meta(part), layout.json(part), env(turns, 0, n, group));
    } catch (IOException e) {
      exited(turns, 0, n);
      throw e;
    }
    first.onExit().thenRun(() -> exited(turns, 0, n));
    output.accept(beside(dir.getFileName().toString(), members));
    return LocalPartLauncher.drain(first, output);
  }

  /** The console's line before side 0's output (a fork pair's as before fork groups). */
  static String beside(String fork, List<Part> members) {
    if (members.size() == 2) {
      return "protocross-paired: side 0 of " + fork + ", beside " + members.get(1).column() + " (side 1)";
    }
    List<String> others = new ArrayList<>();
    for (int s = 1; s < members.size(); s++) {
      others.add(members.get(s).column() + " (side " + s + ")");
    }
    return "protocross-paired: side 0 of " + fork + "'s fork group of " + members.size() + ", beside "
        + String.join(", ", others);
  }

  private int finishMember(Pending p, RunLayout layout, Consumer<String> output) throws InterruptedException, IOException {
    int exit = p.process().waitFor();
    p.reader().join();
    output.accept("protocross-paired: side " + p.side() + " of fork-" + p.part().fork()
        + " (its console, kept while side 0 ran)");
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

  private static Map<String, String> env(Path turns, int side, int members, String group) {
    return Map.of(TurnTaking.FILE_ENV, turns.toString(), TurnTaking.SIDE_ENV, Integer.toString(side),
        TurnTaking.MEMBERS_ENV, Integer.toString(members), TurnTaking.GROUP_ENV, group);
  }

  private static void exited(Path turns, int side, int members) {
    try {
      TurnTaking.markExited(turns, side, members);
    } catch (IOException e) {
      // The others then fail at their pid check or their timeout instead of at once.
    }
  }

  private static void moveIfThere(Path from, Path to) throws IOException {
    if (Files.exists(from)) {
      Files.move(from, to);
    }
  }

  /** An earlier session's file of this fork group: kept under a stamped name, never overwritten. */
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

  /** While members of a fork group are pending, the host's JMH lock is the group's own. */
  @Override
  public String hostBusy() {
    return !pending.isEmpty() ? null : local.hostBusy();
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
