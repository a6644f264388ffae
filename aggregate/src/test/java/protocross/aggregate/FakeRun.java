package protocross.aggregate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RunDir;

/** Writes a small synthetic run directory in the results/README.md layout, with known scores. */
final class FakeRun {
  static final ObjectMapper JSON = new ObjectMapper();
  static final String COMMIT = "abc1234def5678abc1234def5678abc1234def56";
  static final String RUN_ID = "20261129-201500-abc1234";
  static final List<String> IMPLS = List.of("protobuf-java", "protobuf-lite", "wire", "upb");
  static final List<String> OPS = List.of("decode", "decode_read", "encode");
  static final List<String> DATASETS = List.of("api_response", "log_record", "mesh");
  static final long[] BYTES = {6789, 1048576, 40000};
  static final List<String> FLAGS = List.of("-Xms1g", "-Xmx1g", "-XX:+UseParallelGC", "-XX:+AlwaysPreTouch");
  static final String JDK = "Eclipse Adoptium 25.0.1+8-LTS";
  static final String MANIFEST = "dataset\tmessage_type\tpayloads\tpayload_bytes\tsha256\treference_digest\n"
      + "api_response\tprotocross.schema.ApiResponse\t50\t6789\taa\t01\n";

  private FakeRun() {}

  /** ops/s for (impl, op, dataset) in pass k: a base value times a small known per-pass factor. */
  static double score(int impl, int op, int dataset, int pass) {
    double base = 1000.0 * (impl + 1) + 100.0 * op + 10.0 * dataset;
    double[] jitter = {1.00, 1.02, 0.98, 1.01, 0.99};
    // mesh on wire is made noisy on purpose, so the spread mark appears.
    if (impl == 2 && dataset == 2) {
      jitter = new double[] {1.00, 1.30, 0.80, 1.10, 0.95};
    }
    return base * jitter[(pass - 1) % jitter.length];
  }

  /** {@code dir} made a repository's top level as the aggregator finds it (Destination's marker file), for tests that write there. */
  static Path repo(Path dir) throws IOException {
    Path marker = dir.resolve(Destination.REPO_MARKER);
    Files.createDirectories(marker.getParent());
    Files.writeString(marker, "<project/>");
    return dir;
  }

