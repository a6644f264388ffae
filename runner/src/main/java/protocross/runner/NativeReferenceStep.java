package protocross.runner;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * upb's native C reference loop ({@code upb_bench}, built beside libupb.so by the upb module),
 * once per planned round after its JVM forks, with the same iteration length and measured
 * iterations, datasets and pinning, and one warm-up iteration. Writes {@code native-c/pass-<k>.json} (k = round); it times decode and encode only
 * (decode_read has no C counterpart).
 */
public final class NativeReferenceStep implements Runner.RoundStep {
  public static final String TOOL = "impls/upb/target/upb/upb_bench";
  public static final String DESCRIPTORS = "impls/upb/target/upb/protocross.desc";
  static final List<Op> OPS = List.of(Op.decode, Op.encode);
  static final int WARMUP_ITERATIONS = 1;

  private final Path tool;
  private final Path descriptors;
  private final Path datasetsDir;
  private final RunPlan plan;
  private final Pinning pinning;

  public NativeReferenceStep(Path repo, Path datasetsDir, RunPlan plan, Pinning pinning) {
    this.tool = repo.resolve(TOOL);
    this.descriptors = repo.resolve(DESCRIPTORS);
    this.datasetsDir = datasetsDir;
    this.plan = plan;
    this.pinning = pinning;
  }

  /** Present when upb is in the plan, its tool was built, and an op it times was selected. */
  public static boolean applies(Path repo, RunPlan plan) {
    return plan.impls().contains("upb") && Files.isExecutable(repo.resolve(TOOL))
        && plan.ops().stream().anyMatch(OPS::contains);
  }

  @Override
  public String name() {
    return "native-c (upb_bench)";
  }

  private List<Op> ops() {
    return plan.ops().stream().filter(OPS::contains).toList();
  }

  @Override
  public int cells() {
    return ops().size() * plan.datasets().size();
  }

  @Override
  public boolean finished(RunLayout layout, int round) {
    return Files.exists(layout.nativeC(round));
  }

  List<String> command(Path out) {
    JmhSettings s = plan.settings();
    List<String> cmd = new ArrayList<>(pinning.prefix());
    cmd.addAll(List.of(tool.toString(), "--descriptors", descriptors.toString(),
        // One warm-up iteration: C has no JIT to wait for; one iteration warms caches and branch predictors.
        "--warmup", Integer.toString(WARMUP_ITERATIONS),
        "--iterations", Integer.toString(s.measurementIterations()),
        "--time", s.iterationSecondsArg(),
        "--ops", String.join(",", ops().stream().map(Op::name).toList()),
        "--out", out.toString()));
    plan.datasets().forEach(d -> cmd.add(datasetsDir.resolve(d + ".pb").toString()));
    return cmd;
  }

  @Override
  public String run(RunLayout layout, int round, Progress progress) throws IOException, InterruptedException {
    Path result = layout.nativeC(round);
    if (Files.exists(result)) {
      return null;
    }
    Files.createDirectories(result.getParent());
    Path tmp = result.resolveSibling("." + result.getFileName() + ".tmp");
    Path log = layout.nativeCLog(round);
    Process p = new ProcessBuilder(command(tmp)).redirectErrorStream(true).start();
    String last = null;
    try (var r = p.inputReader(StandardCharsets.UTF_8);
         BufferedWriter w = Files.newBufferedWriter(log, StandardCharsets.UTF_8,
             StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
      for (String line; (line = r.readLine()) != null; ) {
        w.write(line);
        w.newLine();
        last = line;
      }
    }
    int exit = p.waitFor();
    if (exit != 0 || !Files.isRegularFile(tmp)) {
      Files.deleteIfExists(tmp);
      String reason = "upb_bench exited with code " + exit + (last == null ? "" : ": " + last);
      progress.stepCellsSkipped(round, name(), cells(), "FAILED: " + reason);
      return reason;
    }
    progress.stepCellsDone(cells());
    Files.move(tmp, result, StandardCopyOption.ATOMIC_MOVE);
    return null;
  }
}
