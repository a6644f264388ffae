package protocross.impl.dynamic;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * protobuf-java's {@code DynamicMessage}: every type is looked up by name in the descriptors built
 * at run time from the schema's descriptor set ({@link DynamicSchema}); no generated class, no
 * per-schema build.
 */
public final class DynamicImplementation implements Implementation {
  private final Map<String, DynamicCodec> codecs = new ConcurrentHashMap<>();

  @Override
  @SuppressWarnings("unchecked")
  public Codec<Object> codec(String messageType) {
    return (Codec<Object>) (Codec<?>) codecs.computeIfAbsent(messageType, t -> new DynamicCodec(DynamicSchema.get().type(t)));
  }
}
