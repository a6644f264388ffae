package protocross.jars;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import protocross.contract.Catalog;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.DatasetLayout;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.dataset.Protoc;
import protocross.contract.directory.DatasetDirectory;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.FileDef;

/**
 * User dataset directories ({@code metal/run.sh --dataset DIR}, issue 9), made ready to run with no
 * file of the repository changed.
 *
 * <ol>
 *   <li>Each directory is read and checked ({@link DatasetDirectory}: one line naming the file for
 *       each kind of bad input).
 *   <li>Its schema's build folder is {@code target/protocross-builds/<schema hash>/} (the first 16
 *       hex digits of the sha256 of protoc's descriptor set of the directory's .proto files):
 *       {@code schema.desc}, and one benchmarks.jar per implementation that generates code, built by
 *       {@link JarBuild} from the unchanged module poms with the schema's directory, files and
 *       descriptor set as Maven properties; reused while the commit and the schema are unchanged.
 *       An implementation whose pom declares {@code impl.schemaAtRunTime} (upb) builds nothing: its
 *       repository jar loads {@code schema.desc} at run time
 *       ({@value #DESCRIPTOR_SET_ENV}). A runtime whose code generation refuses the schema gives
 *       {@code unsupported: <reason>} for its pairs, and the others still run.
 *   <li>The payloads are canonicalised once through protobuf-java's jar for the schema
 *       ({@code protocross.bench.Canonicalise}); every payload it rewrites is reported in one line, and
 *       its canonical bytes ({@code canonical/<name>.pb} in the build folder) are what every
 *       implementation is checked and timed on, so byte-equal re-encoding still proves equal work.
 *       The reference digest is the descriptor walk of those bytes.
 *   <li>The run folder gets its own {@code datasets/}: the canonical dataset directories and their MANIFEST.tsv, which
 *       the benchmark jars read ({@code PROTOCROSS_DATASETS}) instead of the built-in manifest.
 *   <li>Before the run, each (implementation, dataset) pair is admitted by its jar
 *       ({@code --admit}: the same conformance proof as before timing); a refused pair is never
 *       launched and its cells say why.
 * </ol>
 */
public final class UserDatasets implements BenchJars {
  /** The environment variable naming a descriptor set for runtimes that load the schema at run time (upb). */
  static final String DESCRIPTOR_SET_ENV = "PROTOCROSS_DESCRIPTOR_SET";
  static final String SCHEMA_FILE = "schema.desc";

  /** One dataset directory, ready: its schema's hash and build folder, canonical payloads and manifest entry. */
  public record Prepared(DatasetDirectory dir, String schemaHash, Path buildFolder, DatasetFile canonical,
      Manifest.Entry entry, int rewritten) {
    public String name() {
      return dir.name();
    }
  }

  private final Path repo;
  private final Map<String, Prepared> datasets;
  /** "impl/schema hash" → its jar. */
  private final Map<String, Path> jars;
  /** "impl/schema hash" → why it has no jar. */
  private final Map<String, String> unbuilt;
  /** The implementations that walk the descriptor set at run time: no per-schema build, their own jar. */
  private final List<String> schemaAtRunTime;

  public UserDatasets(Path repo, Map<String, Prepared> datasets, Map<String, Path> jars, Map<String, String> unbuilt,
      List<String> schemaAtRunTime) {
    this.repo = repo;
    this.datasets = datasets;
    this.jars = jars;
    this.unbuilt = unbuilt;
    this.schemaAtRunTime = List.copyOf(schemaAtRunTime);
  }

  public List<String> names() {
    return List.copyOf(datasets.keySet());
  }

  public Collection<Prepared> prepared() {
    return datasets.values();
  }

  /**
   * The same datasets in name order. A shard's hosts must compute one plan and cut it alike
   * (the runner's shards), and write the same run manifest: the names are each directory's own
   * (dataset.properties), while the order of the --dataset flags and the directories' paths are each
   * host's.
   */
  public UserDatasets inNameOrder() {
    Map<String, Prepared> sorted = new LinkedHashMap<>(new TreeMap<>(datasets));
    return new UserDatasets(repo, sorted, jars, unbuilt, schemaAtRunTime);
  }

