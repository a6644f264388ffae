package protocross.codesize;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import protocross.contract.BuildInfo;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * {@code java -jar codesize/target/codesize.jar [--r8 <r8.jar>] [--update-committed]}, run from the
 * repository root (bin/codesize does both): code size per implementation from the jars the last build
 * left; prints codesize.md, or with {@code --update-committed} writes it (only with R8, from jars of
 * the checked-out commit and a clean work tree, so the committed file names the commit it came from).
 * Any problem is one line on stderr; a shrunk application that fails its check ends in exit 1.
 */
public final class Main {
  static final String USAGE = "usage: bin/codesize [--shrink] [--update-committed]   (after mvn -B package -DskipTests;"
      + " prints codesize.md; --shrink adds the minimal application shrunk by R8 and run alone;"
      + " --update-committed writes codesize.md, with --shrink only)";
  private static final Pattern R8_JAR = Pattern.compile("r8-(.+)\\.jar");
  private static final Path WORK = Path.of("target", "codesize");

  private Main() {}

  public static void main(String[] args) {
    try {
      System.exit(run(args));
    } catch (ProtocrossException e) {
      System.err.println("protocross: bin/codesize: " + e.getMessage());
      System.exit(2);
    } catch (RuntimeException e) {
      System.err.println("protocross: bin/codesize: internal error: " + e);
      System.exit(3);
    }
  }

