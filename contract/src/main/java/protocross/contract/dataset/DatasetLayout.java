package protocross.contract.dataset;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import protocross.contract.ProtocrossException;

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
 * MANIFEST.tsv), and {@link protocross.contract.directory.DatasetDirectory} adds protoc and the descriptor walk for a directory
 * nobody has checked yet. Every problem is one line naming the file.
 *
 * <p>A directory is untrusted (users run directories they were sent), and every reader lists its
 * files here, so the rules are kept here (issue 26): nothing in it is a symbolic link or anything
 * but a regular file or a folder (a link would read outside it; a FIFO would block the reader), and
 * every {@code .proto} and payload file's path relative to it is {@link #SAFE_NAME} segments joined
 * by {@code /}: protoc takes the schema's files as arguments, where a name starting with {@code @}
 * is an argument file and one starting with {@code -} an option, and code generation passes them on.
 */
public final class DatasetLayout {
  public static final String PROPERTIES = "dataset.properties";
  public static final String PAYLOADS = "payloads";
  /** The keys {@code dataset.properties} may hold; any other is ignored, with a warning. */
  public static final List<String> KEYS = List.of("message", "name", "description");
  /** One segment of a schema or payload file's relative path: no option, no argument file, nothing a shell or Ant would split. */
  public static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9_.][A-Za-z0-9_.-]*");

  /** What {@code dataset.properties} says; {@code unknownKeys}: the keys it holds that are not {@link #KEYS}. */
  public record Declared(String name, String message, String description, List<String> unknownKeys) {}

  private DatasetLayout() {}

  /** {@code dataset.properties} of {@code dir}, with the name defaulting to the directory's. */
  public static Declared declared(Path dir) {
    Path file = dir.resolve(PROPERTIES);
    Properties properties = new Properties();
    if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      checkKind(file);  // before opening it: a FIFO would block
    }
    try (Reader in = Files.newBufferedReader(file)) {
      properties.load(in);
    } catch (IOException | IllegalArgumentException e) {
      throw new ProtocrossException(file + " is missing or unreadable: a dataset directory needs one with message=<fully.qualified.Type>");
    }
    String message = properties.getProperty("message", "").strip();
    if (message.isEmpty()) {
      throw new ProtocrossException(file + " has no message=<fully.qualified.Type>");
    }
    Path own = dir.toAbsolutePath().normalize().getFileName();
    String name = properties.getProperty("name", own == null ? "" : own.toString()).strip();
    if (!name.matches("[A-Za-z0-9_.-]+")) {
      throw new ProtocrossException(file + ": dataset name '" + name + "' may hold only letters, digits, '_', '.' and '-'");
    }
    if (name.startsWith(".")) {
      // "." and ".." would name a folder outside the run's datasets/ (and a hidden one is a temporary folder's name).
      throw new ProtocrossException(file + ": dataset name '" + name + "' may not start with '.'" + (properties.containsKey("name")
          ? "" : " (it is the directory's name: set name=)"));
    }
    Set<String> unknown = new TreeSet<>(properties.stringPropertyNames());
    KEYS.forEach(unknown::remove);
    return new Declared(name, message, properties.getProperty("description", "").strip(), List.copyOf(unknown));
  }

  /** The payload files, relative to {@code payloads/}, in the order they are read. */
  public static List<String> payloadFiles(Path dir) {
    Path payloadDir = dir.resolve(PAYLOADS);
    if (!Files.exists(payloadDir, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    return checkKind(payloadDir) ? List.of() : list(payloadDir, ".bin");
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
    long total = 0;
    for (String f : files) {
      Path file = dir.resolve(PAYLOADS).resolve(f);
      try {
        payloads.add(Files.readAllBytes(file));
        total += payloads.get(payloads.size() - 1).length;
      } catch (IOException e) {
        throw new ProtocrossException("cannot read payload " + file + ": " + e.getMessage());
      }
    }
    if (total == 0) {
      // One empty message is a legal payload; a dataset of nothing but them would time no bytes at all.
      throw new ProtocrossException(dir.resolve(PAYLOADS) + ": all " + files.size() + " payloads are empty (0 bytes): nothing to"
          + " decode; a dataset needs at least one payload with bytes in it");
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
    boolean moved = false;
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
      moved = true;
    } catch (IOException e) {
      throw new ProtocrossException("cannot write dataset directory " + dir + ": " + e.getMessage());
    } finally {
      if (!moved) {
        try {
          deleteTree(tmp);  // nothing half-written is left beside the datasets
        } catch (IOException ignored) {
          // the write's own failure is the one to report
        }
      }
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

  /**
   * Files under {@code root} ending in {@code suffix}, as sorted paths relative to it; every entry
   * walked is checked ({@link #checkKind}) and every file listed has a safe name ({@link #checkName}).
   */
  private static List<String> list(Path root, String suffix) {
    List<String> files = new ArrayList<>();
    try {
      // The directory the user named may itself be a link; nothing inside it may (links are not followed: each is refused).
      Path base = Files.isSymbolicLink(root) ? root.toRealPath() : root;
      try (Stream<Path> walk = Files.walk(base)) {
        for (Path p : (Iterable<Path>) walk::iterator) {
          if (checkKind(p) && p.getFileName().toString().endsWith(suffix)) {
            String relative = base.relativize(p).toString();
            checkName(p, relative);
            files.add(relative);
          }
        }
      }
    } catch (IOException | UncheckedIOException e) {
      throw new ProtocrossException("cannot list " + root + ": " + e.getMessage());
    }
    return files.stream().sorted().toList();
  }

  /**
   * Whether {@code p} is a regular file (false: a folder); anything else, read without opening or
   * following it, is refused in one line: a symbolic link would read outside the directory, and a
   * FIFO, device or socket is no file to read.
   */
  private static boolean checkKind(Path p) {
    BasicFileAttributes a;
    try {
      a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + p + ": " + e.getMessage());
    }
    if (a.isSymbolicLink()) {
      throw new ProtocrossException(p + " is a symbolic link: a dataset directory holds only its own files and folders"
          + " (copy the file in)");
    }
    if (a.isOther()) {
      throw new ProtocrossException(p + " is not a regular file (a FIFO, socket or device): a dataset directory holds only"
          + " regular files and folders");
    }
    return a.isRegularFile();
  }

  /**
   * Refuses, in one line naming {@code file}, a schema or payload file whose path relative to its
   * directory ({@code relative}) is not {@link #SAFE_NAME} segments joined by {@code /}.
   */
  public static void checkName(Path file, String relative) {
    for (String segment : relative.split("/", -1)) {
      if (!SAFE_NAME.matcher(segment).matches()) {
        throw new ProtocrossException(file + ": unsafe file name '" + relative + "': each part of a schema or payload file's"
            + " path may hold only letters, digits, '_', '.' and '-', and may not start with '-'; rename it");
      }
    }
  }
}
