package protocross.differential.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.Datasets;
import protocross.differential.Protocol.Input;
import protocross.jars.RunnerException;

/**
 * {@code java -jar differential/target/differential.jar [options]} (see {@link Arguments#USAGE}):
 * runs N inputs and writes the report and the regression cases under {@code --out}; with
 * {@code --update-committed} also the committed ones. {@code --replay FILE --type MESSAGE}
 * prints every implementation's answer to one saved input instead.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    try {
      System.exit(run(List.of(args)));
    } catch (ProtocrossException | RunnerException | IllegalArgumentException e) {
      System.err.println("differential: " + e.getMessage());
      System.exit(2);
    }
  }

  /** Runs the tool; returns the exit code. Bad input throws with a one-line message. */
  static int run(List<String> argv) {
    Arguments a = Arguments.parse(argv);
    if (a.help()) {
      System.out.println(Arguments.USAGE);
      return 0;
    }
    Path root = Datasets.locate().toAbsolutePath().getParent();
    Target target = a.dataset() == null ? Target.builtin(root) : Target.dataset(root, a.dataset(), System.err);
    if (a.replay() != null) {
      replay(root, target, a.replay(), a.type(), a.timeoutMillis());
      return 0;
    }
    Path out = a.out() != null ? a.out().toAbsolutePath()
        : a.dataset() == null ? root.resolve(Arguments.DEFAULT_OUT)
        : root.resolve(Arguments.DEFAULT_OUT).resolve("datasets").resolve(target.datasets().get(0).name());
    long t0 = System.nanoTime();
    long every = Math.max(a.inputs() / 20, 1);
    DifferentialRun.Result r = DifferentialRun.execute(target, new DifferentialRun.Options(root, a.inputs(), a.seed(), a.batch(), a.timeoutMillis()), done -> {
      if (done % every < a.batch() || done == a.inputs()) {
        System.err.printf("differential: %,d inputs, %.0f s%n", done, (System.nanoTime() - t0) / 1e9);
      }
    });
    String command = "java -jar differential/target/differential.jar --inputs " + a.inputs() + " --seed " + a.seed()
        + (a.dataset() == null ? "" : " --dataset " + a.dataset());
    Path outCases = out.resolve("regressions");
    String wrote;
    try (Saving saving = new Saving(target, root, a.minimise(), a.timeoutMillis())) {
      long m0 = System.nanoTime();
      List<Regressions.Entry> cases = saving.casesOf(r);
      if (a.minimise()) {
        System.err.printf("differential: minimised %d cases in %.0f s%n", cases.size(), (System.nanoTime() - m0) / 1e9);
      }
      write(out.resolve("conformance.md"), Report.markdown(r, command, relative(root, outCases), cases, saving.verdicts(cases)));
      Regressions.write(outCases, cases);
      wrote = out.resolve("conformance.md") + " and " + outCases;
      if (a.updateCommitted()) {
        Path committed = root.resolve(Regressions.COMMITTED);
        Regressions.Update u = saving.updateCommitted(committed, cases);
        write(root.resolve("conformance.md"),
            Report.markdown(r, command, Regressions.COMMITTED, u.saved(), saving.verdicts(u.saved())));
        wrote += "; updated " + root.resolve("conformance.md") + " and " + committed + " (" + u.saved().size() + " cases: "
            + u.added().size() + " added, " + u.dropped().size() + " dropped as no longer reproducing"
            + (u.dropped().isEmpty() ? "" : ": " + u.dropped().stream().map(Regressions.Entry::file).toList()) + ")";
      }
    }
    long unexplained = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
        .filter(p -> p.explanation == null).count();
    System.err.printf("differential: %,d inputs in %.0f s with %s; %d crashes/hangs, %d unexplained patterns; wrote %s%n",
        a.inputs(), (System.nanoTime() - t0) / 1e9, r.impls().built().stream().map(WorkerJars.WorkerJar::name).toList(),
        r.crashes().size(), unexplained, wrote);
    return 0;
  }

  private static String relative(Path root, Path p) {
    return p.startsWith(root) ? root.relativize(p).toString() : p.toString();
  }

  private static void write(Path file, String text) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write " + file + ": " + e);
    }
  }

  private static void replay(Path root, Target target, Path file, String type, long timeout) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
    String full;
    try {
      full = target.schema().message(type).name();  // an unknown type is one line, before any worker starts
    } catch (ProtocrossException e) {
      throw new ProtocrossException("--type " + type + ": " + e.getMessage() + " of " + target.description());
    }
    AnswerPattern v = DifferentialRun.judge(root, target.impls(), List.of(new Input(full, bytes)), timeout).get(0);
    Features f = Features.of(target.schema(), full, bytes);
    Explanation x = Explanation.find(f, v);
    System.out.println(v.pattern() + (v.agree() ? "" : " — " + (x == null ? "unexplained" : "cause: " + x.id())));
    System.out.println("  input: " + bytes.length + " bytes, features " + f.set() + ", nesting " + f.maxDepth());
    v.answers().forEach((impl, a) -> System.out.println("  " + impl + ": " + (a.message().isEmpty() ? a.behaviour() : a.kind() + " " + a.message())));
  }
}
