package protocross.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;

/**
 * protoc-gen-quickbuf's API (1.3.2, read in its generator's {@code FieldGenerator} and the generated
 * classes): {@code hasX()} per field and per oneof member (no case enum, so the case is the first
 * member whose {@code hasX()} holds), {@code getX()} ({@code String} decoded from the held UTF-8 on
 * first call; bytes as a {@code RepeatedByte}), {@code getXValue()} for a singular enum (the number,
 * also one the enum does not declare), repeated fields as {@code RepeatedInt}/... stores with
 * {@code length()} and {@code get(i)} ({@code getValue(i)}, the number, for enums), and a map as a
 * repeated field of its entry messages. Messages are allocated lazily ({@code allocation=lazy}), and
 * a getter of an object field allocates it when unset, so an unset field is read through
 * {@code hasX()} first: reading does not change the message.
 */
final class QuickbufApi implements RuntimeApi {
  private static final String ADAPTER = "protocross.impl.quickbuf";

  private final DescriptorSet set;
  private final ProtobufApi names;

  QuickbufApi(DescriptorSet set) {
    this.set = set;
    this.names = new ProtobufApi(set);
  }

  @Override
  public String adapterPackage() {
    return ADAPTER;
  }

  @Override
  public ClassName codecClass() {
    return ClassName.get(ADAPTER, "QuickbufCodec");
  }

  @Override
  public CodeBlock codec(MessageDef type, ClassName readers, ClassName builders, String method) {
    return CodeBlock.of("new $T<>($T.getFactory(), $T::$L, $T::$L)", codecClass(), messageClass(type), readers, method,
        builders, method);
  }

  /** The classes sit where protoc's --java_out puts them (java_package, java_multiple_files, outer class). */
  @Override
  public ClassName messageClass(MessageDef type) {
    return names.className(type.file(), type.path());
  }

  @Override
  public String unsupported(MessageDef type) {
    return null;
  }

  @Override
  public CodeBlock has(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("$L.has$L()", m, QuickbufNames.stem(f));
  }

  @Override
  public CodeBlock get(MessageDef owner, FieldDef f, String m) {
    CodeBlock value = switch (f.kind()) {
      case ENUM -> CodeBlock.of("$L.get$LValue()", m, QuickbufNames.stem(f));
      case BYTES -> CodeBlock.of("$L.get$L().toArray()", m, QuickbufNames.stem(f));
      default -> CodeBlock.of("$L.get$L()", m, QuickbufNames.stem(f));
    };
    if (!f.hasPresence() && (f.kind() == FieldKind.STRING || f.kind() == FieldKind.BYTES)) {
      // An implicit (proto3) string or bytes: its store is allocated on first get, so ask first.
      return CodeBlock.of("($L ? $L : $L)", has(owner, f, m), value, f.kind() == FieldKind.STRING ? "\"\"" : "new byte[0]");
    }
    return value;
  }

  /** An unset field's getter gives its declared default: the generated field starts at it. */
  @Override
  public CodeBlock defaultValue(MessageDef owner, FieldDef f, String m) {
    return get(owner, f, m);
  }

  @Override
  public CodeBlock count(MessageDef owner, FieldDef f, String m) {
    return CodeBlock.of("($L ? $L.get$L().length() : 0)", has(owner, f, m), m, QuickbufNames.stem(f));
  }

  @Override
  public CodeBlock element(MessageDef owner, FieldDef f, String m, String i) {
    return switch (f.kind()) {
      case ENUM -> CodeBlock.of("$L.get$L().getValue($L)", m, QuickbufNames.stem(f), i);
      case BYTES -> CodeBlock.of("$L.get$L().get($L).toArray()", m, QuickbufNames.stem(f), i);
      default -> CodeBlock.of("$L.get$L().get($L)", m, QuickbufNames.stem(f), i);
    };
  }

  /** The entries as a map, the last entry of a key winning (protobuf's rule; a merge appends entries). */
  @Override
  public CodeBlock map(MessageDef owner, FieldDef f, String m) {
    MessageDef entry = set.mapEntry(f);
    ClassName entryClass = messageClass(entry);
    FieldDef value = entry.field(2);
    return CodeBlock.of("$T.of($L ? $L.get$L() : null, $T::getKey, $T::getValue$L)", ClassName.get(ADAPTER, "QuickbufMaps"),
        has(owner, f, m), m, QuickbufNames.stem(f), entryClass, entryClass, value.kind() == FieldKind.ENUM ? "Value" : "");
  }

  @Override
  public CodeBlock mapValue(FieldDef valueField, CodeBlock raw) {
    return valueField.kind() == FieldKind.BYTES ? CodeBlock.of("$L.toArray()", raw) : raw;
  }

  @Override
  public CodeBlock oneofCase(MessageDef owner, int index, String m) {
    CodeBlock.Builder b = CodeBlock.builder().add("(");
    for (FieldDef member : owner.members(index)) {
      b.add("$L ? $L : ", has(owner, member, m), member.number());
    }
    return b.add("0)").build();
  }
}
