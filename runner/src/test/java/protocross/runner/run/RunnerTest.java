package protocross.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.JmhSettings;
import protocross.runner.JsonFiles;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.host.JmhHostLock;
import protocross.runner.plan.Adaptive;

/** The run loop with a fake launcher and a fake wide-cells answer: no JVM is started. */
class RunnerTest {
  @TempDir Path dir;

  private final List<String> launched = new ArrayList<>();
  /** Advanced by the fake launcher: every fork "takes" 10 s. */
  private Instant now = Instant.parse("2026-11-29T20:15:00Z");
  private final InstantSource clock = () -> now;

  /** "good" (and its twin) writes its cell, "crashy" dies, "dropper" fails conformance on dataset b. */
  private final PartLauncher fake = new PartLauncher() {
    @Override
    public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> out) throws IOException {
      launched.add(part.id());
      now = now.plusSeconds(10);
      if (part.impl().equals("lacking")) {
        // As the launcher does for an op the runtime has no API for: meta says so, nothing is timed.
        Files.writeString(layout.meta(part), "{\"impl\": \"lacking\", \"conformanceFailed\": {}, \"unsupported\": {\""
            + part.op() + "\": \"no API for it\"}}");
        out.accept("protocross: lacking has no API for [" + part.op() + "]; nothing to time (unsupported, not failed)");
        return protocross.bench.Launcher.EXIT_UNSUPPORTED;
      }
      // Faults outside the implementation, as JMH and the JVM report them.
      switch (part.impl()) {
        case "killed" -> {
          return 137;
        }
        case "forkkilled" -> {
          out.accept("<forked VM failed with exit code 137>");
          Files.writeString(layout.json(part), "[\n]\n");
          return 0;
        }
        case "segv" -> {
          out.accept("<forked VM failed with exit code 139>");
          Files.writeString(layout.json(part), "[\n]\n");
          return 0;
        }
        case "locked" -> {
          out.accept("ERROR: Another JMH instance might be running. Unable to acquire the JMH lock (/tmp/jmh.lock), exiting.");
          return 1;
        }
        case "full" -> {
          Files.writeString(layout.json(part), "[{\"benchm");
          out.accept("java.io.IOException: No space left on device");
          return 0;
        }
        default -> { }
      }
      boolean dropped = part.impl().equals("dropper") && part.dataset().equals("b");
      // A JSON op's meta file gives the canonical JSON texts' bytes (here 2 MiB), which its MiB/s counts.
      Files.writeString(layout.meta(part), "{\"impl\": \"" + part.impl() + "\", \"conformanceFailed\": "
          + (dropped ? "{\"b\": \"digest mismatch\"}" : "{}")
          + (part.op() == Op.json_encode ? ", \"json\": {\"" + part.dataset() + "\": {\"canonicalBytes\": 2097152}}" : "")
          + "}");
      if (dropped) {
        out.accept("protocross: no dataset passed conformance for dropper; nothing to time");
        return 3;
      }
      out.accept("# Benchmark: " + part.op().benchmark());
      out.accept("# Parameters: (dataset = " + part.dataset() + ")");
      if (part.impl().equals("crashy")) {
        return 134;
      }
      out.accept("Result \"" + part.op().benchmark() + "\":");
      out.accept("  100.0 ops/s");
      Files.writeString(layout.json(part), "[{\"benchmark\":\"" + part.op().benchmark()
          + "\",\"params\":{\"dataset\":\"" + part.dataset() + "\"}}]");
      return 0;
    }

