package protocross.codesize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Catalog;

/**
 * The cut on a small Wire-shaped module: the runtime, okio (which the runtime and the JSON adapter
 * both need) and the generated classes stay; the JSON adapter with moshi, the harness, the adapter
 * code, the fixtures and META-INF other than shrinker rules go, each library named with what brings it.
 */
class MinimalAppTest {
  @TempDir
  Path tmp;

  @Test
  void keepsTheRuntimeClosureAndTheGeneratedClassesOnly() throws IOException {
    Path m2 = Files.createDirectories(tmp.resolve("m2"));
    Path runtime = jar(m2.resolve("wire-runtime-jvm-6.4.7.jar"), "com/squareup/wire/ProtoAdapter.class",
        "META-INF/proguard/wire-runtime.pro", "META-INF/MANIFEST.MF");
    Path okio = jar(m2.resolve("okio-jvm-3.9.1.jar"), "okio/Buffer.class", "META-INF/okio.kotlin_module");
    Path moshi = jar(m2.resolve("moshi-1.15.2.jar"), "com/squareup/moshi/Moshi.class", "META-INF/proguard/moshi.pro");
    Path adapter = jar(m2.resolve("wire-moshi-adapter-6.4.7.jar"), "com/squareup/wire/WireJsonAdapterFactory.class");
    Path jmh = jar(m2.resolve("jmh-core-1.37.jar"), "org/openjdk/jmh/Main.class", "META-INF/LICENSE");

    Path module = Files.createDirectories(tmp.resolve("impls/wire"));
    Path recorded = Files.createDirectories(module.resolve(MinimalApp.RECORDED));
    Files.write(recorded.resolve(MinimalApp.TREE), List.of(
        "1 protocross:wire:jar:0.1.0-SNAPSHOT",
        "2 org.openjdk.jmh:jmh-core:jar:1.37:compile",
        "3 com.squareup.wire:wire-moshi-adapter:jar:6.4.7:compile",
        "4 com.squareup.moshi:moshi:jar:1.15.2:compile",
        "5 com.squareup.okio:okio-jvm:jar:3.9.1:compile",
        "6 com.squareup.wire:wire-runtime-jvm:jar:6.4.7:compile",
        "7 (com.squareup.okio:okio-jvm:jar:3.9.1:compile - omitted for duplicate)",
        "#",
        "1 2 compile", "1 3 compile", "3 4 compile", "4 5 compile", "1 6 compile", "6 7 compile"));
    Files.write(recorded.resolve(MinimalApp.FILES), List.of(
        "The following files have been resolved:",
        "   org.openjdk.jmh:jmh-core:jar:1.37:compile:" + jmh,
        "   com.squareup.wire:wire-moshi-adapter:jar:6.4.7:compile:" + adapter,
        "   com.squareup.moshi:moshi:jar:1.15.2:compile:" + moshi + " -- module com.squareup.moshi",
        "   com.squareup.okio:okio-jvm:jar:3.9.1:compile:" + okio,
        "   com.squareup.wire:wire-runtime-jvm:jar:6.4.7:compile:" + runtime));
    // What impls/pom.xml records from wire's pom (codesize.*).
    Files.write(recorded.resolve(MinimalApps.FILE), List.of("codesize.runtime=com.squareup.wire\\:wire-runtime-jvm"));
    Path target = module.resolve("target");
    jar(target.resolve("benchmarks.jar"), "META-INF/MANIFEST.MF", "META-INF/LICENSE", "com/squareup/wire/ProtoAdapter.class",
        "META-INF/proguard/wire-runtime.pro", "okio/Buffer.class", "META-INF/okio.kotlin_module",
        "com/squareup/moshi/Moshi.class", "META-INF/proguard/moshi.pro", "com/squareup/wire/WireJsonAdapterFactory.class",
        "org/openjdk/jmh/Main.class", "protocross/schema/LogRecord.class", "protocross/schema/LogRecord$Builder.class",
        "protocross/impl/wire/WireCodec.class", "protocross/fixture3/Scalars3.class", "protocross-impl.properties");

    Path out = tmp.resolve("app.jar");
    MinimalApp.Contents c = MinimalApp.cut(new Catalog.Entry("wire", module, Map.of(), null, false), "protocross/schema/", out);

    assertEquals(Set.of("com/squareup/wire/ProtoAdapter.class", "META-INF/proguard/wire-runtime.pro", "okio/Buffer.class",
        "protocross/schema/LogRecord.class", "protocross/schema/LogRecord$Builder.class"), names(out));
    assertEquals(Files.size(out), c.jarBytes());
    // Each test entry's content is its name: the generated classes' bytes are their names' lengths.
    assertEquals("protocross/schema/LogRecord.class".length() + "protocross/schema/LogRecord$Builder.class".length(),
        c.generatedBytes());
    assertEquals(Files.size(runtime) + Files.size(okio), c.libraryJarFileBytes());

    List<String> in = new ArrayList<>();
    List<String> left = new ArrayList<>();
    for (MinimalApp.Library l : c.libraries()) {
      (l.inApp() ? in : left).add(l.artifact().groupArtifact() + " " + l.artifact().version() + " <- " + l.broughtBy());
    }
    assertEquals(List.of(
        "com.squareup.okio:okio-jvm 3.9.1 <- [com.squareup.wire:wire-moshi-adapter, com.squareup.wire:wire-runtime-jvm]",
        "com.squareup.wire:wire-runtime-jvm 6.4.7 <- [com.squareup.wire:wire-runtime-jvm]"), in);
    assertEquals(List.of(
        "com.squareup.moshi:moshi 1.15.2 <- [com.squareup.wire:wire-moshi-adapter]",
        "com.squareup.wire:wire-moshi-adapter 6.4.7 <- [com.squareup.wire:wire-moshi-adapter]",
        "org.openjdk.jmh:jmh-core 1.37 <- [org.openjdk.jmh:jmh-core]"), left);
  }

  @Test
  void anEntryTwoLibrariesHoldCountsForTheOneTheAppKeeps() {
    Cut cut = new Cut(Map.of("x/Shared.class", Set.of("json:lib", "rt:lib")), Set.of("rt:lib"), List.of("gen/"));
    assertEquals("rt:lib", cut.owner("x/Shared.class"));
    assertTrue(cut.kept("x/Shared.class"));
    assertEquals(Cut.OWN, cut.owner("gen/A.class"));
    assertTrue(cut.kept("gen/A.class"));
    assertFalse(cut.kept("gen/"));
    assertFalse(cut.kept("other/Own.class"));
    assertFalse(cut.kept("META-INF/services/x.Y"));
  }

  /** A jar whose entries each hold their own name as content. */
  private static Path jar(Path file, String... names) throws IOException {
    Files.createDirectories(file.getParent());
    try (OutputStream os = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(os)) {
      for (String n : names) {
        zip.putNextEntry(new ZipEntry(n));
        zip.write(n.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    return file;
  }

  private static Set<String> names(Path jar) throws IOException {
    try (ZipFile z = new ZipFile(jar.toFile())) {
      return Set.copyOf(z.stream().map(ZipEntry::getName).toList());
    }
  }
}
