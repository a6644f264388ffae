package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.function.Function;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * How one runtime's generated Java API builds a message: the builder, its setters, and how a
 * value of the runtime-neutral {@code MessageValue} becomes the runtime's own (bytes, enums).
 * {@link BuilderGenerator} walks the fields once for every runtime and asks it for these.
 */
interface BuilderApi {

  ClassName messageClass(MessageDef type);

  /** Declares the builder {@code b} of a new, empty {@code type}. */
  CodeBlock newBuilder(MessageDef type, String b);

  /**
   * Adds the statements that declare builder {@code b}: {@link #newBuilder}'s one statement, unless
   * the runtime needs several (Wire's Kotlin classes have no builder: one local per field).
   */
  default void declare(MethodSpec.Builder m, MessageDef type, String b) {
    m.addStatement(newBuilder(type, b));
  }

  /** The built message of builder {@code b}. */
  CodeBlock build(MessageDef type, String b);

  /** The runtime's value of {@code f} from the tree's Java value {@code raw} (a built message for message kinds). */
  CodeBlock value(FieldDef f, CodeBlock raw);

  /** Sets singular field {@code f} (a oneof member clears the others, as its setter does). */
  CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value);

  /** Sets repeated field {@code f} to {@code n} (> 0) elements, element {@code i} given by {@code element}. */
  void repeated(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> element);

  /** Sets map field {@code f} to {@code n} (> 0) entries, in order, entry {@code i}'s key and value given. */
  void map(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> key,
      Function<String, CodeBlock> value);
}
