package protocross.jars;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One variant's benchmarks.jar, built in its own folder {@code target/variants/<impl>@<version>/}
 * by Maven from the same module and adapter sources as the pinned jar: {@code -pl impls/<impl> -am}
 * with the module's {@code impl.version} set to the variant's version (which picks that release's
 * runtime and code generator: protoc X for protobuf-java/-lite X, wire-compiler Y for Wire Y) and
 * {@code protocross.variant.dir} set to the folder (the root pom's {@code variant} profile then puts
 * every module's build directory under it), so the pinned build in {@code impls/<impl>/target/} is
 * never touched. Maven's output goes to {@code build.log} beside it; a failed build leaves a
 * one-line reason in {@code build.failed}, and the run goes on without that variant.
 */
public record VariantBuild(Path repo, Variant variant) {
  /** Under the repository: one folder per variant. */
  static final Path DIR = Path.of("target", "variants");
  /** The root pom's variant profile is activated by this property; its value is the variant's folder. */
  static final String DIR_PROPERTY = "protocross.variant.dir";
  static final String JAR = "benchmarks.jar";

  /** How {@link #reason} starts when an artifact is not served; the coordinates follow. */
  static final String NOT_SERVED = "the registry does not serve ";
  private static final Pattern OPTIONAL = Pattern.compile("<impl\\.optional>([^<]*)</impl\\.optional>");
  private static final Pattern NOT_FOUND = Pattern.compile("Could not find artifact (\\S+)");
  /** The same answer remembered from an earlier try: Maven caches "not found" and does not ask again for a while. */
  private static final Pattern NOT_FOUND_CACHED = Pattern.compile("(\\S+) was not found");
  private static final Pattern OFFLINE = Pattern.compile("artifact (\\S+) has not been downloaded from it before");
  private static final Pattern TRANSFER = Pattern.compile("Could not transfer artifact (\\S+)");
  private static final Pattern COMPILE = Pattern.compile("\\[ERROR] (?:\\S*/)?([^/\\s]+\\.java):\\[(\\d+),\\d+] (.*)");
  /** Maven's summary of the failed step: "Failed to execute goal ... on project protobuf-java: <why>". */
  private static final Pattern GOAL_FAILED = Pattern.compile("\\[ERROR] Failed to execute goal .* on project [^:]+: (.*)");
  /** Maven's level before a line of its log: "[INFO] ", "[WARNING] ", "[ERROR] ". */
  private static final Pattern LEVEL = Pattern.compile("^\\[(INFO|WARNING|ERROR)] ");
  /** Maven names the repository it asked, with its address; a reason names no host. */
  private static final Pattern REPOSITORY = Pattern.compile("\\s+(in|from|to) (\\S+ \\()?(https?|file)://[^)\\s]*\\)?");

  public VariantBuild {
    if (variant.pinned()) {
      throw new IllegalArgumentException(variant + " is pinned: its jar is the module's own");
    }
  }

  /** The jar that runs a variant: the module's own for a pinned one, else the one in its folder. */
  public static Path jar(Path repo, String variant) {
    Variant v = Variant.ofColumn(variant);
    return v.pinned() ? repo.resolve("impls").resolve(v.impl()).resolve("target").resolve(JAR)
        : new VariantBuild(repo, v).jar();
  }

  /** The jar of a variant, given the repository's impls/ folder (a bare implementation name: its pinned jar). */
  public static Path inImpls(Path implsDir, String variant) {
    return jar(implsDir.toAbsolutePath().normalize().getParent(), variant);
  }

  public Path dir() {
    return repo.resolve(DIR).resolve(variant.name());
  }

  public Path jar() {
    return dir().resolve(variant.impl()).resolve(JAR);
  }

  Path log() {
    return dir().resolve("build.log");
  }

  public Path failed() {
    return dir().resolve("build.failed");
  }

  /** The reason the last build failed (first line of build.failed), or null when it did not. */
  String failure() {
    try {
      return firstLine(failed(), "failed");
    } catch (IOException e) {
      return "cannot read " + failed() + ": " + e.getMessage();
    }
  }

  List<String> command(String mvn) {
    return command(mvn, null);
  }

  /** The Maven command, with {@code -D<without>} when the build goes without an optional artifact (null: none). */
  List<String> command(String mvn, String without) {
    List<String> c = new ArrayList<>(List.of(mvn, "-B", "-Dstyle.color=never", "-DskipTests", "-pl", "impls/" + variant.impl(),
        "-am", "-D" + Variants.VERSION_PROPERTY + "=" + variant.version(), "-D" + DIR_PROPERTY + "=" + dir()));
    if (without != null) {
      c.add("-D" + without);
    }
    c.add("package");
    return List.copyOf(c);
  }

  /** Where a build that went without an optional artifact says which, and why (one line; absent otherwise). */
  Path without() {
    return dir().resolve("build.without");
  }

  /**
   * Runs Maven (the executable {@code mvn}) from the repository's top level. Returns null when the
   * jar was built, else the one-line reason, which is also written to build.failed. When the
   * registry does not serve an artifact the module's pom lists in {@code impl.optional}
   * ({@code group:artifact=property}, e.g. Wire's JSON support at a release it was not published
   * for), the build is tried once more with {@code -Dproperty}, which builds the module without it
   * (the ops that need it then say "unsupported"); {@link #without()} records that.
   */
  String build(String mvn) throws IOException, InterruptedException {
    Files.createDirectories(dir());
    Files.deleteIfExists(failed());
    Files.deleteIfExists(without());
    String reason = attempt(mvn, null);
    if (reason == null || !reason.startsWith(NOT_SERVED)) {
      return reason == null ? null : fail(reason);
    }
    String artifact = reason.substring(NOT_SERVED.length());
    String property = optional(repo.resolve("impls").resolve(variant.impl()).resolve("pom.xml"), artifact);
    if (property == null) {
      return fail(reason);
    }
    Files.move(log(), dir().resolve("build-before-retry.log"), StandardCopyOption.REPLACE_EXISTING);
    String again = attempt(mvn, property);
    if (again != null) {
      return fail(again + " (built again with -D" + property + " after: " + reason + ")");
    }
    Files.writeString(without(), "without " + artifact + " (" + reason + "): built with -D" + property
        + "; the ops that need it are unsupported\n", StandardCharsets.UTF_8);
    return null;
  }

  /** What {@link #without()} says, or null when the last build had everything. */
  String withoutNote() throws IOException {
    return firstLine(without(), null);
  }

  /** A note file's first line; {@code empty} when it has none; null when there is no such file. */
  private static String firstLine(Path note, String empty) throws IOException {
    return Files.exists(note) ? Files.readAllLines(note, StandardCharsets.UTF_8).stream().findFirst().orElse(empty) : null;
  }

  /** One Maven build; null when it wrote the jar, else the one-line reason (not yet written anywhere). */
  private String attempt(String mvn, String without) throws IOException, InterruptedException {
    int exit;
    try {
      Process p = new ProcessBuilder(command(mvn, without)).directory(repo.toFile()).redirectErrorStream(true)
          .redirectOutput(log().toFile()).start();
      exit = p.waitFor();
    } catch (IOException e) {
      return "cannot run " + mvn + ": " + e.getMessage();
    }
    if (exit == 0 && Files.isRegularFile(jar())) {
      return null;
    }
    // Decoded leniently: a stray byte in a tool's output must not hide the reason.
    List<String> log = Files.exists(log()) ? new String(Files.readAllBytes(log()), StandardCharsets.UTF_8).lines().toList()
        : List.of();
    return exit == 0 ? "Maven finished but did not write " + repo.relativize(jar()) : reason(log, exit);
  }

  /**
   * The property that builds the module without {@code artifact} ({@code group:artifact:type:version}),
   * from the pom's {@code <impl.optional>group:artifact=property[,...]</impl.optional>}; null when the
   * pom lists no such entry (or cannot be read: then the first failure stands).
   */
  static String optional(Path pom, String artifact) {
    String text;
    try {
      text = Files.readString(pom, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
    Matcher m = OPTIONAL.matcher(text);
    if (!m.find()) {
      return null;
    }
    for (String entry : m.group(1).split(",")) {
      int eq = entry.indexOf('=');
      if (eq > 0 && artifact.startsWith(entry.substring(0, eq).strip() + ":")) {
        String property = entry.substring(eq + 1).strip();
        return property.matches("[A-Za-z0-9_.-]+") ? property : null;
      }
    }
    return null;
  }

  private String fail(String reason) throws IOException {
    Files.writeString(failed(), reason + "\n", StandardCharsets.UTF_8);
    return reason;
  }

  /**
   * One line out of Maven's log: a version the registry does not serve, an artifact that cannot be
   * fetched (offline, network), the first compiler error (an API that changed across releases),
   * else Maven's first error line.
   */
  static String reason(List<String> log, int exit) {
    String found = first(log, NOT_FOUND);
    if (found == null) {
      found = first(log, NOT_FOUND_CACHED);
    }
    if (found != null) {
      return NOT_SERVED + found;
    }
    String offline = first(log, OFFLINE);
    if (offline != null) {
      return "Maven is offline and " + offline + " is not in the local repository";
    }
    String transfer = first(log, TRANSFER);
    if (transfer != null) {
      return "could not download " + transfer;
    }
    for (String line : log) {
      Matcher m = COMPILE.matcher(line);
      if (m.find()) {
        return "compilation failed: " + m.group(1) + ":" + m.group(2) + ": " + m.group(3).strip();
      }
    }
    for (String line : log) {
      Matcher m = GOAL_FAILED.matcher(line);
      if (m.find()) {
        String why = clean(m.group(1));
        // A code generator that refused the schema, or upb's build script (gcc's first error): its own
        // last words say why. Maven's batch log puts its level before Ant's task name ("[INFO]      [exec] ...").
        String said = log.stream().map(l -> LEVEL.matcher(l).replaceFirst("").strip()).filter(l -> l.startsWith("[exec] "))
            .reduce((a, b) -> b).orElse(null);
        return said != null && why.contains("exec returned") ? why + " (" + clean(said.substring(7)) + ")" : why;
      }
    }
    for (String line : log) {
      if (line.startsWith("[ERROR] ") && !clean(line.substring(8)).isEmpty()) {
        return clean(line.substring(8));
      }
    }
    return "Maven exited with code " + exit;
  }

  private static String first(List<String> log, Pattern p) {
    for (String line : log) {
      Matcher m = p.matcher(clean(line));
      if (m.find()) {
        return m.group(1).replaceAll("[.,;:]+$", "");
      }
    }
    return null;
  }

  private static String clean(String line) {
    return REPOSITORY.matcher(line.replace(" -> [Help 1]", "")).replaceAll("").strip();
  }
}
