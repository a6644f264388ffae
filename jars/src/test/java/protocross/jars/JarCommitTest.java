package protocross.jars;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.BuildInfo;

/**
 * A jar left over from another checkout is refused before timing (this happened: an A/A run with
 * --no-build timed a jar two commits old, and the aggregator refused it after 33 minutes).
 */
class JarCommitTest {
  private static final String HEAD = "e6f8718fcb66e1a50ecec8d8ee7fecb9da6a7eb4";
  private static final String OLD = "c4b81e5d24ffce0007a488c364bb30be4e3744fd";

  @TempDir Path repo;

  private void jar(String impl, String commit) throws IOException {
    Path jar = VariantBuild.jar(repo, impl);
    Files.createDirectories(jar.getParent());
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out)) {
      j.putNextEntry(new ZipEntry(BuildInfo.RESOURCE.substring(1)));
      j.write(("name=" + impl + "\ncommit=" + commit + "\n").getBytes(StandardCharsets.UTF_8));
      j.closeEntry();
    }
  }

  @Test
  void aJarOfTheCheckoutsCommitRuns() throws IOException {
    jar("protobuf-java", HEAD);
    assertDoesNotThrow(() -> JarCommit.check(repo, List.of("protobuf-java", "protobuf-java#2"), HEAD));
  }

  @Test
  void aJarOfAnotherCommitIsRefusedInOneLineNamingBoth() throws IOException {
    jar("protobuf-java", HEAD);
    jar("wire", OLD);
    RunnerException e = assertThrows(RunnerException.class,
        () -> JarCommit.check(repo, List.of("protobuf-java", "wire"), HEAD));
    assertEquals("impls/wire/target/benchmarks.jar was built from commit c4b81e5, the checkout is e6f8718:"
        + " rebuild it (metal/run.sh without --no-build)", e.getMessage());
  }

  @Test
  void aPrebuiltColumnIsExempt() {
    assertDoesNotThrow(() -> JarCommit.check(repo, List.of("upb@before-3409e40"), HEAD));
  }
}
