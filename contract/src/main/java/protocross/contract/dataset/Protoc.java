package protocross.contract.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import protocross.contract.ProtocrossException;

/**
 * protoc, to turn a dataset directory's .proto files into a descriptor set. The contract's build
 * fetches it from Maven Central into {@code contract/target/protoc/protoc}; the system
 * property {@value #PROPERTY} names another. The well-known types' .proto files are on its path
 * when an {@code include} folder lies beside it (the contract's build unpacks them there).
 */
public record Protoc(Path executable) {
  public static final String PROPERTY = "protocross.protoc";

  public static Protoc locate() {
    String configured = System.getProperty(PROPERTY);
    if (configured != null) {
      return new Protoc(Path.of(configured));
    }
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      for (Path candidate : List.of(d.resolve("contract/target/protoc/protoc"), d.resolve("target/protoc/protoc"))) {
        if (Files.isExecutable(candidate)) {
          return new Protoc(candidate);
        }
      }
    }
    throw new ProtocrossException("cannot find protoc: build the contract module (mvn -B package) or pass -D" + PROPERTY + "=<path>");
  }

  /**
   * The descriptor set (with imports) of {@code files}, relative to {@code root}; a compile error
   * ends in one line: protoc's first message, which names the file and line.
   */
  public byte[] descriptorSet(Path root, List<String> files) {
    // A file name is an argument: one starting with '@' would make protoc read an argument file
    // (which can name a plugin to run), one starting with '-' an option. DatasetLayout lists only
    // safe names; this holds for every caller.
    files.forEach(f -> DatasetLayout.checkName(root.resolve(f), f));
    try {
      Path out = Files.createTempFile("protocross-", ".desc");
      try {
        List<String> command = new ArrayList<>(List.of(executable.toString(), "--proto_path=" + root));
        Path wellKnownTypes = executable.toAbsolutePath().getParent().resolve("include");
        if (Files.isDirectory(wellKnownTypes)) {
          // google/protobuf/*.proto, unpacked beside protoc by the contract's build: a schema may import them.
          command.add("--proto_path=" + wellKnownTypes);
        }
        command.addAll(List.of("--include_imports", "--descriptor_set_out=" + out));
        command.addAll(files);
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes()).strip();
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
          String first = output.isEmpty() ? "exit code " + p.exitValue() : output.lines().findFirst().orElseThrow();
          // protoc's first line names the file and line (with the --proto_path it was given).
          boolean relative = files.stream().anyMatch(f -> first.startsWith(f + ":"));
          String where = relative ? root.resolve(first).toString() : first;
          throw new ProtocrossException(where.startsWith(root.toString()) ? where + " (protoc)"
              : "protoc cannot compile " + root + ": " + first);
        }
        return Files.readAllBytes(out);
      } finally {
        Files.deleteIfExists(out);
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot run protoc " + executable + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ProtocrossException("interrupted while running protoc");
    }
  }
}
