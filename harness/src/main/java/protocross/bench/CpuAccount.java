package protocross.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import protocross.contract.ProtocrossException;

/**
 * Per-iteration CPU accounting (issue 25): what the benchmark thread got of the core while an
 * iteration ran, so that a per-CPU-second figure can be set beside the wall-clock score and the
 * host's share (steal) and the other processes' share of the core can be seen per fork.
 *
 * <p>{@code CodecBenchmark}'s iteration setup calls {@link #begin} and its teardown {@link #end};
 * JMH runs both on the benchmark thread, outside the iteration's timer, so the readings (a few
 * procfs reads) cost the score nothing, and the window they span is the timed one plus JMH's few
 * microseconds around it. Each {@code end} appends one tab-separated line to the file the runner
 * names in {@link #FILE_ENV} (unset: nothing is recorded):
 *
 * <pre>kind index wallNanos threadCpuNanos cpu stealTicks busyTicks processTicks</pre>
 *
 * {@code kind} {@code warmup} or {@code measurement}, {@code index} 1-based within its kind;
 * {@code threadCpuNanos}: the benchmark thread's user + system time ({@link ThreadMXBean}); {@code
 * cpu}: the core the thread last ran on at the iteration's end ({@code /proc/thread-self/stat}
 * field 39; the runner pins each JVM to its core set, so on one core this is that core); {@code
 * stealTicks} and {@code busyTicks}: that core's steal and non-idle time ({@code /proc/stat}'s
 * line {@code cpuN}: steal; user nice system irq softirq) over the iteration; {@code processTicks}:
 * this JVM's user + system time ({@code /proc/self/stat} fields 14 and 15, all its threads). Ticks
 * are USER_HZ (100 a second on Linux), so {@code busyTicks − processTicks} is what every other
 * process (and, in a paired fork, the partner JVM) ran on the core meanwhile. A value procfs does
 * not give (not Linux) is −1.
 */
public final class CpuAccount {
  /** The file to append to (set by the runner for every fork). */
  public static final String FILE_ENV = "PROTOCROSS_CPU_FILE";
  /** The suffix the runner's per-fork file takes beside the fork's meta file. */
  public static final String SUFFIX = ".cpu.tsv";
  /** The header line the aggregator reads the columns by. */
  public static final String HEADER = "kind\tindex\twallNanos\tthreadCpuNanos\tcpu\tstealTicks\tbusyTicks\tprocessTicks";

  private static CpuAccount fromEnv;
  private static boolean read;

  private final Path file;
  private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
  private long wall;
  private long cpuTime;
  private long[] core;
  private long process;
  private int warmups;
  private int measured;

  CpuAccount(Path file) {
    this.file = file;
  }

  /** The accounting the runner asked for, or null when it named no file. */
  public static synchronized CpuAccount fromEnv() {
    if (!read) {
      read = true;
      String f = System.getenv(FILE_ENV);
      if (f != null && !f.isEmpty()) {
        fromEnv = new CpuAccount(Path.of(f));
      }
    }
    return fromEnv;
  }

  /** The CPU file of a fork whose meta file is {@code meta} ({@code fork-k.meta.json} → {@code fork-k.cpu.tsv}). */
  public static Path besideMeta(Path meta) {
    String name = meta.getFileName().toString();
    String stem = name.endsWith(".meta.json") ? name.substring(0, name.length() - ".meta.json".length()) : name;
    return meta.resolveSibling(stem + SUFFIX);
  }

  /** Readings at the start of an iteration (on the benchmark thread). */
  public void begin() {
    int cpu = currentCpu();
    core = coreTicks(cpu);
    process = processTicks();
    cpuTime = threadCpu();
    wall = System.nanoTime();
  }

  /** Readings at its end, and the iteration's line. */
  public void end(boolean warmup) {
    String kind = warmup ? "warmup" : "measurement";
    int index = warmup ? ++warmups : ++measured;
    long w = System.nanoTime() - wall;
    long c = threadCpu();
    long dc = c < 0 || cpuTime < 0 ? -1 : c - cpuTime;
    int cpu = currentCpu();
    long[] now = coreTicks(cpu);
    long p = processTicks();
    long steal = now == null || core == null ? -1 : now[0] - core[0];
    long busy = now == null || core == null ? -1 : now[1] - core[1];
    long dp = p < 0 || process < 0 ? -1 : p - process;
    String line = kind + "\t" + index + "\t" + w + "\t" + dc + "\t" + cpu + "\t" + steal + "\t" + busy + "\t" + dp + "\n";
    try {
      if (!Files.exists(file)) {
        Files.writeString(file, HEADER + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
      }
      Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    } catch (IOException e) {
      System.err.println("protocross: cannot write the CPU accounting to " + file + ": " + e.getMessage());
      throw new ProtocrossException("cannot write " + file + ": " + e.getMessage());
    }
  }

  private long threadCpu() {
    return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : -1;
  }

  /** Field 39 (processor) of {@code /proc/thread-self/stat}; −1 when unreadable. */
  static int currentCpu() {
    String[] f = statFields(Path.of("/proc/thread-self/stat"));
    return f == null || f.length < 39 ? -1 : parseInt(f[38]);
  }

  /** User + system ticks of this process ({@code /proc/self/stat} fields 14, 15); −1 when unreadable. */
  static long processTicks() {
    String[] f = statFields(Path.of("/proc/self/stat"));
    return f == null || f.length < 15 ? -1 : Long.parseLong(f[13]) + Long.parseLong(f[14]);
  }

  /**
   * The fields of a {@code stat} file, numbered from 1 as proc(5) numbers them (index i − 1): the
   * command name (field 2, in parentheses) may hold spaces, so fields after it are split from the
   * last ')'.
   */
  static String[] statFields(Path stat) {
    String s;
    try {
      s = Files.readString(stat, StandardCharsets.US_ASCII);
    } catch (IOException | RuntimeException e) {
      return null;
    }
    int close = s.lastIndexOf(')');
    if (close < 0) {
      return null;
    }
    String[] rest = s.substring(close + 1).strip().split(" +");
    String[] out = new String[rest.length + 2];
    out[0] = s.substring(0, s.indexOf(' '));
    out[1] = s.substring(s.indexOf('(') , close + 1);
    System.arraycopy(rest, 0, out, 2, rest.length);
    return out;
  }

  /** {steal, busy} ticks of {@code cpuN} in {@code /proc/stat}; null when unreadable. */
  static long[] coreTicks(int cpu) {
    if (cpu < 0) {
      return null;
    }
    try {
      return coreTicks(Files.readAllLines(Path.of("/proc/stat"), StandardCharsets.US_ASCII), cpu);
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** {steal, busy} of {@code cpuN} among {@code /proc/stat}'s lines: busy = user nice system irq softirq (steal apart). */
  static long[] coreTicks(Iterable<String> procStat, int cpu) {
    String name = "cpu" + cpu;
    for (String line : procStat) {
      String[] f = line.strip().split(" +");
      if (f[0].equals(name) && f.length >= 9) {
        long user = Long.parseLong(f[1]);
        long nice = Long.parseLong(f[2]);
        long system = Long.parseLong(f[3]);
        long irq = Long.parseLong(f[6]);
        long softirq = Long.parseLong(f[7]);
        long steal = Long.parseLong(f[8]);
        return new long[] {steal, user + nice + system + irq + softirq};
      }
    }
    return null;
  }

  private static int parseInt(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
