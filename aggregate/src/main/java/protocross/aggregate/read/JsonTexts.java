package protocross.aggregate.read;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * What the forks' meta.json say about the JSON ops ({@code "json"}, written by each benchmark
 * jar's launcher): per dataset, the bytes of its canonical JSON texts, which MiB/s of
 * {@code json_encode} and {@code json_decode} counts (the same for every column), and per column
 * and dataset, how many bytes the runtime's own texts have and where they differ from the
 * canonical ones. Empty for a run without JSON ops, and for runs from before them. The run's
 * collection of what the harness's JsonFacts wrote, one per fork.
 */
public final class JsonTexts {
  public static final String JSON_ENCODE = "json_encode";
  public static final String JSON_DECODE = "json_decode";

  /** One column's own texts on one dataset. */
  public record Own(long bytes, List<String> differences) {}

  private final Map<String, Long> canonicalBytes = new LinkedHashMap<>();
  private final Map<String, Map<String, Own>> own = new LinkedHashMap<>();

  public static boolean isJsonOp(String op) {
    return op.equals(JSON_ENCODE) || op.equals(JSON_DECODE);
  }

  public static JsonTexts of(RecordedRun run) {
    JsonTexts facts = new JsonTexts();
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (part.meta() == null || !part.meta().raw().has("json")) {
        continue;
      }
      Json json = part.meta().raw().get("json");
      for (String dataset : json.fieldNames()) {
        Json d = json.get(dataset);
        long bytes = d.integerAtLeast("canonicalBytes", 1);
        Long before = facts.canonicalBytes.putIfAbsent(dataset, bytes);
        if (before != null && before != bytes) {
          throw new AggregateException(d.where() + ": canonical JSON of " + dataset + " is " + bytes + " bytes here, "
              + before + " in another fork: the forks did not read the same texts");
        }
        if (d.has("encodeBytes") && !RecordedRun.isTwin(part.column())) {
          facts.own.computeIfAbsent(part.column(), c -> new LinkedHashMap<>())
              .putIfAbsent(dataset, new Own(d.integerAtLeast("encodeBytes", 0), d.strings("differences")));
        }
      }
    }
    return facts;
  }

  /** Bytes per op of a JSON op on {@code dataset}, or null when no fork said. */
  public Long canonicalBytes(String dataset) {
    return canonicalBytes.get(dataset);
  }

  /** Columns whose json_encode ran, in the order met. */
  public List<String> columns() {
    return List.copyOf(own.keySet());
  }

  public Map<String, Own> own(String column) {
    return own.getOrDefault(column, Map.of());
  }

  /** Every difference any column showed, each with the datasets it showed on. */
  public static Map<String, TreeSet<String>> byDifference(Map<String, Own> perDataset) {
    Map<String, TreeSet<String>> out = new LinkedHashMap<>();
    perDataset.forEach((dataset, o) -> o.differences().forEach(d -> out.computeIfAbsent(d, k -> new TreeSet<>()).add(dataset)));
    return out;
  }
}
