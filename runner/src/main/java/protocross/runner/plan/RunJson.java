package protocross.runner.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import protocross.contract.Jdk;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.Manifest;
import protocross.jars.GitState;
import protocross.jars.RunnerException;
import protocross.runner.CpuList;
import protocross.runner.JmhSettings;
import protocross.runner.JvmFlags;
import protocross.runner.OpTimings;
import protocross.runner.RunLayout;
import protocross.runner.RunPlan;
import protocross.runner.host.HostInfo;
import protocross.runner.host.Preflight;
import protocross.runner.host.PreflightCheck;
import protocross.runner.host.SchedulerJob;

/**
 * run.json: everything needed to judge and reproduce a run (fields in results/README.md). Every
 * runner builds it here ({@link protocross.runner.RunSession}); what only a target knows (docker: its image ids) it
 * adds itself ({@link protocross.runner.RunTarget#addProvenance}).
 *
 * @param runner "metal" or "docker"
 * @param launch how each JVM was started, e.g. "taskset -c 1 chrt -r 1"
 */
public record RunJson(String runId, String runner, Instant date, GitState git, HostInfo host,
    List<Integer> coresUsed, String jdk, String jmhVersion, RunPlan plan, Manifest manifest,
    ObjectNode libraries, List<PreflightCheck> preflight, boolean allowNoisy, String launch) {

  /**
   * run.json "format": 2 since every fork's meta file names its run ({@code "runId"}), which the
   * aggregator then requires; runs without the field (format 1) predate it and are read as they are.
   */
  public static final int FORMAT = 2;

  /** run.json's key for a run whose forks take turns in pairs ({@code --paired}). */
  public static final String PAIRED = "paired";

  /** The JDK as the benchmark JVMs report it (same form as the meta files). */
  public static String currentJdk() {
    return Jdk.current();
  }

  public static String currentJmhVersion() {
    try {
      return org.openjdk.jmh.util.Version.getPlainVersion();
    } catch (RuntimeException | LinkageError e) {
      return "unknown";
    }
  }

  public ObjectNode toJson() {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("runId", runId);
    n.put("format", FORMAT);
    n.put("runner", runner);
    n.put("date", date.truncatedTo(ChronoUnit.SECONDS).toString());
    n.put("commit", git.commit());
    n.put("dirty", git.dirty());
    ObjectNode h = n.putObject("host");
    h.put("cpu", host.cpu());
    h.put("cores", host.cores());
    h.put("coresUsed", CpuList.format(coresUsed));
    h.put("kernel", host.kernel());
    h.put("hostname", host.hostname());
    if (host.job() != null) {
      n.set("scheduler", host.job().toJson());
    }
    n.put("jdk", jdk);
    ArrayNode flags = n.putArray("jvmFlags");
    JvmFlags.ALL.forEach(flags::add);
    ArrayNode launcherFlags = n.putArray("launcherFlags");
    JvmFlags.LAUNCHER.forEach(launcherFlags::add);
    n.put("launch", launch);
    n.set("jmh", plan.settings().toJson(jmhVersion));
    ObjectNode opModes = OpTimings.toJson(plan);
    if (opModes != null) {
      ((ObjectNode) n.get("jmh")).set("opModes", opModes);
    }
    n.put("layout", RunLayout.LAYOUT);
    n.put("forks", plan.forks());
    // The pass layout's key, equal to forks, so that readers of that layout do not break.
    n.put("passes", plan.forks());
    ArrayNode impls = n.putArray("impls");
    plan.impls().forEach(impls::add);
    ArrayNode columns = n.putArray("columns");
    plan.columns().forEach(columns::add);
    n.put("baseline", plan.baseline());
    if (plan.compare()) {
      // A/B: B against A, ratio B/A; A is the baseline.
      ArrayNode compare = n.putArray("compare");
      plan.columns().forEach(compare::add);
    }
    n.put("control", plan.control());
    n.set("adaptive", plan.adaptive() == null ? null : plan.adaptive().toJson());
    if (plan.shard() != null) {
      n.set("shard", shardJson(plan));
    }
    ObjectNode schedule = n.putObject("schedule");
    schedule.put("seed", plan.seed());
    schedule.put("order", "interleaved");
    schedule.putArray("rounds");
    ArrayNode ds = n.putArray("datasets");
    for (String name : plan.datasets()) {
      Manifest.Entry e = manifest.entry(name);
      ObjectNode d = ds.addObject();
      d.put("name", e.name());
      d.put("messageType", e.messageType());
      d.put("payloads", e.payloads());
      d.put("payloadBytes", e.payloadBytes());
    }
    ArrayNode ops = n.putArray("ops");
    plan.ops().forEach(o -> ops.add(o.name()));
    n.set("libraries", libraries);
    n.put("manifestSha256", manifest.sha256());
    n.set("preflight", preflightJson(preflight));
    n.put("quiesced", Preflight.quiesced(preflight));
    n.put("allowNoisy", allowNoisy);
    return n;
  }

  /**
   * run.json "shard": which shard of how many, and the (dataset, op) groups it holds, so that the
   * aggregator can tell this shard's cells from those another shard holds, and a merge can check
   * that the shards hold every group of the plan exactly once.
   */
  static ObjectNode shardJson(RunPlan plan) {
    ObjectNode s = JsonNodeFactory.instance.objectNode();
    s.put("index", plan.shard().index());
    s.put("count", plan.shard().count());
    ArrayNode groups = s.putArray("groups");
    plan.groups().forEach(g -> groups.add(g.id()));
    return s;
  }

  static ArrayNode preflightJson(List<PreflightCheck> checks) {
    ArrayNode a = JsonNodeFactory.instance.arrayNode();
    for (PreflightCheck c : checks) {
      ObjectNode o = a.addObject();
      o.put("check", c.check());
      o.put("value", c.value());
      o.put("status", c.status().name());
    }
    return a;
  }

  /** The plan a run was started with, so a resumed run measures exactly the same cells. */
  public static RunPlan planOf(JsonNode runJson) {
    if (!RunLayout.LAYOUT.equals(runJson.path("layout").asText())) {
      throw new RunnerException("the run has the pass layout of an older runner; it cannot be resumed by this one");
    }
    JmhSettings settings = JmhSettings.recorded(runJson.path("jmh")).withForks(runJson.path("forks").asInt());
    List<String> impls = new ArrayList<>();
    runJson.path("impls").forEach(i -> impls.add(i.asText()));
    List<String> datasets = new ArrayList<>();
    runJson.path("datasets").forEach(d -> datasets.add(d.path("name").asText()));
    List<Op> ops = new ArrayList<>();
    runJson.path("ops").forEach(o -> ops.add(Op.parse(o.asText())));
    List<String> columns = new ArrayList<>();
    runJson.path("columns").forEach(c -> columns.add(c.asText()));
    boolean aa = !impls.isEmpty() && columns.contains(Columns.twinOf(impls.get(0)));
    JsonNode a = runJson.path("adaptive");
    Adaptive adaptive = a.isObject()
        ? new Adaptive(a.path("targetHalfWidth").asDouble(), a.path("maxForks").asInt(), a.path("budgetMinutes").asInt())
        : null;
    JsonNode s = runJson.path("shard");
    Shard shard = s.isObject() ? new Shard(s.path("index").asInt(), s.path("count").asInt()) : null;
    return new RunPlan(settings, impls, datasets, ops, aa, runJson.path("control").asBoolean(),
        runJson.path("schedule").path("seed").asLong(), adaptive, runJson.has("compare"), shard);
  }

  public static List<Integer> coresOf(JsonNode runJson) {
    return CpuList.parse(runJson.path("host").path("coresUsed").asText());
  }

  /**
   * Records a resumed session in run.json ("resumes"): its date, commit and preflight. The run
   * stays "quiesced" only if every session was.
   */
  public static void addResume(ObjectNode runJson, Instant date, GitState git, List<PreflightCheck> preflight,
      boolean allowNoisy) {
    ArrayNode resumes = runJson.has("resumes") ? (ArrayNode) runJson.get("resumes") : runJson.putArray("resumes");
    ObjectNode r = resumes.addObject();
    r.put("date", date.truncatedTo(ChronoUnit.SECONDS).toString());
    r.put("commit", git.commit());
    r.put("dirty", git.dirty());
    r.set("preflight", preflightJson(preflight));
    r.put("quiesced", Preflight.quiesced(preflight));
    r.put("allowNoisy", allowNoisy);
    // A resumed shard may run in another scheduler job (metal/slurm/: the array task resubmitted).
    SchedulerJob job = SchedulerJob.of(System.getenv());
    if (job != null) {
      r.set("scheduler", job.toJson());
    }
    runJson.put("quiesced", runJson.path("quiesced").asBoolean() && Preflight.quiesced(preflight));
    runJson.put("allowNoisy", runJson.path("allowNoisy").asBoolean() || allowNoisy);
  }
}
