package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
  }
}
