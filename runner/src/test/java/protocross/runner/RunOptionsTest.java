package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.jars.RunnerException;

/** --dataset: repeatable, and exclusive with what it cannot mean together. */
class RunOptionsTest {

  @Test
  void datasetIsRepeatable() {
    RunOptions o = RunOptions.parse(new String[] {"--quick", "--dataset", "/tmp/a", "--impls", "wire", "--dataset", "/tmp/b"});
    assertEquals(List.of(Path.of("/tmp/a"), Path.of("/tmp/b")), o.datasetDirs());
    assertEquals(List.of("wire"), o.impls());
  }

  @Test
  void datasetNeedsADirectory() {
    RunnerException e = assertThrows(RunnerException.class, () -> RunOptions.parse(new String[] {"--dataset"}));
    assertEquals("--dataset needs a value (see --help)", e.getMessage());
  }

  @Test
  void notWithBuiltInDatasets() {
    RunnerException e = assertThrows(RunnerException.class,
        () -> RunOptions.parse(new String[] {"--datasets", "mesh", "--dataset", "/tmp/a"}));
    assertTrue(e.getMessage().startsWith("--datasets picks built-in datasets"), e.getMessage());
  }

  /** A resumed --dataset run reads its directories from run.json; naming them again is allowed (and checked). */
  @Test
  void withResume() {
    RunOptions o = RunOptions.parse(new String[] {"--resume", "20261129-201500-abc1234", "--dataset", "/tmp/a"});
    assertEquals(List.of(Path.of("/tmp/a")), o.datasetDirs());
    RunnerException e = assertThrows(RunnerException.class,
        () -> RunOptions.parse(new String[] {"--resume", "20261129-201500-abc1234", "--dataset", "/tmp/a", "--quick"}));
    assertTrue(e.getMessage().startsWith("--resume takes the plan"), e.getMessage());
  }
}
