package protocross.jars;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The jars of a run's non-pinned columns: variants at other releases ({@link VariantBuild}, one
 * Maven build after the other) and prebuilt jars ({@code --jar}, {@link JarColumn}); and the
 * selection a run keeps once the builds are done: a failed build is one line and the run goes on
 * without that variant.
 */
public final class VariantBuilds {
  /** Maven, as the runners run it (on PATH, with the JDK 25 as JAVA_HOME). */
  static final String MAVEN = "mvn";

  private VariantBuilds() {}

  /** Builds each variant at a non-pinned version in its own folder; a failure is one line and the next is built all the same. */
  public static void buildAll(Path repo, List<String> variants, PrintStream out) throws IOException, InterruptedException {
    // One build per jar: columns of one variant on two JVMs (ColumnJvm) share it.
    for (String name : variants.stream().map(ColumnJvm::variantOf).distinct().toList()) {
      Variant v = Variant.ofColumn(name);
      if (v.pinned() || v.prebuilt()) {
        continue; // a prebuilt jar (--jar) is installed by the run, not built
      }
      VariantBuild build = new VariantBuild(repo, v);
      out.println("building variant " + name + " with Maven (log: " + repo.relativize(build.log()) + ")");
      long start = System.nanoTime();
      String reason = build.build(MAVEN);
      long seconds = (System.nanoTime() - start) / 1_000_000_000L;
      if (reason == null) {
        String without = build.withoutNote();
        out.println("variant " + name + ": built " + repo.relativize(build.jar()) + " in " + seconds + " s"
            + (without == null ? "" : ", " + without));
      } else {
        out.println("protocross: variant " + name + " could not be built (" + seconds + " s): " + reason
            + " (log: " + repo.relativize(build.log()) + "); the other variants still run");
      }
    }
  }

  /**
   * The selection without the variants whose last build failed (build.failed in their folder),
   * each printed as one line and recorded in {@code leftOut}; the others run. A comparison that
   * lost a side, or a run that lost every variant, has nothing to measure: refused in one line.
   */
  public static Variants.Selection withoutFailed(Path repo, Variants.Selection columns, Map<String, String> leftOut,
      PrintStream out) {
    List<String> kept = new ArrayList<>();
    for (String name : columns.variants()) {
      Variant v = Variant.ofColumn(name);
      String failure = v.pinned() ? null : new VariantBuild(repo, v).failure();
      if (failure == null) {
        kept.add(name);
        continue;
      }
      String reason = failure + " (log: " + repo.relativize(new VariantBuild(repo, v).log()) + ")";
      leftOut.put(name, reason);
      out.println("protocross: variant " + name + " left out: " + reason);
    }
    if (leftOut.isEmpty()) {
      return columns;
    }
    if (columns.compare()) {
      throw new RunnerException("nothing to compare: " + String.join("; ", leftOut.keySet()) + " could not be built");
    }
    if (kept.isEmpty()) {
      throw new RunnerException("nothing to run: no requested variant could be built");
    }
    return new Variants.Selection(kept, columns.twin(), false);
  }

  /**
   * A resumed run keeps the columns it was planned with, so a variant whose build failed when the
   * resume rebuilt it cannot be left out half-way: the resume stops in one line before anything
   * runs, and the forks already measured stay in the run folder for the next attempt.
   */
  public static void checkResumable(Path repo, List<String> variants, String runId, Path runDir) {
    for (String name : variants) {
      Variant v = Variant.ofColumn(name);
      if (v.pinned() || v.prebuilt()) {
        continue;
      }
      VariantBuild build = new VariantBuild(repo, v);
      String failure = build.failure();
      if (failure != null) {
        throw new RunnerException("cannot resume " + runId + ": variant " + name + " could not be built: " + failure
            + " (log: " + repo.relativize(build.log()) + "); the forks already measured stay in " + runDir
            + "; resume again once it builds");
      }
    }
  }

  /** {@code --jar} specs, each checked (name, implementation, the jar itself); a name given twice is refused. */
  public static List<JarColumn> jarColumns(List<String> specs, List<String> known) {
    List<JarColumn> out = new ArrayList<>();
    for (String spec : specs) {
      JarColumn j = JarColumn.parse(spec, known);
      if (out.stream().anyMatch(o -> o.variant().equals(j.variant()))) {
        throw new RunnerException("--jar " + j.variant().name() + " is given twice; each column needs its own label");
      }
      j.check();
      out.add(j);
    }
    return out;
  }

  /**
   * The selection with each prebuilt jar's column after the columns of its implementation (catalog
   * order otherwise), never first: the first column is the baseline, and a prebuilt jar is never it.
   */
  public static Variants.Selection withJarColumns(Variants.Selection columns, List<JarColumn> jars, List<String> known) {
    if (jars.isEmpty()) {
      return columns;
    }
    List<String> out = new ArrayList<>(columns.variants());
    for (JarColumn j : jars) {
      int rank = known.indexOf(j.variant().impl());
      int at = 1;
      for (int i = 0; i < out.size(); i++) {
        if (known.indexOf(Variant.ofColumn(out.get(i)).impl()) <= rank) {
          at = i + 1;
        }
      }
      out.add(Math.max(1, at), j.variant().name());
    }
    return new Variants.Selection(out, columns.twin(), columns.compare());
  }
}
