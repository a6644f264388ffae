package protocross.contract.schema;

/**
 * One {@code FileDescriptorProto} of a descriptor set: what the walk and the reader generators
 * need of it. {@code syntax} is {@code proto2}, {@code proto3} or {@code editions}; {@code edition}
 * is descriptor.proto's {@code Edition} number of an editions file (1000 for 2023), else 0.
 */
public record FileDef(String name, String protoPackage, String syntax, String javaPackage,
    String javaOuterClassname, boolean javaMultipleFiles, int edition) {

  public boolean proto3() {
    return syntax.equals("proto3");
  }

  public boolean editions() {
    return syntax.equals("editions");
  }
}
