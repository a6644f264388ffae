package protocross.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogTest {
  @TempDir Path impls;

  private void module(String name, String pom) throws Exception {
    Files.createDirectories(impls.resolve(name));
    Files.writeString(impls.resolve(name).resolve("pom.xml"), pom);
  }

  @Test
  void implementationsAreTheModulesThatNameOneInColumnOrderWithTheirTraits() throws Exception {
    module("wire", "<project><properties><impl.name>wire</impl.name></properties></project>");
    module("zeta", "<project><properties><impl.name>zeta</impl.name></properties></project>");
    module("alpha", "<project><properties><impl.name>alpha</impl.name></properties></project>");
    module("protobuf-java", "<project><properties><impl.name>protobuf-java</impl.name>"
        + "<impl.traits>stringsAtDecode=eager, encodeMemoizesSize=true</impl.traits></properties></project>");
    module("codegen", "<project/>");
    Files.createDirectories(impls.resolve("target"));
    Catalog c = Catalog.read(impls);
    assertEquals(List.of("protobuf-java", "wire", "alpha", "zeta"), c.names(), "baseline first, known order, then by name");
    assertEquals(Map.of("stringsAtDecode", "eager", "encodeMemoizesSize", "true"), c.entries().get(0).traits());
    assertEquals(Map.of(), c.entries().get(1).traits());
    assertEquals(impls.resolve("wire/target/benchmarks.jar"), c.entries().get(1).jar());
  }

  @Test
  void aNativeReferenceLoopIsWhatAModuleDeclares() throws Exception {
    module("native", "<project><properties><impl.name>native</impl.name>"
        + "<impl.nativeReference.tool>target/n/loop</impl.nativeReference.tool>"
        + "<impl.nativeReference.descriptors>target/n/schema.desc</impl.nativeReference.descriptors></properties></project>");
    module("plain", "<project><properties><impl.name>plain</impl.name></properties></project>");
    Catalog c = Catalog.read(impls);
    assertEquals(new Catalog.NativeReference(impls.resolve("native/target/n/loop"), impls.resolve("native/target/n/schema.desc")),
        c.entries().get(0).nativeReference());
    assertEquals(null, c.entries().get(1).nativeReference());
  }

  @Test
  void aMissingFolderIsOneLine() {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Catalog.read(impls.resolve("nope")));
    assertTrue(e.getMessage().startsWith("cannot list implementations in "), e.getMessage());
  }

  @Test
  void theRepositorysCatalogHasTheFourInTheTablesOrderAndOnlyUpbDeclaresANativeLoop() {
    Catalog c = Catalog.read(Path.of("../impls"));
    assertEquals(List.of("protobuf-java", "protobuf-lite", "wire", "upb"), c.names());
    assertEquals(List.of("upb"), c.entries().stream().filter(e -> e.nativeReference() != null).map(Catalog.Entry::name).toList());
    assertEquals(List.of("upb"), c.schemaAtRunTime(), "only upb's binding walks the descriptor set at run time");
  }

  @Test
  void anImplementationLoadsTheSchemaAtRunTimeOnlyWhenItsPomSaysTrue() throws Exception {
    module("walker", "<project><properties><impl.name>walker</impl.name><impl.schemaAtRunTime>true</impl.schemaAtRunTime>"
        + "</properties></project>");
    module("generated", "<project><properties><impl.name>generated</impl.name><impl.schemaAtRunTime>false</impl.schemaAtRunTime>"
        + "</properties></project>");
    module("silent", "<project><properties><impl.name>silent</impl.name></properties></project>");
    assertEquals(List.of("walker"), Catalog.read(impls).schemaAtRunTime());
  }
}
