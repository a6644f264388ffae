package protocross.differential.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import protocross.contract.ProtocrossException;

/**
 * The field numbers and types of {@code datasets/protocross.proto}, read from the file itself so
 * the mutators never carry a second copy of the schema. Understands exactly the subset that file
 * uses: messages, enums, oneofs, maps, {@code optional} and {@code repeated}.
 */
public record Schema(String pkg, Map<String, Message> messages, Set<String> enums, Map<String, Set<Integer>> enumValues) {

  /** How a field looks on the wire. */
  public enum Kind { VARINT, SINT, FIXED64, FIXED32, STRING, BYTES, MESSAGE, ENUM, MAP }

  public record Field(String name, int number, Kind kind, String typeName, boolean repeated, boolean oneof) {
    /** Repeated scalars are packed by default in proto3. */
    public boolean packable() {
      return repeated && (kind == Kind.VARINT || kind == Kind.SINT || kind == Kind.FIXED32 || kind == Kind.FIXED64
          || kind == Kind.ENUM);
    }

    public int wireType() {
      return switch (kind) {
        case VARINT, SINT, ENUM -> packable() ? 2 : 0;
        case FIXED64 -> packable() ? 2 : 1;
        case FIXED32 -> packable() ? 2 : 5;
        case STRING, BYTES, MESSAGE, MAP -> 2;
      };
    }

    /** The wire type of one element: what an unpacked repeated scalar uses. */
    public int elementWireType() {
      return switch (kind) {
        case VARINT, SINT, ENUM -> 0;
        case FIXED64 -> 1;
        case FIXED32 -> 5;
        default -> 2;
      };
    }
  }

  public record Message(String name, Map<Integer, Field> fields) {
    public List<Field> list() {
      return List.copyOf(fields.values());
    }
  }

  private static final Pattern BLOCK = Pattern.compile("^\\s*(message|enum|oneof)\\s+(\\w+)\\s*\\{");
  private static final Pattern ENUM_VALUE = Pattern.compile("^\\s*(\\w+)\\s*=\\s*(-?\\d+)\\s*;");
  private static final Pattern FIELD = Pattern.compile(
      "^\\s*(optional\\s+|repeated\\s+)?(map<\\s*(\\w+)\\s*,\\s*(\\w+)\\s*>|[\\w.]+)\\s+(\\w+)\\s*=\\s*(\\d+)\\s*;");

  public static Schema read(Path proto) {
    List<String> lines;
    try {
      lines = Files.readAllLines(proto);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read schema " + proto + ": " + e);
    }
    String pkg = "";
    Set<String> enums = new java.util.HashSet<>();
    for (String line : lines) {
      Matcher b = BLOCK.matcher(line);
      if (b.find() && b.group(1).equals("enum")) {
        enums.add(b.group(2));
      }
      if (line.startsWith("package ")) {
        pkg = line.substring(8, line.indexOf(';')).strip();
      }
    }
    Map<String, Set<Integer>> enumValues = new LinkedHashMap<>();
    Map<String, Message> messages = new LinkedHashMap<>();
    List<String> stack = new ArrayList<>();  // "message X", "enum Y", "oneof Z"
    Map<Integer, Field> current = null;
    for (String raw : lines) {
      String line = raw.replaceAll("//.*", "");
      Matcher b = BLOCK.matcher(line);
      if (b.find()) {
        stack.add(b.group(1) + " " + b.group(2));
        if (b.group(1).equals("enum")) {
          enumValues.put(b.group(2), new java.util.TreeSet<>());
        }
        if (b.group(1).equals("message")) {
          current = new LinkedHashMap<>();
          messages.put(b.group(2), new Message(b.group(2), current));
        }
        continue;
      }
      if (line.contains("}")) {
        String closed = stack.remove(stack.size() - 1);
        if (closed.startsWith("message")) {
          current = null;
        }
        continue;
      }
      Matcher f = FIELD.matcher(line);
      String top = stack.isEmpty() ? "" : stack.get(stack.size() - 1);
      Matcher ev = ENUM_VALUE.matcher(line);
      if (top.startsWith("enum") && ev.find()) {
        enumValues.get(top.substring(5)).add(Integer.parseInt(ev.group(2)));
      }
      if (current != null && (top.startsWith("message") || top.startsWith("oneof")) && f.find()) {
        boolean repeated = f.group(1) != null && f.group(1).strip().equals("repeated");
        boolean map = f.group(3) != null;
        Kind kind = map ? Kind.MAP : kindOf(f.group(2), enums);
        String type = map ? f.group(3) + "," + f.group(4) : f.group(2);
        int number = Integer.parseInt(f.group(6));
        current.put(number, new Field(f.group(5), number, kind, type, repeated || map, top.startsWith("oneof")));
      }
    }
    return new Schema(pkg, messages, enums, enumValues);
  }

  /** The key (1) or value (2) field of a map entry, e.g. {@code string,bytes}. */
  public Field mapEntryField(Field map, int number) {
    String type = map.typeName().split(",")[number - 1];
    return new Field(number == 1 ? "key" : "value", number, kindOf(type, enums), type, false, false);
  }

  private static Kind kindOf(String type, Set<String> enums) {
    return switch (type) {
      case "int32", "int64", "uint32", "uint64", "bool" -> Kind.VARINT;
      case "sint32", "sint64" -> Kind.SINT;
      case "double", "fixed64", "sfixed64" -> Kind.FIXED64;
      case "float", "fixed32", "sfixed32" -> Kind.FIXED32;
      case "string" -> Kind.STRING;
      case "bytes" -> Kind.BYTES;
      default -> enums.contains(type) ? Kind.ENUM : Kind.MESSAGE;
    };
  }

  /** A message by its fully qualified name ({@code protocross.bench.LogRecord}) or short name. */
  public Message message(String name) {
    String shortName = name.startsWith(pkg + ".") ? name.substring(pkg.length() + 1) : name;
    Message m = messages.get(shortName);
    if (m == null) {
      throw new ProtocrossException("message type " + name + " is not in the schema");
    }
    return m;
  }
}
