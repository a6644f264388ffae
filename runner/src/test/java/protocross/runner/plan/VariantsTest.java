package protocross.runner.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.Catalog;
import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.jars.Variant;
import protocross.jars.VariantBuild;
import protocross.jars.Variants;
import protocross.runner.JmhSettings;
import protocross.runner.Part;
import protocross.runner.RunPlan;

/** Variant names, their parsing and the selection of --impls and --compare; no build, no network. */
class VariantsTest {
  static final List<String> KNOWN = List.of("protobuf-java", "protobuf-lite", "wire", "upb");
  static final Map<String, String> PINNED =
      Map.of("protobuf-java", "4.36.2", "protobuf-lite", "4.36.2", "wire", "6.4.7", "upb", "7.36.2");

  @TempDir Path repo;

  private static String error(Runnable r) {
    return assertThrows(RunnerException.class, r::run).getMessage();
  }

  @Test
  void aVariantIsAnImplementationAtAVersionAndItsNameIsTheColumn() {
    Variant v = Variant.parse("protobuf-java@3.25.8");
    assertEquals("protobuf-java", v.impl());
    assertEquals("3.25.8", v.version());
    assertFalse(v.pinned());
    assertEquals("protobuf-java@3.25.8", v.name());
    assertTrue(Variant.parse("wire").pinned());
    assertEquals("wire", Variant.parse("wire").name());
    assertEquals("4.28.0-RC1", Variant.parse("protobuf-java@4.28.0-RC1").version());
    assertEquals("5.0.0-alpha01", Variant.parse("wire@5.0.0-alpha01").version());
    assertEquals("protobuf-java", Columns.implOf("protobuf-java@3.25.8#2"));
    assertEquals("protobuf-java@3.25.8", Columns.variantOf("protobuf-java@3.25.8#2"));
    Part p = new Part(1, "protobuf-java@3.25.8#2", "mesh", Op.decode);
    assertEquals("protobuf-java@3.25.8", p.variant());
    assertEquals("protobuf-java", p.impl());
    assertEquals(p, Part.parse(p.id()));
  }

  @Test
  void anUnparsableVersionIsOneLine() {
    for (String bad : List.of("3", "3.x", "latest", "", "3.25.8/../x", "3.25.8#2", "v3.25.8", "3..25")) {
      assertEquals("unparsable version '" + bad + "' in 'protobuf-java@" + bad
          + "'; want a release number like 3.25.8 or 4.28.0-RC1", error(() -> Variant.parse("protobuf-java@" + bad)));
    }
    assertEquals("'@3.25.8' names no implementation; want <implementation>@<version>, e.g. protobuf-java@3.25.8",
        error(() -> Variant.parse("@3.25.8")));
  }

  @Test
  void implsAreInCatalogOrderAndInTheGivenOrderWithinOneImplementation() {
    assertEquals(List.of("protobuf-java@3.25.8", "protobuf-java", "wire@5.3.11", "upb"),
        Variants.select(List.of("upb", "wire@5.3.11", "protobuf-java@3.25.8", "protobuf-java"), KNOWN, PINNED));
    assertEquals(List.of("protobuf-java", "protobuf-java@3.25.8"),
        Variants.select(List.of("protobuf-java", "protobuf-java@3.25.8"), KNOWN, PINNED));
    assertEquals(KNOWN, Variants.select(null, KNOWN, PINNED));
  }

  @Test
  void thePinnedVersionIsTheBareNameSoItIsBuiltAndShownOnce() {
    assertEquals(List.of("protobuf-java"), Variants.select(List.of("protobuf-java@4.36.2", "protobuf-java"), KNOWN, PINNED));
    Variants.Selection aa = Variants.compare(List.of("protobuf-java@4.36.2", "protobuf-java"), KNOWN, PINNED);
    assertEquals(List.of("protobuf-java"), aa.variants());
    assertTrue(aa.twin());
  }

  @Test
  void unknownImplementationAndUnversionedImplementationAreOneLine() {
    assertEquals("unknown implementation 'protobuf-jav'; known: protobuf-java,protobuf-lite,wire,upb",
        error(() -> Variants.select(List.of("protobuf-jav@3.25.8"), KNOWN, PINNED)));
    assertEquals("unknown implementation 'nope'; known: protobuf-java,protobuf-lite,wire,upb",
        error(() -> Variants.compare(List.of("protobuf-java", "nope"), KNOWN, PINNED)));
    // An implementation whose pom declares no impl.version (none in this repository since upb declares one).
    Map<String, String> upbUnversioned = Map.of("protobuf-java", "4.36.2", "protobuf-lite", "4.36.2", "wire", "6.4.7");
    assertEquals("'upb@7.30.0': upb runs only at its pinned version (its pom declares no impl.version); use 'upb'",
        error(() -> Variants.select(List.of("upb@7.30.0"), KNOWN, upbUnversioned)));
  }

  @Test
  void upbAtAnotherProtobufPythonReleaseIsAVariantAndItsPinnedReleaseIsTheBareName() {
    // X is the protobuf Python package whose sdist libupb is compiled from (7.35.1 is protobuf 35.1).
    Variant v = Variant.parse("upb@7.35.1");
    assertEquals("upb", v.impl());
    assertEquals("7.35.1", v.version());
    assertFalse(v.pinned());
    assertFalse(v.prebuilt());
    assertEquals(List.of("protobuf-java", "upb@7.35.1", "upb@5.29.6", "upb"),
        Variants.select(List.of("upb@7.35.1", "upb@5.29.6", "upb", "protobuf-java"), KNOWN, PINNED));
    assertEquals(List.of("upb"), Variants.select(List.of("upb@7.36.2", "upb"), KNOWN, PINNED));
    Variants.Selection ab = Variants.compare(List.of("upb@7.35.1", "upb"), KNOWN, PINNED);
    assertEquals(List.of("upb@7.35.1", "upb"), ab.variants());
    assertTrue(ab.compare());
    assertFalse(ab.twin());
    Variants.Selection aa = Variants.compare(List.of("upb@7.36.2", "upb"), KNOWN, PINNED);
    assertEquals(List.of("upb"), aa.variants());
    assertTrue(aa.twin());
    // Its jar is built in its own folder, like any variant's.
    assertEquals(repo.resolve("target/variants/upb@7.35.1/upb/benchmarks.jar"), VariantBuild.jar(repo, "upb@7.35.1"));
    assertEquals(repo.resolve("impls/upb/target/benchmarks.jar"), VariantBuild.jar(repo, "upb"));
  }

