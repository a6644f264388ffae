package protocross.contract;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The one on-disk form of a dataset, whoever wrote it: a built-in dataset ({@code datasets/<name>/},
 * written by the generator), a user's dataset directory, and a run's canonical copy of one
 * ({@code <run>/datasets/<name>/}). It holds the schema's {@code .proto} file(s),
 * {@code dataset.properties} ({@code message=<fully.qualified.Type>}, optional {@code name=}, default
 * the directory's name, and {@code description=}) and {@code payloads/*.bin}, one binary-encoded
 * message per file, read in file-name order.
 *
 * <p>Reading here needs no schema: the benchmark JVMs, the conformance tests and the C loop's
 * admission read a dataset's payloads this way ({@link Datasets#load}, checked against
 * MANIFEST.tsv), and {@link DatasetDirectory} adds protoc and the descriptor walk for a directory
 * nobody has checked yet. Every problem is one line naming the file.
 */
public final class DatasetLayout {
  public static final String PROPERTIES = "dataset.properties";
  public static final String PAYLOADS = "payloads";

  /** What {@code dataset.properties} says. */
  public record Declared(String name, String message, String description) {}

  private DatasetLayout() {}

  /** {@code dataset.properties} of {@code dir}, with the name defaulting to the directory's. */
  public static Declared declared(Path dir) {
    Path file = dir.resolve(PROPERTIES);
    Properties properties = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      properties.load(in);
    } catch (IOException | IllegalArgumentException e) {
      throw new ProtocrossException(file + " is missing or unreadable: a dataset directory needs one with message=<fully.qualified.Type>");
    }
    String message = properties.getProperty("message", "").strip();
    if (message.isEmpty()) {
      throw new ProtocrossException(file + " has no message=<fully.qualified.Type>");
    }
    String name = properties.getProperty("name", dir.toAbsolutePath().normalize().getFileName().toString()).strip();
    if (!name.matches("[A-Za-z0-9_.-]+")) {
      throw new ProtocrossException(file + ": dataset name '" + name + "' may hold only letters, digits, '_', '.' and '-'");
    }
    return new Declared(name, message, properties.getProperty("description", "").strip());
  }

  /** The payload files, relative to {@code payloads/}, in the order they are read. */
  public static List<String> payloadFiles(Path dir) {
    Path payloadDir = dir.resolve(PAYLOADS);
    return Files.isDirectory(payloadDir) ? list(payloadDir, ".bin") : List.of();
  }

  /** The schema's {@code .proto} files, relative to {@code dir}, outside {@code payloads/}. */
  public static List<String> protoFiles(Path dir) {
    return list(dir, ".proto").stream().filter(p -> !p.startsWith(PAYLOADS + "/")).toList();
  }

  /** The dataset's name, message type and payloads, as they lie on disk; nothing is parsed. */
  public static DatasetFile read(Path dir) {
    if (!Files.isDirectory(dir)) {
      throw new ProtocrossException("dataset directory " + dir + " is missing");
    }
    Declared declared = declared(dir);
    List<String> files = payloadFiles(dir);
    if (files.isEmpty()) {
      throw new ProtocrossException(dir.resolve(PAYLOADS) + " has no *.bin payload (one binary-encoded " + declared.message()
          + " per file)");
    }
    List<byte[]> payloads = new ArrayList<>();
    for (String f : files) {
      Path file = dir.resolve(PAYLOADS).resolve(f);
      try {
        payloads.add(Files.readAllBytes(file));
      } catch (IOException e) {
        throw new ProtocrossException("cannot read payload " + file + ": " + e.getMessage());
      }
    }
    return new DatasetFile(declared.name(), declared.message(), List.copyOf(payloads));
  }

  /**
   * Writes {@code dataset} as a dataset directory {@code dir}: its schema files (relative name →
   * bytes), {@code dataset.properties} and {@code payloads/NNN.bin} (numbered in order, so that
   * file-name order is payload order). Written into a sibling folder and moved into place, so a
   * reader never sees half a dataset; a directory already there is replaced (the generator
   * rewriting its own output).
   */
  public static void write(Path dir, DatasetFile dataset, String description, Map<String, byte[]> schemaFiles) {
    Path tmp = dir.resolveSibling("." + dir.getFileName() + ".tmp");
    try {
      deleteTree(tmp);
      Files.createDirectories(tmp.resolve(PAYLOADS));
      for (Map.Entry<String, byte[]> f : schemaFiles.entrySet()) {
        Path file = tmp.resolve(f.getKey());
        Files.createDirectories(file.getParent());
        Files.write(file, f.getValue());
      }
      Files.writeString(tmp.resolve(PROPERTIES), "name=" + escape(dataset.name()) + "\nmessage=" + escape(dataset.messageType())
          + "\n" + (description.isEmpty() ? "" : "description=" + escape(description) + "\n"));
      int width = Math.max(3, Integer.toString(dataset.payloads().size() - 1).length());
      for (int i = 0; i < dataset.payloads().size(); i++) {
        Files.write(tmp.resolve(PAYLOADS).resolve(String.format("%0" + width + "d.bin", i)), dataset.payloads().get(i));
      }
      deleteTree(dir);
      Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write dataset directory " + dir + ": " + e.getMessage());
    }
  }

  /** A value as java.util.Properties reads it back unchanged (one line, leading blanks kept). */
  static String escape(String value) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\\' -> s.append("\\\\");
        case '\n' -> s.append("\\n");
        case '\r' -> s.append("\\r");
        case '\t' -> s.append("\\t");
        case '\f' -> s.append("\\f");
        case ' ' -> s.append(i == 0 ? "\\ " : " ");
        default -> s.append(c);
      }
    }
    return s.toString();
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  /** Files under {@code root} ending in {@code suffix}, as sorted paths relative to it. */
  private static List<String> list(Path root, String suffix) {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(suffix))
          .map(p -> root.relativize(p).toString())
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new ProtocrossException("cannot list " + root + ": " + e.getMessage());
    }
  }
}
