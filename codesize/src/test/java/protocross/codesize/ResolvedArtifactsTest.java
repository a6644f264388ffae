package protocross.codesize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.contract.ProtocrossException;

class ResolvedArtifactsTest {
  @Test
  void readsCoordinatesVersionAndFileAndSkipsTheRest() {
    Map<String, ResolvedArtifacts.Artifact> a = ResolvedArtifacts.parse(List.of(
        "",
        "The following files have been resolved:",
        "   com.google.protobuf:protobuf-java:jar:4.36.2:compile:/m2/com/google/protobuf/protobuf-java-4.36.2.jar -- module com.google.protobuf",
        "   com.google.code.gson:gson:jar:2.11.0:runtime:/m2/gson-2.11.0.jar -- module com.google.gson [auto]",
        "   io.grpc:protoc-gen:exe:linux-x86_64:1.0:compile:/m2/protoc-gen-1.0-linux-x86_64.exe",
        "   protocross:contract:jar:0.1.0-SNAPSHOT:compile:/work/contract/target/contract-0.1.0-SNAPSHOT.jar"), "list.txt");
    assertEquals(List.of("com.google.protobuf:protobuf-java", "com.google.code.gson:gson", "io.grpc:protoc-gen",
        "protocross:contract"), List.copyOf(a.keySet()));
    ResolvedArtifacts.Artifact pj = a.get("com.google.protobuf:protobuf-java");
    assertEquals("4.36.2", pj.version());
    assertEquals("compile", pj.scope());
    assertEquals(Path.of("/m2/com/google/protobuf/protobuf-java-4.36.2.jar"), pj.file());
    assertEquals("runtime", a.get("com.google.code.gson:gson").scope());
    assertEquals("1.0", a.get("io.grpc:protoc-gen").version());
    assertEquals(Path.of("/work/contract/target/contract-0.1.0-SNAPSHOT.jar"), a.get("protocross:contract").file());
  }

  @Test
  void aListWithoutFilesIsOneLine() {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> ResolvedArtifacts.parse(List.of(
        "The following files have been resolved:", "   com.google.protobuf:protobuf-java:jar:4.36.2:compile"), "list.txt"));
    assertEquals("list.txt: no resolved artifacts with files (not the output of dependency:list -DoutputAbsoluteArtifactFilename)",
        e.getMessage());
  }
}
