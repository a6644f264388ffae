package protocross.codegen;

import protocross.contract.schema.DescriptorSet;

/** The {@code @Serializable} Kotlin classes impls/kotlinx-protobuf generates, seen from Java ({@code readers.runtime} kotlinx). */
public final class KotlinxFamily implements RuntimeFamily {
  @Override
  public String name() {
    return "kotlinx";
  }

  @Override
  public RuntimeApi readers(DescriptorSet set) {
    return new KotlinxApi(set);
  }

  @Override
  public BuilderApi builders(DescriptorSet set) {
    return new KotlinxBuilderApi(set);
  }
}
