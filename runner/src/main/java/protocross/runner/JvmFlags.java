package protocross.runner;

import java.util.List;

/**
 * The flags of every benchmark JVM, identical for all implementations (the launcher JVM and
 * JMH's forks alike, so the meta file records what the fork ran with).
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

  public static final String HEAP = "1g";

  public static final List<String> ALL = List.of(
      "-Xms" + HEAP,
      "-Xmx" + HEAP,
      "-XX:+UseParallelGC",
      "-XX:+AlwaysPreTouch",
      "--enable-native-access=ALL-UNNAMED");
}
