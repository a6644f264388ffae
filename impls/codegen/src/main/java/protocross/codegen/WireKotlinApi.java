package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * Wire's Kotlin classes ({@code wire-compiler --kotlin_out}, no {@code javaInterop}) as Java reads
 * them: immutable messages whose fields are Kotlin properties without {@code @JvmField}, so Java
 * calls their getters ({@link KotlinNames}); a field with presence is a nullable property (null
 * when unset), a proto2 {@code required} one a non-null property, a proto3 implicit scalar a
 * primitive, repeated fields {@code List}s of boxed values, a oneof a set of nullable properties,
 * enums Kotlin enums with {@code getValue()}, bytes okio ByteStrings, a declared default the
 * companion's constant {@code DEFAULT_<NAME>} (a static field of the class to Java). The classes,
 * the well-known types and what Wire cannot express are as in {@link WireApi}: the same runtime.
 */
final class WireKotlinApi implements RuntimeApi {
  private final WireApi wire;
  private final KotlinNames names;

  WireKotlinApi(DescriptorSet set) {
    this.wire = new WireApi(set);
    this.names = new KotlinNames(set);
  }

  /**
   * The wire module's package, codec and codec call: impls/wire-kotlin compiles impls/wire's adapter source,
   * as both class families are read through the same ProtoAdapter API (each class's {@code ADAPTER}).
   */
  @Override
  public String adapterPackage() {
    return wire.adapterPackage();
  }

  @Override
  public ClassName codecClass() {
    return wire.codecClass();
  }

  @Override
  public CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method) {
    return wire.codec(type, readers, builders, method);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return wire.messageClass(type);
  }

  @Override
  public String unsupported(MessageDef type) {
    return wire.unsupported(type);
  }

  /** The property's value: {@code m.getX()}. */
  private CodeBlock property(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.$L()", m, names.getter(owner, f));
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    // A required field is a non-null property (a primitive for numbers): a decoded message always has it.
    return f.required() ? CodeBlock.of("true") : CodeBlock.of("$L != null", property(owner, f, m));
  }

  @Override
  public CodeBlock get(MessageDef owner, FieldDef f, String m) {
    return value(f, WireWellKnownTypes.handles(owner) ? WireWellKnownTypes.get(owner, f, m) : property(owner, f, m));
  }

  @Override
  public CodeBlock defaultValue(MessageDef owner, FieldDef f, String m) {
    return value(f, CodeBlock.of("$T.DEFAULT_$L", messageClass(owner),
        names.property(owner, f).toUpperCase(java.util.Locale.US)));
  }

  @Override
  public CodeBlock count(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.size()", property(owner, f, m));
  }

  @Override
  public CodeBlock element(MessageDef owner, FieldDef f, String m, String i) {
    return value(f, CodeBlock.of("$L.get($L)", property(owner, f, m), i));
  }

  @Override
  public CodeBlock map(MessageDef owner, FieldDef f, String m) {
    return property(owner, f, m);
  }

  @Override
  public CodeBlock mapValue(FieldDef valueField, CodeBlock raw) {
    return value(valueField, raw);
  }

  @Override
  public CodeBlock oneofCase(MessageDef owner, int index, String m) {
    CodeBlock.Builder b = CodeBlock.builder();
    for (FieldDef member : owner.members(index)) {
      b.add("$L != null ? $L : ", property(owner, member, m), member.number());
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
