package protocross.aggregate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Reads the layout described in results/README.md into a {@link Run}; no judgement beyond shape. */
final class RunDir {
  static final String BENCHMARK_PREFIX = "protocross.bench.CodecBenchmark.";
  private static final Pattern PASS_DIR = Pattern.compile("pass-(\\d+)");
  private static final Pattern PART_FILE = Pattern.compile("(.+?)\\.(meta\\.json|json|failed)");
  private static final Pattern NATIVE_FILE = Pattern.compile("pass-(\\d+)\\.json");

  private RunDir() {}

  static Run read(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new AggregateException(dir + ": not a directory");
    }
    Json run = Json.read(dir.resolve("run.json"), "run.json");
    int passes = (int) run.integer("passes");
    if (passes < 1) {
      throw new AggregateException("run.json: passes must be at least 1, is " + passes);
    }
    List<String> impls = run.strings("impls");
    List<String> ops = run.strings("ops");
    List<Run.Dataset> datasets = run.array("datasets").stream()
        .map(d -> new Run.Dataset(d.text("name"), d.integer("payloadBytes"))).toList();
    byte[] manifest = readBytes(dir.resolve("MANIFEST.tsv"), "MANIFEST.tsv");
    checkNoStrays(dir, passes, impls);

    List<Run.Part> parts = new ArrayList<>();
    for (int k = 1; k <= passes; k++) {
      for (String impl : impls) {
        parts.add(readPart(dir, k, impl, Set.copyOf(ops)));
      }
    }
    return new Run(run, run.text("runId"), run.text("commit"), passes, impls, ops, datasets, manifest,
        parts, readNative(dir));
  }

  private static Run.Part readPart(Path dir, int k, String impl, Set<String> ops) {
    String base = "pass-" + k + "/" + impl;
    Path pass = dir.resolve("pass-" + k);
    String failed = null;
    Path failedFile = pass.resolve(impl + ".failed");
    if (Files.exists(failedFile)) {
      String text = new String(readBytes(failedFile, base + ".failed"), java.nio.charset.StandardCharsets.UTF_8);
      failed = Json.firstLine(text);
      if (failed.isEmpty()) {
        failed = "failed (no reason given)";
      }
    }
    Path jsonFile = pass.resolve(impl + ".json");
    boolean hasJson = Files.exists(jsonFile);
    List<Run.Entry> entries = List.of();
    if (hasJson) {
      try {
        entries = entries(Json.read(jsonFile, base + ".json"), ops);
      } catch (AggregateException e) {
        // A crashed part may leave half a file; its .failed already says so. Without one, it is an error.
        if (failed == null) {
          throw e;
        }
        failed = failed + " (its JSON is unreadable: " + e.getMessage() + ")";
      }
    }
    Run.Meta meta = null;
    Path metaFile = pass.resolve(impl + ".meta.json");
    if (Files.exists(metaFile)) {
      meta = meta(Json.read(metaFile, base + ".meta.json"));
    }
    return new Run.Part(k, impl, entries, meta, failed, hasJson);
  }

  private static List<Run.Entry> entries(Json file, Set<String> ops) {
    List<Run.Entry> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Json e : file.elements()) {
      String benchmark = e.text("benchmark");
      if (!benchmark.startsWith(BENCHMARK_PREFIX) || !ops.contains(benchmark.substring(BENCHMARK_PREFIX.length()))) {
        throw new AggregateException(e.where() + ": benchmark " + benchmark + " is not one of run.json's ops");
      }
      String op = benchmark.substring(BENCHMARK_PREFIX.length());
      String dataset = e.get("params").text("dataset");
      if (!seen.add(op + "/" + dataset)) {
        throw new AggregateException(e.where() + ": " + op + " on " + dataset + " appears twice");
      }
      Json primary = e.get("primaryMetric");
      expectUnit(primary, "ops/s");
      double heap = Double.NaN;
      if (e.has("secondaryMetrics") && e.get("secondaryMetrics").has("gc.alloc.rate.norm")) {
        Json norm = e.get("secondaryMetrics").get("gc.alloc.rate.norm");
        expectUnit(norm, "B/op");
        heap = norm.number("score");
      }
      out.add(new Run.Entry(e, op, dataset, primary.number("score"), heap));
    }
    return out;
  }

  private static void expectUnit(Json metric, String unit) {
    String actual = metric.text("scoreUnit");
    if (!actual.equals(unit)) {
      throw new AggregateException(metric.where() + ": unit " + actual + ", expected " + unit);
    }
  }

  private static Run.Meta meta(Json meta) {
    Map<String, String> failed = new LinkedHashMap<>();
    if (meta.has("conformanceFailed")) {
      Json f = meta.get("conformanceFailed");
      for (String name : f.fieldNames()) {
        failed.put(name, Json.firstLine(f.text(name)));
      }
    }
    Map<String, Map<String, Long>> nativeBytes = new LinkedHashMap<>();
    if (meta.has("nativeBytesPerOp")) {
      Json n = meta.get("nativeBytesPerOp");
      for (String dataset : n.fieldNames()) {
        Map<String, Long> perOp = new LinkedHashMap<>();
        for (String op : n.get(dataset).fieldNames()) {
          perOp.put(op, n.get(dataset).integer(op));
        }
        nativeBytes.put(dataset, perOp);
      }
    }
    return new Run.Meta(meta, failed, nativeBytes);
  }

  private static List<Run.NativePass> readNative(Path dir) {
    Path nativeDir = dir.resolve("native-c");
    if (!Files.isDirectory(nativeDir)) {
      return List.of();
    }
    Map<Integer, Run.NativePass> byPass = new java.util.TreeMap<>();
    for (String name : list(nativeDir)) {
      Matcher m = NATIVE_FILE.matcher(name);
      if (!m.matches()) {
        continue;
      }
      int k = Integer.parseInt(m.group(1));
      Json file = Json.read(nativeDir.resolve(name), "native-c/" + name);
      List<Run.NativeResult> results = file.array("results").stream()
          .map(r -> new Run.NativeResult(r.text("dataset"), r.text("op"), r.number("opsPerSecond"))).toList();
      byPass.put(k, new Run.NativePass(k, file, results));
    }
    return List.copyOf(byPass.values());
  }

  /** Result files that belong to no (pass, impl) of run.json mean results were mixed in from elsewhere. */
  private static void checkNoStrays(Path dir, int passes, List<String> impls) {
    for (String name : list(dir)) {
      Matcher m = PASS_DIR.matcher(name);
      if (!m.matches()) {
        continue;
      }
      int k = Integer.parseInt(m.group(1));
      if (k < 1 || k > passes) {
        throw new AggregateException(name + "/: run.json has only " + passes + " passes");
      }
      for (String file : list(dir.resolve(name))) {
        Matcher f = PART_FILE.matcher(file);
        // Logs and other side files are the runner's business; only result files are checked.
        if (f.matches() && !impls.contains(f.group(1))) {
          String impl = f.group(1);
          throw new AggregateException(name + "/" + file + ": implementation '" + impl + "' is not in run.json impls");
        }
      }
    }
  }

  private static List<String> list(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new AggregateException(dir + ": cannot list (" + e.getMessage() + ")");
    }
  }

  private static byte[] readBytes(Path file, String name) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new AggregateException(name + ": missing");
    } catch (IOException e) {
      throw new AggregateException(name + ": cannot read (" + e.getMessage() + ")");
    }
  }
}
