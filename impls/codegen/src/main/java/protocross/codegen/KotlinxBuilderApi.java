package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import java.util.List;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * The generated {@code @Serializable} data classes have no builder: a message is built by its primary
 * constructor, every property in order ({@link KotlinxNames#constructorOrder}). Java cannot use Kotlin's
 * default arguments, so the builder {@code b} is one local per property ({@code b_<number>}, a oneof's
 * {@code b_oneof<index>}) holding what the class's default argument holds (null for a nullable
 * property, the proto3 zero for an implicit one, the shared empty {@code ByteArray}, Kotlin's
 * {@code emptyList()}/{@code emptyMap()}), each set field assigned, then {@code new X(...)}. Values:
 * an enum by its companion's {@code forNumber}, a uint32 as the unsigned long the class holds, a oneof
 * member wrapped in its member class.
 */
final class KotlinxBuilderApi extends KotlinConstructorBuilderApi {
  private final KotlinxApi api;

  KotlinxBuilderApi(DescriptorSet set) {
    super(set);
    this.api = new KotlinxApi(set);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return api.messageClass(type);
  }

  @Override
  public CodeBlock newBuilder(MessageDef type, String b) {
    throw new UnsupportedOperationException("the Kotlin classes are built by declare(): one local per property");
  }

  @Override
  public void declare(MethodSpec.Builder m, MessageDef type, String b) {
    for (FieldDef f : KotlinxNames.constructorOrder(type)) {
      if (f.inRealOneof()) {
        m.addStatement("$T $L = null", oneofClass(type, f), local(b, f));
      } else {
        m.addStatement("$T $L = $L", localType(f), local(b, f), initial(type, f));
      }
    }
  }

  @Override
  public CodeBlock build(MessageDef type, String b) {
    CodeBlock.Builder args = CodeBlock.builder();
    List<FieldDef> order = KotlinxNames.constructorOrder(type);
    for (int i = 0; i < order.size(); i++) {
      args.add(i == 0 ? "$L" : ", $L", local(b, order.get(i)));
    }
    return CodeBlock.of("new $T($L)", messageClass(type), args.build());
  }

  @Override
  public CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case ENUM -> CodeBlock.of("$T.forNumber($L)", enumClass(f), raw);
      case UINT32 -> CodeBlock.of("$T.toUnsignedLong($L)", Integer.class, raw);
      default -> raw;
    };
  }

  @Override
  public CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value) {
    if (f.inRealOneof()) {
      ClassName member = KotlinxApi.className(KotlinxNames.packageOf(owner.file()), KotlinxNames.memberPath(owner, f));
      return CodeBlock.of("$L = new $T($L)", local(b, f), member, value);
    }
    return CodeBlock.of("$L = $L", local(b, f), value);
  }

  @Override
  String local(String b, FieldDef f) {
    return f.inRealOneof() ? b + "_oneof" + f.oneofIndex() : b + "_" + f.number();
  }

  private ClassName oneofClass(MessageDef owner, FieldDef member) {
    return KotlinxApi.className(KotlinxNames.packageOf(owner.file()), KotlinxNames.oneofPath(owner, member.oneofIndex()));
  }

  /** The class's default argument (a required field has none: its zero, replaced by the value the payload holds). */
  @Override
  CodeBlock zero(MessageDef owner, FieldDef f) {
    return switch (f.kind()) {
      case STRING -> CodeBlock.of("\"\"");
      case BYTES -> CodeBlock.of("$T.$L", ClassName.get(KotlinxNames.packageOf(owner.file()), KotlinxNames.DEFAULTS),
          KotlinxNames.EMPTY_BYTES);
      case FLOAT -> CodeBlock.of("0f");
      case DOUBLE -> CodeBlock.of("0.0");
      case BOOL -> CodeBlock.of("false");
      case ENUM -> CodeBlock.of("$T.forNumber($L)", enumClass(f), set.enumType(f.typeName()).firstNumber());
      case MESSAGE, GROUP -> CodeBlock.of("null");
      case INT32, SINT32, FIXED32, SFIXED32 -> CodeBlock.of("0");
      default -> CodeBlock.of("0L");
    };
  }

  @Override
  TypeName boxed(FieldDef f) {
    return switch (f.kind()) {
      case STRING -> ClassName.get(String.class);
      case BYTES -> TypeName.get(byte[].class);
      case FLOAT -> ClassName.get(Float.class);
      case DOUBLE -> ClassName.get(Double.class);
      case BOOL -> ClassName.get(Boolean.class);
      case ENUM -> enumClass(f);
      case MESSAGE, GROUP -> messageClass(set.message(f.typeName()));
      case INT32, SINT32, FIXED32, SFIXED32 -> ClassName.get(Integer.class);
      default -> ClassName.get(Long.class);
    };
  }

  private ClassName enumClass(FieldDef f) {
    EnumDef e = set.enumType(f.typeName());
    return KotlinxApi.className(KotlinxNames.packageOf(e.file()), e.path());
  }
}
