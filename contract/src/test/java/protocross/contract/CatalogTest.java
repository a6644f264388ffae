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
    module("wire", "<project><properties><impl.name>wire</impl.name><impl.order>3</impl.order></properties></project>");
    module("zeta", "<project><properties><impl.name>zeta</impl.name></properties></project>");
    module("alpha", "<project><properties><impl.name>alpha</impl.name></properties></project>");
    module("protobuf-java", "<project><properties><impl.name>protobuf-java</impl.name><impl.order> 1 </impl.order>"
        + "<impl.traits>stringsAtDecode=eager, encodeMemoizesSize=true</impl.traits></properties></project>");
    module("codegen", "<project/>");
    Files.createDirectories(impls.resolve("target"));
    Catalog c = Catalog.read(impls);
    assertEquals(List.of("protobuf-java", "wire", "alpha", "zeta"), c.names(), "by impl.order, then those without one by name");
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
  void anOrderThatIsNoWholeNumberIsOneLine() throws Exception {
    module("odd", "<project><properties><impl.name>odd</impl.name><impl.order>first</impl.order></properties></project>");
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Catalog.read(impls));
    assertEquals(impls.resolve("odd/pom.xml") + ": <impl.order> must be a whole number >= 0, not 'first'", e.getMessage());
  }

  @Test
  void theCanonicaliserIsTheOneModuleThatSaysSo() throws Exception {
    module("plain", "<project><properties><impl.name>plain</impl.name></properties></project>");
    ProtocrossException none = assertThrows(ProtocrossException.class, () -> Catalog.read(impls).canonicaliser());
    assertTrue(none.getMessage().endsWith("found []"), none.getMessage());
    module("ref", "<project><properties><impl.name>ref</impl.name><impl.canonicaliser>true</impl.canonicaliser></properties></project>");
    assertEquals("ref", Catalog.read(impls).canonicaliser());
  }

  @Test
  void aMissingFolderIsOneLine() {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Catalog.read(impls.resolve("nope")));
    assertTrue(e.getMessage().startsWith("cannot list implementations in "), e.getMessage());
  }

  @Test
  void theRepositorysCatalogHasTheBuiltInFourInTheTablesOrderAndUpbDeclaresANativeLoop() {
    // The built-in implementations as data: another module may join (after them, or between them by its
    // impl.order), and this test must not fail merely because it exists.
    Catalog c = Catalog.read(Path.of("../impls"));
    List<String> builtIn = List.of("protobuf-java", "protobuf-lite", "wire", "upb");
    assertEquals(builtIn, c.names().stream().filter(builtIn::contains).toList(), "the built-in four, in the tables' order");
    assertEquals("protobuf-java", c.names().get(0), "the baseline first");
    assertEquals("protobuf-java", c.canonicaliser());
    List<String> withLoop = c.entries().stream().filter(e -> e.nativeReference() != null).map(Catalog.Entry::name).toList();
    assertEquals(List.of("upb"), withLoop.stream().filter(builtIn::contains).toList());
    assertEquals(List.of("upb"), c.schemaAtRunTime().stream().filter(builtIn::contains).toList(),
        "of the built-in four, only upb's binding walks the descriptor set at run time");
    for (Catalog.Entry e : c.entries()) {
      assertTrue(e.order() != Integer.MAX_VALUE || !builtIn.contains(e.name()), e.name() + " declares its impl.order");
    }
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