  /** The schemas' descriptor sets, one per distinct schema. */
  public Set<Path> descriptorSets() {
    Set<Path> s = new LinkedHashSet<>();
    datasets.values().forEach(p -> s.add(p.buildFolder().resolve(SCHEMA_FILE)));
    return s;
  }

  /** Reads every directory (fails on the first bad one, in one line), builds and canonicalises. */
  public static UserDatasets prepare(Path repo, List<Path> dirs, List<String> impls, GitState git, PrintStream out)
      throws InterruptedException {
    return prepare(repo, dirs, impls, git, out, (dd, hash) -> { });
  }

  /**
   * The same, with {@code check} called on each directory read and its schema hash before anything
   * is built or written (a resumed run refuses a changed schema there).
   */
  public static UserDatasets prepare(Path repo, List<Path> dirs, List<String> impls, GitState git, PrintStream out,
      BiConsumer<DatasetDirectory, String> check) throws InterruptedException {
    Protoc protoc = protoc(repo);
    List<String> builtIn = Manifest.read(repo.resolve("datasets")).names();
    Map<String, DatasetDirectory> read = new LinkedHashMap<>();
    for (Path d : dirs) {
      DatasetDirectory dd = DatasetDirectory.read(d.toAbsolutePath().normalize(), protoc, builtIn);
      if (dd.dir().toString().contains("${")) {
        // Maven expands ${...} even in a -D value: the code generators would read another folder.
        throw new RunnerException("dataset directory " + dd.dir() + ": a path holding '${' cannot be handed to Maven, which"
            + " would expand it; move the directory");
      }
      DatasetDirectory other = read.get(dd.name());
      if (other != null) {
        throw new RunnerException(dd.dir().resolve(DatasetDirectory.PROPERTIES) + ": dataset name '" + dd.name()
            + "' is also that of " + other.dir() + "; set another name=");
      }
      read.put(dd.name(), dd);
    }
    read.values().forEach(dd -> check.accept(dd, schemaHash(dd)));

    // One build per distinct schema and implementation; the canonicaliser (the implementation whose pom
    // says its encoding is the canonical form: protobuf-java) always, for canonicalising.
    Map<String, DatasetDirectory> schemas = new LinkedHashMap<>();
    read.values().forEach(dd -> schemas.putIfAbsent(schemaHash(dd), dd));
    Catalog catalog = Catalog.read(repo.resolve("impls"));
    String canonicaliserName = catalog.canonicaliser();
    Set<String> built = new LinkedHashSet<>(List.of(canonicaliserName));
    built.addAll(impls);
    List<String> schemaAtRunTime = catalog.schemaAtRunTime();
    built.removeAll(schemaAtRunTime);
    List<JarBuild.Key> keys = new ArrayList<>();
    for (String hash : schemas.keySet()) {
      writeAtomically(folder(repo, hash).resolve(SCHEMA_FILE), schemas.get(hash).descriptorSet());
      built.forEach(impl -> keys.add(new JarBuild.Key(impl, "", hash)));
    }
    Map<String, Path> jars = new LinkedHashMap<>();
    Map<String, String> unbuilt = new LinkedHashMap<>();
    for (JarBuild.Result r : JarBuild.build(repo, keys, k -> properties(repo, schemas.get(k.schemaHash())),
        git.dirty() ? null : git.commit(), out)) {
      String key = r.key().impl() + "/" + r.key().schemaHash();
      if (r.jar() != null) {
        jars.put(key, r.jar());
      } else {
        unbuilt.put(key, r.failure());
        out.println("protocross: " + r.key().impl() + " cannot build code for schema " + r.key().schemaHash() + " ("
            + schemas.get(r.key().schemaHash()).dir() + "): " + r.failure());
      }
    }

    Map<String, Prepared> prepared = new LinkedHashMap<>();
    for (DatasetDirectory dd : read.values()) {
      String hash = schemaHash(dd);
      Path folder = folder(repo, hash);
      Path canonicaliser = jars.get(canonicaliserName + "/" + hash);
      DatasetFile canonical;
      int rewritten = 0;
      if (canonicaliser == null) {
        canonical = dd.dataset();
        out.println("protocross: " + dd.name() + ": no " + canonicaliserName + " build for its schema, so its payloads are not"
            + " canonicalised; a non-canonical payload then fails each runtime's byte-equal check");
      } else {
        Canonical c = canonicalise(dd, canonicaliserName, canonicaliser, folder, out);
        canonical = c.dataset();
        rewritten = c.rewritten();
      }
      if (canonical.totalBytes() == 0) {
        // protobuf-java's canonical form drops what a payload sets to its defaults: there may be nothing left to time.
        throw new RunnerException(dd.dir().resolve(DatasetDirectory.PAYLOADS) + ": every payload's canonical encoding (" + canonicaliserName + "'s)"
            + " is empty: nothing to decode; a dataset needs at least one payload that sets a field");
      }
      byte[] container = canonical.toContainer();
      writeAtomically(folder.resolve("canonical").resolve(dd.name() + ".pb"), container);
      long reference = new ReferenceDigest(dd.schema()).of(canonical.messageType(), canonical.payloads());
      Manifest.Entry entry = new Manifest.Entry(dd.name(), canonical.messageType(), canonical.payloads().size(),
          canonical.totalBytes(), Datasets.sha256(container), reference);
      prepared.put(dd.name(), new Prepared(dd, hash, folder, canonical, entry, rewritten));
    }
    return new UserDatasets(repo, prepared, jars, unbuilt, schemaAtRunTime);
  }

