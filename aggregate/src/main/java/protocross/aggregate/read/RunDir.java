package protocross.aggregate.read;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads run.json and what both layouts share (manifest, native C loop, one part's files), then
 * hands the layout-specific walk to {@link PassLayout} or {@link ForkLayout}. No judgement beyond
 * shape; {@link Provenance} judges.
 */
public final class RunDir {
  public static final String BENCHMARK_PREFIX = "protocross.bench.CodecBenchmark.";
  private static final Pattern NATIVE_FILE = Pattern.compile("pass-(\\d+)\\.json");

  private RunDir() {}

  /**
   * The run in {@code dir} read and its provenance checked, for the commands given several folders
   * (--history, --hosts, shards): a refusal starts with the folder it is about.
   */
  public static RecordedRun readOneOf(Path dir) {
    try {
      RecordedRun run = read(dir);
      Provenance.check(run);
      return run;
    } catch (AggregateException e) {
      String why = e.getMessage();
      throw new AggregateException(why.startsWith(dir + ":") ? why : dir + ": " + why);
    }
  }

  public static RecordedRun read(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new AggregateException(dir + ": not a directory");
    }
    Json run = Json.read(dir.resolve("run.json"), "run.json");
    RecordedRun.Layout layout = layout(run);
    int planned = (int) run.integer(layout == RecordedRun.Layout.FORKS && run.has("forks") ? "forks" : "passes");
    if (planned < 1) {
      throw new AggregateException("run.json: " + layout.plural + " must be at least 1, is " + planned);
    }
    List<String> impls = run.strings("impls");
    List<String> columns = run.has("columns") ? run.strings("columns") : impls;
    for (String column : columns) {
      if (!impls.contains(RecordedRun.variantOf(column))) {
        throw new AggregateException("run.json: column '" + column + "' runs an implementation impls does not list");
      }
      if (RecordedRun.isVersioned(column) && !(run.has("variants") && run.get("variants").has(RecordedRun.variantOf(column)))) {
        throw new AggregateException("run.json: column '" + column + "' is a version with no entry in variants,"
            + " so its libraries cannot be checked");
      }
    }
    String baseline = run.has("baseline") ? run.text("baseline") : RecordedRun.DEFAULT_BASELINE;
    // The control op is the harness alone; it is read like any op but never tabled as a codec.
    List<String> allOps = run.strings("ops").stream().filter(op -> !op.equals(RecordedRun.CONTROL)).toList();
    // Ops timed in another JMH mode (jmh.opModes: first calls, latencies) are read like any, but
    // tabled by their own sections (OpModes), never as throughput.
    List<String> ops = allOps.stream().filter(op -> !OpModes.of(run).containsKey(op)).toList();
    List<RecordedRun.Dataset> datasets = run.array("datasets").stream()
        .map(d -> new RecordedRun.Dataset(d.text("name"), d.integerAtLeast("payloadBytes", 1),
            d.has("payloads") ? d.integerAtLeast("payloads", 1) : 0)).toList();
    byte[] manifest = readBytes(dir.resolve("MANIFEST.tsv"), "MANIFEST.tsv");
    Set<String> known = new HashSet<>(allOps);
    known.add(RecordedRun.CONTROL);
    Set<String> owned = Shards.owned(run);
    if (owned != null && layout != RecordedRun.Layout.FORKS) {
      throw new AggregateException("run.json: a shard must have the forks layout, not the pass layout");
    }
    List<RecordedRun.JvmOutput> parts = layout == RecordedRun.Layout.FORKS
        ? ForkLayout.read(dir, planned, columns, allOps, datasets, baseline, known, owned)
        : PassLayout.read(dir, planned, columns, known);
    return new RecordedRun(run, run.text("runId"), run.text("commit"), layout, planned, impls, columns, baseline, ops,
        datasets, manifest, parts, readNative(dir));
  }

  private static RecordedRun.Layout layout(Json run) {
    if (!run.has("layout")) {
      return RecordedRun.Layout.PASSES; // runs written before forks were the unit have no layout key
    }
    String layout = run.text("layout");
    return switch (layout) {
      case "forks" -> RecordedRun.Layout.FORKS;
      case "passes" -> RecordedRun.Layout.PASSES;
      default -> throw new AggregateException("run.json: layout '" + layout + "' is neither 'forks' nor 'passes'");
    };
  }

  /**
   * One JVM's files: {@code <base>.json}, {@code .meta.json}, {@code .failed}, and {@code log}
   * for the warm-up iterations. {@code name} is how messages refer to the part.
   */
  static RecordedRun.JvmOutput readPart(Path dir, String base, Path log, String name, int k, String column, String op,
      String dataset, Set<String> ops) {
    String failed = null;
    Path failedFile = dir.resolve(base + ".failed");
    if (Files.exists(failedFile)) {
      failed = Json.firstLine(new String(readBytes(failedFile, base + ".failed"), StandardCharsets.UTF_8));
      if (failed.isEmpty()) {
        failed = "failed (no reason given)";
      }
    }
    Path jsonFile = dir.resolve(base + ".json");
    boolean hasJson = Files.exists(jsonFile);
    List<RecordedRun.Entry> entries = List.of();
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
    for (RecordedRun.Entry e : entries) {
      if ((op != null && !e.op().equals(op)) || (dataset != null && !e.dataset().equals(dataset))) {
        throw new AggregateException(e.raw().where() + ": holds " + e.op() + " on " + e.dataset()
            + ", but the file is the fork of " + op + " on " + dataset);
      }
    }
    RecordedRun.Meta meta = null;
    Path metaFile = dir.resolve(base + ".meta.json");
    if (Files.exists(metaFile)) {
      meta = meta(Json.read(metaFile, base + ".meta.json"));
    }
    Map<String, List<Double>> warmups = Files.exists(log) ? WarmupLog.parse(log) : Map.of();
    List<CpuLog.Line> cpu = CpuLog.read(dir.resolve(base + CpuLog.SUFFIX), base + CpuLog.SUFFIX);
    return new RecordedRun.JvmOutput(name, k, column, op, dataset, entries, meta, failed, hasJson, warmups, cpu);
  }

  private static List<RecordedRun.Entry> entries(Json file, Set<String> ops) {
    List<RecordedRun.Entry> out = new ArrayList<>();
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
      if (!e.text("mode").equals("thrpt")) {
        // A first call or a latency: its score is a time, read from the raw JSON by its own table
        // (OpModes); Provenance checks its mode and unit against run.json jmh.opModes.
        out.add(new RecordedRun.Entry(e, op, dataset, Double.NaN, List.of(), Double.NaN));
        continue;
      }
      expectUnit(primary, "ops/s");
      List<Double> iterations = new ArrayList<>();
      if (primary.has("rawData")) {
        for (Json fork : primary.array("rawData")) {
          fork.elements().forEach(i -> iterations.add(i.positive()));
        }
      }
      double heap = Double.NaN;
      if (e.has("secondaryMetrics") && e.get("secondaryMetrics").has("gc.alloc.rate.norm")) {
        Json norm = e.get("secondaryMetrics").get("gc.alloc.rate.norm");
        expectUnit(norm, "B/op");
        heap = norm.nonNegative("score");
      }
      out.add(new RecordedRun.Entry(e, op, dataset, primary.positive("score"), List.copyOf(iterations), heap));
    }
    return out;
  }

  private static void expectUnit(Json metric, String unit) {
    String actual = metric.text("scoreUnit");
    if (!actual.equals(unit)) {
      throw new AggregateException(metric.where() + ": unit " + actual + ", expected " + unit);
    }
  }

  private static RecordedRun.Meta meta(Json meta) {
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
          perOp.put(op, n.get(dataset).integerAtLeast(op, -1)); // -1: nothing off-heap
        }
        nativeBytes.put(dataset, perOp);
      }
    }
    Map<String, String> traits = new LinkedHashMap<>();
    if (meta.has("traits")) {
      Json t = meta.get("traits");
      for (String name : t.fieldNames()) {
        traits.put(name, t.text(name));
      }
    }
    Map<String, String> unsupported = new LinkedHashMap<>();
    if (meta.has("unsupported")) {
      Json u = meta.get("unsupported");
      for (String op : u.fieldNames()) {
        unsupported.put(op, Json.firstLine(u.text(op)));
      }
    }
    return new RecordedRun.Meta(meta, failed, nativeBytes, traits, unsupported);
  }

  private static List<RecordedRun.NativePass> readNative(Path dir) {
    Path nativeDir = dir.resolve("native-c");
    if (!Files.isDirectory(nativeDir)) {
      return List.of();
    }
    Map<Integer, RecordedRun.NativePass> byPass = new TreeMap<>();
    for (String name : list(nativeDir)) {
      Matcher m = NATIVE_FILE.matcher(name);
      if (!m.matches()) {
        continue;
      }
      int k = Integer.parseInt(m.group(1));
      Json file = Json.read(nativeDir.resolve(name), "native-c/" + name);
      List<RecordedRun.NativeResult> results = file.array("results").stream()
          .map(r -> new RecordedRun.NativeResult(r.text("dataset"), r.text("op"), r.positive("opsPerSecond"))).toList();
      byPass.put(k, new RecordedRun.NativePass(k, file, results));
    }
    return List.copyOf(byPass.values());
  }

  static List<String> list(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new AggregateException(dir + ": cannot list (" + e.getMessage() + ")");
    }
  }

  static byte[] readBytes(Path file, String name) {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new AggregateException(name + ": missing");
    } catch (IOException e) {
      throw new AggregateException(name + ": cannot read (" + e.getMessage() + ")");
    }
  }
}
