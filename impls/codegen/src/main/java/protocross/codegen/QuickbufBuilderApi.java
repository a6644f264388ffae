package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.function.Function;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * QuickBuffers has no builders: a message is mutable, so the "builder" is {@code X.newInstance()}
 * itself, set through its setters: {@code setX(value)} (a {@code CharSequence} for strings, a
 * {@code byte...} for bytes), {@code setXValue(int)} for a singular enum (any number),
 * {@code addX} per element, {@code getMutableX().addValue(int)} for a repeated enum, and a map entry
 * as {@code getMutableX().next()} with its key and value set. A sub-message is built first and
 * handed to {@code setX}/{@code addX}/{@code setValue}, which copy it into the field's own instance
 * (quickbuf's setters copy; the generated builders build a sub-message before its parent).
 */
final class QuickbufBuilderApi implements BuilderApi {
  private final DescriptorSet set;
  private final QuickbufApi names;

  QuickbufBuilderApi(DescriptorSet set) {
    this.set = set;
    this.names = new QuickbufApi(set);
  }

  @Override
  public ClassName messageClass(MessageDef type) {
    return names.messageClass(type);
  }

  @Override
  public CodeBlock newBuilder(MessageDef type, String b) {
    return CodeBlock.of("$T $L = $T.newInstance()", messageClass(type), b, messageClass(type));
  }

  @Override
  public CodeBlock build(MessageDef type, String b) {
    return CodeBlock.of("$L", b);
  }

  /** The tree's values are already QuickBuffers' inputs: byte[], an enum's number, a String, a message. */
  @Override
  public CodeBlock value(FieldDef f, CodeBlock raw) {
    return raw;
  }

  @Override
  public CodeBlock set(MessageDef owner, FieldDef f, String b, CodeBlock value) {
    return CodeBlock.of("$L.set$L$L($L)", b, QuickbufNames.stem(f), f.kind() == FieldKind.ENUM ? "Value" : "", value);
  }

  @Override
  public void repeated(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n,
      Function<String, CodeBlock> element) {
    String i = "i" + f.number();
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    if (f.kind() == FieldKind.ENUM) {
      m.addStatement("$L.getMutable$L().addValue($L)", b, QuickbufNames.stem(f), element.apply(i));
    } else {
      m.addStatement("$L.add$L($L)", b, QuickbufNames.stem(f), element.apply(i));
    }
    m.endControlFlow();
  }

  @Override
  public void map(MethodSpec.Builder m, MessageDef owner, FieldDef f, String b, String n, Function<String, CodeBlock> key,
      Function<String, CodeBlock> value) {
    boolean enumValue = set.mapEntry(f).field(2).kind() == FieldKind.ENUM;
    String i = "i" + f.number();
    m.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, n, i);
    m.addStatement("$L.getMutable$L().next().setKey($L).setValue$L($L)", b, QuickbufNames.stem(f), key.apply(i),
        enumValue ? "Value" : "", value.apply(i));
    m.endControlFlow();
  }
}