  /** protoc as the contract's build fetched it (or -Dprotocross.protoc=), or one line saying it is missing. */
  static Protoc protoc(Path repo) {
    String configured = System.getProperty(Protoc.PROPERTY);
    Path p = configured != null ? Path.of(configured) : repo.resolve("contract/target/protoc/protoc");
    if (!Files.isExecutable(p)) {
      throw new RunnerException("protoc not found: " + p + " is missing; build the contract module (metal/run.sh builds it"
          + " unless --no-build) or pass -D" + Protoc.PROPERTY + "=<path>");
    }
    return new Protoc(p);
  }

  /** The first 16 hex digits of the sha256 of the schema's descriptor set: the build folder's key. */
  static String schemaHash(DatasetDirectory dd) {
    return Datasets.sha256(dd.descriptorSet()).substring(0, 16);
  }

  static Path folder(Path repo, String schemaHash) {
    return JarBuild.folder(repo, new JarBuild.Key("x", "", schemaHash)).getParent();
  }

  /**
   * The Maven properties that point impls/pom.xml's code generation at the user's schema. Each is one
   * argument to Maven and, in the poms, one {@code <arg value>}: the directory's path may hold a space
   * or a quote; the file names, split on spaces, are safe names ({@link DatasetDirectory} checked them).
   */
  static Map<String, String> properties(Path repo, DatasetDirectory dd) {
    List<String> files = dd.schema().files().stream().map(FileDef::name).filter(n -> !n.startsWith("google/protobuf/")).toList();
    return Map.of(
        "impl.schema.dir", dd.dir().toString(),
        "impl.schema.files", String.join(" ", files),
        "readers.descriptors", folder(repo, schemaHash(dd)).resolve(SCHEMA_FILE).toString());
  }

  private record Canonical(DatasetFile dataset, int rewritten) {}

