package protocross.codesize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * The declaration as a module's build records it (impls/pom.xml, codesize.*): the lists split, a keep
 * rule with {root} written once per root type, and a module that declares no runtime refused in one line.
 */
class MinimalAppsTest {
  @TempDir
  Path tmp;

  private Catalog.Entry module(String... lines) throws IOException {
    Path module = tmp.resolve("impls/newcomer");
    Path recorded = Files.createDirectories(module.resolve(MinimalApp.RECORDED));
    Files.write(recorded.resolve(MinimalApps.FILE), List.of(lines));
    return new Catalog.Entry("newcomer", module, Map.of(), null, false);
  }

  @Test
  void rulesWithTheRootAreWrittenOncePerRootType() throws IOException {
    MinimalApps.Declaration d = MinimalApps.of(module(
        "codesize.runtime=a\\:b, c\\:d",
        "codesize.binding=x/,y/",
        "codesize.keep=-keep class Once\\n      -keep class {root} { {root} of(); }\\n",
        "codesize.check=codec\\:my.Impl",
        "codesize.generator=my-compiler"));
    assertEquals(List.of("a:b", "c:d"), d.runtime());
    assertEquals(List.of("x/", "y/"), d.binding());
    assertEquals("codec:my.Impl", d.check());
    assertEquals("my-compiler", d.generator());
    assertEquals(List.of("-dontobfuscate", "-dontwarn **", "-keep class Once", "-keep class p.A { p.A of(); }",
        "-keep class p.B { p.B of(); }"), MinimalApps.keepRules(d, "p", List.of("A", "B")));
  }

  @Test
  void aModuleWithoutARuntimeIsOneLine() throws IOException {
    Catalog.Entry e = module("codesize.runtime=", "codesize.keep=");
    ProtocrossException x = assertThrows(ProtocrossException.class, () -> MinimalApps.of(e));
    assertEquals("no minimal application is declared for implementation 'newcomer' (codesize.runtime in "
        + e.module().resolve("pom.xml") + ")", x.getMessage());
  }
}
