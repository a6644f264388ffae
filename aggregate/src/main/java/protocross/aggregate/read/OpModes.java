package protocross.aggregate.read;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The ops timed in another JMH mode than throughput, as run.json {@code jmh.opModes} records them
 * (the runner's OpTimings): {@code ss} (SingleShotTime: {@code first_decode}, {@code first_encode},
 * {@code FirstCallTable}) and {@code sample} (SampleTime: {@code decode_latency},
 * {@code encode_latency}, {@code LatencyTable}). Their results are times, so they are never
 * throughput cells. This class reads which op has which mode; {@code OpModeCells} makes their
 * cells, {@code OpModeNotes} renders their settings and missing values.
 */
public final class OpModes {
  public static final String KEY = "opModes";
  public static final String SINGLE_SHOT = "ss";
  public static final String SAMPLE = "sample";

  private OpModes() {}

  /** op → JMH mode for every op of run.json that is not a throughput op; empty for runs without any. */
  static Map<String, String> of(Json runJson) {
    Map<String, String> modes = new LinkedHashMap<>();
    if (runJson.has("jmh") && runJson.get("jmh").has(KEY)) {
      Json m = runJson.get("jmh").get(KEY);
      for (String op : m.fieldNames()) {
        modes.put(op, m.get(op).text("mode"));
      }
    }
    return modes;
  }

  /** The run's ops timed in {@code mode}, in run.json order. */
  public static List<String> ops(RecordedRun run, String mode) {
    Map<String, String> modes = of(run.runJson());
    return run.runJson().strings("ops").stream().filter(op -> mode.equals(modes.get(op))).toList();
  }
}
