package protocross.jars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a variant's jar is built and how a failed build reads: Maven is replaced by a small script
 * (no download, no real build), and the reasons are read from logs shaped like Maven 3.8's.
 */
class VariantBuildTest {
  @TempDir Path repo;

  private VariantBuild build(String variant) {
    return new VariantBuild(repo, Variant.parse(variant));
  }

  @Test
  void eachVariantHasItsOwnFolderAndThePinnedJarStaysTheModules() {
    VariantBuild b = build("protobuf-java@3.25.8");
    assertEquals(repo.resolve("target/variants/protobuf-java@3.25.8"), b.dir());
    assertEquals(repo.resolve("target/variants/protobuf-java@3.25.8/protobuf-java/benchmarks.jar"), b.jar());
    assertEquals(b.jar(), VariantBuild.jar(repo, "protobuf-java@3.25.8"));
    assertEquals(repo.resolve("impls/protobuf-java/target/benchmarks.jar"), VariantBuild.jar(repo, "protobuf-java"));
    assertEquals(repo.resolve("impls/wire/target/benchmarks.jar"), VariantBuild.inImpls(repo.resolve("impls"), "wire"));
    assertEquals(b.jar(), VariantBuild.inImpls(repo.resolve("impls"), "protobuf-java@3.25.8"));
    assertThrows(IllegalArgumentException.class, () -> build("protobuf-java"));
  }

  @Test
  void theMavenBuildIsTheModuleWithItsVersionAndFolderSet() {
    assertEquals(List.of("mvn", "-B", "-Dstyle.color=never", "-DskipTests", "-pl", "impls/wire", "-am",
        "-Dimpl.version=5.3.11", "-Dprotocross.variant.dir=" + repo.resolve("target/variants/wire@5.3.11"), "package"),
        build("wire@5.3.11").command("mvn"));
  }

  @Test
  void aVersionTheRegistryDoesNotServeIsOneLineWithoutTheRepositorysAddress() {
    List<String> log = List.of(
        "[INFO] BUILD FAILURE",
        "[ERROR] Failed to execute goal on project protobuf-java: Could not resolve dependencies for project"
            + " protocross:protobuf-java:jar:0.1.0-SNAPSHOT: Could not find artifact com.google.protobuf:protobuf-java:jar:3.99.1"
            + " in central (https://repository.example/maven2) -> [Help 1]",
        "[ERROR] -> [Help 1]");
    assertEquals("the registry does not serve com.google.protobuf:protobuf-java:jar:3.99.1", VariantBuild.reason(log, 1));
    // Asked again soon after, Maven answers from its cache of the first "not found".
    assertEquals("the registry does not serve com.google.protobuf:protobuf-java:jar:3.99.1", VariantBuild.reason(List.of(
        "[ERROR] Failed to execute goal on project protobuf-java: Could not resolve dependencies for project"
            + " protocross:protobuf-java:jar:0.1.0-SNAPSHOT: com.google.protobuf:protobuf-java:jar:3.99.1 was not found in"
            + " https://repository.example/maven2 during a previous attempt. This failure was cached in the local repository"
            + " and resolution is not reattempted until the update interval of central has elapsed or updates are forced"
            + " -> [Help 1]"), 1));
  }

