package protocross.codegen;

import protocross.contract.schema.DescriptorSet;

/** protoc-gen-quickbuf's Java API, QuickBuffers' mutable messages ({@code readers.runtime} quickbuf). */
public final class QuickbufFamily implements RuntimeFamily {
  @Override
  public String name() {
    return "quickbuf";
  }

  @Override
  public RuntimeApi readers(DescriptorSet set) {
    return new QuickbufApi(set);
  }

  @Override
  public BuilderApi builders(DescriptorSet set) {
    return new QuickbufBuilderApi(set);
  }
}
