package protocross.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.proof.CanonicalMaps;
import protocross.contract.proof.MapKeyOrder;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;

/**
 * {@code java -cp benchmarks.jar protocross.bench.Canonicalise IN.pb OUT.pb}: re-encodes every
 * payload of a dataset container through this jar's implementation (the runner uses
 * protobuf-java's) and writes the re-encoded payloads to OUT.pb.
 *
 * <p>Why: equal work is proven by byte-equal re-encoding, which only holds for canonical input.
 * A user's payload may carry unknown fields, fields out of number order, non-minimal varints,
 * unpacked repeated scalars, explicit proto3 defaults or map entries in another order; protobuf-java's
 * encoding of it, with every map's entries then put into {@link MapKeyOrder} ({@link CanonicalMaps}:
 * protobuf-java keeps a map's decoded order, upb writes this one), is the canonical form every
 * runtime is then timed on. The schema is {@link DescriptorSet#forRun()} (the runner names the
 * user schema's descriptor set); a type it lacks is left in protobuf-java's order. One line per payload on stdout, tab-separated:
 * {@code same i}, {@code rewritten i <bytes before> <bytes after> <first differing byte>}, or
 * {@code unsettled i} when the re-encoded bytes do not re-encode to themselves (then they cannot
 * serve as a canonical form, and the runner refuses the payload), or {@code undecodable i reason}
 * when the runtime refuses the payload (the runner refuses it too). Exit 2 with one line on bad input.
 */
public final class Canonicalise {
  private Canonicalise() {}

  public static void main(String[] args) {
    try {
      if (args.length != 2) {
        throw new ProtocrossException("usage: protocross.bench.Canonicalise IN.pb OUT.pb");
      }
      Path in = Path.of(args[0]);
      Path out = Path.of(args[1]);
      DatasetFile dataset;
      try {
        dataset = DatasetFile.parse(Files.readAllBytes(in));
      } catch (IOException | IllegalArgumentException e) {
        throw new ProtocrossException("cannot read dataset container " + in + ": " + e.getMessage());
      }
      Implementation impl = Implementation.load();
      Codec<Object> codec = impl.codec(dataset.messageType());
      DescriptorSet schema = DescriptorSet.forRun();
      MessageDef type = schema.hasMessage(dataset.messageType()) ? schema.message(dataset.messageType()) : null;
      List<byte[]> canonical = new ArrayList<>();
      int i = 0;
      for (byte[] payload : dataset.payloads()) {
        byte[] once;
        byte[] twice;
        try {
          once = reencode(codec, payload);
          if (type != null) {
            once = CanonicalMaps.sort(schema, type, once);
          }
          twice = reencode(codec, once);
        } catch (RuntimeException e) {
          System.out.println("undecodable\t" + i + "\t" + String.valueOf(e.getMessage()).replace('\n', ' ').replace('\t', ' '));
          canonical.add(payload);
          i++;
          continue;
        }
        if (!Arrays.equals(once, twice)) {
          System.out.println("unsettled\t" + i);
        } else if (Arrays.equals(payload, once)) {
          System.out.println("same\t" + i);
        } else {
          System.out.println("rewritten\t" + i + "\t" + payload.length + "\t" + once.length + "\t" + Arrays.mismatch(payload, once));
        }
        canonical.add(once);
        i++;
      }
      byte[] container = new DatasetFile(dataset.name(), dataset.messageType(), canonical).toContainer();
      // Written beside, then moved: a reader never sees half a file.
      Path tmp = out.toAbsolutePath().resolveSibling(out.getFileName() + ".tmp");
      Files.createDirectories(tmp.getParent());
      Files.write(tmp, container);
      Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (ProtocrossException e) {
      System.err.println("protocross: " + e.getMessage());
      System.exit(2);
    } catch (IOException e) {
      System.err.println("protocross: cannot write " + args[1] + ": " + e.getMessage());
      System.exit(2);
    }
  }

  private static byte[] reencode(Codec<Object> codec, byte[] payload) {
    Object m = codec.decode(payload);
    try {
      return codec.encode(m);
    } finally {
      codec.release(m);
    }
  }
}
