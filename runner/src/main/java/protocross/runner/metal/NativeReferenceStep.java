package protocross.runner.metal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import protocross.bench.ParentPipe;
import protocross.contract.Catalog;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.run.Interruption;
import protocross.runner.run.Progress;
import protocross.runner.run.Runner;

/**
 * An implementation's native reference loop ({@link Catalog.NativeReference}, declared in its
 * module pom; upb's C loop {@code upb_bench}, built beside libupb.so by the upb module), once per
 * planned round after its JVM forks, with the same iteration length and measured iterations,
 * datasets and pinning, and one warm-up iteration. Writes {@code native-c/pass-<k>.json}
 * (k = round); it times the ops the catalog marks {@code hasNativeLoop} (decode and encode;
 * decode_read has no C counterpart). Only the datasets {@link NativeAdmission} admits are handed
 * to it: the loop must not time a dataset the implementation's JVM side refused.
 */
final class NativeReferenceStep implements Runner.RoundStep {
  /** The ops a native loop times: those the op catalog marks as having a native loop (decode, encode). */
  static final List<Op> OPS = Arrays.stream(Op.values()).filter(Op::hasNativeLoop).toList();
  static final int WARMUP_ITERATIONS = 1;

  private final String impl;
  private final Path tool;
  private final Path descriptors;
  private final Path datasetsDir;
  private final RunPlan plan;
  private final Pinning pinning;
  /** The loop's line per finished (dataset, op) on stderr: "upb_bench: mesh  decode  548.6 ops/s". */
  private final Pattern resultLine;

  /**
   * @param impl the implementation that declares the loop (its JVM forks' meta files are the proof)
   * @param descriptors the descriptor set it loads: the declared one, or a dataset directory's schema
   */
  public NativeReferenceStep(String impl, Path tool, Path descriptors, Path datasetsDir, RunPlan plan, Pinning pinning) {
    this.impl = impl;
    this.tool = tool;
    this.descriptors = descriptors;
    this.datasetsDir = datasetsDir;
    this.plan = plan;
    this.pinning = pinning;
    this.resultLine = Pattern.compile(Pattern.quote(tool.getFileName().toString()) + ": (\\S+)\\s+("
        + String.join("|", OPS.stream().map(Op::name).toList()) + ")\\s+([0-9.]+) ops/s");
  }

  /**
   * The implementation of the plan whose pom declares a native reference loop, when its loop was
   * built and an op it times was selected (and, in a shard, is in one of the shard's groups).
   */
  public static Optional<Catalog.Entry> declared(Path repo, RunPlan plan) {
    // A shard may hold none of the groups the loop times.
    if (plan.groups().stream().noneMatch(g -> OPS.contains(g.op()))) {
      return Optional.empty();
    }
    return Catalog.read(repo.resolve("impls")).entries().stream()
        .filter(e -> e.nativeReference() != null && plan.impls().contains(e.name())
            && Files.isExecutable(e.nativeReference().tool()))
        .findFirst();
  }

  @Override
  public String name() {
    return "native-c (" + tool.getFileName() + ")";
  }

  private List<Op> ops() {
    return plan.ops().stream().filter(OPS::contains).toList();
  }

  /**
   * The datasets whose native-loop ops this run times: every dataset of the plan, or, for a shard,
   * those whose decode/encode groups it holds ({@link protocross.runner.plan.Shard} keeps them together).
   */
  private List<String> datasets() {
    return plan.datasets().stream()
        .filter(d -> plan.groups().stream().anyMatch(g -> g.dataset().equals(d) && OPS.contains(g.op()))).toList();
  }

  @Override
  public int cells() {
    return ops().size() * datasets().size();
  }

  @Override
  public boolean finished(RunLayout layout, int round) {
    return Files.exists(layout.nativeC(round));
  }

