package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import protocross.aggregate.model.History;
import protocross.aggregate.model.HistoryRuns;

/**
 * The committed release history (history/tables.md and history/charts/) is exactly what the runs
 * history/runs.txt lists give, as {@code history/run.sh --publish} wrote it. Skipped while no history
 * run is committed (no history/runs.txt).
 */
class CommittedHistoryTest {
  static final Path HISTORY = CommittedRunTest.ROOT.resolve("history");

  @Test
  void committedHistoryRegeneratesByteForByte() throws IOException {
    Path runsFile = HISTORY.resolve("runs.txt");
    assumeTrue(Files.exists(runsFile), "no history run committed yet");
    List<Path> runs = Files.readAllLines(runsFile).stream().map(l -> l.replaceAll("#.*", "").strip())
        .filter(l -> !l.isEmpty()).map(id -> CommittedRunTest.ROOT.resolve("results").resolve(id)).toList();
    Map<String, byte[]> files = HistoryCommand.render(new History(HistoryRuns.read(runs)),
        HistoryCommand.command(runs, HISTORY, CommittedRunTest.ROOT));
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      assertEquals(Files.readString(HISTORY.resolve(f.getKey()), StandardCharsets.UTF_8),
          new String(f.getValue(), StandardCharsets.UTF_8),
          "history/" + f.getKey() + " differs from what history/runs.txt's runs give: bin/aggregate --history ... --out history");
    }
    try (Stream<Path> charts = Files.list(HISTORY.resolve(Output.CHARTS))) {
      charts.map(p -> Output.CHARTS + "/" + p.getFileName()).forEach(name ->
          assertTrue(files.containsKey(name), "history/" + name + " is committed but no longer generated"));
    }
  }
}
