package protocross.codesize;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;

/**
 * Cuts one implementation's minimal application ({@link MinimalApps}) out of its benchmarks.jar
 * into {@code app.jar}, by the dependency graph and resolved files its build recorded under
 * {@code target/codesize/} (impls/pom.xml), and says what it holds and what it left out.
 */
final class MinimalApp {
  /** Where each implementation's build records its dependencies, under its module. */
  static final Path RECORDED = Path.of("target", "codesize");
  static final String TREE = "dependency-tree.tgf";
  static final String FILES = "dependency-files.txt";

  /**
   * One library of the benchmarks.jar: in the minimal application or not, the bytes of its jar
   * file, its entries' uncompressed bytes in the benchmarks.jar and in the application, and the
   * module's own dependencies that bring it in.
   */
  record Library(ResolvedArtifacts.Artifact artifact, boolean inApp, long jarFileBytes, long inBenchmarksJar,
      long inAppBytes, List<String> broughtBy) {}

  /**
   * The application: its jar and that file's size; uncompressed bytes of the schema's generated
   * classes and of each other own prefix (upb's binding) in it; the libraries of the benchmarks.jar.
   */
  record Contents(Path jar, long jarBytes, long generatedBytes, Map<String, Long> bindingBytes, List<Library> libraries) {
    long libraryJarFileBytes() {
      return libraries.stream().filter(Library::inApp).mapToLong(Library::jarFileBytes).sum();
    }
  }

  private MinimalApp() {}

  /** Writes {@code out} (a jar) from the implementation's benchmarks.jar; {@code schemaDir} like {@code protocross/schema/}. */
  static Contents cut(Catalog.Entry impl, String schemaDir, Path out) {
    Path recorded = impl.module().resolve(RECORDED);
    DependencyGraph graph = DependencyGraph.parse(lines(recorded.resolve(TREE)), recorded.resolve(TREE).toString());
    Map<String, ResolvedArtifacts.Artifact> artifacts =
        ResolvedArtifacts.parse(lines(recorded.resolve(FILES)), recorded.resolve(FILES).toString());
    MinimalApps.Declaration declared = MinimalApps.of(impl);
    for (String runtime : declared.runtime()) {
      if (!artifacts.containsKey(runtime)) {
        throw new ProtocrossException(impl.name() + ": the declared runtime " + runtime + " is not among the resolved "
            + "dependencies in " + recorded.resolve(FILES) + " (the module's pom declares codesize.runtime, but its build did not resolve it)");
      }
    }
    Set<String> appLibraries = graph.closure(declared.runtime());
    Map<String, Set<String>> owners = owners(artifacts.values());
    List<String> ownPrefixes = new ArrayList<>(List.of(schemaDir));
    ownPrefixes.addAll(declared.binding());
    Cut cut = new Cut(owners, appLibraries, ownPrefixes);

    Map<String, Long> inJar = new HashMap<>();
    Map<String, Long> inApp = new HashMap<>();
    long generated = 0;
    Map<String, Long> binding = new LinkedHashMap<>();
    declared.binding().forEach(p -> binding.put(p, 0L));
    try (ZipFile jar = new ZipFile(impl.jar().toFile());
        OutputStream file = Files.newOutputStream(out);
        ZipOutputStream app = new ZipOutputStream(file)) {
      Enumeration<? extends ZipEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        ZipEntry e = entries.nextElement();
        String name = e.getName();
        if (e.isDirectory()) {
          continue;
        }
        String owner = cut.owner(name);
        long size = Math.max(0, e.getSize());
        inJar.merge(owner, size, Long::sum);
        if (!cut.kept(name)) {
          continue;
        }
        inApp.merge(owner, size, Long::sum);
        if (owner.equals(Cut.OWN)) {
          if (name.startsWith(schemaDir)) {
            generated += size;
          } else {
            for (String prefix : declared.binding()) {
              if (name.startsWith(prefix)) {
                binding.merge(prefix, size, Long::sum);
                break;
              }
            }
          }
        }
        app.putNextEntry(new ZipEntry(name));
        try (InputStream in = jar.getInputStream(e)) {
          in.transferTo(app);
        }
        app.closeEntry();
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot cut the minimal application of " + impl.name() + " from " + impl.jar() + ": " + e);
    }

    List<Library> libraries = new ArrayList<>();
    for (ResolvedArtifacts.Artifact a : artifacts.values()) {
      String ga = a.groupArtifact();
      long jarBytes = size(a.file());
      if (inJar.getOrDefault(ga, 0L) == 0 && !appLibraries.contains(ga)) {
        continue;
      }
      libraries.add(new Library(a, appLibraries.contains(ga), jarBytes, inJar.getOrDefault(ga, 0L),
          inApp.getOrDefault(ga, 0L), graph.broughtBy(ga)));
    }
    libraries.sort(java.util.Comparator.comparing((Library l) -> !l.inApp())
        .thenComparing(l -> l.artifact().groupArtifact()));
    return new Contents(out, size(out), generated, binding, libraries);
  }

  /** Entry name → the libraries whose file holds an entry of that name. */
  static Map<String, Set<String>> owners(Iterable<ResolvedArtifacts.Artifact> artifacts) {
    Map<String, Set<String>> owners = new HashMap<>();
    for (ResolvedArtifacts.Artifact a : artifacts) {
      for (String name : entryNames(a.file())) {
        owners.computeIfAbsent(name, k -> new LinkedHashSet<>()).add(a.groupArtifact());
      }
    }
    return owners;
  }

  /** The file entries of a jar, or of a class folder (a reactor module resolved before it was packaged). */
  private static List<String> entryNames(Path file) {
    List<String> names = new ArrayList<>();
    try {
      if (Files.isDirectory(file)) {
        try (Stream<Path> walk = Files.walk(file)) {
          walk.filter(Files::isRegularFile).forEach(p -> names.add(file.relativize(p).toString().replace('\\', '/')));
        }
      } else {
        try (ZipFile zip = new ZipFile(file.toFile())) {
          zip.stream().filter(e -> !e.isDirectory()).forEach(e -> names.add(e.getName()));
        }
      }
    } catch (IOException e) {
      throw new ProtocrossException("cannot read the dependency " + file + " (recorded by the last build; rebuild): " + e);
    }
    return names;
  }

  private static long size(Path file) {
    try {
      return Files.isDirectory(file) ? 0 : Files.size(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
  }

  private static List<String> lines(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new ProtocrossException(file + " is missing; build first: mvn -B package -DskipTests");
    }
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e);
    }
  }
}
