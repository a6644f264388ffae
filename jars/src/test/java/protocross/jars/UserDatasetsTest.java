package protocross.jars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.dataset.Manifest;
import protocross.contract.directory.DatasetDirectory;
import protocross.contract.schema.ProtoWriter;

/**
 * A --dataset run's bad input, before anything is built: one line naming the file, and nothing
 * written under the repository's target/. (The builds and the run itself are what metal/run.sh
 * does; their commands and output are in metal/README.md.)
 */
class UserDatasetsTest {
  /** The real checkout: the runner module's tests run in runner/. */
  private static final Path CHECKOUT = Path.of("").toAbsolutePath().getParent();

  @TempDir Path tmp;
  private Path repo;

  @BeforeEach
  void aRepositoryWithProtoc() throws Exception {
    repo = tmp.resolve("repo");
    Files.createDirectories(repo.resolve("datasets"));
    Files.copy(CHECKOUT.resolve("datasets").resolve(Manifest.FILE), repo.resolve("datasets").resolve(Manifest.FILE));
    Path protoc = repo.resolve("contract/target/protoc/protoc");
    Files.createDirectories(protoc.getParent());
    Files.createSymbolicLink(protoc, CHECKOUT.resolve("contract/target/protoc/protoc"));
  }

  private Path dataset(String dirName, String properties) throws Exception {
    Path d = tmp.resolve(dirName);
    Files.createDirectories(d.resolve(DatasetDirectory.PAYLOADS));
    Files.writeString(d.resolve("sensor.proto"), """
        syntax = "proto3";
        package acme;
        message Reading { string sensor = 1; double value = 2; repeated sint32 deltas = 3; }
        """);
    Files.writeString(d.resolve(DatasetDirectory.PROPERTIES), properties);
    ProtoWriter w = new ProtoWriter();
    w.string(1, "t-1");
    w.float64(2, 21.5);
    Files.write(d.resolve("payloads/001.bin"), w.toByteArray());
    return d;
  }

  private RunnerException refused(List<Path> dirs) {
    PrintStream out = new PrintStream(new ByteArrayOutputStream());
    RuntimeException e = assertThrows(RuntimeException.class,
        () -> UserDatasets.prepare(repo, dirs, List.of("protobuf-java"), new GitState("0".repeat(40), false), out));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertFalse(Files.exists(repo.resolve("target")), "nothing may be written for bad input");
    return e instanceof RunnerException r ? r : new RunnerException(e.getMessage());
  }

  @Test
  void protocMissing() throws Exception {
    Files.delete(repo.resolve("contract/target/protoc/protoc"));
    RunnerException e = refused(List.of(dataset("sensors", "message=acme.Reading\n")));
    assertTrue(e.getMessage().startsWith("protoc not found: " + repo.resolve("contract/target/protoc/protoc")), e.getMessage());
  }

  @Test
  void unknownMessage() throws Exception {
    RunnerException e = refused(List.of(dataset("sensors", "message=acme.Nope\n")));
    assertTrue(e.getMessage().contains("message=acme.Nope is not declared in sensor.proto"), e.getMessage());
  }

  @Test
  void builtInName() throws Exception {
    RunnerException e = refused(List.of(dataset("sensors", "message=acme.Reading\nname=mesh\n")));
    assertTrue(e.getMessage().contains("dataset name 'mesh' is a built-in dataset's"), e.getMessage());
  }

  @Test
  void twoDirectoriesWithOneName() throws Exception {
    Path a = dataset("a", "message=acme.Reading\nname=readings\n");
    Path b = dataset("b", "message=acme.Reading\nname=readings\n");
    RunnerException e = refused(List.of(a, b));
    assertEquals(b.resolve(DatasetDirectory.PROPERTIES) + ": dataset name 'readings' is also that of " + a
        + "; set another name=", e.getMessage());
  }

  @Test
  void aPayloadThatDoesNotParseNamesItsFile() throws Exception {
    Path d = dataset("sensors", "message=acme.Reading\n");
    Files.write(d.resolve("payloads/002.bin"), new byte[] {0x0A, 0x7F});
    RunnerException e = refused(List.of(d));
    assertTrue(e.getMessage().startsWith("payload " + d.resolve("payloads/002.bin") + " does not parse as acme.Reading"), e.getMessage());
  }

  @Test
  void theBuildFolderIsKeyedByTheSchema() {
    Path folder = UserDatasets.folder(repo, "0123456789abcdef");
    assertEquals(repo.resolve("target/protocross-builds/0123456789abcdef"), folder);
    assertEquals(folder.resolve("wire/benchmarks.jar"), JarBuild.jar(repo, new JarBuild.Key("wire", "", "0123456789abcdef")));
    assertEquals(folder.resolve("wire@5.0.0/benchmarks.jar"), JarBuild.jar(repo, new JarBuild.Key("wire", "5.0.0", "0123456789abcdef")));
  }

  /**
   * issue 26: a directory whose own path holds a space or a quote was refused ("move it"), and with
   * the check gone Ant's {@code <arg line>} split it; the poms now take it as one {@code <arg value>}.
   */
  @Test
  void aDirectoryPathWithASpaceAndAQuoteIsHandedOnWhole() throws Exception {
    Path d = dataset("it's data", "message=acme.Reading\nname=sensors\n");
    DatasetDirectory dd = DatasetDirectory.read(d, UserDatasets.protoc(repo), List.of());
    var properties = UserDatasets.properties(repo, dd);
    assertEquals(d.toString(), properties.get("impl.schema.dir"));
    assertEquals("sensor.proto", properties.get("impl.schema.files"));
  }

  @Test
  void aDatasetWhoseNameWouldLeaveTheRunFolderWritesNothing() throws Exception {
    RunnerException e = refused(List.of(dataset("sensors", "message=acme.Reading\nname=..\n")));
    assertTrue(e.getMessage().contains("dataset name '..' may not start with '.'"), e.getMessage());
  }

  /** Maven expands {@code ${...}} in a -D value: such a path would make the code generators read another folder. */
  @Test
  void aDirectoryPathMavenWouldExpandIsRefused() throws Exception {
    Path d = dataset("${user.name}", "message=acme.Reading\nname=sensors\n");
    RunnerException e = refused(List.of(d));
    assertEquals("dataset directory " + d + ": a path holding '${' cannot be handed to Maven, which would expand it; move the"
        + " directory", e.getMessage());
  }
}
