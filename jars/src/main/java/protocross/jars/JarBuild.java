package protocross.jars;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Builds implementations' benchmarks.jar with extra Maven properties into folders of their own
 * under the repository's {@code target/}, never over {@code impls/<impl>/target/}: the
 * implementation modules' poms are reused as they are, and the profile {@code build-root} of
 * impls/pom.xml (active when {@code protocross.build.root} is set) moves each module's whole build
 * output under that folder.
 *
 * <p>Key: implementation, version (empty = the one the root pom pins) and schema hash
 * ({@link #BUILTIN_SCHEMA} = the repository's schema). Today the per-schema builds of user dataset
 * directories use it ({@link UserDatasets}); a runtime version variant is another key with its own
 * properties. A jar is reused when its folder's stamp equals the caller's (commit and properties):
 * Maven does not run at all then.
 */
final class JarBuild {
  static final String BUILTIN_SCHEMA = "builtin";
  static final String STAMP_FILE = "build.stamp";
  static final String LOG_FILE = "build.log";

  private JarBuild() {}

  /** One jar to build: which implementation, which version of its runtime, which schema. */
  record Key(String impl, String version, String schemaHash) {
    Key {
      for (String part : List.of(impl, version, schemaHash)) {
        if (!part.isEmpty() && !part.matches("[A-Za-z0-9_.-]+")) {
          throw new RunnerException("not a build key part: '" + part + "'");
        }
      }
    }

    String folderName() {
      return version.isEmpty() ? impl : impl + "@" + version;
    }
  }

  /** The jar, or the one-line reason it could not be built (then {@code jar} is null). */
  record Result(Key key, Path jar, String failure) {}

  /** {@code target/protocross-builds/<schema hash>/<impl>[@<version>]/} under the repository. */
  static Path folder(Path repo, Key key) {
    return repo.resolve("target").resolve("protocross-builds").resolve(key.schemaHash()).resolve(key.folderName());
  }

  static Path jar(Path repo, Key key) {
    return folder(repo, key).resolve("benchmarks.jar");
  }

  /**
   * Builds every key whose jar is missing or whose stamp differs, in one Maven run per distinct
   * property set; a module that fails is built again alone, so that its reason is its own.
   *
   * @param properties the Maven properties of each key (e.g. the schema directory and files)
   * @param stamp what the jar must have been built from (commit and anything else); null: never reuse
   */
  static List<Result> build(Path repo, List<Key> keys, java.util.function.Function<Key, Map<String, String>> properties,
      String stamp, PrintStream out) throws InterruptedException {
    List<Result> results = new ArrayList<>();
    Map<Map<String, String>, List<Key>> groups = new LinkedHashMap<>();
    for (Key k : keys) {
      Map<String, String> p = new TreeMap<>(properties.apply(k));
      if (stamp != null && Files.isRegularFile(jar(repo, k)) && stampOf(stamp, p).equals(readStamp(k, repo))) {
        results.add(new Result(k, jar(repo, k), null));
      } else {
        groups.computeIfAbsent(p, x -> new ArrayList<>()).add(k);
      }
    }
    for (Map.Entry<Map<String, String>, List<Key>> g : groups.entrySet()) {
      List<Key> group = g.getValue();
      Path root = folder(repo, group.get(0)).resolveSibling("maven");
      out.println("building " + String.join(", ", group.stream().map(Key::folderName).toList()) + " for schema "
          + group.get(0).schemaHash() + " into " + repo.relativize(root));
      Path log = root.resolve(LOG_FILE);
      for (Key k : group) {
        // A jar left by an earlier build must not pass for this one's.
        deleteIfExists(root.resolve(k.impl()).resolve("benchmarks.jar"));
      }
      mvn(repo, group, g.getKey(), root, log, true);
      for (Key k : group) {
        Path built = root.resolve(k.impl()).resolve("benchmarks.jar");
        String failure = null;
        if (!Files.isRegularFile(built)) {
          // Built alone again, not quiet, so that its log holds its own tool's output ([exec] lines).
          Path own = folder(repo, k).resolve(LOG_FILE);
          int code = mvn(repo, List.of(k), g.getKey(), root, own, false);
          failure = Files.isRegularFile(built) ? null : firstMessage(own, code) + " (log: " + repo.relativize(own) + ")";
        }
        if (failure == null) {
          results.add(new Result(k, install(repo, k, built, stamp == null ? null : stampOf(stamp, g.getKey())), null));
        } else {
          results.add(new Result(k, null, failure));
        }
      }
    }
    return results;
  }

  private static int mvn(Path repo, List<Key> keys, Map<String, String> properties, Path root, Path log, boolean quiet)
      throws InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("mvn", "-B", "-Dstyle.color=never", "-DskipTests", "-fae",
        "-pl", String.join(",", keys.stream().map(k -> "impls/" + k.impl()).toList()), "-am", "package",
        "-Dprotocross.build.root=" + root));
    properties.forEach((k, v) -> cmd.add("-D" + k + "=" + v));
    if (quiet) {
      cmd.add(2, "-q");
    }
    try {
      Files.createDirectories(log.getParent());
      ProcessBuilder pb = new ProcessBuilder(cmd).directory(repo.toFile()).redirectErrorStream(true)
          .redirectOutput(log.toFile());
      // The JDK this runner runs on (run.sh found the JDK 25), whatever JAVA_HOME the shell had.
      pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
      return pb.start().waitFor();
    } catch (IOException e) {
      throw new RunnerException("cannot run mvn to build " + keys.stream().map(Key::folderName).toList()
          + " (is Maven installed? Debian: apt-get install maven): " + e.getMessage());
    }
  }

  private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*m");

  /** The tool's own first message (protoc, wire-compiler) if it printed one, else Maven's first error. */
  static String firstMessage(Path log, int exitCode) {
    List<String> lines;
    try {
      lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "Maven exited with code " + exitCode;
    }
    return firstMessage(lines, exitCode);
  }

  static String firstMessage(List<String> raw, int exitCode) {
    // Maven may colour its lines whatever style.color says: compare without the escape codes.
    List<String> lines = raw.stream().map(l -> ANSI.matcher(l).replaceAll("")).toList();
    for (String l : lines) {
      String t = l.strip();
      if (!t.isEmpty() && !t.startsWith("[") && !t.startsWith("WARNING:")) {
        return t;
      }
    }
    // A code generator's failure as Ant's exec logged it (a build that is not quiet), e.g.
    // wire-compiler's "Exception in thread "main" java.lang.IllegalStateException: Syntax error in ...".
    for (String l : lines) {
      int at = l.indexOf("[exec] ");
      if (at >= 0) {
        String m = l.substring(at + "[exec] ".length()).strip();
        if (m.contains("Exception") || m.contains("rror")) {
          return m.replaceFirst("^Exception in thread \"main\" ", "");
        }
      }
    }
    for (String l : lines) {
      if (l.startsWith("[ERROR]") && l.length() > "[ERROR] ".length()) {
        return l.substring("[ERROR] ".length()).strip();
      }
    }
    return "Maven exited with code " + exitCode;
  }

  private static Path install(Path repo, Key k, Path built, String stamp) {
    Path jar = jar(repo, k);
    try {
      Files.createDirectories(jar.getParent());
      Path tmp = jar.resolveSibling("benchmarks.jar.tmp");
      Files.copy(built, tmp, StandardCopyOption.REPLACE_EXISTING);
      Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      Path stampFile = folder(repo, k).resolve(STAMP_FILE);
      if (stamp == null) {
        Files.deleteIfExists(stampFile);
      } else {
        Files.writeString(stampFile, stamp + "\n");
      }
      return jar;
    } catch (IOException e) {
      throw new RunnerException("cannot copy " + built + " to " + jar + ": " + e.getMessage());
    }
  }

  private static void deleteIfExists(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new RunnerException("cannot remove the stale " + file + ": " + e.getMessage());
    }
  }

  static String stampOf(String stamp, Map<String, String> properties) {
    StringBuilder b = new StringBuilder(stamp);
    new TreeMap<>(properties).forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
    return b.toString();
  }

  private static String readStamp(Key k, Path repo) {
    try {
      return Files.readString(folder(repo, k).resolve(STAMP_FILE)).strip();
    } catch (IOException e) {
      return "";
    }
  }
}
