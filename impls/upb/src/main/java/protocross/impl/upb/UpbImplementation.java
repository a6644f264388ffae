package protocross.impl.upb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import protocross.contract.Codec;
import protocross.contract.Conformance;
import protocross.contract.DatasetFile;
import protocross.contract.DescriptorSet;
import protocross.contract.Implementation;
import protocross.contract.Op;

/** upb through FFM: name and protoc version from the pom, upb's provenance from its build. */
public final class UpbImplementation implements Implementation {
  private final Map<String, UpbCodec> codecs = new ConcurrentHashMap<>();

  @Override
  public Map<String, String> libraries() {
    Map<String, String> libs = new LinkedHashMap<>(Implementation.super.libraries());
    Properties build = NativeLibrary.buildInfo();
    for (String key : new String[] {"sdist", "sha256", "cflags", "compiler"}) {
      libs.put("upb." + key, build.getProperty(key, "unknown"));
    }
    return libs;
  }

  /** The schema upb loads ({@link Schema}): the one named by PROTOCROSS_DESCRIPTOR_SET, else the built-in one. */
  @Override
  public DescriptorSet schema() {
    String file = System.getenv(Schema.DESCRIPTOR_SET_ENV);
    if (file == null || file.isEmpty()) {
      return DescriptorSet.builtin();
    }
    try {
      return DescriptorSet.parse(Files.readAllBytes(Path.of(file)));
    } catch (IOException e) {
      throw new UpbException("cannot read the descriptor set " + file + " named by " + Schema.DESCRIPTOR_SET_ENV
          + ": " + e.getMessage());
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public Codec<Object> codec(String messageType) {
    return (Codec<Object>) (Codec<?>) codecFor(messageType);
  }

  @Override
  public long nativeBytesPerOp(Op op, DatasetFile dataset) {
    UpbCodec codec = codecFor(dataset.messageType());
    return switch (op) {
      case merge -> UpbMerge.nativeBytes(codec, dataset.payloads());
      case build_encode -> UpbBuild.nativeBytes(Conformance.values(this, dataset), Schema.get().type(dataset.messageType()));
      default -> codec.nativeBytes(op, dataset.payloads());
    };
  }

  private UpbCodec codecFor(String messageType) {
    return codecs.computeIfAbsent(messageType, t -> new UpbCodec(Schema.get().type(t)));
  }
}
