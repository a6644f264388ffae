package protocross.codegen;

import com.palantir.javapoet.CodeBlock;
import java.util.Locale;
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
 * the well-known types and what Wire cannot express are as in {@link WireApi}: the same runtime,
 * so this is WireApi with the property getter for the field and the property's constant name.
 */
final class WireKotlinApi extends WireApi {
  private final KotlinNames names;

  /**
   * impls/wire-kotlin compiles impls/wire's adapter source, as both class families are read through
   * the same ProtoAdapter API (each class's {@code ADAPTER}): package, codec and codec call are Wire's.
   */
  WireKotlinApi(DescriptorSet set) {
    super(set);
    this.names = new KotlinNames(set);
  }

  /** The property's value: {@code m.getX()}. */
  @Override
  CodeBlock field(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.$L()", m, names.getter(owner, f));
  }

  /** The companion's constant, named after the Kotlin property: {@code DEFAULT_<PROPERTY>}. */
  @Override
  String defaultConstant(MessageDef owner, FieldDef f) {
    return "DEFAULT_" + names.property(owner, f).toUpperCase(Locale.US);
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    // A required field is a non-null property (a primitive for numbers): a decoded message always has it.
    return f.required() ? CodeBlock.of("true") : super.has(owner, f, m);
  }
}
