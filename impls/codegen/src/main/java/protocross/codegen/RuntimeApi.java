package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * How one runtime's generated Java API exposes a message: class names and accessor expressions.
 * {@link ReaderGenerator} asks it for expressions and writes the digest order itself, so the
 * order is written once for every runtime. Values come back ready for {@code Digest}: enums as
 * their number, bytes as {@code byte[]}, messages as the message object.
 */
interface RuntimeApi {

  /** The package of the adapter the generated classes join (they use its package-private codec). */
  String adapterPackage();

  /** The adapter's codec record, constructed by {@link #codec}. */
  ClassName codecClass();

  /** {@code new Codec<>(<parser or adapter of type>, Readers::method, Builders::method)}. */
  CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method);

  ClassName messageClass(MessageDef type);

  /** Why this runtime cannot express {@code type} itself (not its fields' types), or null. */
  String unsupported(MessageDef type);

  CodeBlock has(MessageDef owner, FieldDef f, String m);

  CodeBlock get(MessageDef owner, FieldDef f, String m);

  /** The value a getter gives for an unset field with a declared default. */
  CodeBlock defaultValue(MessageDef owner, FieldDef f, String m);

  CodeBlock count(MessageDef owner, FieldDef f, String m);

  CodeBlock element(MessageDef owner, FieldDef f, String m, String i);

  /** A {@code java.util.Map} view of a map field whose values {@link #mapValue} converts. */
  CodeBlock map(MessageDef owner, FieldDef f, String m);

  CodeBlock mapValue(FieldDef valueField, CodeBlock raw);

  /** The field number of the set member of oneof {@code index}, 0 when none is set. */
  CodeBlock oneofCase(MessageDef owner, int index, String m);
}
