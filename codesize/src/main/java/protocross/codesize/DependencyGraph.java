package protocross.codesize;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.contract.ProtocrossException;

/**
 * An implementation module's dependency graph, as its build writes it
 * ({@code dependency:tree -DoutputType=tgf -Dverbose}, impls/pom.xml): who depends on whom, by
 * {@code groupId:artifactId}. Versions are not read here (the resolved ones come from
 * {@link ResolvedArtifacts}): an artifact reached on two paths is one node, so the closure of a
 * library holds everything it depends on, also what Maven's tree shows under another parent.
 *
 * <p>Trivial Graph Format: one node per line ({@code <id> <label>}), a line {@code #}, then one edge
 * per line ({@code <from id> <to id> <scope>}). A label is {@code group:artifact:type[:classifier]:version[:scope]},
 * in verbose mode possibly in brackets with a note ({@code (g:a:jar:1:compile - omitted for duplicate)}).
 */
final class DependencyGraph {
  private final String root;
  private final Map<String, Set<String>> edges;

  private DependencyGraph(String root, Map<String, Set<String>> edges) {
    this.root = root;
    this.edges = edges;
  }

  /** Parses the TGF text; {@code source} names the file in the one-line error. */
  static DependencyGraph parse(List<String> lines, String source) {
    Map<String, String> byId = new LinkedHashMap<>();
    Map<String, Set<String>> edges = new LinkedHashMap<>();
    String root = null;
    boolean inEdges = false;
    for (String raw : lines) {
      String line = raw.strip();
      if (line.isEmpty()) {
        continue;
      }
      if (line.equals("#")) {
        inEdges = true;
        continue;
      }
      String[] parts = line.split("\\s+", 3);
      if (!inEdges) {
        if (parts.length < 2) {
          throw new ProtocrossException(source + ": not a dependency:tree TGF node line: '" + line + "'");
        }
        String ga = groupArtifact(line.substring(parts[0].length()).strip(), source);
        byId.put(parts[0], ga);
        if (root == null) {
          root = ga;
        }
        edges.computeIfAbsent(ga, k -> new LinkedHashSet<>());
      } else {
        if (parts.length < 2 || !byId.containsKey(parts[0]) || !byId.containsKey(parts[1])) {
          throw new ProtocrossException(source + ": not a dependency:tree TGF edge line: '" + line + "'");
        }
        edges.get(byId.get(parts[0])).add(byId.get(parts[1]));
      }
    }
    if (root == null) {
      throw new ProtocrossException(source + ": no dependency nodes (not the output of dependency:tree -DoutputType=tgf)");
    }
    return new DependencyGraph(root, edges);
  }

  /** {@code group:artifact} of a node label, with verbose mode's brackets and notes removed. */
  static String groupArtifact(String label, String source) {
    String s = label.startsWith("(") ? label.substring(1) : label;
    String coordinates = s.split("[\\s)]", 2)[0];
    String[] f = coordinates.split(":");
    if (f.length < 3 || f[0].isEmpty() || f[1].isEmpty()) {
      throw new ProtocrossException(source + ": not a dependency label: '" + label + "'");
    }
    return f[0] + ":" + f[1];
  }

  /** The module itself ({@code group:artifact}). */
  String root() {
    return root;
  }

  /** The module's own dependencies, as its pom declares them (and its parents'). */
  Set<String> direct() {
    return edges.getOrDefault(root, Set.of());
  }

  /** The given libraries and everything they depend on, transitively. */
  Set<String> closure(Collection<String> from) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> todo = new ArrayDeque<>(from);
    while (!todo.isEmpty()) {
      String ga = todo.pop();
      if (seen.add(ga)) {
        todo.addAll(edges.getOrDefault(ga, Set.of()));
      }
    }
    return seen;
  }

  /** The module's own dependencies through which it gets {@code ga} (itself included when direct). */
  List<String> broughtBy(String ga) {
    return direct().stream().filter(d -> closure(List.of(d)).contains(ga)).toList();
  }
}
