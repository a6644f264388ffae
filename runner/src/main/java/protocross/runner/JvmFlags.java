package protocross.runner;

import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Fork;
import protocross.bench.CodecBenchmark;
import protocross.jars.ColumnJvm;

/**
 * The flags of every benchmark JVM, identical for all implementations (the launcher JVM and
 * JMH's forks alike, so the meta file records what the fork ran with). Declared once, on
 * {@link CodecBenchmark}'s {@code @Fork}, so a bare {@code java -jar benchmarks.jar} forks with them too.
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

  /**
   * The flags of a column's JVMs: {@link #ALL}, then the options of its named option sets
   * ({@link ColumnJvm}), so a later flag overrides an earlier one ({@code g1} after ParallelGC).
   */
  public static List<String> of(String column) {
    List<String> flags = new ArrayList<>(ALL);
    flags.addAll(ColumnJvm.of(column).options());
    return List.copyOf(flags);
  }
}
