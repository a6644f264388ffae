package protocross.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.jars.ColumnJvm;

/**
 * An implementation's minimum JDK is its pom's maven.compiler.release (the parent's when it sets
 * none); an option set's agent jar that is not built is named before any JVM is asked.
 */
class ColumnJvmsTest {
  @TempDir Path repo;

  @Test
  void theMinimumJdkIsReadFromThePoms() throws Exception {
    Files.createDirectories(repo.resolve("impls/upb"));
    Files.createDirectories(repo.resolve("impls/wire"));
    Files.writeString(repo.resolve("impls/pom.xml"), "<properties><maven.compiler.release>17</maven.compiler.release></properties>");
    Files.writeString(repo.resolve("impls/upb/pom.xml"), "<properties><maven.compiler.release>22</maven.compiler.release></properties>");
    Files.writeString(repo.resolve("impls/wire/pom.xml"), "<properties></properties>");
    assertEquals(22, ColumnJvms.minimumJdk(repo, "upb"));
    assertEquals(17, ColumnJvms.minimumJdk(repo, "wire"));
  }

  @Test
  void theRepositorysOwnPomsSayUpbNeeds22AndTheOthers17() throws Exception {
    Path real = Path.of("..").toAbsolutePath().normalize();
    assertEquals(22, ColumnJvms.minimumJdk(real, "upb"));
    for (String impl : new String[] {"protobuf-java", "protobuf-lite", "wire", "protobuf-java-dynamic"}) {
      assertEquals(17, ColumnJvms.minimumJdk(real, impl), impl);
    }
  }

  @Test
  void anUnbuiltAgentJarIsNamed() throws Exception {
    ColumnJvm deny = ColumnJvm.of("protobuf-lite~unsafe-deny");
    assertEquals(ColumnJvm.JMH_AGENT, deny.missingAgentJar(repo));
    Files.createDirectories(repo.resolve(ColumnJvm.JMH_AGENT).getParent());
    Files.writeString(repo.resolve(ColumnJvm.JMH_AGENT), "jar");
    assertNull(deny.missingAgentJar(repo));
    assertNull(ColumnJvm.of("wire~g1").missingAgentJar(repo));
  }
}
