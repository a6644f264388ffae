package protocross.impl.kotlinx;

import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * kotlinx.serialization's ProtoBuf format on {@code @Serializable} data classes generated from the schema
 * (impls/kotlinx-protobuf/classgen, KotlinPoet), read and built through the readers and builders
 * impls/codegen writes from the same schema ({@code Readers}, {@code Builders}, {@code Codecs};
 * readers.runtime kotlinx).
 */
public final class KotlinxImplementation implements Implementation {

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, Codecs.ALL, Codecs.UNSUPPORTED, messageType);
  }

  @Override
  public String unsupported(String messageType) {
    return Codecs.UNSUPPORTED.get(messageType);
  }
}