  /** protobuf-java's re-encoding of every payload; one line per payload it changes; a payload it cannot settle is refused. */
  private static Canonical canonicalise(DatasetDirectory dd, String name, Path jar, Path folder, PrintStream out)
      throws InterruptedException {
    Path in = folder.resolve("input").resolve(dd.name() + ".pb");
    Path result = folder.resolve("canonical").resolve(dd.name() + ".pb.new");
    writeAtomically(in, dd.dataset().toContainer());
    try {
      Files.createDirectories(result.getParent());
    } catch (IOException e) {
      throw new RunnerException("cannot create " + result.getParent() + ": " + e.getMessage());
    }
    List<String> lines = java(List.of("-cp", jar.toString(), "protocross.bench.Canonicalise", in.toString(), result.toString()),
        Map.of(DESCRIPTOR_SET_ENV, folder.resolve(SCHEMA_FILE).toString()),  // its maps are put into key order with it
        "canonicalising " + dd.name() + " through " + name);
    List<String> files = DatasetDirectory.payloadFiles(dd.dir());
    Path payloads = dd.dir().resolve(DatasetDirectory.PAYLOADS);
    int rewritten = 0;
    for (String line : lines) {
      String[] f = line.split("\t");
      if (f.length < 2 || !f[1].matches("\\d+") || Integer.parseInt(f[1]) >= files.size()) {
        continue;
      }
      Path file = payloads.resolve(files.get(Integer.parseInt(f[1])));
      switch (f[0]) {
        case "rewritten" -> {
          rewritten++;
          out.println("protocross: " + file + " is not canonical (" + name + " re-encodes its " + f[2] + " bytes to " + f[3]
              + ", first difference at byte " + f[4] + "): its canonical encoding is timed instead");
        }
        case "unsettled" -> throw new RunnerException("payload " + file + " has no canonical form: " + name + "'s"
            + " encoding of it does not re-encode to itself; leave it out");
        case "undecodable" -> throw new RunnerException("payload " + file + " does not parse as " + dd.dataset().messageType()
            + " in " + name + ": " + (f.length > 2 ? f[2] : "no reason given"));
        default -> { }
      }
    }
    try {
      DatasetFile canonical = DatasetFile.parse(Files.readAllBytes(result));
      Files.delete(result);
      return new Canonical(canonical, rewritten);
    } catch (IOException | IllegalArgumentException e) {
      throw new RunnerException("canonicalising " + dd.name() + " wrote no readable " + result + ": " + e.getMessage());
    }
  }

  /**
   * Writes the run's own {@code datasets/}: every dataset as a dataset directory of its canonical
   * payloads (with its schema's .proto files, {@link DatasetLayout}) and their MANIFEST.tsv, which
   * the benchmark jars read instead of the built-in manifest, by the same path as the built-in datasets.
   */
  public Manifest writeRunDatasets(Path dir) throws IOException {
    Files.createDirectories(dir);
    Map<String, Manifest.Entry> entries = new LinkedHashMap<>();
    for (Prepared p : datasets.values()) {
      DatasetLayout.write(dir.resolve(p.name()), p.canonical(), p.dir().description(), schemaFiles(p.dir()));
      entries.put(p.name(), p.entry());
    }
    new Manifest(dir, entries).write();
    return Manifest.read(dir);
  }

