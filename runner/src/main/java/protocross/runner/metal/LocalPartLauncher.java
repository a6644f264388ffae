package protocross.runner.metal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import protocross.bench.CpuAccount;
import protocross.bench.Launcher;
import protocross.bench.ParentPipe;
import protocross.jars.BenchJars;
import protocross.jars.ColumnJvm;
import protocross.jars.VariantBuild;
import protocross.runner.host.Jdks;
import protocross.runner.host.JmhHostLock;
import protocross.runner.BenchCommand;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.PartLauncher;
import protocross.runner.RunLayout;

/**
 * Runs a part as a local process, pinned as {@link Pinning} says; JMH's forks inherit the pinning.
 * The process dies with this runner ({@link ParentPipe}): no benchmark JVM outlives its run.
 */
final class LocalPartLauncher implements PartLauncher {
  private final Path java;
  private final BenchJars jars;
  private final Path datasetsDir;
  private final Pinning pinning;
  private final JmhHostLock hostLock = JmhHostLock.host();
  private final Jdks jdks;

  /**
   * @param java the java executable (the same JDK as the runner's)
   * @param implsDir where {@code <impl>/target/benchmarks.jar} live; a variant's jar is in its
   *     folder under the repository's {@code target/variants/} ({@link VariantBuild})
   */
  public LocalPartLauncher(Path java, Path implsDir, Path datasetsDir, Pinning pinning) {
    this(java, BenchJars.builtin(implsDir), datasetsDir, pinning);
  }

  /** @param jars which jar runs each (implementation, dataset), e.g. a user dataset's per-schema jars */
  public LocalPartLauncher(Path java, BenchJars jars, Path datasetsDir, Pinning pinning) {
    this(java, jars, datasetsDir, pinning, new Jdks(null, java));
  }

  /** @param jdks the JDKs a column can name ({@link ColumnJvm}); a column without one runs on {@code java} */
  LocalPartLauncher(Path java, BenchJars jars, Path datasetsDir, Pinning pinning, Jdks jdks) {
    this.java = java;
    this.jdks = jdks;
    this.jars = jars;
    this.datasetsDir = datasetsDir;
    this.pinning = pinning;
  }

  /** The jar of a variant (a bare implementation name: its pinned jar). */
  public static Path jar(Path implsDir, String variant) {
    return VariantBuild.inImpls(implsDir, variant);
  }

  List<String> command(Part part, RunLayout layout, JmhSettings settings) {
    return command(part, layout.meta(part), layout.json(part), settings);
  }

  private List<String> command(Part part, Path meta, Path json, JmhSettings settings) {
    List<String> cmd = new ArrayList<>(pinning.prefix());
    // The column's JVM (ColumnJvm): the launcher and JMH's forked VM under it run on that JDK.
    cmd.add(jdks.java(ColumnJvm.of(part.variant())).toString());
    cmd.addAll(BenchCommand.javaArgs(part, settings, jars.jar(part.variant(), part.dataset()).toString(),
        meta.toString(), json.toString()));
    return cmd;
  }

  @Override
  public int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    return drain(start(part, layout.runId(), settings, layout.meta(part), layout.json(part), Map.of()), output);
  }

  /**
   * Starts the part's JVM writing its meta file and JMH JSON where given, with {@code env} added
   * (a paired fork's turn file, {@link PairedLauncher}), and returns at once.
   */
  Process start(Part part, String runId, JmhSettings settings, Path meta, Path json, Map<String, String> env)
      throws IOException {
    Path jar = jars.jar(part.variant(), part.dataset());
    if (!Files.isRegularFile(jar)) {
      throw new IOException(jar + " is missing (build the implementation first)");
    }
    ProcessBuilder pb = new ProcessBuilder(command(part, meta, json, settings)).redirectErrorStream(true);
    // An environment variable, not a -D flag, so the JVM flags stay identical to run.json's.
    pb.environment().put("PROTOCROSS_DATASETS", datasetsDir.toString());
    pb.environment().put(Launcher.RUN_ID_ENV, runId); // recorded in the meta file
    pb.environment().putAll(jars.env(part.variant(), part.dataset()));
    // The JVM (and JMH's forked VM under it) halts when this process is gone, kill -9 included:
    // its stdin is a pipe this process holds open and never writes to (ParentPipe).
    pb.environment().put(ParentPipe.ENV, "1");
    // Each iteration's CPU time, steal and the core's other work, beside the meta file (CpuAccount).
    pb.environment().put(CpuAccount.FILE_ENV, CpuAccount.besideMeta(meta).toString());
    pb.environment().putAll(env);
    return pb.start();
  }

  /** Passes every console line of {@code p} to {@code output} until it ends; its exit code. */
  static int drain(Process p, Consumer<String> output) throws IOException, InterruptedException {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        output.accept(line);
      }
    } finally {
      if (p.isAlive()) {
        p.destroy();
      }
    }
    return p.waitFor();
  }

  /** Another JMH on this host holds its lock: a fork started now would exit at once with code 1. */
  @Override
  public String hostBusy() {
    return hostLock.holder();
  }

  @Override
  public Path hostLock() {
    return hostLock.file();
  }

  @Override
  public String describe() {
    return pinning.describe();
  }
}
