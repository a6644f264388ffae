package protocross.aggregate.read;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refuses a run whose parts were not all measured the same way: every part's metadata and every
 * JMH result must agree with run.json (commit, JDK, JVM flags, JMH settings, dataset manifest,
 * library versions) and with each other. The first disagreement ends aggregation.
 */
public final class Provenance {
  private static final Pattern RUN_ID = Pattern.compile("\\d{8}-\\d{6}-([0-9a-f]+)");
  /**
   * run.json "format" (the runner's RunJson.FORMAT) from which every fork's meta file names its run
   * ("runId"); runs without the field, all committed before it, are format 1 and their meta files
   * name none.
   */
  public static final int FORMAT_RUN_ID = 2;
  /** JMH result fields that run.json's "jmh" object records under the same name. */
  private static final List<String> JMH_SETTINGS =
      List.of("forks", "warmupIterations", "warmupTime", "measurementIterations", "measurementTime", "mode");

  private Provenance() {}

  public static void check(RecordedRun run) {
    Json r = run.runJson();
    format(r);
    checkRunId(run);
    // A resumed session on another commit would mix parts built from different code.
    if (r.has("resumes")) {
      for (Json resume : r.array("resumes")) {
        same(resume.where() + " commit", resume.text("commit"), run.commit());
      }
    }
    String manifestSha = r.text("manifestSha256");
    String actual = sha256(run.manifest());
    if (!actual.equals(manifestSha)) {
      throw refuse("MANIFEST.tsv has sha256 " + actual + ", run.json says " + manifestSha);
    }
    String jdk = r.text("jdk");
    List<String> flags = r.strings("jvmFlags");
    Json jmh = r.get("jmh");
    Map<String, String> firstSeen = new HashMap<>();
    for (RecordedRun.JvmOutput part : run.parts()) {
      // A column that names its JVM (run.json "jvms": the runner asked it before the run) is checked
      // against that JVM's JDK and flags; every other column against the run's.
      Json jvm = columnJvm(r, part.variant());
      if (jvm != null && jvm.has("unsupported")) {
        // The runner never launches such a column's forks: a result there came from elsewhere.
        if (part.hasJson() && !part.entries().isEmpty()) {
          throw refuse(part.name() + " has results, but run.json jvms." + part.variant() + " says the column is "
              + jvm.text("unsupported"));
        }
        continue;
      }
      String partJdk = jvm != null ? jvm.text("jdk") : jdk;
      List<String> partFlags = jvm != null ? jvm.strings("jvmFlags") : flags;
      if (part.meta() != null) {
        checkMeta(part, r, partJdk, partFlags, manifestSha);
      } else if (part.hasJson() && !part.entries().isEmpty()) {
        throw refuse(part.name() + ".meta.json is missing, so its libraries and datasets cannot be checked");
      }
      for (RecordedRun.Entry e : part.entries()) {
        if (run.datasets().stream().noneMatch(d -> d.name().equals(e.dataset()))) {
          throw refuse(e.raw().where() + " measured dataset " + e.dataset() + ", which is not in run.json datasets");
        }
        checkEntry(e, jmh, partJdk, partFlags, firstSeen, jvm == null ? "" : part.variant());
      }
    }
    checkNative(run);
    checkVariants(run);
  }

  /**
   * Each variant at another version must report that version in its libraries (run.json
   * "variants"), so a column named protobuf-java@3.25.8 cannot hold another release's numbers.
   */
  private static void checkVariants(RecordedRun run) {
    for (String impl : run.impls()) {
      if (!RecordedRun.isVersioned(impl)) {
        continue;
      }
      String version = RecordedRun.jarVariantOf(impl).substring(impl.indexOf('@') + 1);
      if (isPrebuilt(run.runJson(), impl)) {
        // A prebuilt jar's column (--jar): its label is no release; its sha256 says which jar ran.
        Json entry = run.runJson().get("variants").get(impl);
        if (!entry.has("sha256") || entry.text("sha256").isEmpty()) {
          throw refuse("run.json variants." + impl + " is a prebuilt jar with no sha256");
        }
        continue;
      }
      Json libs = run.runJson().get("variants").get(impl).get("libraries");
      if (libs.fieldNames().stream().noneMatch(lib -> libs.text(lib).equals(version))) {
        throw refuse("run.json variants." + impl + ".libraries names no library at " + version);
      }
    }
  }

  /** A column that ran a prebuilt jar: run.json variants.&lt;variant&gt;.prebuilt (the runner's --jar). */
  public static boolean isPrebuilt(Json runJson, String variant) {
    return runJson.has("variants") && runJson.get("variants").has(variant)
        && runJson.get("variants").get(variant).has("prebuilt") && runJson.get("variants").get(variant).bool("prebuilt");
  }

    private static void checkRunId(RecordedRun run) {
    Matcher m = RUN_ID.matcher(run.runId());
    if (m.matches() && !run.commit().startsWith(m.group(1))) {
      throw refuse("run id " + run.runId() + " names commit " + m.group(1) + ", run.json says " + run.commit());
    }
  }

