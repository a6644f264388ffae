package protocross.runner;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import protocross.contract.adapter.Op;

/**
 * JMH's mode and iteration settings for the ops that are not timed as throughput
 * ({@link Op.Timing}), and how run.json records them ({@code jmh.opModes}), so that the aggregator
 * checks each of their results against what the runner asked for.
 *
 * <ul>
 *   <li>{@link Op.Timing#SINGLE_SHOT} ({@code first_decode}, {@code first_encode}): JMH
 *       SingleShotTime, no warm-up iteration, one measured call, in microseconds; no profiler (its
 *       listeners would run in the measured JVM before the call). The same for quick and full
 *       runs: the forks (one fresh JVM each) are the samples.
 *   <li>{@link Op.Timing#SAMPLE} ({@code decode_latency}, {@code encode_latency}): JMH SampleTime
 *       with the run's warm-up and measurement iterations, in nanoseconds; no profiler (the
 *       allocation figures are the throughput ops').
 * </ul>
 */
public final class OpTimings {
  private OpTimings() {}

  static final String FIRST_CALL_UNIT = "us";
  static final String LATENCY_UNIT = "ns";

  /** JMH's mode, iteration and unit arguments for an op that is not a throughput op. */
  static List<String> jmhArgs(Op op, JmhSettings s) {
    return switch (op.timing()) {
      case SINGLE_SHOT -> List.of("-bm", op.timing().jmhMode, "-wi", "0", "-i", "1", "-tu", FIRST_CALL_UNIT);
      case SAMPLE -> List.of("-bm", op.timing().jmhMode,
          "-wi", Integer.toString(s.warmupIterations()), "-w", JmhSettings.jmhArg(s.warmupMillis()),
          "-i", Integer.toString(s.measurementIterations()), "-r", JmhSettings.jmhArg(s.measurementMillis()),
          "-tu", LATENCY_UNIT);
      case THROUGHPUT -> throw new IllegalArgumentException(op + " is a throughput op");
    };
  }

  /**
   * run.json {@code jmh.opModes}: for each op of the plan that is not a throughput op, the JMH
   * result fields its results must carry (what JMH writes: mode, forks, iteration counts, and
   * for sampled ops the iteration times) and its unit; null when the plan has none.
   */
  public static ObjectNode toJson(RunPlan plan) {
    ObjectNode modes = JsonNodeFactory.instance.objectNode();
    JmhSettings s = plan.settings();
    for (Op op : plan.ops()) {
      if (op.timing() == Op.Timing.THROUGHPUT) {
        continue;
      }
      ObjectNode m = modes.putObject(op.name());
      m.put("mode", op.timing().jmhMode);
      m.put("forks", JmhSettings.FORKS_PER_LAUNCH);
      if (op.timing() == Op.Timing.SINGLE_SHOT) {
        m.put("warmupIterations", 0);
        m.put("measurementIterations", 1);
        m.put("scoreUnit", FIRST_CALL_UNIT + "/op");
      } else {
        m.put("warmupIterations", s.warmupIterations());
        m.put("warmupTime", JmhSettings.jmhJson(s.warmupMillis()));
        m.put("measurementIterations", s.measurementIterations());
        m.put("measurementTime", JmhSettings.jmhJson(s.measurementMillis()));
        m.put("scoreUnit", LATENCY_UNIT + "/op");
      }
    }
    return modes.isEmpty() ? null : modes;
  }
}
