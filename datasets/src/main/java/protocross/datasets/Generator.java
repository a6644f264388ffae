package protocross.datasets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import protocross.contract.Datasets;
import protocross.contract.DescriptorSet;
import protocross.contract.Manifest;
import protocross.contract.ProtoWriter;
import protocross.contract.ReferenceDigest;

/**
 * Writes every dataset and {@code MANIFEST.tsv}. Deterministic: {@link Random}'s algorithm is
 * fixed by the Java spec, so the same seed gives the same bytes on every machine and JDK.
 *
 * <p>Usage: {@code java -cp ... protocross.datasets.Generator [output-dir]} (default {@code datasets}).
 */
public final class Generator {
  static final int PAYLOADS = 50;
  private static final long SEED = 20261129L;

  private Generator() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "datasets");
    generate(dir);
    System.out.println("wrote " + Shapes.ALL.size() + " datasets and " + Manifest.FILE + " to " + dir);
  }

  static Manifest generate(Path dir) throws IOException {
    Files.createDirectories(dir);
    Map<String, Manifest.Entry> entries = new LinkedHashMap<>();
    ReferenceDigest walk = new ReferenceDigest(DescriptorSet.builtin());
    for (Shape shape : Shapes.ALL) {
      Random random = new Random(SEED ^ shape.name().hashCode());
      ProtoWriter container = new ProtoWriter();
      container.string(1, shape.name());
      container.string(2, shape.messageType());
      long bytes = 0;
      List<byte[]> payloads = new ArrayList<>();
      for (int i = 0; i < PAYLOADS; i++) {
        ProtoWriter payload = new ProtoWriter();
        shape.write(random, payload);
        byte[] p = payload.toByteArray();
        container.bytesAlways(3, p);
        payloads.add(p);
        bytes += p.length;
      }
      // The reference is the descriptor walk of the bytes written, independent of every runtime.
      long reference = walk.of(shape.messageType(), payloads);
      byte[] file = container.toByteArray();
      Files.write(dir.resolve(shape.name() + ".pb"), file);
      entries.put(shape.name(), new Manifest.Entry(shape.name(), shape.messageType(), PAYLOADS, bytes,
          Datasets.sha256(file), reference));
    }
    Manifest manifest = new Manifest(dir, entries);
    manifest.write();
    return manifest;
  }
}
