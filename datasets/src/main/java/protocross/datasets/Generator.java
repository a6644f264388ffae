package protocross.datasets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.DatasetLayout;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.ProtoWriter;

/**
 * Writes every built-in dataset as a dataset directory {@code <out>/<name>/} (the schema
 * {@value #SCHEMA}, {@code dataset.properties}, {@code payloads/NNN.bin}: the layout a user's
 * dataset has, {@link DatasetLayout}) and {@code MANIFEST.tsv}. Deterministic: {@link Random}'s
 * algorithm is fixed by the Java spec, so the same seed gives the same bytes on every machine and JDK.
 *
 * <p>Usage: {@code java -cp ... protocross.datasets.Generator [output-dir]} (default {@code datasets},
 * which holds the schema every directory gets a copy of).
 */
public final class Generator {
  static final int PAYLOADS = 50;
  /** The built-in schema, in the datasets folder; each dataset directory holds a copy under the same name. */
  static final String SCHEMA = "protocross.proto";
  private static final long SEED = 20261129L;

  private Generator() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "datasets");
    generate(dir, dir.resolve(SCHEMA));
    System.out.println("wrote " + Shapes.ALL.size() + " dataset directories and " + Manifest.FILE + " to " + dir);
  }

  /** Writes into {@code dir}; {@code schema} is the .proto file copied into every dataset directory. */
  static Manifest generate(Path dir, Path schema) throws IOException {
    Files.createDirectories(dir);
    Map<String, byte[]> schemaFiles = Map.of(SCHEMA, Files.readAllBytes(schema));
    Map<String, Manifest.Entry> entries = new LinkedHashMap<>();
    ReferenceDigest walk = new ReferenceDigest(DescriptorSet.builtin());
    for (Shape shape : Shapes.ALL) {
      Random random = new Random(SEED ^ shape.name().hashCode());
      long bytes = 0;
      List<byte[]> payloads = new ArrayList<>();
      for (int i = 0; i < PAYLOADS; i++) {
        ProtoWriter payload = new ProtoWriter();
        shape.write(random, payload);
        byte[] p = payload.toByteArray();
        payloads.add(p);
        bytes += p.length;
      }
      // The reference is the descriptor walk of the bytes written, independent of every runtime.
      long reference = walk.of(shape.messageType(), payloads);
      DatasetFile dataset = new DatasetFile(shape.name(), shape.messageType(), List.copyOf(payloads));
      DatasetLayout.write(dir.resolve(shape.name()), dataset, shape.description(), schemaFiles);
      entries.put(shape.name(), new Manifest.Entry(shape.name(), shape.messageType(), PAYLOADS, bytes,
          Datasets.sha256(dataset.toContainer()), reference));
    }
    Manifest manifest = new Manifest(dir, entries);
    manifest.write();
    return manifest;
  }
}
