package protocross.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.Conformance;

/**
 * Main class of every {@code benchmarks.jar}: checks datasets and conformance first, then hands
 * the (possibly narrowed) arguments to JMH.
 *
 * <p>Why not JMH's main directly: bad input must end in one clear line, not a stack trace from a
 * forked JVM, and a pair that fails conformance must never reach the timer. A dataset that
 * fails is dropped from the run and written to the metadata file, so the other cells still run.
 * Each op the JMH arguments select gets its own proof too ({@link Conformance#checkOp}); an
 * additional op the runtime has no API for is excluded from the run and written to the metadata
 * file as unsupported, and when it was the only op asked for, the launcher exits with
 * {@link #EXIT_UNSUPPORTED}: a result, not a failure.
 *
 * <p>Usage: {@code java -jar benchmarks.jar [--meta FILE] [JMH options]}; {@code --meta} writes
 * the implementation, its library versions, conformance results and native bytes per op.
 * {@code java -jar benchmarks.jar --libraries} prints only the library versions, one
 * {@code name=version} a line: the runners record exactly what the jar reports about itself.
 * {@code java -jar benchmarks.jar --admit DATASET} runs only the admission of one dataset and
 * prints {@code admitted DATASET} or {@code refused DATASET: <reason>} (exit code 0 either way):
 * the runner asks it once per (implementation, user dataset) before a run, so a pair that can
 * never be timed becomes a refused cell instead of failed forks.
 */
public final class Launcher {
  private Launcher() {}

  /** CodecBenchmark's placeholder {@code dataset}: the launcher replaces it with the manifest's datasets. */
  static final String FROM_MANIFEST = "from-manifest";

  /**
   * The environment variable the runners set to the run's id, which the meta file records
   * ({@code "runId"}) so that the aggregator can refuse a fork copied in from another run. An
   * environment variable, not an option: a prebuilt jar from before it ignores it instead of
   * handing an unknown option to JMH.
   */
  public static final String RUN_ID_ENV = "PROTOCROSS_RUN_ID";

  /** Exit status when every op asked for is one this runtime has no API for (nothing timed, nothing failed). */
  public static final int EXIT_UNSUPPORTED = 4;

  public static void main(String[] args) throws Exception {
    ParentPipe.watch();
    if (TurnTaking.pairedBesideSide0()) {
      // A fork group's other JVMs run beside side 0's, which holds JMH's host lock for all
      // (TurnTaking: one of them runs at a time). Read by JMH's Runner when its class loads.
      System.setProperty("jmh.ignoreLock", "true");
    }
    List<String> jmhArgs = new ArrayList<>(List.of(args));
    if (jmhArgs.equals(List.of("--libraries"))) {
      Implementation.load().libraries().forEach((name, version) -> System.out.println(name + "=" + version));
      return;
    }
    if (jmhArgs.size() == 2 && jmhArgs.get(0).equals("--admit")) {
      try {
        String name = jmhArgs.get(1);
        Admission a = admit(Implementation.load(), Datasets.manifest(), List.of(name));
        System.out.println(a.passed().contains(name) ? "admitted " + name
            : "refused " + name + ": " + a.failures().get(name).replace('\n', ' '));
      } catch (ProtocrossException e) {
        System.err.println("protocross: " + e.getMessage());
        System.exit(2);
      }
      return;
    }
    Path meta = takeOption(jmhArgs, "--meta");
    if (jmhArgs.contains("-h") || jmhArgs.contains("-l") || jmhArgs.contains("-lp")) {
      org.openjdk.jmh.Main.main(jmhArgs.toArray(String[]::new));
      return;
    }
    try {
      Implementation impl = Implementation.load();
      Manifest manifest = Datasets.manifest();
      List<Op> ops = selectedOps(jmhArgs);
      Admission admitted = admit(impl, manifest, datasetParam(jmhArgs, manifest.names()), ops);
      List<String> passed = admitted.passed();
      if (meta != null) {
        RunMetadata.write(meta, impl, manifest, admitted);
      }
      if (passed.isEmpty()) {
        System.err.println("protocross: no dataset passed conformance for " + impl.name() + "; nothing to time");
        System.exit(3);
      }
      if (!ops.isEmpty() && admitted.unsupported().keySet().containsAll(ops)) {
        System.err.println("protocross: " + impl.name() + " has no API for " + admitted.unsupported().keySet()
            + "; nothing to time (unsupported, not failed)");
        System.exit(EXIT_UNSUPPORTED);
      }
      setDatasetParam(jmhArgs, passed);
      for (Op op : admitted.unsupported().keySet()) {
        jmhArgs.add("-e");
        jmhArgs.add(benchmarkRegex(op));
      }
    } catch (ProtocrossException e) {
      System.err.println("protocross: " + e.getMessage());
      System.exit(2);
    }
    enableNativeAccessInForks(jmhArgs);
    org.openjdk.jmh.Main.main(jmhArgs.toArray(String[]::new));
  }

