package protocross.differential.driver;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.jars.GitState;
import protocross.jars.UserDatasets;

/**
 * What a differential run feeds and to whom: the schema (from protoc's descriptor set), the
 * valid payloads the inputs are mutated from, and the implementations' worker jars.
 *
 * <p>The built-in target is the seven committed datasets on {@code impls/<impl>/target/benchmarks.jar}.
 * A dataset directory ({@code --dataset DIR}, the layout of datasets/README.md) is prepared exactly
 * as {@code metal/run.sh --dataset} prepares it ({@link UserDatasets}: read and checked with one-line
 * errors naming the file, per-schema jars built under {@code target/protocross-builds/}, payloads
 * canonicalised through protobuf-java), so the differential and the benchmark see the same bytes.
 */
record Target(String description, WireSchema schema, List<DatasetFile> datasets, WorkerJars impls) {

  static Target builtin(Path root) {
    Manifest manifest = Manifest.read(root.resolve("datasets"));
    List<DatasetFile> datasets = new ArrayList<>();
    for (String name : manifest.names()) {
      datasets.add(Datasets.load(manifest, name));
    }
    return new Target("the " + datasets.size() + " committed datasets", WireSchema.builtin(), List.copyOf(datasets),
        WorkerJars.find(root));
  }

  /**
   * A dataset directory: its schema, its canonical payloads, and the jars built for its schema (a
   * runtime whose code generation refuses the schema is left out, and named).
   */
  static Target dataset(Path root, Path dir, PrintStream log) {
    WorkerJars repo = WorkerJars.find(root);
    List<String> names = repo.built().stream().map(WorkerJars.WorkerJar::name).toList();
    UserDatasets prepared;
    try {
      prepared = UserDatasets.prepare(root, List.of(dir), names, GitState.of(root), log);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ProtocrossException("interrupted while preparing " + dir);
    }
    UserDatasets.Prepared p = prepared.prepared().iterator().next();
    // The benchmark's admission (the conformance proof on the valid payloads) decides who joins:
    // a runtime that cannot read the valid payloads right would disagree on every mutated one.
    Map<String, String> refused;
    try {
      Path runDatasets = p.buildFolder().resolve("differential-datasets");
      prepared.writeRunDatasets(runDatasets);
      refused = prepared.refusals(runDatasets, names, log);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write the canonical payloads of " + p.dir() + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ProtocrossException("interrupted while admitting the implementations on " + p.dir());
    }
    List<WorkerJars.WorkerJar> built = new ArrayList<>();
    List<String> notBuilt = new ArrayList<>(repo.notBuilt());
    for (WorkerJars.WorkerJar impl : repo.built()) {
      Path jar = prepared.jar(impl.name(), p.name());
      String why = refused.get(impl.name() + "/" + p.name());
      if (why == null && Files.isRegularFile(jar)) {
        built.add(new WorkerJars.WorkerJar(impl.name(), jar, impl.libraries(), prepared.env(impl.name(), p.name())));
      } else {
        notBuilt.add(impl.name() + " (" + (why == null ? "no jar for this schema" : why) + ")");
        log.println("differential: " + impl.name() + " left out: " + (why == null ? "no jar for the schema of " + p.dir() : why));
      }
    }
    if (built.size() < 2) {
      throw new ProtocrossException("fewer than two implementations can read the schema of " + p.dir() + " (built: "
          + built.stream().map(WorkerJars.WorkerJar::name).toList() + "): nothing to compare");
    }
    return new Target("dataset " + p.name() + " (" + p.dir() + ", " + p.canonical().payloads().size() + " payloads of "
        + p.canonical().messageType() + ")", WireSchema.of(p.dir().schema()), List.of(p.canonical()),
        new WorkerJars(List.copyOf(built), List.copyOf(notBuilt)));
  }
}
