package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.ProtocrossException;

/**
 * {@code --dataset DIR} with a bad directory ends in one line naming the file, before any build:
 * the directory is read by the same checks as {@code metal/run.sh --dataset}.
 */
class DatasetArgumentTest {

  private static String error(Path dir) {
    return assertThrows(ProtocrossException.class, () -> Main.run(List.of("--dataset", dir.toString(), "--inputs", "10")))
        .getMessage();
  }

  @Test
  void aMissingDirectoryIsNamed(@TempDir Path tmp) {
    assertEquals("dataset directory " + tmp.resolve("nope") + " does not exist", error(tmp.resolve("nope")));
  }

  @Test
  void aMissingPropertiesFileIsNamed(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("a.proto"), "syntax = \"proto3\";\npackage t;\nmessage M { int32 x = 1; }\n");
    assertEquals(tmp.resolve("dataset.properties") + " is missing or unreadable: a dataset directory needs one with"
        + " message=<fully.qualified.Type>", error(tmp));
  }

  @Test
  void anUnknownMessageIsNamedWithTheFile(@TempDir Path tmp) throws IOException {
    Files.writeString(tmp.resolve("a.proto"), "syntax = \"proto3\";\npackage t;\nmessage M { int32 x = 1; }\n");
    Files.writeString(tmp.resolve("dataset.properties"), "message=t.Nope\nname=argtest\n");
    assertEquals(tmp.resolve("dataset.properties") + ": message=t.Nope is not declared in a.proto (declared: [t.M])", error(tmp));
  }
}
