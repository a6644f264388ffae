package protocross.codegen;

import protocross.contract.schema.DescriptorSet;

/** wire-compiler's Java API ({@code readers.runtime} wire). */
public final class WireFamily implements RuntimeFamily {
  @Override
  public String name() {
    return "wire";
  }

  @Override
  public RuntimeApi readers(DescriptorSet set) {
    return new WireApi(set);
  }

  @Override
  public BuilderApi builders(DescriptorSet set) {
    return new WireBuilderApi(set);
  }
}
