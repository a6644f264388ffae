package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/** Each implementation's causes are its module's ({@value Cause#FILE}); the driver names none. */
class CauseTest {
  @TempDir Path impls;

  private void module(String name, String causes) throws Exception {
    Files.createDirectories(impls.resolve(name));
    Files.writeString(impls.resolve(name).resolve("pom.xml"), "<project><properties><impl.name>" + name
        + "</impl.name></properties></project>");
    Files.writeString(impls.resolve(name).resolve(Cause.FILE), causes);
  }

  @Test
  void theRepositorysCausesComeFromTheModulesOfTheImplementationsTheyName() {
    List<String> names = Catalog.read(Datasets.root().resolve("impls")).names();
    assertTrue(!Cause.all().isEmpty());
    for (Cause c : Cause.all()) {
      assertTrue(names.contains(c.impl()), c.id() + " names " + c.impl());
    }
    List<Integer> orders = Cause.all().stream().map(Cause::order).toList();
    assertEquals(orders.stream().sorted().toList(), orders, "in order");
  }

  @Test
  void aCauseIsItsModulesKeys() throws Exception {
    module("alpha", """
        alpha-long-tag.order = 2
        alpha-long-tag.effect = rejects
        alpha-long-tag.documented = false
        alpha-long-tag.needs = TAG_OVER_5_BYTES or TAG_ABOVE_32_BITS
        alpha-long-tag.text = alpha reads \\
            a tag of at most 5 bytes
        alpha-long-tag.spec = unspecified
        """);
    module("beta", """
        beta-deep.order = 1
        beta-deep.effect = error
        beta-deep.documented = true
        beta-deep.needs = messageDepth=100
        beta-deep.text = t
        beta-deep.spec = s
        """);
    List<Cause> all = Cause.read(impls);
    assertEquals(List.of("beta-deep", "alpha-long-tag"), all.stream().map(Cause::id).toList(), "by order");
    Cause tag = all.get(1);
    assertEquals("alpha", tag.impl());
    assertEquals(Cause.Effect.REJECTS, tag.effect());
    assertEquals("alpha reads a tag of at most 5 bytes", tag.text());
    assertTrue(tag.needs().test(new Features(java.util.Set.of(Features.Feature.TAG_ABOVE_32_BITS), 1, 1)));
    assertTrue(!tag.needs().test(new Features(java.util.Set.of(), 1, 1)));
    assertTrue(all.get(0).needs().test(new Features(java.util.Set.of(), 101, 100)));
    assertTrue(!all.get(0).needs().test(new Features(java.util.Set.of(), 101, 101)));
  }

  @Test
  void aDepthMayBeAFloor() {
    Path file = Path.of("x.properties");
    var floor = Cause.needs(file, "a", "messageDepth>=65 or depth>=101");
    assertTrue(floor.test(new Features(java.util.Set.of(), 65, 65)));
    assertTrue(floor.test(new Features(java.util.Set.of(), 20000, 1)));
    assertTrue(!floor.test(new Features(java.util.Set.of(), 100, 64)));
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Cause.needs(file, "a", "depth>=x"));
    assertEquals("x.properties: a.needs: 'depth>=x' wants a whole number after '>='", e.getMessage());
    e = assertThrows(ProtocrossException.class, () -> Cause.needs(file, "a", "depthish=3"));
    assertTrue(e.getMessage().endsWith("is no depth=N, depth>=N, messageDepth=N or messageDepth>=N"), e.getMessage());
  }

  @Test
  void aBadCauseIsOneLine() throws Exception {
    module("alpha", "a.order = 1\na.effect = sideways\na.documented = true\na.needs = GROUP\na.text = t\na.spec = s\n");
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Cause.read(impls));
    assertEquals(impls.resolve("alpha").resolve(Cause.FILE) + ": a.effect is 'sideways'; want rejects, accepts, values,"
        + " encoding, differs or error", e.getMessage());
    module("alpha", "a.order = 1\na.effect = error\na.documented = true\na.needs = NOPE\na.text = t\na.spec = s\n");
    e = assertThrows(ProtocrossException.class, () -> Cause.read(impls));
    assertTrue(e.getMessage().endsWith("a.needs: 'NOPE' is no input feature (Features.Feature) and no depth=N, depth>=N, messageDepth=N or messageDepth>=N"),
        e.getMessage());
    module("alpha", "a.order = 1\na.effect = error\na.documented = true\na.needs = GROUP\na.text = t\n");
    e = assertThrows(ProtocrossException.class, () -> Cause.read(impls));
    assertTrue(e.getMessage().endsWith(": cause a has no a.spec"), e.getMessage());
  }

  @Test
  void twoCausesMayNotShareAnOrder() throws Exception {
    module("alpha", "a.order = 1\na.effect = error\na.documented = true\na.needs = GROUP\na.text = t\na.spec = s\n");
    module("beta", "b.order = 1\nb.effect = error\nb.documented = true\nb.needs = GROUP\nb.text = t\nb.spec = s\n");
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> Cause.read(impls));
    assertTrue(e.getMessage().startsWith("causes a and b both have order 1"), e.getMessage());
  }

  /** The repository root as the differential finds it. */
  private static final class Datasets {
    static Path root() {
      return protocross.contract.dataset.Datasets.locate().toAbsolutePath().getParent();
    }
  }
}
