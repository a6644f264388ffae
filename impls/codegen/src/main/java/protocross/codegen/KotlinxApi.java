package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.List;
import protocross.contract.schema.DeclaredDefault;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * The {@code @Serializable} Kotlin classes impls/kotlinx-protobuf generates ({@link KotlinxNames}) as
 * Java reads them: immutable data classes whose properties Java reads through getters; a field with
 * presence is nullable (null when unset), a proto2 {@code required} one non-null, a proto3 implicit
 * scalar a primitive, repeated fields {@code List}s of boxed values, maps {@code Map}s, bytes
 * {@code byte[]}, enums Kotlin enums with {@code getNumber()}, a oneof one nullable property of a
 * sealed interface whose member classes hold {@code getValue()}. A {@code uint32} is a Kotlin
 * {@code Long} (kotlinx writes an {@code Int} as int32 does, ten bytes for one above 2^31 - 1), so it
 * is read back as the {@code int} protobuf-java's getter gives ({@code (int)} of the long).
 * What kotlinx.serialization's ProtoBuf cannot write as protobuf-java does is {@link KotlinxLimits}.
 */
final class KotlinxApi implements RuntimeApi {
  private static final String ADAPTER = "protocross.impl.kotlinx";

  private final DescriptorSet set;
  private final KotlinxNames names = new KotlinxNames();

  KotlinxApi(DescriptorSet set) {
    this.set = set;
  }

  @Override
  public String adapterPackage() {
    return ADAPTER;
  }

  @Override
  public ClassName codecClass() {
    return ClassName.get(ADAPTER, "KotlinxCodec");
  }

  /** The plugin-generated serializer, {@code X.Companion.serializer()}. */
  @Override
  public CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method) {
    return CodeBlock.of("new $T<>($T.Companion.serializer(), $T::$L, $T::$L)", codecClass(), messageClass(type), readers,
        method, builders, method);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return className(KotlinxNames.packageOf(type.file()), type.path());
  }

  static ClassName className(String pkg, List<String> path) {
    return ClassName.get(pkg, path.get(0), path.subList(1, path.size()).toArray(String[]::new));
  }

  @Override
  public String unsupported(MessageDef type) {
    return KotlinxLimits.unsupported(set, type);
  }

  private CodeBlock property(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.$L()", m, KotlinxNames.getter(names.property(owner, f)));
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    return f.required() ? CodeBlock.of("true") : CodeBlock.of("$L != null", property(owner, f, m));
  }

  @Override
  public CodeBlock get(MessageDef owner, FieldDef f, String m) {
    if (f.inRealOneof()) {
      ClassName member = className(KotlinxNames.packageOf(owner.file()), KotlinxNames.memberPath(owner, f));
      return value(f, CodeBlock.of("(($T) $L).getValue()", member, property(owner, f, m)));
    }
    return value(f, property(owner, f, m));
  }

  /** A proto2 declared default: the classes hold null for an unset field, so the reader has the constant. */
  @Override
  public CodeBlock defaultValue(MessageDef owner, FieldDef f, String m) {
    Object v = DeclaredDefault.of(set, f);
    return switch (v) {
      case Integer i -> CodeBlock.of("$L", i);
      case Long l -> CodeBlock.of("$LL", l);
      case Float x -> CodeBlock.of("$T.intBitsToFloat($L)", Float.class, Float.floatToRawIntBits(x));
      case Double x -> CodeBlock.of("$T.longBitsToDouble($LL)", Double.class, Double.doubleToRawLongBits(x));
      case Boolean b -> CodeBlock.of("$L", b);
      case String s -> CodeBlock.of("$S", s);
      case byte[] b -> {
        CodeBlock.Builder out = CodeBlock.builder().add("new byte[] {");
        for (int i = 0; i < b.length; i++) {
          out.add(i == 0 ? "$L" : ", $L", b[i]);
        }
        yield out.add("}").build();
      }
      default -> throw new IllegalStateException("declared default of " + f.name() + ": " + v);
    };
  }

  @Override
  public CodeBlock count(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.size()", property(owner, f, m));
  }

  @Override
  public CodeBlock element(MessageDef owner, FieldDef f, String m, String i) {
    return value(f, CodeBlock.of("$L.get($L)", property(owner, f, m), i));
  }

  /** A uint32 key is a Long in the class, an int in the digest: the view converts the keys. */
  @Override
  public CodeBlock map(MessageDef owner, FieldDef f, String m) {
    if (set.mapEntry(f).field(1).kind() == FieldKind.UINT32) {
      return CodeBlock.of("$T.uint32Keys($L)", ClassName.get(ADAPTER, "KotlinxMaps"), property(owner, f, m));
    }
    return property(owner, f, m);
  }

  @Override
  public CodeBlock mapValue(FieldDef valueField, CodeBlock raw) {
    return value(valueField, raw);
  }

  @Override
  public CodeBlock oneofCase(MessageDef owner, int index, String m) {
    CodeBlock.Builder b = CodeBlock.builder().add("(");
    for (FieldDef member : owner.members(index)) {
      ClassName c = className(KotlinxNames.packageOf(owner.file()), KotlinxNames.memberPath(owner, member));
      b.add("$L instanceof $T ? $L : ", property(owner, member, m), c, member.number());
    }
    return b.add("0)").build();
  }

  /** The digest's value of the class's: an enum's number, a uint32's int. */
  private static CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case ENUM -> CodeBlock.of("$L.getNumber()", raw);
      case UINT32 -> CodeBlock.of("(int) (long) $L", raw);
      default -> raw;
    };
  }
}