  static int run(String[] args) {
    Path r8 = null;
    boolean update = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "-h", "--help" -> {
          System.out.println(USAGE);
          return 0;
        }
        case "--r8" -> {
          if (i + 1 >= args.length) {
            throw new ProtocrossException("--r8 needs the R8 jar; " + USAGE);
          }
          r8 = Path.of(args[++i]);
        }
        case "--update-committed" -> update = true;
        default -> throw new ProtocrossException("unknown argument '" + args[i] + "'; " + USAGE);
      }
    }
    String r8Version = null;
    if (r8 != null) {
      Matcher m = R8_JAR.matcher(r8.getFileName().toString());
      if (!Files.isRegularFile(r8) || !m.matches()) {
        throw new ProtocrossException(r8 + " is not an R8 jar (r8-<version>.jar)");
      }
      r8Version = m.group(1);
    }
    if (update && r8 == null) {
      throw new ProtocrossException("--update-committed needs --shrink: the committed codesize.md carries the shrunk sizes");
    }

    Catalog catalog = Catalog.read(Path.of("impls"));
    BuiltInSchema schema = BuiltInSchema.read(Path.of("datasets"));
    String commit = commit(catalog);
    if (update) {
      checkCheckout(commit);
    }
    Path check = Path.of("codesize", "check", "ShrunkCheck.java");

    List<CodeSizeReport.Row> rows = new ArrayList<>();
    boolean allPassed = true;
    for (Catalog.Entry impl : catalog.entries()) {
      Path dir = WORK.resolve(impl.name());
      Path app = dir.resolve("app.jar");
      try {
        Files.createDirectories(dir);
      } catch (IOException e) {
        throw new ProtocrossException("cannot create " + dir + ": " + e);
      }
      MinimalApp.Contents contents = MinimalApp.cut(impl, schema.dir(), app);
      Shrinker.Shrunk shrunk = null;
      if (r8 != null) {
        MinimalApps.Declaration declared = MinimalApps.of(impl);
        shrunk = Shrinker.shrink(impl.name(), app, MinimalApps.keepRules(declared, schema.javaPackage(),
            schema.rootSimpleNames()), declared.check(), r8, check, schema.javaPackage(), schema.datasetDirs());
        allPassed &= shrunk.checked();
        System.err.printf("codesize: %s: minimal app %s bytes, shrunk %s bytes (R8 %.1f s), %s%n", impl.name(),
            CodeSizeReport.commas(contents.jarBytes()), CodeSizeReport.commas(shrunk.jarBytes()),
            shrunk.r8Millis() / 1000.0, shrunk.check());
      }
      rows.add(new CodeSizeReport.Row(impl.name(), generator(impl), sourceLines(impl, schema),
          size(impl.jar()), contents, shrunk));
    }
    String md = CodeSizeReport.render(schema, commit, r8Version, rows);
    if (update) {
      if (!allPassed) {
        throw new ProtocrossException("a shrunk application failed its check (above); codesize.md not written");
      }
      Path tmp = Path.of("codesize.md.tmp");
      try {
        Files.writeString(tmp, md, StandardCharsets.UTF_8);
        Files.move(tmp, Path.of("codesize.md"), StandardCopyOption.REPLACE_EXISTING);
      } catch (IOException e) {
        throw new ProtocrossException("cannot write codesize.md: " + e);
      }
      System.err.println("codesize: wrote codesize.md");
    } else {
      System.out.print(md);
    }
    return allPassed ? 0 : 1;
  }

  /** The one commit every benchmarks jar was built from (short), or a one-line refusal. */
  private static String commit(Catalog catalog) {
    List<String> commits = new ArrayList<>();
    for (Catalog.Entry impl : catalog.entries()) {
      if (!Files.isRegularFile(impl.jar())) {
        throw new ProtocrossException(impl.jar() + " is missing; build first: mvn -B package -DskipTests");
      }
      commits.add(buildInfo(impl).commit());
    }
    List<String> distinct = commits.stream().distinct().toList();
    if (distinct.size() != 1) {
      throw new ProtocrossException("the benchmarks jars were built from different commits " + distinct
          + "; rebuild them all: mvn -B package -DskipTests");
    }
    String c = distinct.get(0);
    return c.length() > 7 ? c.substring(0, 7) : c;
  }

  /** Refuses to write the committed file from jars of another commit, or from a work tree with uncommitted changes. */
  private static void checkCheckout(String jarCommit) {
    String head = git("rev-parse", "HEAD");
    if (!head.startsWith(jarCommit)) {
      throw new ProtocrossException("the benchmarks jars were built from " + jarCommit + ", the checkout is at "
          + head.substring(0, Math.min(7, head.length())) + ": rebuild (mvn -B package -DskipTests) before --update-committed");
    }
    if (!git("status", "--porcelain", "--untracked-files=no").isEmpty()) {
      throw new ProtocrossException("the work tree has uncommitted changes: commit them first, "
          + "so codesize.md names the commit it was built from");
    }
  }

  private static String git(String... args) {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      if (p.waitFor() != 0) {
        throw new ProtocrossException("git " + String.join(" ", args) + " failed: " + out);
      }
      return out;
    } catch (IOException e) {
      throw new ProtocrossException("cannot run git: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ProtocrossException("interrupted while running git");
    }
  }

  private static BuildInfo buildInfo(Catalog.Entry impl) {
    try {
      return BuildInfo.ofJar(impl.jar());
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + impl.jar() + ": " + e);
    }
  }

  /** The code generator its pom declares and its version, as the jar records it ({@code protoc 4.36.2}). */
  private static String generator(Catalog.Entry impl) {
    String generator = MinimalApps.of(impl).generator();
    String version = buildInfo(impl).libraries().get(generator);
    return version == null ? "—" : generator + " " + version;
  }

  /** {@code wc -l} of the generated Java or Kotlin files of the schema's package; -1 when the module generates none. */
  static long sourceLines(Catalog.Entry impl, BuiltInSchema schema) {
    Path src = impl.module().resolve("target/generated-sources/protobuf").resolve(schema.dir());
    if (!Files.isDirectory(src)) {
      return -1;
    }
    long lines = 0;
    try (Stream<Path> files = Files.walk(src)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".kt")).toList()) {
        for (byte b : Files.readAllBytes(f)) {
          if (b == '\n') {
            lines++;
          }
        }
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + src + ": " + e);
    }
    return lines;
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
  }
}
