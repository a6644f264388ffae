package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.function.Function;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * protoc's {@code --java_out} builders, full and lite alike: {@code X.newBuilder()},
 * {@code setX}, {@code addX} per element (repeated scalars stay unboxed), {@code putX}, and the
 * {@code ...Value} forms for open enums (which take any number); bytes become
 * {@code ByteString.copyFrom(byte[])}, closed enums {@code E.forNumber(n)}.
 */
final class ProtobufBuilderApi implements BuilderApi {
  private static final ClassName BYTE_STRING = ClassName.get("com.google.protobuf", "ByteString");

  private final DescriptorSet set;
  private final ProtobufApi names;

  ProtobufBuilderApi(DescriptorSet set) {
    this.set = set;
    this.names = new ProtobufApi(set);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return names.messageClass(type);
  }

  @Override
  public CodeBlock newBuilder(MessageDef type, String b) {
    return CodeBlock.of("$T.Builder $L = $T.newBuilder()", messageClass(type), b, messageClass(type));
  }

  @Override
  public CodeBlock build(MessageDef type, String b) {
    return CodeBlock.of("$L.build()", b);
  }

  @Override
  public CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case BYTES -> CodeBlock.of("$T.copyFrom($L)", BYTE_STRING, raw);
      case ENUM -> openEnum(f) ? raw : CodeBlock.of("$T.forNumber($L)", enumClass(f), raw);
      default -> raw;
    };
  }

  @Override
  public CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value) {
    return CodeBlock.of("$L.set$L$L($L)", b, cap(f), openEnum(f) ? "Value" : "", value);
  }

  @Override
  public void repeated(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n,
      Function<String, CodeBlock> element) {
    String i = "i" + f.number();
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.add$L$L($L)", b, cap(f), openEnum(f) ? "Value" : "", element.apply(i));
    m.endControlFlow();
  }

  @Override
  public void map(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> key,
      Function<String, CodeBlock> value) {
    FieldDef valueField = set.mapEntry(f).field(2);
    String i = "i" + f.number();
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.put$L$L($L, $L)", b, cap(f), openEnum(valueField) ? "Value" : "", key.apply(i), value.apply(i));
    m.endControlFlow();
  }

  private boolean openEnum(FieldDef f) {
    return f.kind() == FieldKind.ENUM && !set.enumType(f.typeName()).closed();
  }

  private ClassName enumClass(FieldDef f) {
    EnumDef e = set.enumType(f.typeName());
    return names.className(e.file(), e.path());
  }

  private static String cap(FieldDef f) {
    return JavaNames.camel(f.name(), true);
  }
}
