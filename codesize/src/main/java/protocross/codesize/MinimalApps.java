package protocross.codesize;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * What the minimal application of each implementation is: an application that only decodes and
 * encodes the built-in schema's root types. Declared once, in the implementation module's pom
 * (impls/pom.xml lists the properties), and recorded by its build beside its dependency graph
 * ({@link #FILE}), so a new runtime declares its own and nothing here names one:
 * <ul>
 *   <li>{@code codesize.runtime}: the libraries ({@code group:artifact}, comma-separated) it is built on;
 *       the application gets them and everything they depend on, as the module's build resolved it (never
 *       a list of class names). What the benchmarks.jar carries only for the harness (JMH) or for the JSON
 *       ops (protobuf-java-util with gson, jsr305 and error_prone_annotations; wire-moshi-adapter with
 *       moshi) stays out unless the runtime itself depends on it.</li>
 *   <li>{@code codesize.binding}: entries of the module's own jar the application needs besides the
 *       schema's generated classes (upb: its FFM binding, libupb.so and the descriptor set).</li>
 *   <li>{@code codesize.keep}: the keep rules handed to the shrinker, one a line: the entry points the
 *       application calls; everything else is the shrinker's to remove. A line with {@value #ROOT} is
 *       written once per root type, with the type's Java class in its place.</li>
 *   <li>{@code codesize.check}: how the shrunk application's check calls those entry points
 *       (check/ShrunkCheck.java).</li>
 *   <li>{@code codesize.generator}: the library (of the jar's recorded libraries) that wrote the
 *       generated code, by default the code generator's artifact ({@code protoc}, {@code wire-compiler}).</li>
 * </ul>
 */
final class MinimalApps {
  /** Where the module's build records its declaration (impls/pom.xml), under {@link MinimalApp#RECORDED}. */
  static final String FILE = "minimal-app.properties";
  /** In a keep rule: the root type's Java class. */
  static final String ROOT = "{root}";

  /** One implementation's minimal application. */
  record Declaration(List<String> runtime, List<String> binding, List<String> keep, String check, String generator) {}

  private MinimalApps() {}

  /** The declaration the implementation's last build recorded. */
  static Declaration of(Catalog.Entry impl) {
    Path file = impl.module().resolve(MinimalApp.RECORDED).resolve(FILE);
    if (!Files.isRegularFile(file)) {
      throw new ProtocrossException(file + " is missing; build first: mvn -B package -DskipTests");
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      p.load(in);
    } catch (IOException | IllegalArgumentException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e.getMessage());
    }
    List<String> runtime = split(p.getProperty("codesize.runtime", ""), ",");
    if (runtime.isEmpty()) {
      throw new ProtocrossException("no minimal application is declared for implementation '" + impl.name()
          + "' (codesize.runtime in " + impl.module().resolve("pom.xml") + ")");
    }
    return new Declaration(runtime, split(p.getProperty("codesize.binding", ""), ","),
        split(p.getProperty("codesize.keep", ""), "\n"), p.getProperty("codesize.check", "").strip(),
        p.getProperty("codesize.generator", "").strip());
  }

  /**
   * The shrinker's configuration (ProGuard syntax, which R8 reads) for one implementation: its entry
   * points for each root type ({@code javaPackage.SimpleName}), no renaming, and no warnings about
   * classes a library refers to but does not need (annotations, optional integrations).
   */
  static List<String> keepRules(Declaration declared, String javaPackage, List<String> rootSimpleNames) {
    List<String> rules = new ArrayList<>(List.of("-dontobfuscate", "-dontwarn **"));
    for (String rule : declared.keep()) {
      if (!rule.contains(ROOT)) {
        rules.add(rule);
        continue;
      }
      for (String simple : rootSimpleNames) {
        rules.add(rule.replace(ROOT, javaPackage + "." + simple));
      }
    }
    return rules;
  }

  private static List<String> split(String declared, String separator) {
    return Arrays.stream(declared.split(separator)).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }
}
