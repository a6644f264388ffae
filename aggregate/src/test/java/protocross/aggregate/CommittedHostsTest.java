package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.aggregate.read.Provenance;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.render.HostsTable;

/**
 * The committed hosts.md is exactly what the committed runs from the two CPU models give (the
 * 2026-11-29 AMD EPYC run and the 2026-11-30 Intel Xeon publication run): re-rendered in memory.
 */
class CommittedHostsTest {
  static final List<String> RUN_IDS = List.of("20261129-200818-386a07b", "20261130-152137-647c4d5");

  @Test
  void committedHostsMdRegeneratesByteForByte() throws IOException {
    Path root = CommittedRunTest.ROOT;
    List<Path> dirs = RUN_IDS.stream().map(id -> root.resolve("results").resolve(id)).toList();
    List<RecordedRun> runs = dirs.stream().map(d -> {
      RecordedRun run = RunDir.read(d);
      Provenance.check(run);
      return run;
    }).toList();
    String rendered = new String(HostsCommand.render(runs, Destination.hostsCommand(dirs, root)), StandardCharsets.UTF_8);
    assertEquals(Files.readString(root.resolve(HostsTable.FILE), StandardCharsets.UTF_8), rendered,
        HostsTable.FILE + " differs from what the committed runs give: regenerate it with the command at its top and commit");
  }
}
