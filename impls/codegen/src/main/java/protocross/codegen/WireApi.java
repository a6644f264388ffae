package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * Wire's Java API ({@code wire-compiler --java_out}): immutable messages with public final
 * fields named as in the .proto; a field with presence is null when unset, a proto3 implicit
 * scalar is a primitive, repeated fields are {@code List}s of boxed values, a oneof is a set of
 * nullable fields, enums are Java enums with {@code getValue()}, bytes are okio ByteStrings, and
 * a declared default is the constant {@code DEFAULT_<NAME>}. Timestamp, Duration and the wrappers
 * are Wire's own Java types ({@link WireWellKnownTypes}). {@link WireKotlinApi} differs only in how a
 * field and a default constant are named ({@link #field}, {@link #defaultConstant}) and in required
 * fields.
 */
class WireApi implements RuntimeApi {
  private final DescriptorSet set;

  WireApi(DescriptorSet set) {
    this.set = set;
  }

  @Override
  public String adapterPackage() {
    return "protocross.impl.wire";
  }

  @Override
  public ClassName codecClass() {
    return ClassName.get(adapterPackage(), "WireCodec");
  }

  @Override
  public CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method) {
    CodeBlock adapter = WireWellKnownTypes.handles(type) ? WireWellKnownTypes.adapter(type)
        : CodeBlock.of("$T.ADAPTER", messageClass(type));
    return CodeBlock.of("new $T<>($L, $T::$L, $T::$L)", codecClass(), adapter, readers, method, builders, method);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    if (WireWellKnownTypes.handles(type)) {
      return WireWellKnownTypes.javaType(type);
    }
    String pkg = type.file().javaPackage() != null ? type.file().javaPackage() : type.file().protoPackage();
    return ClassName.get(pkg, type.path().get(0), type.path().subList(1, type.path().size()).toArray(String[]::new));
  }

  /**
   * wire-compiler refuses a whole file that declares a proto2 group ("'group' is not supported");
   * and it generates no class for a well-known type: a field of one is Wire's own Java type
   * (wire-runtime's ProtoAdapter table). Timestamp, Duration and the wrappers are read and built
   * through those types ({@link WireWellKnownTypes}); the others stay unsupported, with the reason.
   */
  @Override
  public String unsupported(MessageDef type) {
    if (WireWellKnownTypes.handles(type)) {
      return null;
    }
    if (type.file().name().startsWith("google/protobuf/")) {
      return "Wire represents the well-known type " + type.fullName() + " as its own Java type (Struct/Value/ListValue:"
          + " Map/Object/List, in which an unset Value field and one set to null_value are both null, so equal work"
          + " cannot be proven; Any: AnyMessage; Empty: kotlin.Unit), not a generated message; protocross reads"
          + " Timestamp, Duration and the wrappers, not this one";
    }
    for (MessageDef m : set.messages()) {
      if (m.file() == type.file()) {
        for (FieldDef f : m.fields()) {
          if (f.kind() == FieldKind.GROUP) {
            return "Wire has no proto2 groups: wire-compiler refuses " + type.file().name() + " (group field "
                + f.name() + " of " + m.fullName() + ")";
          }
        }
      }
    }
    return null;
  }

  /** The field's value as Java reads it: the public final field {@code m.name}. */
  CodeBlock field(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.$L", m, f.name());
  }

  /** The name of the field's declared default, a static constant of the message class: {@code DEFAULT_NAME}. */
  String defaultConstant(MessageDef owner, FieldDef f) {
    return "DEFAULT_" + JavaNames.constant(f.name());
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L != null", field(owner, f, m));
  }

  @Override
  public CodeBlock get(MessageDef owner, FieldDef f, String m) {
    return value(f, WireWellKnownTypes.handles(owner) ? WireWellKnownTypes.get(owner, f, m) : field(owner, f, m));
  }

  @Override
  public CodeBlock defaultValue(MessageDef owner, FieldDef f, String m) {
    return value(f, CodeBlock.of("$T.$L", messageClass(owner), defaultConstant(owner, f)));
  }

  @Override
  public CodeBlock count(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.size()", field(owner, f, m));
  }

  @Override
  public CodeBlock element(MessageDef owner, FieldDef f, String m, String i) {
    return value(f, CodeBlock.of("$L.get($L)", field(owner, f, m), i));
  }

  @Override
  public CodeBlock map(MessageDef owner, FieldDef f, String m) {
    return field(owner, f, m);
  }

  @Override
  public CodeBlock mapValue(FieldDef valueField, CodeBlock raw) {
    return value(valueField, raw);
  }

  @Override
  public CodeBlock oneofCase(MessageDef owner, int index, String m) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (FieldDef member : owner.members(index)) {
      b.add("$L != null ? $L : ", field(owner, member, m), member.number());
    }
    return b.add("0").build();
  }

  private static CodeBlock value(FieldDef f, CodeBlock raw) {
    return switch (f.kind()) {
      case ENUM -> CodeBlock.of("$L.getValue()", raw);
      case BYTES -> CodeBlock.of("$L.toByteArray()", raw);
      default -> raw;
    };
  }
}
