package protocross.aggregate;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -jar aggregate.jar <run-dir> [--out <dir>]}: checks one run's provenance, then
 * writes tables.md, measurement-spread.md and charts/ into the output directory (default: the
 * current directory). Any problem ends in one line on stderr and nothing written.
 * {@code <run-dir> --wide-cells <target>} writes nothing: it prints the cells whose confidence
 * interval is still wider than the target ({@link WideCells}).
 */
public final class Main {
  static final String USAGE = "usage: java -jar aggregate.jar <run-dir> [--out <dir>] | <run-dir> --wide-cells <target>";

  private Main() {}

  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true");
    try {
      run(args);
    } catch (AggregateException e) {
      System.err.println("aggregate: " + e.getMessage());
      System.exit(1);
    } catch (RuntimeException e) {
      // A bug, not bad input; still one line, since a stack trace would bury the run dir's name.
      System.err.println("aggregate: internal error: " + e);
      System.exit(3);
    }
  }

  static void run(String[] args) {
    Path runDir = null;
    Path out = Path.of("");
    Double wide = null;
    List<String> list = List.of(args);
    for (int i = 0; i < list.size(); i++) {
      String a = list.get(i);
      if (a.equals("-h") || a.equals("--help")) {
        System.out.println(USAGE);
        return;
      } else if (a.equals("--wide-cells") && i + 1 < list.size()) {
        wide = WideCells.target(list.get(++i));
      } else if (a.equals("--out") && i + 1 < list.size()) {
        out = Path.of(list.get(++i));
      } else if (!a.startsWith("-") && runDir == null) {
        runDir = Path.of(a);
      } else {
        throw new AggregateException("unexpected argument '" + a + "'; " + USAGE);
      }
    }
    if (runDir == null) {
      throw new AggregateException(USAGE);
    }
    if (wide != null) {
      WideCells.lines(summarize(runDir), wide).forEach(System.out::println);
      return;
    }
    Output.write(out.toAbsolutePath(), render(runDir));
  }

  /** Every output file, in memory: reading, checking and rendering all finish before any write. */
  static Map<String, byte[]> render(Path runDir) {
    Summary summary = summarize(runDir);
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("tables.md", TablesWriter.render(summary).getBytes(StandardCharsets.UTF_8));
    files.put("measurement-spread.md", SpreadWriter.render(summary).getBytes(StandardCharsets.UTF_8));
    Charts.render(summary).forEach((name, svg) -> files.put(Output.CHARTS + "/" + name, svg));
    return files;
  }

  static Summary summarize(Path runDir) {
    Run run = RunDir.read(runDir);
    Provenance.check(run);
    return new Summary(run);
  }
}
