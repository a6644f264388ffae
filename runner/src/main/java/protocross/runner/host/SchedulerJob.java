package protocross.runner.host;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The scheduler job a run is part of (run.json "scheduler"), so that a shard's folder says which
 * Slurm job and array task made it ({@code metal/slurm/}). Read from the environment Slurm gives a
 * batch job; each value is recorded only when it is a plain token (digits for the ids, a host list
 * such as {@code bench[01-04]} for the nodes), since the environment is the user's. Not one of the
 * fields shards must agree on: each shard is its own array task.
 *
 * @param fields run.json name to value, in a fixed order; never empty
 */
public record SchedulerJob(Map<String, String> fields) {
  private static final Pattern ID = Pattern.compile("[0-9]{1,20}");
  private static final Pattern NODES = Pattern.compile("[A-Za-z0-9._,\\[\\]-]{1,256}");

  /** Slurm's variables, in the order run.json lists them, with their run.json names and forms. */
  private static final String[][] SLURM = {
      {"SLURM_JOB_ID", "jobId"}, {"SLURM_ARRAY_JOB_ID", "arrayJobId"}, {"SLURM_ARRAY_TASK_ID", "arrayTaskId"},
      {"SLURM_JOB_NODELIST", "nodeList"}};

  /** The job in this environment, or null when the run is not a Slurm job (no valid SLURM_JOB_ID). */
  public static SchedulerJob of(Map<String, String> env) {
    if (!valid("SLURM_JOB_ID", env.get("SLURM_JOB_ID"))) {
      return null;
    }
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("name", "slurm");
    for (String[] v : SLURM) {
      String value = env.get(v[0]);
      if (valid(v[0], value)) {
        fields.put(v[1], value);
      }
    }
    return new SchedulerJob(Collections.unmodifiableMap(fields));
  }

  private static boolean valid(String variable, String value) {
    return value != null && (variable.equals("SLURM_JOB_NODELIST") ? NODES : ID).matcher(value).matches();
  }

  public ObjectNode toJson() {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    fields.forEach(n::put);
    return n;
  }
}
