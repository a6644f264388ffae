package protocross.impl.wirekotlin;

import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Implementation;

/**
 * Wire with Kotlin-generated classes ({@code --kotlin_out}): immutable messages whose fields are Kotlin
 * properties, read through their getters, built through their primary constructor. The readers and
 * the type map ({@code Readers}, {@code Codecs}) are generated from the schema's descriptor set
 * at build time (impls/codegen).
 */
public final class WireKotlinImplementation implements Implementation {

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, Codecs.ALL, Codecs.UNSUPPORTED, messageType);
  }

  @Override
  public String unsupported(String messageType) {
    return Codecs.UNSUPPORTED.get(messageType);
  }
}
