package protocross.aggregate.render;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/** One run's output files, in memory: tables.md, measurement-spread.md and charts/, rendered from its {@link Summary}. */
public final class RunFiles {
  /** The folder the charts go in, beside tables.md. */
  public static final String CHARTS = "charts";

  private RunFiles() {}

  /** Every output file, in memory: reading, checking and rendering all finish before any write. */
  public static Map<String, byte[]> render(RecordedRun run, String regenerate) {
    Summary summary = new Summary(run);
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("tables.md", TablesWriter.render(summary, regenerate).getBytes(StandardCharsets.UTF_8));
    files.put("measurement-spread.md", SpreadWriter.render(summary).getBytes(StandardCharsets.UTF_8));
    Charts.render(summary).forEach((name, svg) -> files.put(CHARTS + "/" + name, svg));
    return files;
  }
}
