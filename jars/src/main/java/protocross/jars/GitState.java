package protocross.jars;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The commit a run measured, and whether the working tree differed from it. Run outputs (results,
 * the generated tables and charts) don't count as dirt: they are what a run writes, not what it measures.
 */
public record GitState(String commit, boolean dirty) {

  static final List<String> OUTPUTS = List.of("results", "tables.md", "measurement-spread.md", "charts");

  public static GitState of(Path repo) {
    String commit = git(repo, "rev-parse", "HEAD").trim();
    List<String> status = new ArrayList<>(List.of("status", "--porcelain", "--", "."));
    OUTPUTS.forEach(o -> status.add(":(exclude)" + o));
    boolean dirty = !git(repo, status.toArray(String[]::new)).isBlank();
    return new GitState(commit, dirty);
  }

  private static String git(Path repo, String... args) {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", repo.toString()));
    cmd.addAll(List.of(args));
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new RunnerException("git " + args[0] + " failed in " + repo + ": " + out.lines().findFirst().orElse(""));
      }
      return out;
    } catch (IOException e) {
      throw new RunnerException("git is needed to stamp the commit: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new RunnerException("interrupted while asking git");
    }
  }
}
