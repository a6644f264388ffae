package protocross.runner;

import java.nio.file.Path;
import protocross.contract.adapter.Op;

/**
 * The paths of one run directory, as results/README.md specifies them; nothing else names them.
 * Layout "forks": {@code forks/<dataset>/<op>/<column>/fork-<k>.{json,meta.json,log,failed}}.
 */
public record RunLayout(Path dir) {

  public static final String LAYOUT = "forks";

  public static RunLayout of(Path resultsDir, String runId) {
    return new RunLayout(resultsDir.resolve(runId));
  }

  public String runId() {
    return dir.getFileName().toString();
  }

  public Path runJson() {
    return dir.resolve("run.json");
  }

  public Path manifestCopy() {
    return dir.resolve("MANIFEST.tsv");
  }

  /** The folder of one cell's forks. */
  public Path cellDir(String dataset, Op op, String column) {
    return dir.resolve("forks").resolve(dataset).resolve(op.name()).resolve(column);
  }

  public Path cellDir(Part p) {
    return cellDir(p.dataset(), p.op(), p.column());
  }

  private Path file(Part p, String suffix) {
    return cellDir(p).resolve("fork-" + p.fork() + suffix);
  }

  public Path json(Part p) {
    return file(p, ".json");
  }

  public Path meta(Part p) {
    return file(p, ".meta.json");
  }

  public Path failed(Part p) {
    return file(p, ".failed");
  }

  public Path log(Part p) {
    return file(p, ".log");
  }

  /** Each iteration's CPU accounting, written by the fork's benchmark JVM (harness {@code CpuAccount}). */
  public Path cpu(Part p) {
    return file(p, protocross.bench.CpuAccount.SUFFIX);
  }

  /** Where an interrupted fork's leftovers are moved before it is rerun: kept, never overwritten. */
  public Path interrupted(Part p, String stamp) {
    return cellDir(p).resolve("interrupted").resolve("fork-" + p.fork() + "-" + stamp);
  }

  /** upb's native C loop after planned round k (named pass-k since the pass layout). */
  public Path nativeC(int round) {
    return dir.resolve("native-c").resolve("pass-" + round + ".json");
  }

  public Path nativeCLog(int round) {
    return dir.resolve("native-c").resolve("pass-" + round + ".log");
  }
}