  /** A dataset directory's own .proto files (not the well-known types protoc supplies), by their names. */
  static Map<String, byte[]> schemaFiles(DatasetDirectory dd) throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>();
    for (FileDef f : dd.schema().files()) {
      Path file = dd.dir().resolve(f.name());
      if (Files.isRegularFile(file)) {
        files.put(f.name(), Files.readAllBytes(file));
      }
    }
    return files;
  }

  /**
   * Every (implementation, dataset) pair that will never be timed, "impl/dataset" → the one-line
   * reason: its code could not be built, or its jar's admission ({@code --admit}: the conformance
   * proof on the run's datasets) refused it.
   */
  public Map<String, String> refusals(Path runDatasets, List<String> impls, PrintStream out) throws InterruptedException {
    return refusals(runDatasets, impls, names(), out);
  }

  /** The same for the datasets {@code timed} names only (a shard's: the others' pairs are other hosts' to admit). */
  public Map<String, String> refusals(Path runDatasets, List<String> impls, Collection<String> timed, PrintStream out)
      throws InterruptedException {
    Map<String, String> refused = new LinkedHashMap<>();
    for (String impl : impls) {
      for (Prepared p : datasets.values()) {
        if (!timed.contains(p.name())) {
          continue;
        }
        String why = unbuilt.get(impl + "/" + p.schemaHash());
        if (why != null) {
          why = "unsupported: its code generation for this schema failed: " + why;
        } else {
          Map<String, String> env = new LinkedHashMap<>(env(impl, p.name()));
          env.put("PROTOCROSS_DATASETS", runDatasets.toString());
          List<String> lines = java(List.of("-Xmx1g", "--enable-native-access=ALL-UNNAMED", "-jar", jar(impl, p.name()).toString(),
              "--admit", p.name()), env, "admitting " + impl + " on " + p.name());
          String verdict = lines.stream().filter(l -> l.startsWith("admitted ") || l.startsWith("refused ")).findFirst()
              .orElse("refused " + p.name() + ": its jar gave no admission (" + (lines.isEmpty() ? "no output" : lines.getLast()) + ")");
          why = verdict.startsWith("admitted ") ? null : verdict.substring(("refused " + p.name() + ": ").length());
        }
        if (why != null) {
          refused.put(impl + "/" + p.name(), why);
          out.println("protocross: not timed: " + impl + " on " + p.name() + ": " + why);
        }
      }
    }
    return refused;
  }

  @Override
  public Path jar(String impl, String dataset) {
    Prepared p = prepared(dataset);
    if (schemaAtRunTime.contains(impl)) {
      return VariantBuild.inImpls(repo.resolve("impls"), impl);
    }
    Path jar = jars.get(impl + "/" + p.schemaHash());
    // A pair without a jar is refused before the run and never launched; this path only names it.
    return jar != null ? jar : JarBuild.jar(repo, new JarBuild.Key(impl, "", p.schemaHash()));
  }

  @Override
  public Map<String, String> env(String impl, String dataset) {
    // Every jar gets the schema: upb loads it into its DefPool, and the conformance proof of a runtime
    // that declares a non-field-number encode order (EncodeOrder) rewrites payloads with it.
    return Map.of(DESCRIPTOR_SET_ENV, prepared(dataset).buildFolder().resolve(SCHEMA_FILE).toString());
  }

  private Prepared prepared(String dataset) {
    Prepared p = datasets.get(dataset);
    if (p == null) {
      throw new RunnerException("no user dataset '" + dataset + "' in this run (have " + names() + ")");
    }
    return p;
  }

  /** Runs a JVM of this runner's JDK to completion; its output lines (stdout and stderr). */
  private static List<String> java(List<String> args, Map<String, String> env, String what) throws InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(args);
    try {
      ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
      pb.environment().putAll(env);
      Process p = pb.start();
      String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(10, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new RunnerException(what + " did not finish in 10 minutes");
      }
      List<String> lines = output.lines().toList();
      if (p.exitValue() != 0) {
        String last = lines.stream().filter(l -> l.startsWith("protocross: ")).findFirst()
            .orElse(lines.isEmpty() ? "exit code " + p.exitValue() : lines.getLast());
        throw new RunnerException(what + " failed: " + last.replaceFirst("^protocross: ", ""));
      }
      return lines;
    } catch (IOException e) {
      throw new RunnerException(what + ": cannot run java: " + e.getMessage());
    }
  }

  /** Written beside, then moved: nothing half-written is ever left under the name. */
  static void writeAtomically(Path file, byte[] bytes) {
    try {
      Files.createDirectories(file.getParent());
      Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
      try {
        Files.write(tmp, bytes);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);  // gone once moved; a failed write leaves nothing behind
      }
    } catch (IOException e) {
      throw new RunnerException("cannot write " + file + ": " + e.getMessage());
    }
  }
}
