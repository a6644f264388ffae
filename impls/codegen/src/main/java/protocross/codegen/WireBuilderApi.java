package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Wire's Java builders ({@code wire-compiler --java_out}): {@code new X.Builder()}, one setter
 * per field named as in the .proto (a oneof member's setter clears the others), a repeated field
 * set to a {@code List} of boxed values and a map field to a {@code Map} (a {@code LinkedHashMap},
 * so entries keep their order, as Wire's decoder keeps them); {@code build()} copies both into
 * immutable collections. Bytes become {@code okio.ByteString.of(byte[])} (a copy), enums
 * {@code E.fromValue(n)}. Timestamp, Duration and the wrappers are built as Wire's own Java types
 * ({@link WireWellKnownTypes}).
 */
final class WireBuilderApi implements BuilderApi {
  private static final ClassName BYTE_STRING = ClassName.get("okio", "ByteString");

  private final DescriptorSet set;
  private final WireApi names;

  WireBuilderApi(DescriptorSet set) {
    this.set = set;
    this.names = new WireApi(set);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return names.messageClass(type);
  }

  @Override
  public CodeBlock newBuilder(MessageDef type, String b) {
    if (WireWellKnownTypes.handles(type)) {
      return WireWellKnownTypes.newBuilder(type, b);
    }
    return CodeBlock.of("$T.Builder $L = new $T.Builder()", messageClass(type), b, messageClass(type));
  }

  @Override
  public CodeBlock build(MessageDef type, String b) {
    return WireWellKnownTypes.handles(type) ? WireWellKnownTypes.build(type, b) : CodeBlock.of("$L.build()", b);
  }

  @Override
  public CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case BYTES -> CodeBlock.of("$T.of($L)", BYTE_STRING, raw);
      case ENUM -> CodeBlock.of("$T.fromValue($L)", enumClass(f), raw);
      default -> raw;
    };
  }

  @Override
  public CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value) {
    return WireWellKnownTypes.handles(owner) ? WireWellKnownTypes.set(owner, f, b, value) : CodeBlock.of("$L.$L($L)", b, f.name(), value);
  }

  @Override
  public void repeated(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n,
      Function<String, CodeBlock> element) {
    String list = "list" + f.number();
    String i = "i" + f.number();
    m.addStatement("$T $L = new $T<>($L)", ParameterizedTypeName.get(ClassName.get(List.class), boxed(f)), list,
        ArrayList.class, n);
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.add($L)", list, element.apply(i));
    m.endControlFlow();
    m.addStatement("$L.$L($L)", b, f.name(), list);
  }

  @Override
  public void map(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> key,
      Function<String, CodeBlock> value) {
    MessageDef entry = set.mapEntry(f);
    String map = "map" + f.number();
    String i = "i" + f.number();
    m.addStatement("$T $L = new $T<>()", ParameterizedTypeName.get(ClassName.get(Map.class), boxed(entry.field(1)),
        boxed(entry.field(2))), map, LinkedHashMap.class);
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.put($L, $L)", map, key.apply(i), value.apply(i));
    m.endControlFlow();
    m.addStatement("$L.$L($L)", b, f.name(), map);
  }

  /** The Java type of one element or map key/value, as Wire's collections hold it. */
  private TypeName boxed(FieldDef f) {
    return switch (f.kind()) {
      case STRING -> ClassName.get(String.class);
      case BYTES -> BYTE_STRING;
      case FLOAT -> ClassName.get(Float.class);
      case DOUBLE -> ClassName.get(Double.class);
      case BOOL -> ClassName.get(Boolean.class);
      case ENUM -> enumClass(f);
      case MESSAGE, GROUP -> messageClass(set.message(f.typeName()));
      default -> f.kind().isInt() ? ClassName.get(Integer.class) : ClassName.get(Long.class);
    };
  }

  private ClassName enumClass(FieldDef f) {
    EnumDef e = set.enumType(f.typeName());
    String pkg = e.file().javaPackage() != null ? e.file().javaPackage() : e.file().protoPackage();
    return ClassName.get(pkg, e.path().get(0), e.path().subList(1, e.path().size()).toArray(String[]::new));
  }
}