  static Path write(Path dir, int passes) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("MANIFEST.tsv"), MANIFEST);
    String sha = Provenance.sha256(MANIFEST.getBytes(StandardCharsets.UTF_8));
    JSON.writerWithDefaultPrettyPrinter().writeValue(dir.resolve("run.json").toFile(), runJson(passes, sha));
    for (int k = 1; k <= passes; k++) {
      Path pass = Files.createDirectories(dir.resolve("pass-" + k));
      for (int i = 0; i < IMPLS.size(); i++) {
        JSON.writerWithDefaultPrettyPrinter().writeValue(pass.resolve(IMPLS.get(i) + ".json").toFile(), jmh(i, k));
        JSON.writerWithDefaultPrettyPrinter().writeValue(pass.resolve(IMPLS.get(i) + ".meta.json").toFile(), meta(i, sha));
      }
      Path nat = Files.createDirectories(dir.resolve("native-c"));
      JSON.writerWithDefaultPrettyPrinter().writeValue(nat.resolve("pass-" + k + ".json").toFile(), nativeC(k));
    }
    return dir;
  }

  static ObjectNode runJson(int passes, String sha) {
    ObjectNode r = JSON.createObjectNode();
    r.put("runId", RUN_ID).put("runner", "metal").put("date", "2026-11-29T20:15:00Z");
    r.put("commit", COMMIT).put("dirty", false);
    r.putObject("host").put("cpu", "Test CPU @ 2.0GHz").put("cores", "2").put("coresUsed", "1")
        .put("kernel", "6.1.0").put("hostname", "test");
    r.put("jdk", JDK);
    FLAGS.forEach(r.putArray("jvmFlags")::add);
    ObjectNode jmh = r.putObject("jmh");
    jmh.put("version", "1.37").put("forks", 1).put("warmupIterations", 2).put("warmupTime", "1 s")
        .put("measurementIterations", 3).put("measurementTime", "1 s").put("mode", "thrpt");
    jmh.putArray("profilers").add("gc");
    r.put("passes", passes);
    IMPLS.forEach(r.putArray("impls")::add);
    ArrayNode ds = r.putArray("datasets");
    for (int d = 0; d < DATASETS.size(); d++) {
      ds.addObject().put("name", DATASETS.get(d)).put("messageType", "protocross.schema.X").put("payloads", 50)
          .put("payloadBytes", BYTES[d]);
    }
    OPS.forEach(r.putArray("ops")::add);
    ObjectNode libs = r.putObject("libraries");
    libs.put("protobuf-java", "4.36.2").put("protobuf-javalite", "4.36.2").put("wire-runtime-jvm", "6.4.7");
    libs.put("upb", "7.36.2").put("upb.sdist", "protobuf-7.36.2.tar.gz").put("upb.sha256", "ff00").put("upb.cflags", "-O2");
    r.put("manifestSha256", sha);
    ArrayNode pre = r.putArray("preflight");
    pre.addObject().put("check", "governor").put("value", "unknown").put("status", "fail");
    pre.addObject().put("check", "load average").put("value", "0.10").put("status", "ok");
    r.put("quiesced", false).put("allowNoisy", true);
    return r;
  }

  static ArrayNode jmh(int impl, int pass) {
    ArrayNode arr = JSON.createArrayNode();
    for (int o = 0; o < OPS.size(); o++) {
      for (int d = 0; d < DATASETS.size(); d++) {
        // Within-fork noise of ±1 % (±5 % on the noisy cell), so that the pass-to-pass jitter is not bimodal.
        double w = impl == 2 && d == 2 ? 0.05 : 0.01;
        arr.add(entry(OPS.get(o), DATASETS.get(d), score(impl, o, d, pass), w, 10000.0 * (impl + 1) + d));
      }
    }
    return arr;
  }

  /** One JMH result: {@code score} ops/s from three iterations ±{@code noise}, {@code heap} B/op. */
  static ObjectNode entry(String op, String dataset, double s, double noise, double heap) {
    ObjectNode e = JSON.createObjectNode();
    e.put("jmhVersion", "1.37").put("benchmark", RunDir.BENCHMARK_PREFIX + op).put("mode", "thrpt")
        .put("threads", 1).put("forks", 1).put("jvm", "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
    FLAGS.forEach(e.putArray("jvmArgs")::add);
    e.put("jdkVersion", "25.0.1").put("vmName", "OpenJDK 64-Bit Server VM").put("vmVersion", "25.0.1+8-LTS");
    e.put("warmupIterations", 2).put("warmupTime", "1 s").put("warmupBatchSize", 1)
        .put("measurementIterations", 3).put("measurementTime", "1 s").put("measurementBatchSize", 1);
    e.putObject("params").put("dataset", dataset);
    ObjectNode pm = e.putObject("primaryMetric");
    pm.put("score", s).put("scoreError", "NaN").put("scoreUnit", "ops/s");
    pm.putArray("rawData").addArray().add(s * (1 - noise)).add(s).add(s * (1 + noise));
    ObjectNode sec = e.putObject("secondaryMetrics");
    sec.putObject("gc.alloc.rate").put("score", 123.0).put("scoreUnit", "MB/sec");
    sec.putObject("gc.alloc.rate.norm").put("score", heap).put("scoreUnit", "B/op");
    return e;
  }

  static ObjectNode meta(int impl, String sha) {
    ObjectNode m = JSON.createObjectNode();
    String name = IMPLS.get(impl);
    m.put("impl", name);
    ObjectNode libs = m.putObject("libraries");
    switch (name) {
      case "protobuf-java" -> libs.put("protobuf-java", "4.36.2");
      case "protobuf-lite" -> libs.put("protobuf-javalite", "4.36.2");
      case "wire" -> libs.put("wire-runtime-jvm", "6.4.7");
      default -> libs.put("upb", "7.36.2");
    }
    m.put("jdk", JDK);
    FLAGS.forEach(m.putArray("jvmFlags")::add);
    m.put("manifestSha256", sha);
    DATASETS.forEach(m.putArray("conformancePassed")::add);
    m.putObject("conformanceFailed");
    ObjectNode nb = m.putObject("nativeBytesPerOp");
    for (String d : DATASETS) {
      ObjectNode perOp = nb.putObject(d);
      OPS.forEach(op -> perOp.put(op, name.equals("upb") ? 4096 : -1));
    }
    return m;
  }

  private static ObjectNode nativeC(int pass) {
    ObjectNode n = JSON.createObjectNode();
    n.put("tool", "upb_bench");
    n.putObject("upb").put("sdist", "protobuf-7.36.2.tar.gz").put("sha256", "ff00").put("cflags", "-O2");
    n.put("warmupIterations", 2).put("measurementIterations", 3).put("iterationSeconds", 1.0);
    ArrayNode results = n.putArray("results");
    for (int o = 0; o < OPS.size(); o++) {
      for (int d = 0; d < DATASETS.size(); d++) {
        double s = score(3, o, d, pass) * 1.25;
        results.addObject().put("dataset", DATASETS.get(d)).put("op", OPS.get(o)).put("opsPerSecond", s)
            .putArray("iterations").add(s).add(s).add(s);
      }
    }
    return n;
  }
}
