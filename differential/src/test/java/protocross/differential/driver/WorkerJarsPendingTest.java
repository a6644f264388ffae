package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Catalog;

/** A module whose pom says its comparison is pending is named with the reason, never compared. */
class WorkerJarsPendingTest {
  @TempDir Path impls;

  @Test
  void aPendingModuleIsLeftOutWithItsReason() throws Exception {
    module("compared", "");
    module("fresh", "<impl.differential>pending: not written up yet</impl.differential>");
    Catalog c = Catalog.read(impls);
    assertNull(WorkerJars.pending(c.entries().get(0)));
    assertEquals("not written up yet", WorkerJars.pending(c.entries().get(1)));
  }

  private void module(String name, String extra) throws Exception {
    Files.createDirectories(impls.resolve(name));
    Files.writeString(impls.resolve(name).resolve("pom.xml"),
        "<project><properties><impl.name>" + name + "</impl.name>" + extra + "</properties></project>");
  }
}
