package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Wire's Kotlin classes have no builder unless generated with {@code javaInterop} (their
 * {@code newBuilder()} throws "Builders are deprecated and only available in a javaInterop build"):
 * a message is built by its primary constructor, which takes every field in declaration order and
 * then the unknown fields. From Java every argument must be passed (Kotlin's default arguments are
 * not visible to it), so the builder {@code b} is one local per field ({@code b_<number>}) holding
 * the value Wire's own default argument would (null for a nullable property, the proto3 identity
 * for an implicit one, Kotlin's {@code emptyList()}/{@code emptyMap()} for repeated and map fields),
 * each set field assigned, and {@code build} calls the constructor with {@code ByteString.EMPTY}
 * for the unknown fields. The constructor copies lists and maps into immutable ones
 * ({@code immutableCopyOf}), as the generated decode does. Values are made as for Wire's Java
 * classes ({@link WireBuilderApi}: {@code ByteString.of}, {@code E.fromValue}).
 */
final class WireKotlinBuilderApi extends KotlinConstructorBuilderApi {
  private static final ClassName BYTE_STRING = ClassName.get("okio", "ByteString");

  private final WireApi names;
  private final WireBuilderApi java;

  WireKotlinBuilderApi(DescriptorSet set) {
    super(set);
    this.names = new WireApi(set);
    this.java = new WireBuilderApi(set);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return names.messageClass(type);
  }

  @Override
  public CodeBlock newBuilder(MessageDef type, String b) {
    // Only a well-known type's builder is one statement; a message's is declare()'s locals.
    return WireWellKnownTypes.newBuilder(type, b);
  }

  @Override
  public void declare(MethodSpec.Builder m, MessageDef type, String b) {
    if (WireWellKnownTypes.handles(type)) {
      m.addStatement(newBuilder(type, b));
      return;
    }
    for (int number : type.declared()) {
      FieldDef f = type.field(number);
      m.addStatement("$T $L = $L", localType(f), local(b, f), initial(type, f));
    }
  }

  @Override
  public CodeBlock build(MessageDef type, String b) {
    if (WireWellKnownTypes.handles(type)) {
      return WireWellKnownTypes.build(type, b);
    }
    CodeBlock.Builder args = CodeBlock.builder();
    for (int number : type.declared()) {
      args.add("$L, ", local(b, type.field(number)));
    }
    return CodeBlock.of("new $T($L$T.EMPTY)", messageClass(type), args.build(), BYTE_STRING);
  }

  @Override
  public CodeBlock value(FieldDef f, CodeBlock raw) {
    return java.value(f, raw);
  }

  @Override
  public CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value) {
    return WireWellKnownTypes.handles(owner) ? WireWellKnownTypes.set(owner, f, b, value)
        : CodeBlock.of("$L = $L", local(b, f), value);
  }

  @Override
  String local(String b, FieldDef f) {
    return b + "_" + f.number();
  }

  /** What Wire's default argument for the parameter is (a required one has none: its zero, never passed as such). */
  @Override
  CodeBlock zero(MessageDef owner, FieldDef f) {
    return switch (f.kind()) {
      case STRING -> f.required() ? CodeBlock.of("null") : CodeBlock.of("\"\"");
      case BYTES -> f.required() ? CodeBlock.of("null") : CodeBlock.of("$T.EMPTY", BYTE_STRING);
      case FLOAT -> CodeBlock.of("0f");
      case DOUBLE -> CodeBlock.of("0.0");
      case BOOL -> CodeBlock.of("false");
      case ENUM -> f.required() ? CodeBlock.of("null")
          : CodeBlock.of("$T.$L", enumClass(f), KotlinNames.enumDefault(set.enumType(f.typeName())));
      case MESSAGE, GROUP -> CodeBlock.of("null");
      default -> f.kind().isInt() ? CodeBlock.of("0") : CodeBlock.of("0L");
    };
  }

  /** The Java type of one element or map key/value, as Wire's collections hold it. */
  @Override
  TypeName boxed(FieldDef f) {
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