  /**
   * What JMH may time: the datasets whose conformance checks passed (with their native bytes per
   * op), for every other one the one-line reason it was refused, and the ops this runtime has no
   * API for, each with its reason (never timed, never a failure); {@code proofs}: for each passed
   * dataset, which equal-work proof it passed ({@link Conformance#BYTE_EQUAL} or the declared
   * encode order's).
   */
  public record Admission(List<String> passed, Map<String, String> failures, Map<String, Map<String, Long>> nativeBytes,
      Map<Op, String> unsupported, Map<String, String> proofs, Map<String, JsonFacts> json) {}

  /** {@link #admit(Implementation, Manifest, List, List)} for the core ops. */
  public static Admission admit(Implementation impl, Manifest manifest, List<String> wanted) {
    return admit(impl, manifest, wanted, Op.coreOps());
  }

  /**
   * Runs the conformance check of {@code impl} on each wanted dataset before anything is timed,
   * and each of {@code ops}' own proof; only the datasets in {@link Admission#passed()} reach JMH,
   * and a dataset that fails the proof of any op asked for is refused for all of them.
   */
  public static Admission admit(Implementation impl, Manifest manifest, List<String> wanted, List<Op> ops) {
    Map<String, String> failures = new LinkedHashMap<>();
    Map<String, Map<String, Long>> nativeBytes = new LinkedHashMap<>();
    Map<Op, String> unsupported = new LinkedHashMap<>();
    Map<String, String> proofs = new LinkedHashMap<>();
    Map<String, JsonFacts> json = new LinkedHashMap<>();
    List<String> passed = new ArrayList<>();
    for (String name : wanted) {
      try {
        DatasetFile file = Datasets.load(manifest, name);
        String cannot = impl.unsupported(file.messageType());
        if (cannot != null) {
          throw new ProtocrossException("unsupported: " + cannot);
        }
        Manifest.Entry expected = manifest.entry(name);
        String proof = Conformance.check(impl, file, expected);
        for (Op op : ops) {
          if (unsupported.containsKey(op)) {
            continue;
          }
          // Unsupported by this JVM (decode_direct before JDK 22), else by the runtime's API.
          String reason = op.unsupportedOn(Runtime.version().feature());
          if (reason == null) {
            try {
              Conformance.checkOp(impl, file, expected.referenceDigest(), op);
            } catch (UnsupportedOpException e) {
              reason = e.reason();
            }
          }
          if (reason != null) {
            unsupported.put(op, reason);
            System.err.println("protocross: " + impl.name() + " cannot run " + op + ": unsupported: " + reason + " (not timed)");
          }
        }
        passed.add(name);
        proofs.put(name, proof);
        Map<String, Long> perOp = new LinkedHashMap<>();
        for (Op op : ops) {
          if (op.isCodec() && !unsupported.containsKey(op)) {
            perOp.put(op.name(), impl.nativeBytesPerOp(op, file));
          }
        }
        nativeBytes.put(name, perOp);
        JsonFacts facts = JsonFacts.of(impl, file, expected.referenceDigest(), ops, unsupported.keySet());
        if (facts != null) {
          json.put(name, facts);
        }
      } catch (RuntimeException e) {
        // A runtime's own exception (upb's for a type its DefPool lacks) is a refusal too, in one line.
        String why = e instanceof ProtocrossException ? e.getMessage() : impl.name() + " on " + name + ": " + e;
        failures.put(name, why);
        System.err.println("protocross: " + why + " (not timed)");
      }
    }
    return new Admission(passed, failures, nativeBytes, unsupported, proofs, json);
  }

