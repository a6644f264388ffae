package protocross.docker;

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
import protocross.contract.adapter.Op;
import protocross.jars.GitState;
import protocross.jars.RunnerException;
import protocross.jars.VariantBuild;
import protocross.runner.JmhSettings;
import protocross.runner.RunPlan;

/**
 * {@code mvn -Pdocker -pl docker -am verify} after a commit does not rebuild the implementations:
 * their jars name the older commit. The docker target refuses them before building any image or
 * timing anything, as metal does (the aggregator used to refuse only after the whole run). No daemon.
 */
class StaleJarTest {
  private static final String OLD = "c4b81e5d24ffce0007a488c364bb30be4e3744fd";

  @TempDir Path repo;

  private void git(String... args) throws Exception {
    List<String> cmd = new java.util.ArrayList<>(List.of("git", "-C", repo.toString(), "-c", "user.name=t",
        "-c", "user.email=t@t", "-c", "commit.gpgsign=false"));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
  }

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
  void aJarOfAnotherCommitIsRefusedBeforeAnyImageIsBuilt() throws Exception {
    git("init", "-q");
    Files.writeString(repo.resolve("README"), "x\n");
    git("add", "README");
    git("commit", "-q", "-m", "one");
    String head = GitState.of(repo).commit();
    jar("wire", OLD);
    RunPlan plan = new RunPlan(JmhSettings.QUICK, List.of("wire"), List.of("mesh"), List.of(Op.decode), false, false, 1L,
        null, false, null);
    // No containers and no image builder: a prepare that got past the check would fail on them instead.
    ContainerTarget target = new ContainerTarget(null, null, null, repo);
    RunnerException e = assertThrows(RunnerException.class, () -> target.prepare(plan, repo));
    assertEquals("impls/wire/target/benchmarks.jar was built from commit c4b81e5, the checkout is " + head.substring(0, 7)
        + ": rebuild it (mvn -B -o -q -DskipTests package, or mvn -Pdocker verify without -pl: -pl docker -am does not"
        + " rebuild the implementations)", e.getMessage());
  }
}
