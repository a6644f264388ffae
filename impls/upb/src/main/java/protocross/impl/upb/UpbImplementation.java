package protocross.impl.upb;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;
import protocross.contract.adapter.Op;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.proof.Conformance;

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
      case build_encode -> UpbBuild.nativeBytes(Conformance.values(dataset), Schema.get().type(dataset.messageType()));
      default -> codec.nativeBytes(op, dataset.payloads());
    };
  }

  private UpbCodec codecFor(String messageType) {
    return codecs.computeIfAbsent(messageType, t -> new UpbCodec(Schema.get().type(t)));
  }
}
