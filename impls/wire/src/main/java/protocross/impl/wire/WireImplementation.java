package protocross.impl.wire;

import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * Wire with Java-generated classes: immutable messages with public final fields. The readers and
 * the type map ({@code Readers}, {@code Codecs}) are generated from the schema's descriptor set
 * at build time (impls/codegen).
 */
public final class WireImplementation implements Implementation {

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, Codecs.ALL, Codecs.UNSUPPORTED, messageType);
  }

  @Override
  public String unsupported(String messageType) {
    return Codecs.UNSUPPORTED.get(messageType);
  }
}
