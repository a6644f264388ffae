package protocross.contract;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * A dataset as a directory anywhere on disk: its {@code .proto} file(s) (imports resolved inside
 * the directory), {@code dataset.properties} with {@code message=<fully.qualified.Type>} (and
 * optional {@code name=}, default the directory's name, and {@code description=}), and
 * {@code payloads/*.bin}, one binary message per file, read in file-name order. Reading checks
 * everything before anything uses it, and every problem is one line naming the file.
 */
public record DatasetDirectory(Path dir, String name, String description, DescriptorSet schema, byte[] descriptorSet,
    DatasetFile dataset) {

  public static final String PROPERTIES = "dataset.properties";
  public static final String PAYLOADS = "payloads";

  /** The reference digest of the payloads: the descriptor walk. */
  public long referenceDigest() {
    return new ReferenceDigest(schema).of(dataset.messageType(), dataset.payloads());
  }

  public static DatasetDirectory read(Path dir, Protoc protoc, Collection<String> builtInNames) {
    if (!Files.isDirectory(dir)) {
      throw new ProtocrossException("dataset directory " + dir + " does not exist");
    }
    Path propertiesFile = dir.resolve(PROPERTIES);
    Properties properties = new Properties();
    try (Reader in = Files.newBufferedReader(propertiesFile)) {
      properties.load(in);
    } catch (IOException e) {
      throw new ProtocrossException(propertiesFile + " is missing or unreadable: a dataset directory needs one with message=<fully.qualified.Type>");
    }
    String message = properties.getProperty("message", "").strip();
    if (message.isEmpty()) {
      throw new ProtocrossException(propertiesFile + " has no message=<fully.qualified.Type>");
    }
    String name = properties.getProperty("name", dir.toAbsolutePath().normalize().getFileName().toString()).strip();
    if (!name.matches("[A-Za-z0-9_.-]+")) {
      throw new ProtocrossException(propertiesFile + ": dataset name '" + name + "' may hold only letters, digits, '_', '.' and '-'");
    }
    if (builtInNames.contains(name)) {
      throw new ProtocrossException(propertiesFile + ": dataset name '" + name + "' is a built-in dataset's; set another name=");
    }

    List<String> protos = list(dir, ".proto", dir);
    if (protos.isEmpty()) {
      throw new ProtocrossException("dataset directory " + dir + " has no .proto file");
    }
    byte[] descriptorSet = protoc.descriptorSet(dir, protos);
    DescriptorSet schema = DescriptorSet.parse(descriptorSet);
    for (FileDef f : schema.files()) {
      if (f.syntax().equals("editions")) {
        // Presence, packing and enum openness come from edition features, which the descriptor
        // walk does not read yet: refuse rather than compute a wrong reference.
        throw new ProtocrossException(dir.resolve(f.name()) + ": unsupported: protobuf editions (the reference digest reads proto2 and proto3 only)");
      }
    }
    if (!schema.hasMessage(message)) {
      throw new ProtocrossException(propertiesFile + ": message=" + message + " is not declared in " + String.join(", ", protos)
          + " (declared: " + schema.messages().stream().filter(m -> !m.mapEntry() && !m.file().name().startsWith("google/protobuf/"))
              .map(MessageDef::fullName).toList() + ")");
    }

    Path payloadDir = dir.resolve(PAYLOADS);
    List<String> files = payloadFiles(dir);
    if (files.isEmpty()) {
      throw new ProtocrossException(payloadDir + " has no *.bin payload (one binary-encoded " + message + " per file)");
    }
    ReferenceDigest walk = new ReferenceDigest(schema);
    MessageDef type = schema.message(message);
    List<byte[]> payloads = new ArrayList<>();
    for (String f : files) {
      Path file = payloadDir.resolve(f);
      byte[] bytes;
      try {
        bytes = Files.readAllBytes(file);
      } catch (IOException e) {
        throw new ProtocrossException("cannot read payload " + file + ": " + e.getMessage());
      }
      try {
        walk.message(type, bytes, new Digest());
      } catch (IllegalArgumentException e) {
        throw new ProtocrossException("payload " + file + " does not parse as " + message + ": " + e.getMessage());
      }
      payloads.add(bytes);
    }
    return new DatasetDirectory(dir, name, properties.getProperty("description", "").strip(), schema, descriptorSet,
        new DatasetFile(name, message, List.copyOf(payloads)));
  }

  /** The payload files of a dataset directory, relative to its {@code payloads/}, in the order they are read. */
  public static List<String> payloadFiles(Path dir) {
    Path payloadDir = dir.resolve(PAYLOADS);
    return Files.isDirectory(payloadDir) ? list(payloadDir, ".bin", payloadDir) : List.of();
  }

  /** Files under {@code root} ending in {@code suffix}, as sorted paths relative to {@code base}. */
  private static List<String> list(Path root, String suffix, Path base) {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(suffix))
          .map(p -> base.relativize(p).toString())
          .filter(p -> !p.startsWith(PAYLOADS + "/") || suffix.equals(".bin"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new ProtocrossException("cannot list " + root + ": " + e.getMessage());
    }
  }
}