  /** The loop's command; it reads each dataset as one {@code Dataset} container, {@code <containers>/<name>.pb}. */
  List<String> command(Path out, Path containers, List<String> datasets) {
    JmhSettings s = plan.settings();
    List<String> cmd = new ArrayList<>(pinning.prefix());
    cmd.addAll(List.of(tool.toString(), "--descriptors", descriptors.toString(),
        // One warm-up iteration: C has no JIT to wait for; one iteration warms caches and branch predictors.
        "--warmup", Integer.toString(WARMUP_ITERATIONS),
        "--iterations", Integer.toString(s.measurementIterations()),
        "--time", s.iterationSecondsArg(),
        "--ops", String.join(",", ops().stream().map(Op::name).toList()),
        "--out", out.toString()));
    datasets.forEach(d -> cmd.add(containers.resolve(d + ".pb").toString()));
    return cmd;
  }

  /** The meta files the implementation's forks of a dataset wrote in this round: their conformance proof. */
  private List<Path> jvmMetas(RunLayout layout, int round, String dataset) {
    return plan.ops().stream().filter(Op::isCodec).map(op -> layout.meta(new Part(round, impl, dataset, op))).toList();
  }

  @Override
  public String run(RunLayout layout, int round, Progress progress) throws IOException, InterruptedException {
    Path result = layout.nativeC(round);
    if (Files.exists(result)) {
      return null;
    }
    Files.createDirectories(result.getParent());
    Path log = layout.nativeCLog(round);
    NativeAdmission admission = NativeAdmission.check(impl, datasetsDir, datasets(), d -> jvmMetas(layout, round, d));
    String refusal = admission.refused().isEmpty() ? null : admission.describeRefused();
    try (BufferedWriter w = Files.newBufferedWriter(log, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
        StandardOpenOption.APPEND)) {
      if (refusal != null) {
        w.write("protocross: " + refusal);
        w.newLine();
        progress.stepCellsSkipped(round, name(), admission.refused().size() * ops().size(), refusal);
      }
      if (admission.admitted().isEmpty()) {
        return refusal;
      }
      Path tmp = result.resolveSibling("." + result.getFileName() + ".tmp");
      // The C loop reads a dataset as one container file; the datasets are directories, so each
      // admitted one is written as its container (the bytes MANIFEST.tsv's sha256 is of) for this pass.
      Path containers = Files.createTempDirectory("protocross-native-");
      try {
        return runLoop(tmp, result, containers, admission, refusal, round, progress, w);
      } finally {
        try (Stream<Path> walk = Files.walk(containers)) {
          for (Path f : walk.sorted(Comparator.reverseOrder()).toList()) {
            Files.deleteIfExists(f);
          }
        }
      }
    }
  }

  private String runLoop(Path tmp, Path result, Path containers, NativeAdmission admission, String refusal, int round,
      Progress progress, BufferedWriter w) throws IOException, InterruptedException {
    Manifest manifest = Manifest.read(datasetsDir);
    for (String d : admission.admitted()) {
      Files.write(containers.resolve(d + ".pb"), Datasets.load(manifest, d).toContainer());
    }
    ProcessBuilder pb = new ProcessBuilder(command(tmp, containers, admission.admitted())).redirectErrorStream(true);
    // The loop exits between iterations once this process is gone: its stdin is a pipe held here (ParentPipe).
    pb.environment().put(ParentPipe.ENV, "1");
    Process p = pb.start();
    String last = null;
    int reported = 0;
    try (var r = p.inputReader(StandardCharsets.UTF_8)) {
      for (String line; (line = r.readLine()) != null; ) {
        w.write(line);
        w.newLine();
        w.flush();
        last = line;
        Matcher m = resultLine.matcher(line);
        if (m.find()) {
          reported++;
          progress.stepCellFinished(round, name(), Op.valueOf(m.group(2)), m.group(1), Double.parseDouble(m.group(3)));
        }
      }
    } finally {
      if (p.isAlive()) {
        p.destroy();
      }
    }
    int exit = p.waitFor();
    if (exit != 0 || !Files.isRegularFile(tmp)) {
      Files.deleteIfExists(tmp);
      if (Interruption.requested()) {
        return "interrupted";
      }
      String reason = tool.getFileName() + " exited with code " + exit + (last == null ? "" : ": " + last);
      progress.stepCellsSkipped(round, name(), admission.admitted().size() * ops().size() - reported, "FAILED: " + reason);
      return reason;
    }
    Files.move(tmp, result, StandardCopyOption.ATOMIC_MOVE);
    return refusal;
  }
}
