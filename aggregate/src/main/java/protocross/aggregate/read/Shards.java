package protocross.aggregate.read;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Shards of one run ({@code metal/run.sh --shard i/N}, run.json {@code "shard"}): each holds some
 * (dataset, op) groups of the same plan, run on its own host into its own folder. They merge into
 * one {@link RecordedRun} only when every shard is there once, their groups add up to the plan exactly
 * once, and their provenance agrees field by field ({@link #AGREE}); otherwise the merge is refused
 * in one line naming the field. Each shard is first checked on its own ({@link Provenance}), so a
 * merge never mixes results that would be refused in a single run.
 */
public final class Shards {
  /**
   * run.json's record of a --dataset run's directories, compared by dataset name on what identifies
   * each whatever host read it ({@link #IDENTITY}), not on the directory's path, which is each host's
   * own. Before the manifest's hash, so that other bytes under one name are refused naming the dataset.
   */
  static final String DATASET_DIRS = "datasetDirs";
  /** A user dataset's identity in run.json datasetDirs: its schema and the sha256 of the canonical payloads timed. */
  static final List<String> IDENTITY = List.of("messageType", "schemaHash", "sha256");

  /**
   * run.json fields every shard must have equal: the host class (CPU model), the runner, JDK, JVM
   * flags, JMH settings, a --dataset run's datasets ({@link #DATASET_DIRS}), the dataset manifest,
   * commit, the variants and their libraries, and the plan with its seed. Not compared: the host
   * name, kernel, cores, date, preflight and schedule, which are each shard's own and are listed
   * per shard in the merged provenance.
   */
  public static final List<String> AGREE = List.of("host.cpu", "runner", "jdk", "jvmFlags", "jmh", DATASET_DIRS, "manifestSha256",
      "commit", "dirty", "impls", "columns", "baseline", "compare", "libraries", "variants", "layout", "forks", "control",
      "adaptive.targetHalfWidth", "adaptive.maxForks", "adaptive.budgetMinutes", "schedule.seed", "schedule.order",
      "datasets", "ops", "shard.count");

  private Shards() {}

  /** A shard's groups ({@code <dataset>/<op>}), or null when the run is not a shard. */
  static Set<String> owned(Json runJson) {
    if (!runJson.has("shard")) {
      return null;
    }
    Json shard = runJson.get("shard");
    if (!shard.has("groups")) {
      // A merged run's shard object lists its shards, not groups; it is never read from disk.
      throw new AggregateException("run.json: shard has no groups");
    }
    return new LinkedHashSet<>(shard.strings("groups"));
  }

  /** "shard 2/3 (20261130-223001-abc1234)", or null when the run is not a shard. */
  static String describe(RecordedRun run) {
    Json r = run.runJson();
    if (!r.has("shard") || !r.get("shard").has("index")) {
      return null;
    }
    Json s = r.get("shard");
    return "shard " + s.text("index") + "/" + s.text("count") + " (" + run.runId() + ")";
  }

  /** Reads, checks and merges the shards' run folders into one run. */
  public static RecordedRun merge(List<Path> dirs) {
    List<RecordedRun> shards = new ArrayList<>();
    for (Path dir : dirs) {
      RecordedRun run = RunDir.readOneOf(dir);
      if (describe(run) == null) {
        throw refuse(dir + " is not a shard (its run.json has no shard); aggregate a whole run on its own");
      }
      shards.add(run);
    }
    RecordedRun first = shards.get(0);
    for (RecordedRun other : shards.subList(1, shards.size())) {
      for (String field : AGREE) {
        String difference = field.equals(DATASET_DIRS)
            ? RunJsonDifference.difference(DATASET_DIRS, userDatasets(first), userDatasets(other))
            : RunJsonDifference.of(first, other, field);
        if (difference != null) {
          throw refuse(describe(other) + " and " + describe(first) + " differ in " + difference);
        }
      }
    }
    shards.sort(Comparator.comparingLong(s -> s.runJson().get("shard").integer("index")));
    checkComplete(shards);
    return merged(shards);
  }

  /**
   * A --dataset run's datasets by name, each with its {@link #IDENTITY} fields as run.json records
   * them (a field the runner did not record stays out); missing for a run of the built-in datasets.
   */
  static JsonNode userDatasets(RecordedRun run) {
    JsonNode dirs = run.runJson().node().path(DATASET_DIRS);
    if (!dirs.isArray()) {
      return MissingNode.getInstance();
    }
    ObjectNode byName = JsonNodeFactory.instance.objectNode();
    for (JsonNode d : dirs) {
      ObjectNode identity = byName.putObject(d.path("name").asText());
      for (String field : IDENTITY) {
        if (d.hasNonNull(field)) {
          identity.set(field, d.get(field).deepCopy());
        }
      }
    }
    return byName;
  }

  /** Every shard once, and every group of the plan in exactly one of them. */
  private static void checkComplete(List<RecordedRun> shards) {
    int count = (int) shards.get(0).runJson().get("shard").integer("count");
    List<String> have = shards.stream().map(s -> s.runJson().get("shard").text("index") + "/" + count).toList();
    for (int i = 1; i <= count; i++) {
      int n = java.util.Collections.frequency(have, i + "/" + count);
      if (n == 0) {
        throw refuse("shard " + i + "/" + count + " is missing: give the run folder of every shard (given: "
            + String.join(", ", have) + ")");
      }
      if (n > 1) {
        String prefix = "shard " + i + "/";
        throw refuse("shard " + i + "/" + count + " is given " + n + " times: "
            + String.join(", ", shards.stream().map(Shards::describe).filter(d -> d.startsWith(prefix)).toList()));
      }
    }
    Map<String, String> holder = new LinkedHashMap<>();
    for (RecordedRun s : shards) {
      for (String group : owned(s.runJson())) {
        String before = holder.putIfAbsent(group, describe(s));
        if (before != null) {
          throw refuse(group + " is in both " + before + " and " + describe(s) + ": they are not shards of one plan");
        }
      }
    }
    for (String group : groups(shards.get(0))) {
      if (!holder.containsKey(group)) {
        throw refuse(group + " is in none of the shards: they are not shards of one plan");
      }
    }
    for (String group : holder.keySet()) {
      if (!groups(shards.get(0)).contains(group)) {
        throw refuse(holder.get(group) + " holds " + group + ", which the plan does not have");
      }
    }
  }

  /** Every (dataset, op) group of the plan, as the runner forms them: the control op (when run) and each op per dataset. */
  private static List<String> groups(RecordedRun run) {
    boolean control = run.runJson().has("control") && run.runJson().bool("control");
    List<String> groups = new ArrayList<>();
    for (RecordedRun.Dataset d : run.datasets()) {
      if (control) {
        groups.add(d.name() + "/" + RecordedRun.CONTROL);
      }
      run.ops().forEach(op -> groups.add(d.name() + "/" + op));
    }
    return groups;
  }

  private static RecordedRun merged(List<RecordedRun> shards) {
    RecordedRun first = shards.get(0);
    ObjectNode json = mergedRunJson(shards);
    List<RecordedRun.JvmOutput> parts = new ArrayList<>();
    shards.forEach(s -> parts.addAll(s.parts()));
    // The order one folder gives (dataset, op with control last, column, fork), so that every writer
    // lists things as it would for the same run made on one host.
    List<String> datasets = first.datasets().stream().map(RecordedRun.Dataset::name).toList();
    parts.sort(Comparator.comparingInt((RecordedRun.JvmOutput p) -> datasets.indexOf(p.dataset()))
        .thenComparingInt(p -> p.op().equals(RecordedRun.CONTROL) ? first.ops().size() : first.ops().indexOf(p.op()))
        .thenComparingInt(p -> first.columns().indexOf(p.column()))
        .thenComparingInt(RecordedRun.JvmOutput::k));
    return new RecordedRun(Json.of(json, "run.json (merged from " + shards.size() + " shards)"), json.get("runId").asText(),
        first.commit(), first.layout(), first.planned(), first.impls(), first.columns(), first.baseline(), first.ops(),
        first.datasets(), first.manifest(), List.copyOf(parts), nativePasses(shards, datasets, first.ops()));
  }

  /** upb's C loop per planned round: each shard timed its own datasets; one (dataset, op) twice is refused. */
  private static List<RecordedRun.NativePass> nativePasses(List<RecordedRun> shards, List<String> datasets, List<String> ops) {
    Map<Integer, Json> raw = new TreeMap<>();
    Map<Integer, Map<String, RecordedRun.NativeResult>> results = new TreeMap<>();
    for (RecordedRun s : shards) {
      for (RecordedRun.NativePass p : s.nativePasses()) {
        raw.putIfAbsent(p.pass(), p.raw());
        Map<String, RecordedRun.NativeResult> pass = results.computeIfAbsent(p.pass(), k -> new LinkedHashMap<>());
        for (RecordedRun.NativeResult r : p.results()) {
          if (pass.put(r.dataset() + "/" + r.op(), r) != null) {
            throw refuse("native-c/pass-" + p.pass() + ".json of two shards both time " + r.dataset() + "/" + r.op());
          }
        }
      }
    }
    List<RecordedRun.NativePass> out = new ArrayList<>();
    for (int k : results.keySet()) {
      List<RecordedRun.NativeResult> sorted = new ArrayList<>(results.get(k).values());
      sorted.sort(Comparator.comparingInt((RecordedRun.NativeResult r) -> datasets.indexOf(r.dataset()))
          .thenComparingInt(r -> ops.indexOf(r.op())));
      out.add(new RecordedRun.NativePass(k, raw.get(k), List.copyOf(sorted)));
    }
    return out;
  }

  /**
   * The merged run.json: the agreed fields as the shards have them; the run id, host names,
   * kernels, cores, preflight and resumes of every shard; quiesced only if every shard was; and
   * {@code shard.merged}, one entry per shard (with its scheduler job, when run.json names one).
   */
  private static ObjectNode mergedRunJson(List<RecordedRun> shards) {
    ObjectNode first = (ObjectNode) shards.get(0).runJson().node();
    ObjectNode m = first.deepCopy();
    m.put("runId", String.join(" + ", shards.stream().map(RecordedRun::runId).toList()));
    m.put("date", shards.stream().map(s -> s.runJson().has("date") ? s.runJson().text("date") : "unknown")
        .min(Comparator.naturalOrder()).orElse("unknown"));
    if (m.get("host") instanceof ObjectNode host) {
      for (String field : List.of("cores", "coresUsed", "kernel", "hostname")) {
        host.put(field, distinct(shards, "host", field));
      }
    }
    String launch = distinct(shards, null, "launch");
    if (m.has("launch")) {
      m.put("launch", launch);
    }
    ArrayNode preflight = m.putArray("preflight");
    ArrayNode resumes = JsonNodeFactory.instance.arrayNode();
    boolean quiesced = true;
    boolean allowNoisy = false;
    ObjectNode shard = JsonNodeFactory.instance.objectNode();
    shard.put("count", shards.size());
    ArrayNode merged = shard.putArray("merged");
    for (RecordedRun s : shards) {
      JsonNode r = s.runJson().node();
      String name = describe(s);
      for (JsonNode c : r.path("preflight")) {
        ObjectNode check = ((ObjectNode) c).deepCopy();
        check.put("check", c.path("check").asText() + " (" + name.substring(0, name.indexOf(" (")) + ")");
        preflight.add(check);
      }
      r.path("resumes").forEach(x -> resumes.add(x.deepCopy()));
      quiesced &= r.path("quiesced").asBoolean();
      allowNoisy |= r.path("allowNoisy").asBoolean();
      ObjectNode e = merged.addObject();
      e.put("index", r.at("/shard/index").asInt());
      e.put("runId", s.runId());
      e.put("hostname", r.at("/host/hostname").asText("unknown"));
      e.put("kernel", r.at("/host/kernel").asText("unknown"));
      e.put("coresUsed", r.at("/host/coresUsed").asText("unknown"));
      e.put("date", r.path("date").asText("unknown"));
      e.put("quiesced", r.path("quiesced").asBoolean());
      e.put("groups", r.at("/shard/groups").size());
      if (r.has("scheduler")) {
        e.set("scheduler", r.get("scheduler").deepCopy());
      }
    }
    if (!resumes.isEmpty()) {
      m.set("resumes", resumes);
    } else {
      m.remove("resumes");
    }
    m.put("quiesced", quiesced);
    m.put("allowNoisy", allowNoisy);
    // Each shard's scheduler job is its own (shard.merged); the first shard's is not the merge's.
    m.remove("scheduler");
    m.set("shard", shard);
    ObjectNode schedule = m.putObject("schedule");
    schedule.set("seed", first.at("/schedule/seed").deepCopy());
    schedule.set("order", first.at("/schedule/order").deepCopy());
    if (first.path("adaptive").isObject()) {
      // The settings agree; when each shard's adaptive phase stopped is its own.
      ObjectNode adaptive = m.putObject("adaptive");
      for (String field : List.of("targetHalfWidth", "maxForks", "budgetMinutes")) {
        adaptive.set(field, first.path("adaptive").path(field).deepCopy());
      }
    }
    return m;
  }

  /** One field's values across the shards, each once, in shard order. */
  private static String distinct(List<RecordedRun> shards, String object, String field) {
    Set<String> values = new LinkedHashSet<>();
    for (RecordedRun s : shards) {
      JsonNode r = s.runJson().node();
      JsonNode v = object == null ? r.path(field) : r.path(object).path(field);
      values.add(v.isMissingNode() ? "unknown" : v.asText());
    }
    return String.join("; ", values);
  }

  private static AggregateException refuse(String reason) {
    return new AggregateException("refusing to merge: " + reason);
  }
}
