package protocross.jars;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.contract.BuildInfo;

/**
 * The commit a benchmarks jar was built from (its {@code protocross-impl.properties}), checked
 * against the checkout before anything is timed. With {@code --no-build} a jar left over from an
 * older checkout would otherwise run under this commit's name, and the aggregator would refuse
 * the whole run only after the last fork (every fork's meta.json names the jar's commit).
 * Prebuilt columns ({@code --jar}) are exempt: their source and sha256 say what they are.
 */
public final class JarCommit {
  private JarCommit() {}

  /** Refuses in one line when a column's jar was built from another commit than {@code commit}. */
  public static void check(Path repo, List<String> columns, String commit) {
    check(repo, columns, commit, "rebuild it (metal/run.sh without --no-build)");
  }

  /** The same, with the runner's own advice on how to rebuild ({@code rebuild}: "rebuild it (...)"). */
  public static void check(Path repo, List<String> columns, String commit, String rebuild) {
    for (String column : columns) {
      if (Variant.ofColumn(column).prebuilt()) {
        continue;
      }
      Path jar = VariantBuild.jar(repo, column);
      if (!Files.isRegularFile(jar)) {
        continue; // reported as missing by the target, with what to do
      }
      String built = of(jar);
      if (!built.equals(commit)) {
        throw new RunnerException(repo.relativize(jar.toAbsolutePath()) + " was built from commit " + shortOf(built)
            + ", the checkout is " + shortOf(commit) + ": " + rebuild);
      }
    }
  }

  /** The commit recorded in the jar, or "unknown" when it records none. */
  static String of(Path jar) {
    try {
      return BuildInfo.ofJar(jar).commit();
    } catch (IOException e) {
      throw new RunnerException("cannot read " + jar + ": " + e.getMessage() + "; rebuild it with Maven");
    }
  }

  private static String shortOf(String commit) {
    return commit.length() > 7 ? commit.substring(0, 7) : commit;
  }
}