  /**
   * The ops of CodecBenchmark that JMH's arguments select, read with JMH's own option parser and
   * matched as JMH matches them (a regex found anywhere in the full benchmark name; none given
   * means all; {@code -e} excludes), so the launcher proves exactly what JMH will time.
   */
  static List<Op> selectedOps(List<String> args) {
    CommandLineOptions options;
    try {
      options = new CommandLineOptions(args.toArray(String[]::new));
    } catch (CommandLineOptionException e) {
      throw new ProtocrossException("cannot read the JMH options: " + e.getMessage());
    }
    List<Op> selected = new ArrayList<>();
    try {
      List<Pattern> includes = options.getIncludes().stream().map(Pattern::compile).toList();
      List<Pattern> excludes = options.getExcludes().stream().map(Pattern::compile).toList();
      for (Op op : Op.values()) {
        String name = op.benchmark();
        if ((includes.isEmpty() || includes.stream().anyMatch(p -> p.matcher(name).find()))
            && excludes.stream().noneMatch(p -> p.matcher(name).find())) {
          selected.add(op);
        }
      }
    } catch (PatternSyntaxException e) {
      throw new ProtocrossException("not a benchmark regex: " + e.getPattern());
    }
    return selected;
  }

  /** Anchored, so that {@code decode} does not also select {@code decode_read} (JMH matches by substring). */
  static String benchmarkRegex(Op op) {
    return "^" + op.benchmark().replace(".", "\\.") + "$";
  }

  /**
   * JMH starts its forks with -cp, so the jar manifest's Enable-Native-Access does not reach
   * them; without the flag an FFM runtime (upb) prints a warning in every fork. Added only when
   * the caller's JVM options do not already carry it (the runners pass it in their recorded
   * flags), so the forks' flags stay exactly what the runner recorded; harmless for the others.
   */
  static void enableNativeAccessInForks(List<String> args) {
    if (args.stream().noneMatch(a -> a.contains("--enable-native-access")) && !args.contains("-jvmArgsPrepend")) {
      args.add("-jvmArgsPrepend");
      args.add("--enable-native-access=ALL-UNNAMED");
    }
  }

  /** Removes {@code name} and its value from the arguments (JMH must not see it); null when absent. */
  static Path takeOption(List<String> args, String name) {
    int i = args.indexOf(name);
    if (i < 0) {
      return null;
    }
    if (i + 1 >= args.size()) {
      throw new IllegalArgumentException(name + " needs a file");
    }
    Path p = Path.of(args.remove(i + 1));
    args.remove(i);
    return p;
  }

  /** The datasets named by JMH's {@code -p dataset=a,b}, or all of the manifest's. */
  static List<String> datasetParam(List<String> args, List<String> all) {
    for (int i = 0; i + 1 < args.size(); i++) {
      if (args.get(i).equals("-p") && args.get(i + 1).startsWith("dataset=")) {
        List<String> named = List.of(args.get(i + 1).substring("dataset=".length()).split(","));
        return named.equals(List.of(FROM_MANIFEST)) ? all : named;
      }
    }
    return all;
  }

  /** Replaces JMH's {@code -p dataset=...} (or adds one) with exactly the datasets that passed conformance. */
  static void setDatasetParam(List<String> args, List<String> datasets) {
    for (int i = 0; i + 1 < args.size(); i++) {
      if (args.get(i).equals("-p") && args.get(i + 1).startsWith("dataset=")) {
        args.remove(i + 1);
        args.remove(i);
        break;
      }
    }
    args.add("-p");
    args.add("dataset=" + String.join(",", datasets));
  }

  static void writeFile(Path file, String text) {
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      Files.writeString(file, text);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write " + file + ": " + e);
    }
  }
}
