package protocross.codegen;

import protocross.contract.schema.DescriptorSet;

/** protoc's Java API, full and lite alike ({@code readers.runtime} protobuf). */
public final class ProtobufFamily implements RuntimeFamily {
  @Override
  public String name() {
    return "protobuf";
  }

  @Override
  public RuntimeApi readers(DescriptorSet set) {
    return new ProtobufApi(set);
  }

  @Override
  public BuilderApi builders(DescriptorSet set) {
    return new ProtobufBuilderApi(set);
  }
}
