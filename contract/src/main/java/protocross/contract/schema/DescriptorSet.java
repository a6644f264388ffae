package protocross.contract.schema;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import protocross.contract.ProtocrossException;

/**
 * A {@code FileDescriptorSet} as protoc writes it ({@code --descriptor_set_out --include_imports}),
 * read with {@link ProtoReader}: descriptor.proto is itself protobuf, so no runtime is needed.
 * Everything per-schema derives from it: the reference digest walk and the generated readers.
 */
public final class DescriptorSet {
  /** The classpath resource the contract's build writes for the built-in schema and the fixtures. */
  public static final String BUILTIN_RESOURCE = "protocross/schema.desc";

  private final List<FileDef> files = new ArrayList<>();
  private final Map<String, MessageDef> messages = new LinkedHashMap<>();
  private final Map<String, EnumDef> enums = new LinkedHashMap<>();

  private DescriptorSet() {}

  /** The built-in schema ({@code datasets/protocross.proto}) and the coverage fixtures. */
  public static DescriptorSet builtin() {
    try (InputStream in = DescriptorSet.class.getClassLoader().getResourceAsStream(BUILTIN_RESOURCE)) {
      if (in == null) {
        throw new ProtocrossException("no " + BUILTIN_RESOURCE + " on the class path: build the contract module first");
      }
      return parse(in.readAllBytes());
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + BUILTIN_RESOURCE + ": " + e);
    }
  }

  /** Names the descriptor set of a user dataset's schema for every benchmark JVM of its run (set by the runner). */
  public static final String RUN_SCHEMA_ENV = "PROTOCROSS_DESCRIPTOR_SET";

  private static DescriptorSet forRun;

  /**
   * The schema this JVM's datasets are written in: the descriptor set the environment variable
   * {@value #RUN_SCHEMA_ENV} names (a user dataset directory's schema; an environment variable, not
   * a -D flag, so every column's JVM flags stay identical), else {@link #builtin()}.
   */
  public static synchronized DescriptorSet forRun() {
    if (forRun == null) {
      String file = System.getenv(RUN_SCHEMA_ENV);
      if (file == null || file.isEmpty()) {
        forRun = builtin();
      } else {
        try {
          forRun = parse(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(file)));
        } catch (IOException | RuntimeException e) {
          throw new ProtocrossException("cannot read the descriptor set " + file + " named by " + RUN_SCHEMA_ENV + ": " + e.getMessage());
        }
      }
    }
    return forRun;
  }

  public static DescriptorSet parse(byte[] fileDescriptorSet) {
    DescriptorSet set = new DescriptorSet();
    ProtoReader r = new ProtoReader(fileDescriptorSet);
    while (!r.done()) {
      int tag = r.tag();
      if (tag == (1 << 3 | ProtoReader.LEN)) {
        set.file(r.lengthDelimited());
      } else {
        r.skip(tag);
      }
    }
    set.resolveDelimited();
    return set;
  }

  public List<FileDef> files() {
    return List.copyOf(files);
  }

  public Collection<MessageDef> messages() {
    return messages.values();
  }

  public Collection<EnumDef> enums() {
    return enums.values();
  }

  public MessageDef message(String fullName) {
    MessageDef m = messages.get(fullName);
    if (m == null) {
      throw new ProtocrossException("message type " + fullName + " is not in the descriptor set");
    }
    return m;
  }

  public EnumDef enumType(String fullName) {
    EnumDef e = enums.get(fullName);
    if (e == null) {
      throw new ProtocrossException("enum type " + fullName + " is not in the descriptor set");
    }
    return e;
  }

  public boolean hasMessage(String fullName) {
    return messages.containsKey(fullName);
  }

  /** The map entry type of a map field, or null when the field is not a map. */
  public MessageDef mapEntry(FieldDef f) {
    if (!f.repeated() || f.kind() != FieldKind.MESSAGE) {
      return null;
    }
    MessageDef m = message(f.typeName());
    return m.mapEntry() ? m : null;
  }

  // FileDescriptorProto: name 1, package 2, message_type 4, enum_type 5, options 8, syntax 12, edition 14.
  private void file(byte[] bytes) {
    String name = "";
    String pkg = "";
    String syntax = "proto2";
    int edition = 0;
    byte[] features = null;
    String javaPackage = null;
    String outer = null;
    boolean multiple = false;
    List<byte[]> messageTypes = new ArrayList<>();
    List<byte[]> enumTypes = new ArrayList<>();
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      switch (tag >>> 3) {
        case 1 -> name = str(r.lengthDelimited());
        case 2 -> pkg = str(r.lengthDelimited());
        case 4 -> messageTypes.add(r.lengthDelimited());
        case 5 -> enumTypes.add(r.lengthDelimited());
        case 8 -> {
          // FileOptions: java_package 1, java_outer_classname 8, java_multiple_files 10, features 50.
          ProtoReader o = new ProtoReader(r.lengthDelimited());
          while (!o.done()) {
            int t = o.tag();
            switch (t >>> 3) {
              case 1 -> javaPackage = str(o.lengthDelimited());
              case 8 -> outer = str(o.lengthDelimited());
              case 10 -> multiple = o.varint() != 0;
              case 50 -> features = o.lengthDelimited();
              default -> o.skip(t);
            }
          }
        }
        case 12 -> syntax = str(r.lengthDelimited());
        case 14 -> edition = (int) r.varint();
        default -> r.skip(tag);
      }
    }
    FileDef file = new FileDef(name, pkg, syntax, javaPackage, outer, multiple, edition);
    files.add(file);
    // An editions file's features, resolved down every message, oneof, enum and field; null for
    // proto2 and proto3, whose flags come from the syntax as before. An edition other than 2023 is
    // left unresolved here: DatasetDirectory refuses it in one line before anything reads it.
    EditionFeatures resolved = file.editions() && edition == EditionFeatures.EDITION_2023
        ? EditionFeatures.EDITION_2023_DEFAULTS.with(features) : null;
    String prefix = pkg.isEmpty() ? "" : pkg + ".";
    for (byte[] m : messageTypes) {
      message(file, prefix, List.of(), m, resolved);
    }
    for (byte[] e : enumTypes) {
      enumType(file, prefix, List.of(), e, resolved);
    }
  }

  // DescriptorProto: name 1, field 2, nested_type 3, enum_type 4, options 7 (map_entry 7, features 12),
  // oneof_decl 8 (OneofDescriptorProto: name 1, options 2 (features 1)).
  private void message(FileDef file, String prefix, List<String> outer, byte[] bytes, EditionFeatures parent) {
    String name = "";
    List<byte[]> fieldBytes = new ArrayList<>();
    List<byte[]> nested = new ArrayList<>();
    List<byte[]> nestedEnums = new ArrayList<>();
    List<String> oneofs = new ArrayList<>();
    List<byte[]> oneofFeatures = new ArrayList<>();
    byte[] features = null;
    boolean mapEntry = false;
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      switch (tag >>> 3) {
        case 1 -> name = str(r.lengthDelimited());
        case 2 -> fieldBytes.add(r.lengthDelimited());
        case 3 -> nested.add(r.lengthDelimited());
        case 4 -> nestedEnums.add(r.lengthDelimited());
        case 7 -> {
          ProtoReader o = new ProtoReader(r.lengthDelimited());
          while (!o.done()) {
            int t = o.tag();
            if (t >>> 3 == 7) {
              mapEntry = o.varint() != 0;
            } else if (t >>> 3 == 12) {
              features = o.lengthDelimited();
            } else {
              o.skip(t);
            }
          }
        }
        case 8 -> {
          byte[] oneof = r.lengthDelimited();
          oneofs.add(oneofName(oneof));
          oneofFeatures.add(oneofFeatures(oneof));
        }
        default -> r.skip(tag);
      }
    }
    EditionFeatures resolved = parent == null ? null : parent.with(features);
    List<String> path = new ArrayList<>(outer);
    path.add(name);
    List<FieldDef> fields = new ArrayList<>();
    for (byte[] f : fieldBytes) {
      fields.add(field(file, f, resolved, oneofFeatures));
    }
    List<Integer> declared = fields.stream().map(FieldDef::number).toList();
    fields.sort(Comparator.comparingInt(FieldDef::number));
    String fullName = prefix + name;
    messages.put(fullName, new MessageDef(file, fullName, List.copyOf(path), List.copyOf(fields), List.copyOf(oneofs), mapEntry,
        declared));
    for (byte[] n : nested) {
      message(file, fullName + ".", path, n, resolved);
    }
    for (byte[] e : nestedEnums) {
      enumType(file, fullName + ".", path, e, resolved);
    }
  }

  // FieldDescriptorProto: name 1, number 3, label 4, type 5, type_name 6, default_value 7,
  // options 8 (packed 2, features 21), oneof_index 9, proto3_optional 17.
  private FieldDef field(FileDef file, byte[] bytes, EditionFeatures message, List<byte[]> oneofFeatures) {
    String name = "";
    int number = 0;
    int label = 1;
    int type = 0;
    String typeName = null;
    String defaultValue = null;
    int oneof = -1;
    boolean proto3Optional = false;
    Boolean packed = null;
    byte[] features = null;
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      switch (tag >>> 3) {
        case 1 -> name = str(r.lengthDelimited());
        case 3 -> number = (int) r.varint();
        case 4 -> label = (int) r.varint();
        case 5 -> type = (int) r.varint();
        case 6 -> typeName = str(r.lengthDelimited()).replaceFirst("^\\.", "");
        case 7 -> defaultValue = str(r.lengthDelimited());
        case 8 -> {
          ProtoReader o = new ProtoReader(r.lengthDelimited());
          while (!o.done()) {
            int t = o.tag();
            if (t >>> 3 == 2) {
              packed = o.varint() != 0;
            } else if (t >>> 3 == 21) {
              features = o.lengthDelimited();
            } else {
              o.skip(t);
            }
          }
        }
        case 9 -> oneof = (int) r.varint();
        case 17 -> proto3Optional = r.varint() != 0;
        default -> r.skip(tag);
      }
    }
    if (message == null) {
      // proto3's strings must be UTF-8, proto2's need not (descriptor.proto's utf8_validation defaults).
      FieldKind kind = FieldKind.of(type);
      return new FieldDef(name, number, kind, label == 3, label == 2, typeName, defaultValue, oneof,
          proto3Optional, packed, file.proto3(), kind == FieldKind.STRING && file.proto3());
    }
    // Editions: a oneof member inherits its oneof's features, then its own apply. Presence maps to
    // the proto3 flag (implicit: no "is it set" for a singular scalar), packing to the packed
    // option, and a delimited message field is a group on the wire (fixed once every type is
    // known, since a map's entry is never delimited: resolveDelimited).
    EditionFeatures f = oneof >= 0 && oneof < oneofFeatures.size() ? message.with(oneofFeatures.get(oneof)) : message;
    f = f.with(features);
    boolean repeated = label == 3;
    FieldKind kind = FieldKind.of(type);
    FieldDef def = new FieldDef(name, number, kind, repeated, label == 2 || f.legacyRequired(), typeName, defaultValue,
        oneof, false, repeated && kind.packable() ? f.packed() : null, f.implicitPresence(),
        kind == FieldKind.STRING && f.verifiesUtf8());
    if (kind == FieldKind.MESSAGE && f.delimited()) {
      delimitedFields.add(def);
    }
    return def;
  }

  /** Message fields of editions files whose features say DELIMITED (by identity: equal records may differ in it). */
  private final Set<FieldDef> delimitedFields = Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * Turns every delimited message field into a group field, unless its type is a map entry (a map
   * is always length-prefixed). Runs once every file is read, since the type may come later.
   */
  private void resolveDelimited() {
    if (delimitedFields.isEmpty()) {
      return;
    }
    for (Map.Entry<String, MessageDef> e : messages.entrySet()) {
      MessageDef m = e.getValue();
      if (m.fields().stream().noneMatch(delimitedFields::contains)) {
        continue;
      }
      List<FieldDef> fields = new ArrayList<>();
      for (FieldDef f : m.fields()) {
        MessageDef target = delimitedFields.contains(f) ? messages.get(f.typeName()) : null;
        fields.add(target == null || target.mapEntry() ? f : new FieldDef(f.name(), f.number(), FieldKind.GROUP, f.repeated(),
            f.required(), f.typeName(), f.defaultValue(), f.oneofIndex(), f.proto3Optional(), f.packedOption(), f.proto3(),
            f.verifiesUtf8()));
      }
      e.setValue(new MessageDef(m.file(), m.fullName(), m.path(), List.copyOf(fields), m.oneofNames(), m.mapEntry(), m.declared()));
    }
  }

  // EnumDescriptorProto: name 1, value 2 (EnumValueDescriptorProto: name 1, number 2), options 3 (features 7).
  private void enumType(FileDef file, String prefix, List<String> outer, byte[] bytes, EditionFeatures parent) {
    String name = "";
    byte[] features = null;
    Map<String, Integer> values = new LinkedHashMap<>();
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int tag = r.tag();
      switch (tag >>> 3) {
        case 1 -> name = str(r.lengthDelimited());
        case 2 -> {
          ProtoReader v = new ProtoReader(r.lengthDelimited());
          String valueName = "";
          int number = 0;
          while (!v.done()) {
            int t = v.tag();
            switch (t >>> 3) {
              case 1 -> valueName = str(v.lengthDelimited());
              case 2 -> number = (int) v.varint();
              default -> v.skip(t);
            }
          }
          values.put(valueName, number);
        }
        case 3 -> features = optionsFeatures(r.lengthDelimited(), 7);
        default -> r.skip(tag);
      }
    }
    List<String> path = new ArrayList<>(outer);
    path.add(name);
    boolean closed = parent == null ? !file.proto3() : parent.with(features).closedEnum();
    enums.put(prefix + name, new EnumDef(file, prefix + name, List.copyOf(path), values, closed));
  }

  /** The {@code features} (a FeatureSet, field {@code number}) of an options message, or null. */
  private static byte[] optionsFeatures(byte[] options, int number) {
    byte[] features = null;
    ProtoReader o = new ProtoReader(options);
    while (!o.done()) {
      int t = o.tag();
      if (t >>> 3 == number) {
        features = o.lengthDelimited();
      } else {
        o.skip(t);
      }
    }
    return features;
  }

  /** OneofDescriptorProto's options' features (options 2, OneofOptions.features 1), or null. */
  private static byte[] oneofFeatures(byte[] oneof) {
    byte[] features = null;
    ProtoReader r = new ProtoReader(oneof);
    while (!r.done()) {
      int tag = r.tag();
      if (tag >>> 3 == 2) {
        features = optionsFeatures(r.lengthDelimited(), 1);
      } else {
        r.skip(tag);
      }
    }
    return features;
  }

  private static String oneofName(byte[] bytes) {
    ProtoReader r = new ProtoReader(bytes);
    String name = "";
    while (!r.done()) {
      int tag = r.tag();
      if (tag >>> 3 == 1) {
        name = str(r.lengthDelimited());
      } else {
        r.skip(tag);
      }
    }
    return name;
  }

  private static String str(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  /** The Java value a getter returns for one wire value; null for an unknown closed-enum number. */
  public Object javaValue(FieldDef f, Object raw) {
    if (raw instanceof byte[] b) {
      return f.kind() == FieldKind.STRING ? new String(b, StandardCharsets.UTF_8) : b;
    }
    long v = (Long) raw;
    return switch (f.kind()) {
      case INT32, UINT32, FIXED32, SFIXED32 -> (int) v;
      case SINT32 -> (int) (v >>> 1) ^ -((int) v & 1);
      case SINT64 -> (v >>> 1) ^ -(v & 1);
      case BOOL -> v != 0;
      case FLOAT -> Float.intBitsToFloat((int) v);
      case DOUBLE -> Double.longBitsToDouble(v);
      case ENUM -> enumType(f.typeName()).closed() && !enumType(f.typeName()).known((int) v) ? null : (Object) (int) v;
      default -> v;
    };
  }
}
