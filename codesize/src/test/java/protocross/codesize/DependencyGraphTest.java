package protocross.codesize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import protocross.contract.ProtocrossException;

class DependencyGraphTest {
  /**
   * Wire's shape: the runtime and the JSON adapter both need okio and the Kotlin standard library;
   * in verbose mode the second path shows them as omitted duplicates, which are nodes of their own.
   */
  static final List<String> WIRE_TGF = List.of(
      "1 protocross:wire:jar:0.1.0-SNAPSHOT",
      "2 protocross:harness:jar:0.1.0-SNAPSHOT:compile",
      "3 org.openjdk.jmh:jmh-core:jar:1.37:compile",
      "4 com.squareup.wire:wire-moshi-adapter:jar:6.4.7:compile",
      "5 com.squareup.moshi:moshi:jar:1.15.2:compile",
      "6 com.squareup.okio:okio-jvm:jar:3.9.1:compile",
      "7 org.jetbrains.kotlin:kotlin-stdlib:jar:2.1.0:compile",
      "8 com.squareup.wire:wire-runtime-jvm:jar:6.4.7:compile",
      "9 (com.squareup.okio:okio-jvm:jar:3.9.1:compile - omitted for duplicate)",
      "10 (org.jetbrains.kotlin:kotlin-stdlib:jar:2.1.0:compile - omitted for duplicate)",
      "11 junit:junit:jar:4.13.2:test",
      "#",
      "1 2 compile",
      "2 3 compile",
      "1 4 compile",
      "4 5 compile",
      "5 6 compile",
      "6 7 compile",
      "1 8 compile",
      "8 9 compile",
      "8 10 compile",
      "1 11 test");

  @Test
  void closureFollowsEveryPathAlsoOmittedDuplicates() {
    DependencyGraph g = DependencyGraph.parse(WIRE_TGF, "test.tgf");
    assertEquals("protocross:wire", g.root());
    assertEquals(Set.of("com.squareup.wire:wire-runtime-jvm", "com.squareup.okio:okio-jvm", "org.jetbrains.kotlin:kotlin-stdlib"),
        g.closure(List.of("com.squareup.wire:wire-runtime-jvm")));
    assertEquals(List.of("com.squareup.wire:wire-moshi-adapter"), g.broughtBy("com.squareup.moshi:moshi"));
    assertEquals(List.of("com.squareup.wire:wire-moshi-adapter", "com.squareup.wire:wire-runtime-jvm"),
        g.broughtBy("com.squareup.okio:okio-jvm"));
    assertEquals(List.of("protocross:harness"), g.broughtBy("org.openjdk.jmh:jmh-core"));
  }

  @Test
  void labelsWithClassifierOrBracketsGiveGroupAndArtifact() {
    assertEquals("a.b:c", DependencyGraph.groupArtifact("a.b:c:jar:linux-x86_64:1.0:compile", "x"));
    assertEquals("a.b:c", DependencyGraph.groupArtifact("(a.b:c:jar:1.0:compile - omitted for conflict with 2.0)", "x"));
    assertEquals("a.b:c", DependencyGraph.groupArtifact("a.b:c:jar:1.0:compile (version managed from 0.9)", "x"));
  }

  @Test
  void notTgfIsOneLine() {
    ProtocrossException e = assertThrows(ProtocrossException.class,
        () -> DependencyGraph.parse(List.of("protocross:wire", "+- a:b:jar:1:compile"), "tree.txt"));
    assertEquals("tree.txt: not a dependency:tree TGF node line: 'protocross:wire'", e.getMessage());
    assertThrows(ProtocrossException.class, () -> DependencyGraph.parse(List.of(), "empty.tgf"));
  }
}
