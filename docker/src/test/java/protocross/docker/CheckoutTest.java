package protocross.docker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two checkouts on one Docker daemon: each names its containers and images by its own id, so one's
 * cleanup (Containers.removeLeftovers, docker/clean.sh) never touches the other's, and one's build
 * never retags the other's image. No daemon needed.
 */
class CheckoutTest {
  @TempDir
  Path tmp;

  @Test
  void twoCheckoutsHaveTwoIdsAndOneCheckoutOne() throws IOException {
    Path a = Files.createDirectories(tmp.resolve("a"));
    Path b = Files.createDirectories(tmp.resolve("b"));
    assertNotEquals(Checkout.id(a), Checkout.id(b));
    assertEquals(Checkout.id(a), Checkout.id(a.resolve("sub/..")), "the same folder however it is spelled");
    Files.createSymbolicLink(tmp.resolve("link"), a);
    assertEquals(Checkout.id(a), Checkout.id(tmp.resolve("link")), "the real path, as clean.sh's pwd -P");
    assertTrue(Checkout.id(a).matches("[0-9a-f]{12}"), Checkout.id(a));
  }

  @Test
  void containersAreLabelledAndFoundByTheirCheckoutOnly() {
    Containers a = new Containers(null, "aaaaaaaaaaaa");
    Containers b = new Containers(null, "bbbbbbbbbbbb");
    assertEquals("aaaaaaaaaaaa", a.labels(Map.of("protocross.run", "r")).get(Containers.LABEL));
    assertEquals("r", a.labels(Map.of("protocross.run", "r")).get("protocross.run"));
    assertEquals(Map.of(Containers.LABEL, "aaaaaaaaaaaa"), a.leftoverFilter());
    assertNotEquals(a.leftoverFilter(), b.leftoverFilter());
  }

  @Test
  void imagesAreTaggedByTheirCheckout() {
    assertEquals("protocross/upb:dev-aaaaaaaaaaaa", ImageKey.runJdk("upb").tag("aaaaaaaaaaaa"));
    assertNotEquals(ImageKey.runJdk("upb").tag("aaaaaaaaaaaa"), ImageKey.runJdk("upb").tag("bbbbbbbbbbbb"));
  }

  @Test
  void cleanShNamesTheSameCheckout() throws Exception {
    Path repo = Path.of(System.getProperty("protocross.repo", "..")).toAbsolutePath().normalize();
    Process p = new ProcessBuilder("bash", repo.resolve("docker/clean.sh").toString(), "--checkout")
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.waitFor(), out);
    assertEquals(Checkout.id(repo), out);
  }
}
