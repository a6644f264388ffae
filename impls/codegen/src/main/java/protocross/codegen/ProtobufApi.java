package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.List;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.FileDef;
import protocross.contract.schema.MessageDef;

/**
 * protoc's {@code --java_out} API, full and lite alike: {@code getX()}, {@code hasX()}, indexed
 * {@code getX(i)} and {@code getXCount()} (no boxing of repeated scalars), {@code getXValue()} for
 * open enums (which keeps unknown numbers), {@code getXMap()} and {@code getOCase()}.
 */
final class ProtobufApi implements RuntimeApi {
  private final DescriptorSet set;

  ProtobufApi(DescriptorSet set) {
    this.set = set;
  }

  @Override
  public String adapterPackage() {
    return "protocross.impl.protobuf";
  }

  @Override
  public ClassName codecClass() {
    return ClassName.get(adapterPackage(), "ProtobufCodec");
  }

  @Override
  public CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method) {
    return CodeBlock.of("new $T<>($T.parser(), $T::$L, $T::$L)", codecClass(), messageClass(type), readers, method,
        builders, method);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return className(type.file(), type.path());
  }

  ClassName className(FileDef file, List<String> path) {
    String pkg = file.javaPackage() != null ? file.javaPackage() : file.protoPackage();
    if (file.javaMultipleFiles()) {
      return ClassName.get(pkg, path.get(0), path.subList(1, path.size()).toArray(String[]::new));
    }
    return ClassName.get(pkg, outerClass(file), path.toArray(String[]::new));
  }

  private String outerClass(FileDef file) {
    if (file.javaOuterClassname() != null) {
      return file.javaOuterClassname();
    }
    String outer = JavaNames.fileClass(file.name());
    boolean clash = set.messages().stream().anyMatch(m -> m.file() == file && m.path().size() == 1 && m.simpleName().equals(outer))
        || set.enums().stream().anyMatch(e -> e.file() == file && e.path().size() == 1 && e.path().get(0).equals(outer));
    return clash ? outer + "OuterClass" : outer;
  }

  @Override
  public String unsupported(MessageDef type) {
    return null;
  }

  private static String cap(FieldDef f) {
    return JavaNames.camel(f.name(), true);
  }

  private boolean openEnum(FieldDef f) {
    return f.kind() == FieldKind.ENUM && !set.enumType(f.typeName()).closed();
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.has$L()", m, cap(f));
  }

  @Override
  public CodeBlock get(MessageDef owner, FieldDef f, String m) {
    if (openEnum(f)) {
      return CodeBlock.of("$L.get$LValue()", m, cap(f));
    }
    return value(f, CodeBlock.of("$L.get$L()", m, cap(f)));
  }

  @Override
  public CodeBlock defaultValue(MessageDef owner, FieldDef f, String m) {
    return get(owner, f, m);
  }

  @Override
  public CodeBlock count(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.get$LCount()", m, cap(f));
  }

  @Override
  public CodeBlock element(MessageDef owner, FieldDef f, String m, String i) {
    if (openEnum(f)) {
      return CodeBlock.of("$L.get$LValue($L)", m, cap(f), i);
    }
    return value(f, CodeBlock.of("$L.get$L($L)", m, cap(f), i));
  }

  @Override
  public CodeBlock map(MessageDef owner, FieldDef f, String m) {
    FieldDef valueField = set.mapEntry(f).field(2);
    return CodeBlock.of("$L.get$L$LMap()", m, cap(f), openEnum(valueField) ? "Value" : "");
  }

  @Override
  public CodeBlock mapValue(FieldDef valueField, CodeBlock raw) {
    return openEnum(valueField) ? raw : value(valueField, raw);
  }

  @Override
  public CodeBlock oneofCase(MessageDef owner, int index, String m) {
    return CodeBlock.of("$L.get$LCase().getNumber()", m, JavaNames.camel(owner.oneofNames().get(index), true));
  }

  /** Closed enums come back as the Java enum, bytes as ByteString: convert for the digest. */
  private static CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case ENUM -> CodeBlock.of("$L.getNumber()", raw);
      case BYTES -> CodeBlock.of("$L.toByteArray()", raw);
      default -> raw;
    };
  }
}
