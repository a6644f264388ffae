package protocross.differential.driver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.contract.Datasets;
import protocross.contract.ProtocrossException;
import protocross.differential.Protocol.Input;

/**
 * {@code java -jar differential/target/differential.jar [--inputs N] [--seed S] [--batch B]
 * [--timeout-ms T] [--out FILE] [--regressions DIR]}: runs N inputs, writes conformance.md and
 * the regression cases. {@code --replay FILE --type MESSAGE} prints every implementation's answer
 * to one saved input instead.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    try {
      run(List.of(args));
    } catch (ProtocrossException | IllegalArgumentException e) {
      System.err.println("differential: " + e.getMessage());
      System.exit(2);
    }
  }

  private static void run(List<String> args) {
    Path root = Datasets.locate().toAbsolutePath().getParent();
    long inputs = 10_000;
    long seed = 1;
    int batch = 500;
    long timeout = 60_000;
    Path out = root.resolve("conformance.md");
    Path regressions = root.resolve("differential/src/test/resources/regressions");
    Path replay = null;
    String type = null;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (i + 1 >= args.size()) {
        throw new IllegalArgumentException("option " + a + " needs a value; usage: --inputs N --seed S --out FILE --regressions DIR");
      }
      String v = args.get(++i);
      switch (a) {
        case "--inputs" -> inputs = positive(a, v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--batch" -> batch = (int) positive(a, v);
        case "--timeout-ms" -> timeout = positive(a, v);
        case "--out" -> out = Path.of(v);
        case "--regressions" -> regressions = Path.of(v);
        case "--replay" -> replay = Path.of(v);
        case "--type" -> type = v;
        default -> throw new IllegalArgumentException("unknown option " + a
            + "; usage: --inputs N --seed S --batch B --timeout-ms T --out FILE --regressions DIR | --replay FILE --type MESSAGE");
      }
    }
    if (replay != null) {
      replay(root, replay, type, timeout);
      return;
    }
    long t0 = System.nanoTime();
    long every = Math.max(inputs / 20, 1);
    Run.Result r = Run.execute(new Run.Options(root, inputs, seed, batch, timeout), done -> {
      if (done % every < 500 || done == 0) {
        System.err.printf("differential: %,d inputs, %.0f s%n", done, (System.nanoTime() - t0) / 1e9);
      }
    });
    double seconds = (System.nanoTime() - t0) / 1e9;
    String command = "java -jar differential/target/differential.jar --inputs " + inputs + " --seed " + seed;
    try {
      Files.writeString(out, Report.markdown(r, command));
    } catch (java.io.IOException e) {
      throw new ProtocrossException("cannot write " + out + ": " + e);
    }
    Regressions.write(regressions, seed, r.byClass().values());
    long unexplained = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
        .filter(p -> p.explanation == null).count();
    System.err.printf("differential: %,d inputs in %.0f s with %s; %d crashes/hangs, %d unexplained patterns; wrote %s and %s%n",
        inputs, seconds, r.impls().built().stream().map(Implementations.Impl::name).toList(), r.crashes().size(), unexplained,
        out, regressions);
  }

  private static void replay(Path root, Path file, String type, long timeout) {
    if (type == null) {
      throw new IllegalArgumentException("--replay needs --type, e.g. --type protocross.bench.LogRecord");
    }
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (java.io.IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
    Verdict v = Run.judge(root, List.of(new Input(type, bytes)), timeout).get(0);
    System.out.println(v.pattern());
    v.answers().forEach((impl, a) -> System.out.println("  " + impl + ": " + (a.message().isEmpty() ? a.behaviour() : a.kind() + " " + a.message())));
  }

  private static long positive(String option, String v) {
    long n;
    try {
      n = Long.parseLong(v.replace("_", "").replace(",", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " takes a positive number, not '" + v + "'");
    }
    if (n <= 0) {
      throw new IllegalArgumentException(option + " takes a positive number, not '" + v + "'");
    }
    return n;
  }
}