  @Test
  void aBadUpbVariantIsOneLine() {
    assertEquals("unparsable version 'latest' in 'upb@latest'; want a release number like 3.25.8 or 4.28.0-RC1",
        error(() -> Variants.select(List.of("upb@latest"), KNOWN, PINNED)));
    assertEquals("unparsable version '' in 'upb@'; want a release number like 3.25.8 or 4.28.0-RC1",
        error(() -> Variants.select(List.of("upb@"), KNOWN, PINNED)));
    assertEquals("unknown implementation 'libupb'; known: protobuf-java,protobuf-lite,wire,upb",
        error(() -> Variants.select(List.of("libupb@7.35.1"), KNOWN, PINNED)));
    String e = error(() -> Variants.compare(List.of("upb@7.35.1"), KNOWN, PINNED));
    assertTrue(e.startsWith("--compare needs exactly two variants"), e);
    assertFalse(e.contains("\n"), e);
  }

  @Test
  void compareIsTwoColumnsBAgainstAOrTheTwinForTheSameVariant() {
    Variants.Selection ab = Variants.compare(List.of("protobuf-java@3.21.6", "protobuf-java@3.21.7"), KNOWN, PINNED);
    assertEquals(List.of("protobuf-java@3.21.6", "protobuf-java@3.21.7"), ab.variants());
    assertFalse(ab.twin());
    assertTrue(ab.compare());
    // B first on the command line stays B: the order is the user's, not the catalog's.
    assertEquals(List.of("wire", "protobuf-java"), Variants.compare(List.of("wire", "protobuf-java"), KNOWN, PINNED).variants());
    RunPlan plan = new RunPlan(JmhSettings.QUICK, ab.variants(), List.of("mesh"), List.of(Op.decode), ab.twin(), true, 1,
        null, ab.compare());
    assertEquals("protobuf-java@3.21.6", plan.baseline());
    assertEquals(List.of("protobuf-java@3.21.6", "protobuf-java@3.21.7"), plan.groups().get(1).columns());
    Variants.Selection aa = Variants.compare(List.of("protobuf-java@3.25.8", "protobuf-java@3.25.8"), KNOWN, PINNED);
    RunPlan aaPlan = new RunPlan(JmhSettings.QUICK, aa.variants(), List.of("mesh"), List.of(Op.decode), aa.twin(), true, 1,
        null, aa.compare());
    assertEquals(List.of("protobuf-java@3.25.8", "protobuf-java@3.25.8#2"), aaPlan.columns());
    assertEquals("--compare needs exactly two variants, A,B (e.g. protobuf-java@3.25.8,protobuf-java), got 'protobuf-java'",
        error(() -> Variants.compare(List.of("protobuf-java"), KNOWN, PINNED)));
    assertThrows(RunnerException.class, () -> new RunPlan(JmhSettings.QUICK, List.of("a", "b", "c"), List.of("mesh"),
        List.of(Op.decode), false, true, 1, null, true));
  }

  @Test
  void pinnedVersionsComeFromEachModulesImplVersionResolvedInTheRootPom() throws Exception {
    Files.writeString(repo.resolve("pom.xml"), "<project><properties><protobuf.version>4.36.2</protobuf.version>"
        + "<wire.version>6.4.7</wire.version></properties></project>");
    module("protobuf-java", "<impl.version>${protobuf.version}</impl.version>");
    module("wire", "<impl.version>${wire.version}</impl.version>");
    module("upb", "");
    Map<String, String> pinned = Variants.pinned(repo, List.of("protobuf-java", "wire", "upb"));
    assertEquals(Map.of("protobuf-java", "4.36.2", "wire", "6.4.7"), pinned);
    assertNull(pinned.get("upb"));
  }

  @Test
  void thisRepositorysModulesDeclareTheirPinnedVersion() {
    // The runner module's tests run in runner/: the repository is its parent.
    Path real = Path.of("..").toAbsolutePath().normalize();
    Map<String, String> pinned = Variants.pinned(real, Catalog.read(real.resolve("impls")).names());
    String root = assertDoesNotThrowRead(real.resolve("pom.xml"));
    assertEquals(Variants.property(root, "protobuf.version"), pinned.get("protobuf-java"));
    assertEquals(Variants.property(root, "protobuf.version"), pinned.get("protobuf-lite"));
    assertEquals(Variants.property(root, "wire.version"), pinned.get("wire"));
    // upb's version is the protobuf Python release whose sdist libupb is compiled from.
    assertEquals(Variants.property(root, "protobuf.python.version"), pinned.get("upb"));
  }

  private void module(String name, String properties) throws Exception {
    Files.createDirectories(repo.resolve("impls").resolve(name));
    Files.writeString(repo.resolve("impls").resolve(name).resolve("pom.xml"),
        "<project><properties><impl.name>" + name + "</impl.name>" + properties + "</properties></project>");
  }

  private static String assertDoesNotThrowRead(Path p) {
    try {
      return Files.readString(p);
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }
}
