package protocross.differential.driver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.ProtocrossException;
import protocross.contract.proof.EncodeOrder;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EnumDef;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * The differential's view of a schema — what the mutators and the input walk need of each field:
 * its number, how it looks on the wire, and what it may hold — read from the
 * {@code FileDescriptorSet} that protoc wrote ({@link DescriptorSet}), so it holds for any schema a
 * dataset brings, proto2, proto3 and edition 2023, with the same meaning the reference digest gives it.
 */
public record WireSchema(Map<String, Message> messages, Map<String, Enum> enums) {

  /** How a field looks on the wire. */
  public enum Kind { VARINT, SINT, FIXED64, FIXED32, STRING, BYTES, MESSAGE, GROUP, ENUM, MAP }

  /**
   * One field. {@code typeName} is the scalar's proto type ({@code int32}, {@code double}, ...) or
   * the fully qualified message, group, enum or map-entry type; {@code oneof} marks a member of a
   * oneof the schema declares (not proto3 {@code optional}'s synthetic one), {@code oneofIndex} which one
   * (its index in the message, -1 outside a declared oneof); {@code implicitPresence} marks a singular
   * field without presence (proto3's plain scalars, strings, bytes and enums: an encoder leaves out its
   * default value); {@code verifiesUtf8}
   * marks a string its parsers must refuse when it holds ill-formed UTF-8 (proto3, or an editions
   * file's utf8_validation VERIFY), where a proto2 string or one with utf8_validation NONE is not
   * checked ({@link FieldDef#verifiesUtf8}).
   */
  public record Field(String name, int number, Kind kind, String typeName, boolean repeated, boolean oneof,
      int oneofIndex, boolean implicitPresence, boolean verifiesUtf8) {
    /** A repeated varint or fixed-size scalar: a parser accepts it packed and unpacked, whatever the schema prefers. */
    public boolean packable() {
      return repeated && (kind == Kind.VARINT || kind == Kind.SINT || kind == Kind.FIXED32 || kind == Kind.FIXED64
          || kind == Kind.ENUM);
    }

    /** The wire type of the field as a whole: length-delimited for a packable run. */
    public int wireType() {
      return packable() ? 2 : elementWireType();
    }

    /** The wire type of one element: what an unpacked repeated scalar, or a singular one, uses. */
    public int elementWireType() {
      return switch (kind) {
        case VARINT, SINT, ENUM -> 0;
        case FIXED64 -> 1;
        case FIXED32 -> 5;
        case GROUP -> 3;
        default -> 2;
      };
    }

    /** A message, group or map entry: a field that holds fields. */
    public boolean holdsFields() {
      return kind == Kind.MESSAGE || kind == Kind.GROUP || kind == Kind.MAP;
    }
  }

  /**
   * One message type (a map's entry type included), its fields by number in number order;
   * {@code declaredOrder} gives each field's place in declaration order with oneof members last
   * ({@link EncodeOrder#ranks}), the order some encoders (Wire's) write instead of number order.
   */
  public record Message(String name, Map<Integer, Field> fields, Map<Integer, Long> declaredOrder) {
    public List<Field> list() {
      return List.copyOf(fields.values());
    }
  }

  /**
   * One enum type: its declared numbers in declaration order (the first is the default), and whether
   * it is open (proto3: an undeclared number stays in the field) or closed (proto2).
   */
  public record Enum(String name, List<Integer> numbers, boolean open) {}

  /** The built-in schema: the descriptor set the contract's build wrote of datasets/protocross.proto. */
  public static WireSchema builtin() {
    return of(DescriptorSet.builtin());
  }

  public static WireSchema of(DescriptorSet set) {
    Map<String, Message> messages = new LinkedHashMap<>();
    for (MessageDef m : set.messages()) {
      Map<Integer, Field> fields = new LinkedHashMap<>();
      for (FieldDef f : m.fields()) {  // in field-number order
        fields.put(f.number(), field(set, f));
      }
      messages.put(m.fullName(), new Message(m.fullName(), fields, Map.copyOf(EncodeOrder.ranks(m))));
    }
    Map<String, Enum> enums = new LinkedHashMap<>();
    for (EnumDef e : set.enums()) {
      enums.put(e.fullName(), new Enum(e.fullName(), List.copyOf(e.values().values()), !e.closed()));
    }
    return new WireSchema(messages, enums);
  }

  private static Field field(DescriptorSet set, FieldDef f) {
    Kind kind = switch (f.kind()) {
      case INT32, INT64, UINT32, UINT64, BOOL -> Kind.VARINT;
      case SINT32, SINT64 -> Kind.SINT;
      case DOUBLE, FIXED64, SFIXED64 -> Kind.FIXED64;
      case FLOAT, FIXED32, SFIXED32 -> Kind.FIXED32;
      case STRING -> Kind.STRING;
      case BYTES -> Kind.BYTES;
      case ENUM -> Kind.ENUM;
      case GROUP -> Kind.GROUP;
      case MESSAGE -> set.mapEntry(f) != null ? Kind.MAP : Kind.MESSAGE;
    };
    String typeName = f.typeName() != null ? f.typeName() : f.kind().name().toLowerCase(java.util.Locale.ROOT);
    return new Field(f.name(), f.number(), kind, typeName, f.repeated(), f.inRealOneof(), f.inRealOneof() ? f.oneofIndex() : -1,
        !f.repeated() && !f.hasPresence(), f.verifiesUtf8());
  }

  /**
   * A message by its fully qualified name ({@code protocross.schema.LogRecord}), or by a name that
   * ends one unambiguously ({@code LogRecord}, {@code bench.LogRecord}).
   */
  public Message message(String name) {
    Message m = messages.get(name);
    if (m != null) {
      return m;
    }
    List<Message> ending = new ArrayList<>();
    messages.forEach((full, msg) -> {
      if (full.endsWith("." + name)) {
        ending.add(msg);
      }
    });
    if (ending.size() != 1) {
      throw new ProtocrossException("message type " + name + (ending.isEmpty() ? " is not in the schema"
          : " is ambiguous in the schema: " + ending.stream().map(Message::name).toList()));
    }
    return ending.get(0);
  }

  /** The entry type of a map field: a message whose key is field 1 and value field 2. */
  public Message mapEntry(Field map) {
    return message(map.typeName());
  }

  /** The enum of an enum field, or null when the schema does not have it. */
  public Enum enumOf(Field f) {
    return f.kind() == Kind.ENUM ? enums.get(f.typeName()) : null;
  }
}
