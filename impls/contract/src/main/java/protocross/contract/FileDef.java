package protocross.contract;

/**
 * One {@code FileDescriptorProto} of a descriptor set: what the walk and the reader generators
 * need of it. {@code syntax} is {@code proto2}, {@code proto3} or {@code editions}.
 */
public record FileDef(String name, String protoPackage, String syntax, String javaPackage,
    String javaOuterClassname, boolean javaMultipleFiles) {

  public boolean proto3() {
    return syntax.equals("proto3");
  }
}
