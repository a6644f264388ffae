package protocross.impl.wire;

import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * Wire: immutable messages, with public final fields (Java-generated classes, this module) or
 * Kotlin properties read through getters (impls/wire-kotlin, which compiles this source). The
 * readers and the type map ({@code Readers}, {@code Codecs}) are generated from the schema's
 * descriptor set at build time (impls/codegen, the module's {@code readers.runtime}); the column's
 * name and traits come from its pom ({@code protocross-impl.properties}).
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