  @Test
  void otherFailuresReadAsTheirCause() {
    assertEquals("Maven is offline and com.google.protobuf:protoc:exe:linux-x86_64:3.21.7 is not in the local repository",
        VariantBuild.reason(List.of("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy"
            + " (fetch-codegen-tool) on project protobuf-java: Unable to find/resolve artifact.: Cannot access central"
            + " (https://repository.example/maven2) in offline mode and the artifact"
            + " com.google.protobuf:protoc:exe:linux-x86_64:3.21.7 has not been downloaded from it before. -> [Help 1]"), 1));
    assertEquals("compilation failed: ProtobufCodec.java:22: cannot find symbol",
        VariantBuild.reason(List.of("[INFO] Compiling 40 source files",
            "[ERROR] COMPILATION ERROR : ",
            "[ERROR] /repo/impls/protobuf-java/src/main/java/protocross/impl/protobuf/ProtobufCodec.java:[22,20] cannot find symbol",
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile)"
                + " on project protobuf-java: Compilation failure"), 1));
    assertEquals("An Ant BuildException has occured: exec returned: 1 (protocross.proto:12:3: Expected \"required\".)",
        VariantBuild.reason(List.of("     [exec] protocross.proto:12:3: Expected \"required\".",
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-antrun-plugin:3.1.0:run (codegen) on project"
                + " wire: An Ant BuildException has occured: exec returned: 1",
            "[ERROR] around Ant part ...<exec executable=\"tool\" failonerror=\"true\">... @ 6:95"), 1));
    assertEquals("Maven exited with code 137", VariantBuild.reason(List.of("[INFO] Building protobuf-java"), 137));
  }

  @Test
  void anUpbReleaseThatDoesNotCompileAgainstTheBindingIsGccsFirstErrorInOneLine() {
    // Shaped like Maven 3.8's batch log of native/build-libupb.sh failing on protobuf 4.25.9's sdist:
    // gcc's output, then the script's last line, each behind Maven's level and Ant's task name.
    List<String> log = List.of(
        "[INFO] --- maven-antrun-plugin:3.1.0:run (libupb) @ upb ---",
        "[INFO]      [exec] build-libupb: compiling upb from protobuf-4.25.9.tar.gz (-O3 -DNDEBUG -fPIC -mavx)",
        "[INFO]      [exec] upb_api.c:33:22: error: 'upb_DecodeStatus_String' undeclared here (not in a function)",
        "[INFO]      [exec] build-libupb: compiling libupb.so from protobuf-4.25.9.tar.gz failed: upb_api.c:33:22: error:"
            + " 'upb_DecodeStatus_String' undeclared here (not in a function)",
        "[INFO] BUILD FAILURE",
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-antrun-plugin:3.1.0:run (libupb) on project upb:"
            + " An Ant BuildException has occured: exec returned: 1",
        "[ERROR] around Ant part ...<exec executable=\"bash\" failonerror=\"true\">... @ 4:50 in /x/build-main.xml");
    assertEquals("An Ant BuildException has occured: exec returned: 1 (build-libupb: compiling libupb.so from"
        + " protobuf-4.25.9.tar.gz failed: upb_api.c:33:22: error: 'upb_DecodeStatus_String' undeclared here (not in a"
        + " function))", VariantBuild.reason(log, 1));
  }

  @Test
  void aFailedBuildLeavesItsReasonAndASuccessfulOneClearsIt() throws Exception {
    VariantBuild b = build("protobuf-java@3.99.1");
    Path failing = script("fail", "echo '[ERROR] Failed to execute goal on project protobuf-java: Could not resolve"
        + " dependencies for project x:y:jar:1: Could not find artifact com.google.protobuf:protoc:exe:linux-x86_64:3.99.1"
        + " in central (https://repository.example/maven2)'\nexit 1\n");
    String reason = b.build(failing.toString());
    assertEquals("the registry does not serve com.google.protobuf:protoc:exe:linux-x86_64:3.99.1", reason);
    assertEquals(reason, b.failure());
    assertTrue(Files.readString(b.log()).contains("Could not find artifact"), "Maven's output is kept in build.log");

    Path succeeding = script("ok", "mkdir -p '" + b.jar().getParent() + "' && touch '" + b.jar() + "'\n");
    assertNull(b.build(succeeding.toString()));
    assertNull(b.failure());
    assertTrue(Files.isRegularFile(b.jar()));

    Files.delete(b.jar());
    assertEquals("Maven finished but did not write target/variants/protobuf-java@3.99.1/protobuf-java/benchmarks.jar",
        b.build(script("nojar", "exit 0\n").toString()));
  }

  @Test
  void anOptionalArtifactTheRegistryDoesNotServeIsBuiltWithoutOnceAndSaysSo() throws Exception {
    // Wire's pom: JSON support (wire-moshi-adapter) is optional; 4.9.11 of it is not served.
    Files.createDirectories(repo.resolve("impls/wire"));
    Files.writeString(repo.resolve("impls/wire/pom.xml"), "<properties>\n"
        + "<impl.optional>com.example:other=x.off, com.squareup.wire:wire-moshi-adapter=wire.nojson</impl.optional>\n</properties>\n");
    VariantBuild b = build("wire@4.9.11");
    String notServed = "[ERROR] Failed to execute goal on project wire: Could not resolve dependencies for project"
        + " protocross:wire:jar:0.1.0-SNAPSHOT: Could not find artifact com.squareup.wire:wire-moshi-adapter:jar:4.9.11"
        + " in central (https://repository.example/maven2)";
    Path mvn = script("optional", "case \"$*\" in\n  *-Dwire.nojson*) mkdir -p '" + b.jar().getParent() + "' && touch '"
        + b.jar() + "' ;;\n  *) echo '" + notServed + "'; exit 1 ;;\nesac\n");
    assertNull(b.build(mvn.toString()));
    assertNull(b.failure());
    assertEquals("without com.squareup.wire:wire-moshi-adapter:jar:4.9.11 (the registry does not serve"
        + " com.squareup.wire:wire-moshi-adapter:jar:4.9.11): built with -Dwire.nojson; the ops that need it are unsupported",
        b.withoutNote());
    assertTrue(Files.readString(b.dir().resolve("build-before-retry.log")).contains("Could not find artifact"),
        "the first attempt's log is kept");
    assertTrue(b.command("mvn", "wire.nojson").contains("-Dwire.nojson"));
    assertEquals("package", b.command("mvn", "wire.nojson").getLast());

    // An artifact the pom does not list as optional: no second try, the first reason stands.
    Files.writeString(repo.resolve("impls/wire/pom.xml"), "<impl.optional>com.example:other=x.off</impl.optional>");
    assertEquals("the registry does not serve com.squareup.wire:wire-moshi-adapter:jar:4.9.11", b.build(mvn.toString()));
    assertNull(b.withoutNote(), "a failed build says nothing about what it went without");
    // Built without and still failing: one line with both reasons.
    Files.writeString(repo.resolve("impls/wire/pom.xml"), "<impl.optional>com.squareup.wire:wire-moshi-adapter=wire.nojson</impl.optional>");
    Path worse = script("worse", "echo '" + notServed + "'; exit 1\n");
    assertEquals("the registry does not serve com.squareup.wire:wire-moshi-adapter:jar:4.9.11 (built again with -Dwire.nojson"
        + " after: the registry does not serve com.squareup.wire:wire-moshi-adapter:jar:4.9.11)", b.build(worse.toString()));
  }

  @Test
  void theOptionalEntryIsReadFromThePom() throws Exception {
    Path pom = repo.resolve("pom.xml");
    Files.writeString(pom, "<impl.optional>g:a=p.q, g:b = r</impl.optional>");
    assertEquals("p.q", VariantBuild.optional(pom, "g:a:jar:1.0"));
    assertEquals("r", VariantBuild.optional(pom, "g:b:jar:1.0"));
    assertNull(VariantBuild.optional(pom, "g:ab:jar:1.0"), "a prefix of another artifact's name is not that artifact");
    assertNull(VariantBuild.optional(repo.resolve("missing.xml"), "g:a:jar:1.0"));
    Files.writeString(pom, "<impl.optional>g:a=-Dbad value</impl.optional>");
    assertNull(VariantBuild.optional(pom, "g:a:jar:1.0"), "not a property name: no retry");
  }

  @Test
  void aVariantsJarMustReportItsVersion() {
    ObjectNode libs = JsonNodeFactory.instance.objectNode().put("protobuf-java", "3.25.8").put("protoc", "3.25.8");
    VariantLibraries.check(Variant.parse("protobuf-java@3.25.8"), repo.resolve("x.jar"), libs);
    RunnerException e = assertThrows(RunnerException.class,
        () -> VariantLibraries.check(Variant.parse("protobuf-java@3.21.7"), repo.resolve("x.jar"), libs));
    assertTrue(e.getMessage().contains("no library at 3.21.7"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  private Path script(String name, String body) throws Exception {
    Path s = repo.resolve(name + ".sh");
    Files.writeString(s, "#!/bin/sh\n" + body);
    Files.setPosixFilePermissions(s, PosixFilePermissions.fromString("rwxr-xr-x"));
    return s;
  }
}
