package protocross.jars;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;
import protocross.contract.BuildInfo;

/**
 * A column that runs a prebuilt benchmarks.jar ({@code --jar upb@before-3409e40=/path/benchmarks.jar}):
 * a patched build of a runtime, or an older adapter built against today's harness, timed beside the
 * repository's own jars in the same interleaved run. Its name is {@code <impl>@<label>}, the label
 * starting with a letter so it never reads as a release ({@link Variant#prebuilt()}); the
 * aggregator treats it as its own column, like a variant at another version.
 *
 * <p>{@link #install} copies the jar into the variant folder {@code target/variants/<name>/<impl>/}
 * (so a later change to the source file cannot change what a resumed run times) and writes
 * {@value #PROPERTIES} beside it: where it came from and its sha256, which run.json records
 * ({@link VariantLibraries}).
 */
public record JarColumn(Variant variant, Path source) {
  static final String PROPERTIES = "jar.properties";
  static final String LAUNCHER = "protocross.bench.Launcher";

  /** {@code <impl>@<label>=<path>}, checked against the known implementations; each mistake is one line. */
  public static JarColumn parse(String spec, List<String> known) {
    int eq = spec.indexOf('=');
    if (eq <= 0 || eq == spec.length() - 1) {
      throw new RunnerException("--jar needs <implementation>@<label>=<benchmarks.jar>, e.g. upb@before-3409e40=/tmp/upb.jar, got '"
          + spec + "'");
    }
    String name = spec.substring(0, eq);
    if (name.indexOf(Variant.SEPARATOR) < 0) {
      throw new RunnerException("--jar " + name + ": that is the pinned column's name; a prebuilt jar needs its own,"
          + " <implementation>@<label>, e.g. " + name + "@patched");
    }
    if (name.indexOf(ColumnJvm.SEPARATOR) >= 0) {
      // Not yet: a prebuilt jar's column runs on the run's JVM (its name would lose the ~part).
      throw new RunnerException("--jar " + name + ": a prebuilt jar's column runs on the run's own JVM; drop the ~part");
    }
    Variant v = Variant.ofColumn(name);
    if (!v.prebuilt()) {
      throw new RunnerException("--jar " + name + ": '" + v.version() + "' reads as a release; a prebuilt jar's label starts"
          + " with a letter (e.g. " + v.impl() + "@patched-" + v.version() + "); a release is built by --impls " + name);
    }
    if (!known.contains(v.impl())) {
      throw new RunnerException("--jar " + name + ": unknown implementation '" + v.impl() + "'; known: " + String.join(",", known));
    }
    return new JarColumn(v, Path.of(spec.substring(eq + 1)).toAbsolutePath().normalize());
  }

  /** The jar must exist and be a protocross benchmarks.jar of the column's implementation. */
  public void check() {
    String name = variant.name();
    if (!Files.isRegularFile(source)) {
      throw new RunnerException("--jar " + name + ": " + source + " does not exist");
    }
    String main;
    String impl;
    try (JarFile jar = new JarFile(source.toFile())) {
      main = jar.getManifest() == null ? null : jar.getManifest().getMainAttributes().getValue("Main-Class");
      // Every benchmarks.jar names its implementation in its build info (impls/pom.xml).
      impl = BuildInfo.ofJar(source).name();
    } catch (IOException e) {
      throw new RunnerException("--jar " + name + ": " + source + " is not a readable jar: " + e.getMessage());
    }
    if (!LAUNCHER.equals(main) || impl.equals(BuildInfo.UNKNOWN)) {
      throw new RunnerException("--jar " + name + ": " + source + " is not a protocross benchmarks.jar (no " + LAUNCHER
          + " Main-Class and " + BuildInfo.RESOURCE.substring(1) + " naming its implementation; build one with"
          + " mvn -pl impls/<impl> -am package)");
    }
    if (!variant.impl().equals(impl)) {
      throw new RunnerException("--jar " + name + ": " + source + " is a benchmarks.jar of '" + impl + "', not of "
          + variant.impl());
    }
  }

  /** Checks the jar, copies it into its variant folder and records its origin and sha256 there. */
  public void install(Path repo) throws IOException {
    check();
    VariantBuild folder = new VariantBuild(repo, variant);
    Files.createDirectories(folder.jar().getParent());
    Path tmp = folder.jar().resolveSibling(VariantBuild.JAR + ".tmp");
    Files.copy(source, tmp, StandardCopyOption.REPLACE_EXISTING);
    Files.move(tmp, folder.jar(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    Properties p = new Properties();
    p.setProperty("source", source.toString());
    p.setProperty("sha256", sha256(folder.jar()));
    try (var out = Files.newOutputStream(folder.dir().resolve(PROPERTIES))) {
      p.store(out, "the prebuilt jar of column " + variant.name());
    }
  }

  /** What {@link #install} recorded for a prebuilt variant: source and sha256. */
  static Properties recorded(Path repo, Variant variant) {
    Path file = new VariantBuild(repo, variant).dir().resolve(PROPERTIES);
    Properties p = new Properties();
    try (InputStream in = Files.newInputStream(file)) {
      p.load(in);
    } catch (IOException e) {
      throw new RunnerException("cannot read " + file + " (" + e.getMessage() + "); give the jar again with --jar "
          + variant.name() + "=<benchmarks.jar>");
    }
    return p;
  }

  static String sha256(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) > 0; ) {
        md.update(buf, 0, n);
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
