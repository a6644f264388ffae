package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.adapter.Op;
import protocross.jars.ColumnJvm;
import protocross.jars.RunnerException;
import protocross.jars.Variant;
import protocross.jars.VariantBuild;
import protocross.jars.Variants;
import protocross.runner.BenchCommand;
import protocross.runner.JmhSettings;
import protocross.runner.JvmFlags;
import protocross.runner.Part;
import protocross.runner.host.Jdks;
import protocross.runner.run.Runner;

/** Columns that name their JVM (~jdk17, ~unsafe-deny): names, refusals, the fork's command; no JVM is launched. */
class ColumnJvmTest {
  @TempDir Path repo;

  private static String error(Runnable r) {
    return assertThrows(RunnerException.class, r::run).getMessage();
  }

  @Test
  void aColumnNamesItsJvmAfterTildesInOneCanonicalForm() {
    assertEquals(List.of("protobuf-java~jdk17", "protobuf-java@3.25.8~jdk21~unsafe-deny", "wire~jdk21~g1", "upb"),
        Variants.select(List.of("wire~g1~jdk21", "protobuf-java@4.36.2~jdk17", "upb~jdk25",
            "protobuf-java@3.25.8~unsafe-deny~jdk21"), VariantsTest.KNOWN, VariantsTest.PINNED));
    ColumnJvm jvm = ColumnJvm.of("protobuf-lite@4.35.1~jdk17~no-compressed-oops~g1");
    assertEquals(17, jvm.jdk());
    assertEquals(List.of("no-compressed-oops", "g1"), jvm.optionSets());
    assertEquals(List.of("-XX:-UseCompressedOops", "-XX:-UseParallelGC", "-XX:+UseG1GC"), jvm.options());
    assertTrue(ColumnJvm.of("protobuf-java@3.25.8").none());
    assertFalse(ColumnJvm.of("protobuf-java~parallel").none());
  }

  @Test
  void theJvmPartIsNotTheJars() {
    Part p = new Part(1, "protobuf-java@3.25.8~jdk17~g1#2", "mesh", Op.decode);
    assertEquals("protobuf-java@3.25.8~jdk17~g1", p.variant());
    assertEquals("protobuf-java", p.impl());
    assertEquals(p, Part.parse(p.id()));
    assertEquals("protobuf-java@3.25.8", Variant.ofColumn(p.variant()).name());
    assertEquals(VariantBuild.jar(repo, "protobuf-java@3.25.8"), VariantBuild.jar(repo, p.variant()));
    assertEquals(VariantBuild.jar(repo, "wire"), VariantBuild.jar(repo, "wire~jdk21"));
    assertTrue(Variant.ofColumn("wire~jdk21").pinned());
  }

  @Test
  void badJvmNamesAreOneLineBeforeAnyBuild() {
    assertEquals("unknown JDK 'jdk11' in 'wire~jdk11'; known: jdk17,jdk21,jdk25",
        error(() -> Variants.select(List.of("wire~jdk11"), VariantsTest.KNOWN, VariantsTest.PINNED)));
    assertEquals("unknown JVM option set 'fast' in 'wire~fast'; known: unsafe-deny,g1,parallel,serial,zgc,"
        + "no-compressed-oops (or a JDK: jdk17,jdk21,jdk25)", error(() -> ColumnJvm.of("wire~fast")));
    assertEquals("unknown JVM option set '-XX:+UseG1GC' in 'wire~-XX:+UseG1GC'; known: unsafe-deny,g1,parallel,serial,zgc,"
        + "no-compressed-oops (or a JDK: jdk17,jdk21,jdk25)", error(() -> ColumnJvm.of("wire~-XX:+UseG1GC")));
    assertEquals("'wire~jdk17~jdk21' names two JDKs; a column runs on one", error(() -> ColumnJvm.of("wire~jdk17~jdk21")));
    assertEquals("'wire~g1~g1' names the option set 'g1' twice", error(() -> ColumnJvm.of("wire~g1~g1")));
    assertEquals("unknown JVM option set '' in 'wire~'; known: unsafe-deny,g1,parallel,serial,zgc,"
        + "no-compressed-oops (or a JDK: jdk17,jdk21,jdk25)", error(() -> ColumnJvm.of("wire~")));
    assertEquals("unknown implementation 'nope'; known: protobuf-java,protobuf-lite,wire,upb",
        error(() -> Variants.select(List.of("nope~jdk17"), VariantsTest.KNOWN, VariantsTest.PINNED)));
  }

