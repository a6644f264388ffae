package protocross.jars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a failed per-schema build is reported as, and what its key may hold. */
class JarBuildTest {

  @Test
  void theToolsOwnMessageComesFirst() {
    List<String> log = List.of("WARNING: A restricted method in java.lang.System has been called",
        "/tmp/d/sensor.proto:2:1: Expected top-level statement (e.g. \"message\").",
        "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-antrun-plugin:3.1.0:run (codegen) on project wire");
    assertEquals("/tmp/d/sensor.proto:2:1: Expected top-level statement (e.g. \"message\").", JarBuild.firstMessage(log, 1));
  }

  @Test
  void elseMavensFirstError() {
    List<String> log = List.of("[ERROR] Failed to execute goal x on project wire: boom", "[ERROR] -> [Help 1]");
    assertEquals("Failed to execute goal x on project wire: boom", JarBuild.firstMessage(log, 1));
    assertEquals("Maven exited with code 1", JarBuild.firstMessage(List.of(), 1));
  }

  /** A build that is not quiet logs the code generator's own output as Ant's [exec] lines; Maven may colour its own. */
  @Test
  void aCodeGeneratorsExceptionAsAntLoggedIt() {
    List<String> log = List.of("[INFO] --- antrun:3.1.0:run (codegen) @ wire ---",
        "[INFO]      [exec] Exception in thread \"main\" java.lang.IllegalStateException: Syntax error in /tmp/l/ledger.proto:1:8: edition is not currently supported",
        "     [exec] \tat com.squareup.wire.schema.internal.parser.SyntaxReader.unexpected(SyntaxReader.kt:448)",
        "\u001B[0m\u001B[0m[ERROR] Failed to execute goal org.apache.maven.plugins:maven-antrun-plugin:3.1.0:run (codegen) on project wire");
    assertEquals("java.lang.IllegalStateException: Syntax error in /tmp/l/ledger.proto:1:8: edition is not currently supported",
        JarBuild.firstMessage(log, 1));
    assertEquals("Failed to execute goal x", JarBuild.firstMessage(List.of("\u001B[0m\u001B[0m[ERROR] Failed to execute goal x"), 1));
  }

  @Test
  void keysAreFolderNames() {
    assertThrows(RunnerException.class, () -> new JarBuild.Key("../wire", "", "abc"));
    assertEquals("wire@4.9.0", new JarBuild.Key("wire", "4.9.0", "builtin").folderName());
  }

  @Test
  void theStampHoldsTheProperties() {
    assertEquals("abc a=1 b=2", JarBuild.stampOf("abc", Map.of("b", "2", "a", "1")));
  }
}
