package protocross.runner;

import java.nio.file.Path;

/** The paths of one run directory, as results/README.md specifies them; nothing else names them. */
public record RunLayout(Path dir) {

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

  public Path passDir(int pass) {
    return dir.resolve("pass-" + pass);
  }

  public Path json(int pass, String impl) {
    return passDir(pass).resolve(impl + ".json");
  }

  public Path meta(int pass, String impl) {
    return passDir(pass).resolve(impl + ".meta.json");
  }

  public Path failed(int pass, String impl) {
    return passDir(pass).resolve(impl + ".failed");
  }

  public Path log(int pass, String impl) {
    return passDir(pass).resolve(impl + ".log");
  }

  /** Where an interrupted part's leftovers are moved before it is rerun: kept, never overwritten. */
  public Path interrupted(int pass, String impl, String stamp) {
    return passDir(pass).resolve("interrupted").resolve(impl + "-" + stamp);
  }

  public Path nativeC(int pass) {
    return dir.resolve("native-c").resolve("pass-" + pass + ".json");
  }

  public Path json(Part p) {
    return json(p.pass(), p.impl());
  }

  public Path meta(Part p) {
    return meta(p.pass(), p.impl());
  }

  public Path failed(Part p) {
    return failed(p.pass(), p.impl());
  }

  public Path log(Part p) {
    return log(p.pass(), p.impl());
  }
}