  private static void checkMeta(RecordedRun.JvmOutput part, Json run, String jdk, List<String> flags, String manifestSha) {
    Json meta = part.meta().raw();
    String where = part.name() + ".meta.json";
    same(where + " impl", meta.text("impl"), part.impl());
    same(where + " jdk", meta.text("jdk"), jdk);
    if (meta.has("jvmFlags")) {
      // Meta files before launcherFlags recorded the launcher's flags as jvmFlags, then equal to the fork's.
      same(where + " jvmFlags", meta.strings("jvmFlags"), flags);
    }
    same(where + " manifestSha256", meta.text("manifestSha256"), manifestSha);
    checkMetaRunId(part, run, where);
    // Optional until every writer records it: a part resumed from another checkout must not mix in.
    // A prebuilt jar (--jar) was built elsewhere, possibly at another commit: its sha256 in run.json names it.
    if (meta.has("commit") && !isPrebuilt(run, part.variant())) {
      same(where + " commit", meta.text("commit"), run.text("commit"));
    }
    Json libs = meta.get("libraries");
    // A variant at another version (protobuf-java@3.25.8) has its own libraries; the pinned jars share the flat ones.
    boolean versioned = RecordedRun.isVersioned(part.column());
    Json runLibs = versioned ? run.get("variants").get(part.variant()).get("libraries") : run.get("libraries");
    String recorded = versioned ? "run.json variants." + part.variant() + ".libraries" : "run.json libraries";
    for (String lib : libs.fieldNames()) {
      if (!runLibs.has(lib)) {
        throw refuse(where + " uses " + lib + " " + libs.text(lib) + ", which " + recorded + " does not record");
      }
      same(where + " libraries." + lib, libs.text(lib), runLibs.text(lib));
    }
  }

  /**
   * A fork copied in from another run (of the same commit, so every other field agrees) names that
   * run. From format 2 on every fork must name this one; a prebuilt jar (--jar) may predate the
   * field, so its forks are checked only when they name a run.
   */
  private static void checkMetaRunId(RecordedRun.JvmOutput part, Json run, String where) {
    String runId = run.text("runId");
    if (part.meta().raw().has("runId")) {
      String named = part.meta().raw().text("runId");
      if (!named.equals(runId)) {
        throw refuse(part.name() + " is a fork of run " + named + " (" + where + " runId), not of this run " + runId
            + ": copied in from another run");
      }
    } else if (format(run) >= FORMAT_RUN_ID && !isPrebuilt(run, part.variant())) {
      throw refuse(where + " names no runId, which every fork of a run.json format " + format(run)
          + " run records: not written by this run's runner");
    }
  }

  /** run.json "format"; 1 for runs from before the field. */
  static long format(Json run) {
    return run.has("format") ? run.integerAtLeast("format", 1) : 1;
  }

  /** run.json jvms.&lt;variant&gt;: the JVM a column names ({@code protobuf-java~jdk17}), or null. */
  public static Json columnJvm(Json runJson, String variant) {
    return runJson.has("jvms") && runJson.get("jvms").has(variant) ? runJson.get("jvms").get(variant) : null;
  }

  /** {@code jvmKey}: the column whose own JVM ran the entry ("" for the run's), so "jvm" etc. agree per JVM. */
  private static void checkEntry(RecordedRun.Entry e, Json jmh, String jdk, List<String> flags, Map<String, String> firstSeen,
      String jvmKey) {
    Json raw = e.raw();
    String where = raw.where() + " (" + e.op() + ", " + e.dataset() + ")";
    same(where + " jmhVersion", raw.text("jmhVersion"), jmh.text("version"));
    // An op timed in another mode (first call, latency) has its own settings in jmh.opModes.
    Json settings = jmh.has(OpModes.KEY) && jmh.get(OpModes.KEY).has(e.op()) ? jmh.get(OpModes.KEY).get(e.op()) : jmh;
    for (String setting : JMH_SETTINGS) {
      if (settings == jmh || settings.has(setting)) {
        same(where + " " + setting, raw.text(setting), settings.text(setting));
      }
    }
    if (settings != jmh) {
      same(where + " scoreUnit", raw.get("primaryMetric").text("scoreUnit"), settings.text("scoreUnit"));
    }
    same(where + " jvmArgs", raw.strings("jvmArgs"), flags);
    String vmVersion = raw.text("vmVersion");
    if (!jdk.endsWith(" " + vmVersion) || !vmVersion.startsWith(raw.text("jdkVersion"))) {
      throw refuse(where + " ran on JDK " + raw.text("jdkVersion") + " (VM " + vmVersion + "), run.json says " + jdk);
    }
    // Not in run.json, but must not differ between parts.
    for (String field : List.of("jvm", "threads", "vmName")) {
      String value = raw.text(field);
      String first = firstSeen.putIfAbsent(jvmKey + " " + field, value);
      if (first != null && !first.equals(value)) {
        throw refuse(where + " " + field + " is " + value + ", earlier results have " + first);
      }
    }
  }

  private static void checkNative(RecordedRun run) {
    if (run.nativePasses().isEmpty()) {
      return;
    }
    String impl = run.nativeReference();
    Json libs = run.runJson().get("libraries");
    if (!libs.has(impl)) {
      throw refuse("native-c/ holds " + impl + " results, but run.json libraries does not record " + impl);
    }
    for (RecordedRun.NativePass p : run.nativePasses()) {
      if (!p.raw().has(impl)) {
        throw refuse("native-c/pass-" + p.pass() + ".json has no " + impl + " block, native-c/pass-"
            + run.nativePasses().get(0).pass() + ".json has");
      }
      Json tool = p.raw().get(impl);
      String where = "native-c/pass-" + p.pass() + ".json " + impl + ".";
      for (String field : List.of("sdist", "sha256", "cflags")) {
        same(where + field, tool.text(field), libs.text(impl + "." + field));
      }
      for (RecordedRun.NativeResult result : p.results()) {
        if (!run.ops().contains(result.op())) {
          throw refuse(where.substring(0, where.length() - impl.length() - 2) + " has op " + result.op() + ", not one of run.json's ops");
        }
        run.dataset(result.dataset());
      }
    }
  }

  private static void same(String what, Object actual, Object expected) {
    if (!Objects.equals(actual, expected)) {
      throw refuse(what + " is " + actual + ", run.json says " + expected);
    }
  }

  private static AggregateException refuse(String reason) {
    return new AggregateException("refusing to aggregate: " + reason);
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
