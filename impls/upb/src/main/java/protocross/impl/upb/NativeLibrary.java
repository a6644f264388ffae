package protocross.impl.upb;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Loads libupb.so and its provenance (upb-build.properties, written by build-libupb.sh beside
 * it). In order: {@code -Dprotocross.upb.lib=FILE}; a libupb.so beside the running jar (the
 * docker image's layout) when it was built from the same sdist as the jar's own copy; the copy
 * bundled in the jar, extracted to a temporary folder.
 *
 * <p>Why the extracted copy is deleted as soon as it is loaded: {@code deleteOnExit} left an empty
 * {@code protocross-upb*} folder behind after every JVM (it deletes in reverse registration order,
 * and no JVM killed by a signal runs it at all). Once {@code dlopen} has mapped the library, its
 * file can be unlinked on Linux: the mapping lives until the process ends, and no file is left.
 */
final class NativeLibrary {
  private NativeLibrary() {}

  static final String PROPERTY = "protocross.upb.lib";
  private static final String RESOURCE_DIR = "/protocross/upb/";

  private static Loaded loaded;

  /** The library's symbols and where they came from. */
  private record Loaded(SymbolLookup symbols, String source, Properties buildInfo) {}

  /** The symbols of the loaded libupb.so; loads it on first use. */
  static SymbolLookup symbols() {
    return load().symbols();
  }

  /** sdist, version, sha256, cflags and compiler of the loaded library. */
  static Properties buildInfo() {
    Properties copy = new Properties();
    copy.putAll(load().buildInfo());
    return copy;
  }

  /** The file the library was loaded from, or "jar" when it was extracted and removed. */
  static String source() {
    return load().source();
  }

  private static synchronized Loaded load() {
    if (loaded == null) {
      loaded = locateAndLoad();
    }
    return loaded;
  }

  private static Loaded locateAndLoad() {
    String configured = System.getProperty(PROPERTY);
    if (configured != null) {
      Path p = Path.of(configured);
      if (!Files.isRegularFile(p)) {
        throw new UpbException("-D" + PROPERTY + " names " + p + ", which does not exist");
      }
      return fromFile(p);
    }
    Path beside = besideJar();
    if (beside != null && sameSdist(beside)) {
      return fromFile(beside);
    }
    return extracted();
  }

  /** A library file that stays where it is; its provenance lies beside it, else in the jar. */
  private static Loaded fromFile(Path lib) {
    SymbolLookup symbols = SymbolLookup.libraryLookup(lib, Arena.global());
    Path props = lib.resolveSibling("upb-build.properties");
    Properties info;
    try (InputStream in = Files.isRegularFile(props) ? Files.newInputStream(props) : bundled("upb-build.properties")) {
      info = properties(in, lib.toString());
    } catch (IOException e) {
      throw new UpbException("cannot read upb-build.properties beside " + lib + ": " + e);
    }
    return new Loaded(symbols, lib.toString(), info);
  }

  /**
   * Whether a library beside the jar was built from the sdist the jar's own copy was (sha256 of
   * their upb-build.properties): the docker image's library serves the pinned jar, but a variant's
   * jar (upb@X, mounted over the image's jar) must run its own release's library, never the image's.
   */
  private static boolean sameSdist(Path lib) {
    Path props = lib.resolveSibling("upb-build.properties");
    try (InputStream besideIn = Files.isRegularFile(props) ? Files.newInputStream(props) : null;
        InputStream bundledIn = bundled("upb-build.properties")) {
      if (besideIn == null || bundledIn == null) {
        return bundledIn == null;  // nothing in the jar to compare with: the library beside it is all there is
      }
      String beside = properties(besideIn, lib.toString()).getProperty("sha256");
      return beside != null && beside.equals(properties(bundledIn, "the jar").getProperty("sha256"));
    } catch (IOException e) {
      throw new UpbException("cannot read upb-build.properties beside " + lib + ": " + e);
    }
  }

  /** The jar's copy: written to a fresh folder, loaded, then the file and folder are removed. */
  private static Loaded extracted() {
    Properties info;
    try (InputStream in = bundled("upb-build.properties")) {
      info = properties(in, "the jar");
    } catch (IOException e) {
      throw new UpbException("cannot read upb-build.properties from the jar: " + e);
    }
    Path dir = null;
    Path lib = null;
    try (InputStream in = bundled("libupb.so")) {
      if (in == null) {
        throw new UpbException("libupb.so is not in the jar; build impls/upb with Maven (it runs native/build-libupb.sh)");
      }
      dir = Files.createTempDirectory("protocross-upb");
      lib = dir.resolve("libupb.so");
      Files.copy(in, lib);
      return new Loaded(SymbolLookup.libraryLookup(lib, Arena.global()), "jar", info);
    } catch (IOException e) {
      throw new UpbException("cannot extract libupb.so to " + (dir == null ? "a temporary folder" : dir) + ": " + e);
    } finally {
      deleteQuietly(lib);
      deleteQuietly(dir);
    }
  }

  private static InputStream bundled(String name) {
    return NativeLibrary.class.getResourceAsStream(RESOURCE_DIR + name);
  }

  private static Properties properties(InputStream in, String where) throws IOException {
    if (in == null) {
      throw new UpbException("no upb-build.properties in " + where + "; build impls/upb with Maven");
    }
    Properties p = new Properties();
    try (Reader r = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
      p.load(r);
    }
    return p;
  }

  private static void deleteQuietly(Path p) {
    if (p != null) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        // Nothing to report to the caller: the library is loaded either way; at worst a file stays.
      }
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
