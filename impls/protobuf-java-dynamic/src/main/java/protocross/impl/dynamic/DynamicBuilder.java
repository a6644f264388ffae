package protocross.impl.dynamic;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.adapter.MessageValue;

/**
 * {@code build_encode}'s builder for one message type through DynamicMessage's builder API:
 * {@code DynamicMessage.newBuilder(type)}, {@code setField} for a singular field,
 * {@code addRepeatedField} per element, a map entry per entry as a DynamicMessage of the entry type
 * ({@code setField} of key and value, {@code build()}) added with {@code addRepeatedField},
 * {@code ByteString.copyFrom(byte[])} for bytes, {@code EnumDescriptor.findValueByNumberCreatingIfUnknown}
 * for enums (an open enum keeps an undeclared number), {@code build()}. Fields are set in field-number
 * order, exactly the ones the value holds, as the generated builders of the other columns do
 * (impls/codegen {@code BuilderGenerator}); a slot of the {@code MessageValue} is a field's index in
 * field-number order, so the plan pairs slots with this type's fields once.
 */
final class DynamicBuilder {
  private static final Map<Descriptor, DynamicBuilder> BUILDERS = new HashMap<>();

  private final Descriptor type;
  private final FieldDescriptor[] fields;
  private final Setter[] setters;

  private DynamicBuilder(Descriptor type) {
    this.type = type;
    List<FieldDescriptor> sorted = new ArrayList<>(type.getFields());
    sorted.sort(Comparator.comparingInt(FieldDescriptor::getNumber));
    this.fields = sorted.toArray(FieldDescriptor[]::new);
    this.setters = new Setter[fields.length];
  }

  static synchronized DynamicBuilder of(Descriptor type) {
    DynamicBuilder b = BUILDERS.get(type);
    if (b == null) {
      b = new DynamicBuilder(type);
      BUILDERS.put(type, b);
      for (int slot = 0; slot < b.fields.length; slot++) {
        b.setters[slot] = setter(b.fields[slot], slot);
      }
    }
    return b;
  }

  DynamicMessage build(MessageValue v) {
    DynamicMessage.Builder b = DynamicMessage.newBuilder(type);
    for (Setter s : setters) {
      s.set(v, b);
    }
    return b.build();
  }

  private static Setter setter(FieldDescriptor f, int slot) {
    if (f.isMapField()) {
      Descriptor entry = f.getMessageType();
      FieldDescriptor key = entry.findFieldByNumber(1);
      FieldDescriptor value = entry.findFieldByNumber(2);
      Element keyOf = element(key, 0);
      Element valueOf = element(value, 1);
      return (v, b) -> {
        int n = v.count(slot);
        for (int i = 0; i < n; i++) {
          MessageValue e = v.message(slot, i);
          b.addRepeatedField(f, DynamicMessage.newBuilder(entry)
              .setField(key, keyOf.get(e, -1))
              .setField(value, valueOf.get(e, -1))
              .build());
        }
      };
    }
    Element of = element(f, slot);
    if (f.isRepeated()) {
      return (v, b) -> {
        int n = v.count(slot);
        for (int i = 0; i < n; i++) {
          b.addRepeatedField(f, of.get(v, i));
        }
      };
    }
    return (v, b) -> {
      if (v.has(slot)) {
        b.setField(f, of.get(v, -1));
      }
    };
  }

  /** The DynamicMessage value of slot {@code slot} of a value (element {@code i} when {@code i >= 0}). */
  private static Element element(FieldDescriptor f, int slot) {
    return switch (f.getJavaType()) {
      case INT -> (v, i) -> i < 0 ? v.i32(slot) : v.i32(slot, i);
      case LONG -> (v, i) -> i < 0 ? v.i64(slot) : v.i64(slot, i);
      case FLOAT -> (v, i) -> i < 0 ? v.f32(slot) : v.f32(slot, i);
      case DOUBLE -> (v, i) -> i < 0 ? v.f64(slot) : v.f64(slot, i);
      case BOOLEAN -> (v, i) -> i < 0 ? v.bool(slot) : v.bool(slot, i);
      case STRING -> (v, i) -> i < 0 ? v.str(slot) : v.str(slot, i);
      case BYTE_STRING -> (v, i) -> ByteString.copyFrom(i < 0 ? v.bytes(slot) : v.bytes(slot, i));
      case ENUM -> {
        EnumDescriptor e = f.getEnumType();
        yield (v, i) -> e.findValueByNumberCreatingIfUnknown(i < 0 ? v.i32(slot) : v.i32(slot, i));
      }
      case MESSAGE -> {
        DynamicBuilder sub = of(f.getMessageType());
        yield (v, i) -> sub.build(i < 0 ? v.message(slot) : v.message(slot, i));
      }
    };
  }

  private interface Setter {
    void set(MessageValue v, DynamicMessage.Builder b);
  }

  private interface Element {
    Object get(MessageValue v, int i);
  }
}
