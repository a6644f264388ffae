package protocross.codesize;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.contract.ProtocrossException;

/**
 * The artifacts an implementation module's benchmarks.jar is shaded from, with the versions the
 * build resolved and their files, as its build writes them ({@code dependency:list
 * -DincludeScope=runtime -DoutputAbsoluteArtifactFilename}, impls/pom.xml). A line is
 * {@code group:artifact:type[:classifier]:version:scope:/absolute/file}, possibly followed by
 * {@code " -- module <name>"}; the header and any other line are skipped.
 */
final class ResolvedArtifacts {
  private static final Set<String> SCOPES = Set.of("compile", "runtime", "provided", "test", "system");

  /** One resolved artifact. */
  record Artifact(String groupId, String artifactId, String version, String scope, Path file) {
    String groupArtifact() {
      return groupId + ":" + artifactId;
    }
  }

  private ResolvedArtifacts() {}

  /** By {@code group:artifact}, in the file's order; {@code source} names the file in the one-line error. */
  static Map<String, Artifact> parse(List<String> lines, String source) {
    Map<String, Artifact> out = new LinkedHashMap<>();
    for (String raw : lines) {
      String line = raw.strip();
      int module = line.indexOf(" -- ");
      if (module >= 0) {
        line = line.substring(0, module).strip();
      }
      String[] f = line.split(":");
      int scope = -1;
      for (int i = 4; i < f.length - 1; i++) {
        if (SCOPES.contains(f[i])) {
          scope = i;
          break;
        }
      }
      if (f.length < 6 || scope < 0 || f[0].contains(" ") || f[1].contains(" ")) {
        continue;
      }
      String file = String.join(":", List.of(f).subList(scope + 1, f.length));
      Artifact a = new Artifact(f[0], f[1], f[scope - 1], f[scope], Path.of(file));
      out.put(a.groupArtifact(), a);
    }
    if (out.isEmpty()) {
      throw new ProtocrossException(source + ": no resolved artifacts with files "
          + "(not the output of dependency:list -DoutputAbsoluteArtifactFilename)");
    }
    return out;
  }
}
