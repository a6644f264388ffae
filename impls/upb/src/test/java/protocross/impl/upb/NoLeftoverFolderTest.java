package protocross.impl.upb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JVM that loads the libupb.so bundled in the jar leaves nothing in the temporary folder
 * (issue 15: every upb JVM used to leave an empty protocross-upb* folder behind). The check runs
 * a real child JVM whose java.io.tmpdir is a fresh folder, loads and uses upb there, and lists
 * the folder after the child has exited.
 */
class NoLeftoverFolderTest {

  /** The child: loads the library from the bundled copy (classes directory, no -D override). */
  public static final class Child {
    public static void main(String[] args) {
      var codec = new UpbImplementation().codec("protocross.schema.ApiResponse");
      codec.release(codec.decode(new byte[] {0x08, 0x01}));
      System.out.println("source=" + NativeLibrary.source());
    }
  }

  @Test
  void noTemporaryFolderIsLeftBehind(@TempDir Path tmp) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Path out = tmp.resolve("child.out");
    Path childTmp = Files.createDirectory(tmp.resolve("child-tmp"));
    Process p = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED",
        "-Djava.io.tmpdir=" + childTmp, "-cp", System.getProperty("java.class.path"), Child.class.getName())
        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("child JVM did not finish in 120 s");
    }
    String output = Files.readString(out);
    assertEquals(0, p.exitValue(), output);
    assertEquals("source=jar", output.strip(), "the child must have extracted the bundled library: " + output);
    try (Stream<Path> left = Files.list(childTmp)) {
      assertEquals(List.of(), left.map(Path::getFileName).map(Path::toString).toList(),
          "left in " + childTmp + File.separator);
    }
  }
}
