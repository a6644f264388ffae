package protocross.impl.upb;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * Finds libupb.so and its provenance (upb-build.properties, written by build-libupb.sh beside
 * it). In order: {@code -Dprotocross.upb.lib=FILE}; a libupb.so beside the running jar (the
 * docker image's layout); the copy bundled in the jar, extracted to a temporary file.
 */
final class NativeLibrary {
  private NativeLibrary() {}

  static final String PROPERTY = "protocross.upb.lib";
  private static final String RESOURCE_DIR = "/protocross/upb/";

  private static Path path;

  static synchronized Path path() {
    if (path == null) {
      path = locate();
    }
    return path;
  }

  /** sdist, version, sha256, cflags and compiler of the loaded library. */
  static Properties buildInfo() {
    Properties p = new Properties();
    Path beside = path().resolveSibling("upb-build.properties");
    try (InputStream in = Files.isRegularFile(beside) ? Files.newInputStream(beside)
        : NativeLibrary.class.getResourceAsStream(RESOURCE_DIR + "upb-build.properties")) {
      if (in == null) {
        throw new UpbException("no upb-build.properties beside " + path() + " nor in the jar");
      }
      try (Reader r = new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8)) {
        p.load(r);
      }
    } catch (IOException e) {
      throw new UpbException("cannot read upb-build.properties: " + e);
    }
    return p;
  }

  private static Path locate() {
    String configured = System.getProperty(PROPERTY);
    if (configured != null) {
      Path p = Path.of(configured);
      if (!Files.isRegularFile(p)) {
        throw new UpbException("-D" + PROPERTY + " names " + p + ", which does not exist");
      }
      return p;
    }
    Path beside = besideJar();
    if (beside != null) {
      return beside;
    }
    try (InputStream in = NativeLibrary.class.getResourceAsStream(RESOURCE_DIR + "libupb.so")) {
      if (in == null) {
        throw new UpbException("libupb.so is not in the jar; build impls/upb with Maven (it runs native/build-libupb.sh)");
      }
      Path dir = Files.createTempDirectory("protocross-upb");
      Path lib = dir.resolve("libupb.so");
      Files.copy(in, lib, StandardCopyOption.REPLACE_EXISTING);
      try (InputStream info = NativeLibrary.class.getResourceAsStream(RESOURCE_DIR + "upb-build.properties")) {
        if (info != null) {
          Files.copy(info, dir.resolve("upb-build.properties"));
        }
      }
      for (Path f : new Path[] {dir.resolve("upb-build.properties"), lib, dir}) {
        f.toFile().deleteOnExit();
      }
      return lib;
    } catch (IOException e) {
      throw new UpbException("cannot extract libupb.so: " + e);
    }
  }

  private static Path besideJar() {
    try {
      var source = NativeLibrary.class.getProtectionDomain().getCodeSource();
      if (source == null) {
        return null;
      }
      Path jar = Path.of(source.getLocation().toURI());
      if (!Files.isRegularFile(jar)) {
        return null;  // classes directory: use the bundled copy
      }
      Path lib = jar.resolveSibling("libupb.so");
      return Files.isRegularFile(lib) ? lib : null;
    } catch (URISyntaxException | SecurityException e) {
      return null;
    }
  }
}
