package protocross.codegen;

import protocross.contract.schema.DescriptorSet;

/** wire-compiler's Kotlin classes ({@code --kotlin_out}) seen from Java ({@code readers.runtime} wire-kotlin). */
public final class WireKotlinFamily implements RuntimeFamily {
  @Override
  public String name() {
    return "wire-kotlin";
  }

  @Override
  public RuntimeApi readers(DescriptorSet set) {
    return new WireKotlinApi(set);
  }

  @Override
  public BuilderApi builders(DescriptorSet set) {
    return new WireKotlinBuilderApi(set);
  }
}
