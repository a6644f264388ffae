package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CPU accounting's procfs parsing and its file; no timing is asserted. */
class CpuAccountTest {
  @TempDir
  Path dir;

  @Test
  void readsOneCoresStealAndBusyTicks() {
    List<String> stat = List.of("cpu  900 1 300 5000 7 2 3 40 0 0",
        "cpu0 400 0 100 2500 3 1 1 10 0 0",
        "cpu1 500 1 200 2500 4 1 2 30 0 0",
        "intr 123");
    // busy = user nice system irq softirq (steal apart): 500 + 1 + 200 + 1 + 2
    assertArrayEquals(new long[] {30, 704}, CpuAccount.coreTicks(stat, 1));
    assertNull(CpuAccount.coreTicks(stat, 2));
  }

  @Test
  void statFieldsKeepACommandNameWithSpacesAndParentheses() throws Exception {
    Path stat = dir.resolve("stat");
    StringBuilder b = new StringBuilder("4242 (a b) c) S");
    for (int field = 4; field <= 52; field++) {
      b.append(' ').append(field);
    }
    Files.writeString(stat, b + "\n");
    String[] f = CpuAccount.statFields(stat);
    assertEquals("4242", f[0]);
    assertEquals("(a b) c)", f[1]);
    assertEquals("S", f[2]);
    assertEquals("14", f[13]);
    assertEquals("39", f[38]);
  }

  @Test
  void eachIterationIsOneLineUnderTheHeader() throws Exception {
    Path file = dir.resolve("fork-3.cpu.tsv");
    CpuAccount a = new CpuAccount(file);
    a.begin();
    a.end(true);
    a.begin();
    a.end(false);
    List<String> lines = Files.readAllLines(file);
    assertEquals(CpuAccount.HEADER, lines.get(0));
    assertEquals(3, lines.size());
    String[] w = lines.get(1).split("\t");
    String[] m = lines.get(2).split("\t");
    assertEquals(List.of("warmup", "1"), List.of(w[0], w[1]));
    assertEquals(List.of("measurement", "1"), List.of(m[0], m[1]));
    assertEquals(CpuAccount.HEADER.split("\t").length, m.length);
    assertTrue(Long.parseLong(m[2]) >= 0, "wall nanos");
  }

  @Test
  void theFileSitsBesideTheMetaFile() {
    assertEquals(Path.of("forks/mesh/decode/wire/fork-2.cpu.tsv"),
        CpuAccount.besideMeta(Path.of("forks/mesh/decode/wire/fork-2.meta.json")));
    assertEquals(Path.of("pairs/mesh/decode/fork-2/wire.cpu.tsv"),
        CpuAccount.besideMeta(Path.of("pairs/mesh/decode/fork-2/wire.meta.json")));
  }
}
