package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImplsTest {
  @TempDir Path impls;

  private void module(String name, String pom) throws Exception {
    Files.createDirectories(impls.resolve(name));
    Files.writeString(impls.resolve(name).resolve("pom.xml"), pom);
  }

  @Test
  void implementationsAreTheModulesThatNameOneBaselineFirst() throws Exception {
    module("wire", "<project><properties><impl.name>wire</impl.name></properties></project>");
    module("zeta", "<project><properties><impl.name>zeta</impl.name></properties></project>");
    module("protobuf-java", "<project><properties><impl.name>protobuf-java</impl.name></properties></project>");
    module("contract", "<project/>");
    module("codegen", "<project/>");
    Files.createDirectories(impls.resolve("target"));
    assertEquals(List.of("protobuf-java", "wire", "zeta"), Impls.known(impls));
    assertEquals(List.of("protobuf-java", "zeta"), Impls.select(List.of("zeta", "protobuf-java"), Impls.known(impls)));
    assertThrows(RunnerException.class, () -> Impls.select(List.of("codegen"), Impls.known(impls)));
    // The docker runner selects with Impls: versions are metal/run.sh's (Variants), refused here in one line.
    assertEquals("'wire@5.3.11' names a version: this runner runs the pinned versions only (metal/run.sh --impls runs versions)",
        assertThrows(RunnerException.class, () -> Impls.select(List.of("wire@5.3.11"), Impls.known(impls))).getMessage());
  }
}
