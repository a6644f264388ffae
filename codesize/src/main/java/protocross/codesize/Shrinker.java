package protocross.codesize;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import protocross.contract.ProtocrossException;

/**
 * Shrinks a minimal application with R8 ({@code com.android.tools:r8}, class-file mode, release:
 * tree shaking and optimisation, no renaming) and runs the result alone before its size counts
 * ({@code codesize/check/ShrunkCheck.java}: every payload of every dataset decodes and re-encodes
 * byte-equal through the kept entry points). R8 runs in its own JVM from its jar, as its command line
 * documents it; the JDK's classes come from this JVM's home ({@code --lib}), which R8 reads through
 * {@code jrt:/} (the Temurin 25 JDK has no {@code jmods/}).
 */
final class Shrinker {
  /** The shrunk application: its jar and size, R8's wall time, and the check's one line (ok or why not). */
  record Shrunk(Path jar, long jarBytes, long r8Millis, boolean checked, String check) {}

  private Shrinker() {}

  static Shrunk shrink(String impl, Path app, List<String> keepRules, String entry, Path r8, Path check,
      String javaPackage, List<Path> datasetDirs) {
    Path dir = app.getParent();
    Path rules = dir.resolve("keep.pro");
    Path out = dir.resolve("app-r8.jar");
    Path r8Log = dir.resolve("r8.log");
    try {
      Files.write(rules, keepRules, StandardCharsets.UTF_8);
      Files.deleteIfExists(out);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write " + rules + ": " + e);
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    long start = System.nanoTime();
    int status = run(List.of(java, "-cp", r8.toString(), "com.android.tools.r8.R8", "--classfile", "--release",
        "--lib", System.getProperty("java.home"), "--pg-conf", rules.toString(), "--output", out.toString(),
        app.toString()), r8Log, r8Log);
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (status != 0) {
      throw new ProtocrossException("R8 failed on " + impl + " (exit " + status + ", log: " + r8Log + "): " + firstLine(r8Log, "rror"));
    }
    restoreResources(app, out);

    List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp", out.toString(),
        check.toString(), impl, entry, javaPackage));
    datasetDirs.forEach(d -> command.add(d.toString()));
    Path checkOut = dir.resolve("check.out");
    Path checkLog = dir.resolve("check.log");
    boolean ok = run(command, checkOut, checkLog) == 0;
    String line = ok ? firstLine(checkOut, "ok") : "FAILED: " + firstLine(checkLog, "");
    return new Shrunk(out, size(out), millis, ok, line);
  }

  /**
   * Copies into the shrunk jar every entry of the application that is neither a class nor under
   * {@code META-INF/} and that R8 did not write (libupb.so, the descriptor set, protobuf's bundled
   * {@code .proto} files): R8's class-file output holds classes only, and the application needs its
   * resources to run, so they count.
   */
  static void restoreResources(Path app, Path shrunk) {
    Path tmp = shrunk.resolveSibling(shrunk.getFileName() + ".tmp");
    try (ZipFile a = new ZipFile(app.toFile()); ZipFile s = new ZipFile(shrunk.toFile());
        OutputStream file = Files.newOutputStream(tmp); ZipOutputStream out = new ZipOutputStream(file)) {
      Set<String> present = s.stream().map(ZipEntry::getName).collect(Collectors.toSet());
      copy(s, out, name -> true);
      copy(a, out, name -> !present.contains(name) && !name.endsWith(".class") && !name.endsWith("/")
          && !name.startsWith("META-INF/"));
    } catch (IOException e) {
      throw new ProtocrossException("cannot copy the resources of " + app + " into " + shrunk + ": " + e);
    }
    try {
      Files.move(tmp, shrunk, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new ProtocrossException("cannot replace " + shrunk + ": " + e);
    }
  }

  private static void copy(ZipFile from, ZipOutputStream to, java.util.function.Predicate<String> which) throws IOException {
    Enumeration<? extends ZipEntry> entries = from.entries();
    while (entries.hasMoreElements()) {
      ZipEntry e = entries.nextElement();
      if (!which.test(e.getName())) {
        continue;
      }
      to.putNextEntry(new ZipEntry(e.getName()));
      try (InputStream in = from.getInputStream(e)) {
        in.transferTo(to);
      }
      to.closeEntry();
    }
  }

  private static int run(List<String> command, Path stdout, Path stderr) {
    ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(stdout.toFile());
    if (stdout.equals(stderr)) {
      pb.redirectErrorStream(true);
    } else {
      pb.redirectError(stderr.toFile());
    }
    try {
      return pb.start().waitFor();
    } catch (IOException e) {
      throw new ProtocrossException("cannot run " + command.get(0) + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ProtocrossException("interrupted while running " + String.join(" ", command.subList(0, Math.min(4, command.size()))));
    }
  }

  /** The first line of a file that contains {@code marker} and is not a JVM warning, else its last line. */
  private static String firstLine(Path file, String marker) {
    try {
      List<String> lines = Files.readAllLines(file).stream().filter(l -> !l.startsWith("WARNING")).toList();
      return lines.stream().filter(l -> l.contains(marker)).findFirst()
          .orElse(lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1)).strip();
    } catch (IOException e) {
      return "(no output: " + e.getMessage() + ")";
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
  }
}