    @Override
    public String describe() {
      return "fake";
    }
  };

  private RunPlan plan(List<String> impls, List<String> datasets, int forks, boolean aa, Adaptive adaptive) {
    return new RunPlan(JmhSettings.QUICK.withForks(forks), impls, datasets, List.of(Op.decode), aa, false, 99, adaptive);
  }

  /** A run.json as the runners write it (RunJson), minus what the loop does not read. */
  private RunLayout start(RunPlan plan) throws IOException {
    return start(plan, dir);
  }

  private RunLayout start(RunPlan plan, Path folder) throws IOException {
    RunLayout layout = new RunLayout(folder);
    ObjectNode j = JsonFiles.MAPPER.createObjectNode();
    j.set("adaptive", plan.adaptive() == null ? null : plan.adaptive().toJson());
    ObjectNode s = j.putObject("schedule");
    s.put("seed", plan.seed());
    s.put("order", "interleaved");
    s.putArray("rounds");
    JsonFiles.writeAtomically(layout.runJson(), j);
    return layout;
  }

  private String run(RunLayout layout, RunPlan plan, WideCells wide) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Runner.Counts s = new Runner(layout, plan, fake, List.of(), wide, Map.of("a", 1048576L), clock,
        new PrintStream(bytes, true)).run();
    return bytes.toString() + "\n" + s;
  }

  private JsonNode runJson(RunLayout layout) throws IOException {
    return JsonFiles.MAPPER.readTree(layout.runJson().toFile());
  }

  private static final WideCells NONE = (l, t) -> List.of();

  @Test
  void failedForksAreMarkedAndTheRunGoesOn() throws Exception {
    RunPlan plan = plan(List.of("good", "crashy", "dropper"), List.of("a", "b"), 2, true, null);
    RunLayout layout = start(plan);
    String progress = run(layout, plan, NONE);
    assertEquals(2 * 2 * 4, launched.size(), "2 rounds × 2 datasets × 4 columns: " + launched);
    assertEquals("JVM exited with code 134\n", Files.readString(layout.failed(new Part(1, "crashy", "a", Op.decode))));
    assertEquals("protocross: no dataset passed conformance for dropper; nothing to time; conformance failed on b: digest mismatch\n",
        Files.readString(layout.failed(new Part(2, "dropper", "b", Op.decode))));
    Part good = new Part(1, "good", "a", Op.decode);
    assertFalse(Files.exists(layout.failed(good)));
    assertTrue(Files.readString(layout.log(good)).contains("Result"));
    assertTrue(Files.exists(layout.json(new Part(2, "good#2", "b", Op.decode))), "the twin runs like any column");
    assertTrue(progress.contains("decode/a good fork 1  100.0 MiB/s"), progress);
    assertTrue(progress.contains("decode/b dropper fork 1  FAILED: protocross: no dataset passed"), progress);
    assertTrue(progress.contains("[16/16]"), progress);
    // run.json records each round's order, which is the order the forks ran in.
    List<String> recorded = new ArrayList<>();
    runJson(layout).at("/schedule/rounds").forEach(r -> r.path("forks").forEach(f -> recorded.add(f.asText())));
    assertEquals(launched, recorded);
    assertEquals("planned", runJson(layout).at("/schedule/rounds/1/kind").asText());
  }

  @Test
  void aJsonOpsProgressLineCountsCanonicalJsonBytesAsTheTablesDo() throws Exception {
    RunPlan plan = new RunPlan(JmhSettings.QUICK.withForks(1), List.of("good"), List.of("a"), List.of(Op.json_encode),
        false, false, 99, null);
    String progress = run(start(plan), plan, NONE);
    // 100 ops/s × 2 MiB of canonical JSON per op, not × the dataset's 1 MiB of payload.
    assertTrue(progress.contains("json_encode/a good fork 1  200.0 MiB/s"), progress);
  }

  @Test
  void theControlOpsProgressLineGivesNanosecondsPerOpNotMiBPerSecond() throws Exception {
    RunPlan plan = new RunPlan(JmhSettings.QUICK.withForks(1), List.of("good"), List.of("a"), List.of(Op.decode),
        false, true, 99, null);
    String progress = run(start(plan), plan, NONE);
    // The harness alone, no payload: 100 ops/s is 10 ms an op, not 100 MiB/s of the dataset's bytes.
    assertTrue(progress.contains("control/a good fork 1  10000000.0 ns/op (harness overhead)"), progress);
    assertTrue(progress.contains("decode/a good fork 1  100.0 MiB/s"), progress);
  }

  @Test
  void refusedPairsAreNeverLaunchedAndDoNotCountAsFailed() throws Exception {
    RunPlan plan = plan(List.of("good", "dropper"), List.of("a", "b"), 2, false, null);
    RunLayout layout = start(plan);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Runner.Counts s = new Runner(layout, plan, fake, List.of(), NONE, Map.of("a", 1048576L), clock,
        new PrintStream(bytes, true), Map.of("dropper/b", "unsupported: no groups")).run();
    assertEquals(2 * 3, launched.size(), "dropper never runs on b: " + launched);
    assertTrue(launched.stream().noneMatch(id -> id.startsWith("b/decode/dropper/")), launched.toString());
    assertEquals("unsupported: no groups\n", Files.readString(layout.failed(new Part(1, "dropper", "b", Op.decode))));
    assertEquals(0, s.failed());
    assertEquals(2, s.refused());
    assertTrue(bytes.toString().contains("decode/b dropper fork 2  not timed: unsupported: no groups"), bytes.toString());
    assertTrue(bytes.toString().contains("[8/8]"), bytes.toString());
  }

  @Test
  void anUnsupportedOpIsFinishedNotFailedAndNotRunAgainOnResume() throws Exception {
    RunPlan plan = plan(List.of("good", "lacking"), List.of("a"), 2, false, null);
    RunLayout layout = start(plan);
    String progress = run(layout, plan, NONE);
    Part lacking = new Part(1, "lacking", "a", Op.decode);
    assertFalse(Files.exists(layout.failed(lacking)), "unsupported is not a failure");
    assertTrue(Resume.isFinished(layout, lacking));
    assertEquals("no API for it", PartOutcome.unsupported(layout.meta(lacking), Op.decode));
    assertTrue(progress.contains("decode/a lacking fork 1  unsupported: no API for it"), progress);
    assertTrue(progress.contains("ran=4, skipped=0, failed=0"), progress);
    launched.clear();
    run(layout, plan, NONE);
    assertEquals(List.of(), launched, "a resumed run has nothing left to run");
  }

  @Test
  void resumeRunsOnlyMissingForksInTheRecordedOrderAndKeepsWhatExists() throws Exception {
    RunPlan plan = plan(List.of("good", "crashy"), List.of("a"), 2, false, null);
    RunLayout first = start(plan);
    run(first, plan, NONE);
    List<String> all = new ArrayList<>(launched);
    // Pretend the session died during fork 2 of good: its JSON is missing, its log half-written.
    Part killed = new Part(2, "good", "a", Op.decode);
    Files.delete(first.json(killed));
    Files.writeString(first.log(killed), "log of a killed JVM");
    Part kept = new Part(1, "good", "a", Op.decode);
    String keptJson = "[{\"benchmark\": \"" + Op.decode.benchmark() + "\", \"params\": {\"dataset\": \"a\"}, \"kept\": true}]";
    Files.writeString(first.json(kept), keptJson);
    launched.clear();
    run(first, plan, NONE);
    assertEquals(List.of(killed.id()), launched, "crashy's forks are failed results, not rerun");
    assertEquals(keptJson, Files.readString(first.json(kept)));
    Path aside = first.interrupted(killed, "20261129-201540").resolve("fork-2.log");
    assertEquals("log of a killed JVM", Files.readString(aside));
    assertEquals(all.size(), 4);
    assertEquals(2, runJson(first).at("/schedule/rounds").size(), "a resume records no new round");
  }

  @Test
  void adaptiveRoundsExtendWholeGroupsUntilNoCellIsWide() throws Exception {
    RunPlan plan = plan(List.of("good", "other"), List.of("a", "b"), 2, true, new Adaptive(0.02, 5, 60));
    RunLayout layout = start(plan);
    Deque<List<WideCell>> answers = new ArrayDeque<>(List.of(
        List.of(new WideCell("a", Op.decode, "other", 2, 0.05)),
        List.of(new WideCell("a", Op.decode, "good#2", 3, 0.03), new WideCell("b", Op.decode, "good", 2, 0.021)),
        List.of()));
    List<Double> targets = new ArrayList<>();
    String out = run(layout, plan, (l, t) -> {
      targets.add(t);
      return answers.pop();
    });
    List<String> round3 = launched.subList(12, 15);
    assertEquals(List.of("a/decode/good#2/fork-3", "a/decode/good/fork-3", "a/decode/other/fork-3"),
        round3.stream().sorted().toList(), "the whole group of the wide cell gets one more fork");
    List<String> round4 = launched.subList(15, launched.size());
    assertEquals(6, round4.size(), round4.toString());
    assertTrue(round4.contains("a/decode/other/fork-4") && round4.contains("b/decode/other/fork-3"), round4.toString());
    assertEquals(List.of(0.02, 0.02, 0.02), targets);
    JsonNode j = runJson(layout);
    assertEquals("no cell wider than ±2.0 %", j.at("/adaptive/stopped").asText());
    assertEquals(2, j.at("/adaptive/rounds").asInt());
    assertEquals(4, j.at("/adaptive/maxForksPerCell").asInt());
    assertEquals("adaptive", j.at("/schedule/rounds/3/kind").asText());
    assertEquals("a/decode/good#2", j.at("/schedule/rounds/3/wide/0/cell").asText());
    assertTrue(out.contains("adaptive forks stopped: no cell wider"), out);
  }

  @Test
  void adaptiveStopsAtMaxForks() throws Exception {
    RunPlan plan = plan(List.of("good"), List.of("a"), 2, false, new Adaptive(0.02, 3, 60));
    RunLayout layout = start(plan);
    run(layout, plan, (l, t) -> List.of(new WideCell("a", Op.decode, "good", 9, 0.5)));
    assertEquals(3, launched.size());
    assertEquals("1 cell(s) still wider than ±2.0 %, all at --max-forks 3", runJson(layout).at("/adaptive/stopped").asText());
  }

  @Test
  void adaptiveStopsBeforeARoundThatWouldOverrunTheBudget() throws Exception {
    // Each fork takes 10 s on the fake clock: 2 planned forks = 20 s, so with a 1-minute budget
    // four more single-fork rounds fit (60 s) and the fifth would end after it.
    RunPlan plan = plan(List.of("good"), List.of("a"), 2, false, new Adaptive(0.02, 50, 1));
    RunLayout layout = start(plan);
    run(layout, plan, (l, t) -> List.of(new WideCell("a", Op.decode, "good", 9, 0.5)));
    assertEquals(6, launched.size(), launched.toString());
    assertTrue(runJson(layout).at("/adaptive/stopped").asText().startsWith("time budget"), runJson(layout).toString());
  }

  @Test
  void whenTheBudgetIsShortTheWidestGroupsGoFirst() throws Exception {
    // Four groups of one column, one planned round: 40 s; 20 s of a 1-minute budget are left, so
    // the adaptive round takes the two widest groups only, and then the budget is spent.
    RunPlan plan = plan(List.of("good"), List.of("a", "b", "c", "d"), 1, false, new Adaptive(0.02, 5, 1));
    RunLayout layout = start(plan);
    run(layout, plan, (l, t) -> List.of(new WideCell("a", Op.decode, "good", 1, 0.03),
        new WideCell("b", Op.decode, "good", 1, 0.05), new WideCell("c", Op.decode, "good", 1, Double.POSITIVE_INFINITY),
        new WideCell("d", Op.decode, "good", 1, 0.02)));
    assertEquals(List.of("b/decode/good/fork-2", "c/decode/good/fork-2"),
        launched.subList(4, launched.size()).stream().sorted().toList());
    assertTrue(runJson(layout).at("/adaptive/stopped").asText().startsWith("time budget"));
  }

  @Test
  void aFailingAggregatorEndsTheAdaptivePhaseNotTheRun() throws Exception {
    RunPlan plan = plan(List.of("good"), List.of("a"), 2, false, new Adaptive(0.02, 5, 60));
    RunLayout layout = start(plan);
    String out = run(layout, plan, (l, t) -> {
      throw new IOException("aggregate.jar --wide-cells exited with code 2: unknown option");
    });
    assertEquals(2, launched.size());
    assertTrue(runJson(layout).at("/adaptive/stopped").asText().contains("unknown option"));
    assertTrue(out.contains("adaptiveStopped=the aggregator could not list wide cells"), out);
  }

  @Test
  void aForkKilledFromOutsideIsNotAFailureAndResumeRunsItAgain() throws Exception {
    RunPlan plan = plan(List.of("good", "killed", "forkkilled", "locked"), List.of("a"), 1, false, null);
    RunLayout layout = start(plan);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Runner runner = new Runner(layout, plan, fake, List.of(), NONE, Map.of("a", 1048576L), clock, new PrintStream(bytes, true));
    Runner.Counts s = runner.run();
    assertEquals(0, s.failed());
    assertEquals(List.of(), runner.failedForks());
    Part killed = new Part(1, "killed", "a", Op.decode);
    Part forkKilled = new Part(1, "forkkilled", "a", Op.decode);
    Part locked = new Part(1, "locked", "a", Op.decode);
    for (Part p : List.of(killed, forkKilled, locked)) {
      assertFalse(Files.exists(layout.failed(p)), p + " is no verdict on the implementation");
      assertFalse(Files.exists(layout.json(p)) || Files.exists(layout.log(p)), p + ": its files are moved aside");
      assertFalse(Resume.isFinished(layout, p));
    }
    assertEquals(List.of(
        killed + ": the benchmark JVM was killed by SIGKILL from outside the run (exit code 137)",
        forkKilled + ": JMH's forked VM was killed by SIGKILL from outside the run (exit code 137)",
        locked + ": another JMH held the host's lock (" + JmhHostLock.FILE + ") when the fork started"),
        s.notFinished().stream().sorted((x, y) -> order(x) - order(y)).toList());
    assertTrue(bytes.toString().contains("decode/a forkkilled fork 1  NOT A RESULT: JMH's forked VM was killed by SIGKILL"),
        bytes.toString());
    Path aside = layout.interrupted(forkKilled, "20261129-201520").resolve("fork-1.log");
    assertTrue(Files.readString(aside).contains("protocross: not a result: JMH's forked VM was killed by SIGKILL"),
        Files.readString(aside));
    launched.clear();
    new Runner(layout, plan, fake, List.of(), NONE, Map.of("a", 1048576L), clock, new PrintStream(bytes, true)).run();
    assertEquals(List.of(killed.id(), forkKilled.id(), locked.id()), launched.stream().sorted((x, y) -> order(x) - order(y)).toList(),
        "a resume runs them again, and only them");
  }

  private static int order(String s) {
    return s.contains("/killed/") ? 0 : s.contains("/forkkilled/") ? 1 : 2;
  }

  @Test
  void aForkedVmThatCrashedIsAFailureThatSaysSo() throws Exception {
    RunPlan plan = plan(List.of("segv"), List.of("a"), 1, false, null);
    RunLayout layout = start(plan);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Runner runner = new Runner(layout, plan, fake, List.of(), NONE, Map.of(), clock, new PrintStream(bytes, true));
    assertEquals(1, runner.run().failed());
    Part p = new Part(1, "segv", "a", Op.decode);
    assertEquals("no result for decode/a (JMH's forked VM exited with code 139)\n", Files.readString(layout.failed(p)));
    assertEquals(List.of(p + ": no result for decode/a (JMH's forked VM exited with code 139)"), runner.failedForks());
  }

  @Test
  void aFullDiskStopsTheRunWithoutMarkingAnythingFailed() throws Exception {
    RunPlan plan = plan(List.of("good", "full"), List.of("a"), 2, false, null);
    RunLayout layout = start(plan);
    Runner runner = new Runner(layout, plan, fake, List.of(), NONE, Map.of(), clock, new PrintStream(new ByteArrayOutputStream(), true));
    RunStopped stopped = org.junit.jupiter.api.Assertions.assertThrows(RunStopped.class, runner::run);
    assertTrue(stopped.getMessage().startsWith("no space left on "), stopped.getMessage());
    assertTrue(stopped.getMessage().endsWith("(the fork said: java.io.IOException: No space left on device)"), stopped.getMessage());
    Part full = new Part(1, "full", "a", Op.decode);
    assertFalse(Files.exists(layout.failed(full)));
    assertFalse(Resume.isFinished(layout, full), "a truncated JSON is never a result");
    assertTrue(launched.size() <= 2, "the run stopped at the full fork: " + launched);
  }

  @Test
  void anEmptyFailedMarkerIsNotAResult() throws Exception {
    RunLayout layout = new RunLayout(dir);
    Part p = new Part(1, "good", "a", Op.decode);
    Files.createDirectories(layout.cellDir(p));
    Files.writeString(layout.failed(p), "");
    assertFalse(Resume.isFinished(layout, p));
  }

  @Test
  void theRunWaitsForTheHostsJmhLockAndStopsWhenItStaysHeld() throws Exception {
    RunPlan plan = plan(List.of("good"), List.of("a"), 1, false, null);
    int[] busyAnswers = {2};
    PartLauncher waiting = new PartLauncher() {
      @Override
      public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> out)
          throws IOException, InterruptedException {
        return fake.launch(part, layout, settings, out);
      }

      @Override
      public String hostBusy() {
        return busyAnswers[0]-- > 0 ? "/tmp/jmh.lock is held by process 4242 (python3 hold.py)" : null;
      }

      @Override
      public String describe() {
        return "fake";
      }
    };
    RunLayout layout = start(plan);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new Runner(layout, plan, waiting, List.of(), NONE, Map.of(), clock, new PrintStream(bytes, true))
        .hostWait(java.time.Duration.ofMinutes(1)).run();
    assertTrue(bytes.toString().contains("waiting: /tmp/jmh.lock is held by process 4242 (python3 hold.py); the next fork starts"),
        bytes.toString());
    assertEquals(1, launched.size(), "the fork ran once the lock was free");

    busyAnswers[0] = Integer.MAX_VALUE;
    launched.clear();
    RunLayout second = start(plan, dir.resolve("second"));
    Runner stopping = new Runner(second, plan, waiting, List.of(), NONE, Map.of(), clock, new PrintStream(bytes, true))
        .hostWait(java.time.Duration.ofMillis(50));
    RunStopped stopped = org.junit.jupiter.api.Assertions.assertThrows(RunStopped.class, stopping::run);
    assertTrue(stopped.getMessage().startsWith("/tmp/jmh.lock is held by process 4242 (python3 hold.py), still after waiting"),
        stopped.getMessage());
    assertEquals(List.of(), launched);
  }

  @Test
  void wideCellLinesParse() {
    WideCell c = WideCell.parse("mesh\tdecode_read\tprotobuf-java#2\t5\t0.031");
    assertEquals(new WideCell("mesh", Op.decode_read, "protobuf-java#2", 5, 0.031), c);
    assertEquals("mesh/decode_read", c.groupId());
    org.junit.jupiter.api.Assertions.assertThrows(RunnerException.class, () -> WideCell.parse("mesh decode"));
  }
}
