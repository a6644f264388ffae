package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Fork;
import protocross.bench.CodecBenchmark;
import protocross.jars.ColumnJvm;

/**
 * The flags of every benchmark JVM (JMH's fork, the one that is timed), identical for all
 * implementations. Declared once, on {@link CodecBenchmark}'s {@code @Fork}, so a bare
 * {@code java -jar benchmarks.jar} forks with them too. The launcher JVM above it gets
 * {@link #launcher}: the same flags without the fixed, pre-touched heap.
 *
 * <ul>
 *   <li>Fixed heap (-Xms = -Xmx) so heap sizing never changes mid-measurement; 1 GiB is ~1000×
 *       the largest dataset, so young collections stay cheap and rare.
 *   <li>ParallelGC chosen explicitly: on one core the JVM would pick SerialGC by itself, on more
 *       cores G1; naming it keeps the collector the same whatever cores a host gives. It is
 *       stop-the-world with no concurrent threads, so all GC cost lands inside the measured op
 *       and nothing competes with the benchmark thread between collections.
 *   <li>AlwaysPreTouch: page faults of a fresh heap happen at start-up, not in the first iterations.
 *   <li>Native access enabled for all: upb calls C through FFM; the flag changes nothing for the others.
 * </ul>
 */
public final class JvmFlags {
  private JvmFlags() {}

  public static final List<String> ALL = List.of(CodecBenchmark.class.getAnnotation(Fork.class).jvmArgs());

  /** Heap sizing that only the timed JVM needs. */
  private static final List<String> TIMED_ONLY_PREFIXES = List.of("-Xms", "-XX:+AlwaysPreTouch");

  /** {@link #launcher} of a column without option sets; run.json's {@code launcherFlags}. */
  public static final List<String> LAUNCHER = untimed(ALL);

  /**
   * The flags of a column's JVMs: {@link #ALL}, then the options of its named option sets
   * ({@link ColumnJvm}), so a later flag overrides an earlier one ({@code g1} after ParallelGC).
   */
  public static List<String> of(String column) {
    List<String> flags = new ArrayList<>(ALL);
    flags.addAll(ColumnJvm.of(column).options());
    return List.copyOf(flags);
  }

  /**
   * The launcher JVM's flags: {@link #of} without {@code -Xms} and {@code -XX:+AlwaysPreTouch}.
   * The launcher only proves conformance and hands on to JMH; nothing in it is timed, and
   * pre-touching its 1 GiB heap cost 0.44 s of every fork (metal/README.md, "Settings, and why"). The
   * column's option sets stay, so the proof runs under the same JVM options as the timed fork.
   */
  public static List<String> launcher(String column) {
    return untimed(of(column));
  }

  private static List<String> untimed(List<String> flags) {
    return flags.stream().filter(f -> TIMED_ONLY_PREFIXES.stream().noneMatch(f::startsWith)).toList();
  }
}
