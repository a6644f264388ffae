package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.jars.JarColumn;
import protocross.jars.VariantBuild;
import protocross.jars.VariantBuilds;
import protocross.jars.VariantLibraries;
import protocross.jars.Variant;
import protocross.jars.Variants;
import protocross.jars.RunnerException;

/** metal/run.sh's --jar: a column from a prebuilt benchmarks.jar. Checks, order, install, run.json. No build, no JVM. */
class JarColumnsTest {
  private static final List<String> KNOWN = List.of("protobuf-java", "protobuf-lite", "wire", "upb");

  @TempDir Path dir;

  /** A jar shaped like a benchmarks.jar: the Launcher as Main-Class and protocross-impl.properties. */
  private Path benchmarksJar(String name, String impl, boolean launcher) throws IOException {
    Path jar = dir.resolve(name);
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (launcher) {
      m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "protocross.bench.Launcher");
    }
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, m)) {
      j.putNextEntry(new JarEntry("protocross-impl.properties"));
      j.write(("name=" + impl + "\nlibraries=upb\\=7.36.2,protoc\\=4.36.2\n").getBytes(StandardCharsets.UTF_8));
      j.closeEntry();
    }
    return jar;
  }

  private static String sha256(Path file) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }

  private static String error(Runnable r) {
    return assertThrows(RunnerException.class, r::run).getMessage();
  }

  @Test
  void theFlagIsRepeatableAndNotWithCompareOrResume() {
    assertEquals(List.of("upb@a=/x.jar", "upb@b=/y.jar"), RunOptions.parse(new String[] {"--jar", "upb@a=/x.jar", "--jar", "upb@b=/y.jar"}).jars());
    assertEquals("--jar needs a value (see --help)", error(() -> RunOptions.parse(new String[] {"--jar"})));
    assertEquals("--jar adds a column to an --impls run; not with --compare",
        error(() -> RunOptions.parse(new String[] {"--compare", "upb,upb", "--jar", "upb@a=/x.jar"})));
    assertTrue(error(() -> RunOptions.parse(new String[] {"--resume", "20261129-201500-abc1234", "--jar", "upb@a=/x.jar"}))
        .startsWith("--resume takes the plan"));
  }

  @Test
  void badNamesAreOneLine() {
    assertEquals("--jar needs <implementation>@<label>=<benchmarks.jar>, e.g. upb@before-3409e40=/tmp/upb.jar, got 'upb@x'",
        error(() -> JarColumn.parse("upb@x", KNOWN)));
    assertEquals("--jar upb: that is the pinned column's name; a prebuilt jar needs its own, <implementation>@<label>, e.g. upb@patched",
        error(() -> JarColumn.parse("upb=/x.jar", KNOWN)));
    assertEquals("--jar protobuf-java@3.25.8: '3.25.8' reads as a release; a prebuilt jar's label starts with a letter"
        + " (e.g. protobuf-java@patched-3.25.8); a release is built by --impls protobuf-java@3.25.8",
        error(() -> JarColumn.parse("protobuf-java@3.25.8=/x.jar", KNOWN)));
    assertEquals("--jar nope@a: unknown implementation 'nope'; known: protobuf-java,protobuf-lite,wire,upb",
        error(() -> JarColumn.parse("nope@a=/x.jar", KNOWN)));
  }

  @Test
  void aMissingJarOrOneThatIsNoBenchmarksJarIsOneLine() throws IOException {
    Path missing = dir.resolve("missing.jar");
    assertEquals("--jar upb@before: " + missing + " does not exist",
        error(() -> JarColumn.parse("upb@before=" + missing, KNOWN).check()));
    Path text = Files.writeString(dir.resolve("text.jar"), "not a zip");
    assertTrue(error(() -> JarColumn.parse("upb@before=" + text, KNOWN).check())
        .startsWith("--jar upb@before: " + text + " is not a readable jar: "));
    Path plain = benchmarksJar("plain.jar", "upb", false);
    assertTrue(error(() -> JarColumn.parse("upb@before=" + plain, KNOWN).check())
        .startsWith("--jar upb@before: " + plain + " is not a protocross benchmarks.jar"));
    Path wire = benchmarksJar("wire.jar", "wire", true);
    assertEquals("--jar upb@before: " + wire + " is a benchmarks.jar of 'wire', not of upb",
        error(() -> JarColumn.parse("upb@before=" + wire, KNOWN).check()));
    // The Launcher as Main-Class but no build info naming the implementation.
    Path unnamed = dir.resolve("unnamed.jar");
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "protocross.bench.Launcher");
    try (OutputStream out = Files.newOutputStream(unnamed); JarOutputStream j = new JarOutputStream(out, m)) {
      j.putNextEntry(new JarEntry("README"));
      j.closeEntry();
    }
    assertEquals("--jar upb@before: " + unnamed + " is not a protocross benchmarks.jar (no protocross.bench.Launcher Main-Class"
        + " and protocross-impl.properties naming its implementation; build one with mvn -pl impls/<impl> -am package)",
        error(() -> JarColumn.parse("upb@before=" + unnamed, KNOWN).check()));
  }

  @Test
  void aNameGivenTwiceIsRefused() throws IOException {
    Path jar = benchmarksJar("upb.jar", "upb", true);
    assertEquals("--jar upb@before is given twice; each column needs its own label",
        error(() -> VariantBuilds.jarColumns(List.of("upb@before=" + jar, "upb@before=" + jar), KNOWN)));
  }

  @Test
  void aJarColumnFollowsItsImplementationAndIsNeverTheBaseline() throws IOException {
    Path jar = benchmarksJar("upb.jar", "upb", true);
    Path pj = benchmarksJar("pj.jar", "protobuf-java", true);
    List<JarColumn> jars = VariantBuilds.jarColumns(List.of("upb@before=" + jar, "protobuf-java@patched=" + pj), KNOWN);
    Variants.Selection s = VariantBuilds.withJarColumns(new Variants.Selection(List.of("protobuf-java", "wire", "upb"), true, false),
        jars, KNOWN);
    assertEquals(List.of("protobuf-java", "protobuf-java@patched", "wire", "upb", "upb@before"), s.variants());
    assertTrue(s.twin());
    Variants.Selection alone = VariantBuilds.withJarColumns(new Variants.Selection(List.of("wire"), false, false),
        VariantBuilds.jarColumns(List.of("protobuf-java@patched=" + pj), KNOWN), KNOWN);
    assertEquals(List.of("wire", "protobuf-java@patched"), alone.variants(), "the baseline stays the first --impls column");
  }

  @Test
  void installCopiesTheJarAndRunJsonRecordsItsSourceAndSha256() throws Exception {
    Path repo = Files.createDirectories(dir.resolve("repo"));
    Path jar = benchmarksJar("upb.jar", "upb", true);
    JarColumn column = JarColumn.parse("upb@before-3409e40=" + jar, KNOWN);
    column.install(repo);
    Variant v = Variant.ofColumn("upb@before-3409e40");
    assertTrue(v.prebuilt());
    assertFalse(Variant.ofColumn("upb").prebuilt());
    assertFalse(Variant.ofColumn("protobuf-java@3.25.8").prebuilt());
    Path copy = VariantBuild.jar(repo, "upb@before-3409e40");
    assertEquals(repo.resolve("target/variants/upb@before-3409e40/upb/benchmarks.jar"), copy);
    assertEquals(-1, Files.mismatch(jar, copy));

    ObjectNode entry = JsonFiles.MAPPER.createObjectNode();
    VariantLibraries.prebuilt(entry, repo, v);
    assertTrue(entry.path("prebuilt").asBoolean());
    assertEquals(jar.toString(), entry.path("source").asText());
    assertEquals(64, entry.path("sha256").asText().length());
    assertEquals(entry.path("sha256").asText(), sha256(jar));
  }

  @Test
  void aLabelIsNoReleaseForImpls() {
    assertThrows(RunnerException.class, () -> Variant.parse("upb@before"), "--impls never takes a label: Maven would look for that release");
  }
}
