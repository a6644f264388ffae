package protocross.aggregate.read;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A fork's {@code fork-<k>.cpu.tsv} (harness {@code CpuAccount}): one line per iteration, warm-up
 * included, under a header naming the columns. Ticks are USER_HZ (100 a second); −1 where procfs
 * gave nothing. A line that does not parse is refused with its file and line number.
 */
public final class CpuLog {
  public static final String SUFFIX = ".cpu.tsv";
  static final String HEADER = "kind\twallNanos";
  /** USER_HZ: Linux's /proc tick, 100 a second on every architecture the runner supports. */
  public static final double TICKS_PER_SECOND = 100;

  /** One iteration's accounting. */
  public record Line(boolean warmup, int index, long wallNanos, long threadCpuNanos, int cpu, long stealTicks,
      long busyTicks, long processTicks) {}

  private CpuLog() {}

  /** The lines of {@code file}, or none when it is not there. */
  public static List<Line> read(Path file, String name) {
    if (!Files.exists(file)) {
      return List.of();
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AggregateException(name + ": cannot read (" + e.getMessage() + ")");
    }
    List<Line> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      if (i == 0 && l.startsWith("kind\t")) {
        continue;
      }
      if (l.isBlank()) {
        continue;
      }
      String[] f = l.split("\t");
      try {
        if (f.length != 8 || !(f[0].equals("warmup") || f[0].equals("measurement"))) {
          throw new NumberFormatException("8 tab-separated fields, the first warmup or measurement");
        }
        out.add(new Line(f[0].equals("warmup"), Integer.parseInt(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
            Integer.parseInt(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7])));
      } catch (NumberFormatException e) {
        throw new AggregateException(name + ":" + (i + 1) + ": not a CPU accounting line (" + e.getMessage() + ")");
      }
    }
    return List.copyOf(out);
  }
}
