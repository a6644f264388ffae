package protocross.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.aggregate.read.PublishedRuns;
import protocross.aggregate.read.PublishedSet;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.render.HeadlineTable;

/** The README's headline table: regenerated from the published set, and the only part of README --publish writes. */
class HeadlineTableTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void theCommittedHeadlineIsWhatThePublishedSetGives() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    String committed = HeadlineTable.between(readme);
    Assumptions.assumeTrue(committed != null, "README.md has no " + HeadlineTable.START + " … " + HeadlineTable.END);
    List<RecordedRun> runs = PublishedRuns.read(PublishedSet.dirs(ROOT));
    assertEquals(HeadlineTable.section(HeadlineTable.render(runs)), committed,
        "README.md's headline table is stale: bin/aggregate --publish");
  }

  @Test
  void onlyWhatLiesBetweenTheMarkersChanges(@TempDir Path tmp) throws IOException {
    RecordedRun run = RunDir.read(FakeForks.write(tmp.resolve("run"), 6, FakeForks::fromPasses));
    String table = HeadlineTable.render(List.of(run));
    assertNotNull(table);
    assertTrue(table.contains("| dataset | protobuf-lite | wire | upb |"), table);
    assertTrue(table.lines().filter(l -> l.startsWith("| log_record |")).findFirst().orElseThrow()
        .matches("\\| log_record( \\| [^|]+ / [^|]+){3} \\|"), table);
    String before = "# Title\n\nprose\n\n" + HeadlineTable.START + "\nold table\n" + HeadlineTable.END + "\n\nmore prose\n";
    String after = HeadlineTable.replace(before, table);
    assertEquals("# Title\n\nprose\n\n" + HeadlineTable.START + "\n\n" + table + "\n" + HeadlineTable.END + "\n\nmore prose\n",
        after);
    assertEquals(after, HeadlineTable.replace(after, table), "replacing again changes nothing");
    assertNull(HeadlineTable.replace("# Title\n\nno markers\n", table));
    assertNull(HeadlineTable.replace(HeadlineTable.END + " then " + HeadlineTable.START, table), "markers out of order");
  }

  @Test
  void publishWritesTheReadmeOnlyWhenItHasTheMarkers(@TempDir Path tmp) throws IOException {
    // The published set's own files, rendered into a folder with a README and without one.
    Path with = Files.createDirectories(tmp.resolve("with"));
    Files.writeString(with.resolve("README.md"), "x\n" + HeadlineTable.START + "\n" + HeadlineTable.END + "\ny\n");
    String readme = new String(PublishCommand.render(ROOT, with).get("README.md"), StandardCharsets.UTF_8);
    assertTrue(readme.startsWith("x\n" + HeadlineTable.START + "\n\n") && readme.endsWith(HeadlineTable.END + "\ny\n"), readme);
    Path without = Files.createDirectories(tmp.resolve("without"));
    Files.writeString(without.resolve("README.md"), "no markers\n");
    assertNull(PublishCommand.render(ROOT, without).get("README.md"));
  }
}