  @Test
  void aJdkNotInstalledIsOneLine() throws Exception {
    Jdks jdks = new Jdks(repo, Path.of(System.getProperty("java.home"), "bin", "java"));
    jdks.checkInstalled(List.of("wire", "wire~g1"));
    assertEquals("'wire~jdk21' runs on JDK 21, which is not installed (.jdks/21/bin/java missing); install it with"
        + " bin/jdks.sh 21", error(() -> jdks.checkInstalled(List.of("wire~jdk21"))));
    assertEquals(repo.resolve(".jdks/17/bin/java"), jdks.java(ColumnJvm.of("wire~jdk17~g1")));
  }

  @Test
  void compareTakesOneRuntimeOnTwoJvms() {
    Variants.Selection s = Variants.compare(List.of("protobuf-lite~jdk17", "protobuf-lite"), VariantsTest.KNOWN, VariantsTest.PINNED);
    assertEquals(List.of("protobuf-lite~jdk17", "protobuf-lite"), s.variants());
    assertTrue(s.compare());
    assertFalse(s.twin());
    s = Variants.compare(List.of("protobuf-lite", "protobuf-lite~unsafe-deny"), VariantsTest.KNOWN, VariantsTest.PINNED);
    assertEquals(List.of("protobuf-lite", "protobuf-lite~unsafe-deny"), s.variants());
    // jdk25 is the run's own JDK: the same column, so A,A is the A/A check.
    assertTrue(Variants.compare(List.of("wire~jdk25", "wire"), VariantsTest.KNOWN, VariantsTest.PINNED).twin());
  }

  @Test
  void aForkRunsWithTheColumnsOptionsInItsJvmAndInJmhsForkedVm() {
    Part p = new Part(1, "protobuf-lite~jdk21~unsafe-deny~g1", "mesh", Op.decode);
    List<String> args = BenchCommand.javaArgs(p, JmhSettings.QUICK, "x.jar", "m.json", "r.json");
    List<String> flags = new ArrayList<>(JvmFlags.ALL);
    flags.addAll(List.of("--sun-misc-unsafe-memory-access=deny", "-javaagent:harness/target/harness-agent.jar",
        "-XX:-UseParallelGC", "-XX:+UseG1GC"));
    assertEquals(flags, JvmFlags.of(p.variant()));
    List<String> launcher = JvmFlags.launcher(p.variant());
    assertEquals(flags.stream().filter(f -> !f.startsWith("-Xms") && !f.equals("-XX:+AlwaysPreTouch")).toList(), launcher);
    assertEquals(launcher, args.subList(0, launcher.size()));
    assertEquals(List.of("-jvmArgsAppend", "--sun-misc-unsafe-memory-access=deny",
        "-jvmArgsAppend", "-javaagent:harness/target/harness-agent.jar", "-jvmArgsAppend", "-XX:-UseParallelGC",
        "-jvmArgsAppend", "-XX:+UseG1GC"), args.subList(args.size() - 8, args.size()));
    List<String> plain = BenchCommand.javaArgs(new Part(1, "protobuf-lite", "mesh", Op.decode), JmhSettings.QUICK,
        "x.jar", "m.json", "r.json");
    assertFalse(plain.contains("-jvmArgsAppend"));
    assertEquals(JvmFlags.LAUNCHER, plain.subList(0, JvmFlags.LAUNCHER.size()));
  }

  @Test
  void aRefusedColumnNeverLaunchesButItsJdk25TwinDoes() {
    Map<String, String> refused = Map.of("upb~jdk17/mesh", "unsupported: upb needs JDK 22 or later");
    assertEquals("unsupported: upb needs JDK 22 or later", Runner.refusal(refused, new Part(1, "upb~jdk17", "mesh", Op.decode)));
    assertEquals(null, Runner.refusal(refused, new Part(1, "upb", "mesh", Op.decode)));
    assertEquals("refused", Runner.refusal(Map.of("upb/mesh", "refused"), new Part(1, "upb~jdk17", "mesh", Op.decode)));
  }

  @Test
  void theOptionSetsAreFixedListsWithoutBlanks() {
    ColumnJvm.OPTION_SETS.forEach((name, options) -> {
      assertTrue(name.matches("[a-z0-9-]+"), name);
      options.forEach(o -> assertTrue(o.startsWith("-") && !o.contains(" "), o));
    });
    assertTrue(Files.notExists(repo.resolve(".jdks")));
  }
}
