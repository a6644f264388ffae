package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 15: every argument mistake is one line that names it, as metal/run.sh's are. */
class ArgumentsTest {

  private static String error(String... args) {
    return assertThrows(IllegalArgumentException.class, () -> Arguments.parse(List.of(args))).getMessage();
  }

  @Test
  void unknownOptionIsNamedAsUnknown() {
    assertEquals("unknown option --bogus (see --help)", error("--bogus"));
    assertEquals("unknown option --bogus (see --help)", error("--inputs", "5", "--bogus", "7"));
  }

  @Test
  void badNumbersSayWhichOptionAndWhatWasGiven() {
    assertEquals("--seed takes a whole number, not 'x'", error("--seed", "x"));
    assertEquals("--inputs takes a positive whole number, not '0'", error("--inputs", "0"));
    assertEquals("--inputs needs a value (see --help)", error("--inputs"));
    assertEquals("--out needs a value (see --help)", error("--out", "--update-committed"));
    assertFalse(error("--seed", "x").contains("For input string"));
  }

  @Test
  void helpIsAnOptionAndTheUsageNamesEveryOption() {
    assertTrue(Arguments.parse(List.of("--help")).help());
    for (String option : List.of("--inputs", "--seed", "--out", "--update-committed", "--batch", "--timeout-ms", "--replay",
        "--type", "--dataset", "--help")) {
      assertTrue(Arguments.USAGE.contains(option), option);
    }
  }

  @Test
  void defaultsNeverPointAtCommittedFiles() {
    Arguments a = Arguments.parse(List.of());
    assertEquals(null, a.out());
    assertFalse(a.updateCommitted());
    assertTrue(Arguments.DEFAULT_OUT.startsWith("differential/target/"));
    assertEquals(-3, Arguments.parse(List.of("--seed", "-3")).seed());
  }

  @Test
  void aDatasetRunNeverUpdatesTheCommittedCases() {
    assertEquals(java.nio.file.Path.of("/tmp/x"), Arguments.parse(List.of("--dataset", "/tmp/x")).dataset());
    assertEquals("--update-committed updates the committed cases of the built-in datasets; a --dataset run writes under --out only",
        error("--dataset", "/tmp/x", "--update-committed"));
    assertEquals("--dataset is given once: one dataset directory per run", error("--dataset", "/tmp/x", "--dataset", "/tmp/y"));
    assertEquals("--dataset needs a value (see --help)", error("--dataset"));
  }

  @Test
  void replayAndTypeGoTogether() {
    assertEquals("--replay needs --type MESSAGE, e.g. --type protocross.schema.LogRecord", error("--replay", "x.bin"));
    assertEquals("--type goes with --replay FILE (see --help)", error("--type", "protocross.schema.LogRecord"));
  }
}
