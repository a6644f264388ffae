package protocross.impl.dynamic;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.adapter.Digest;

/**
 * {@code readAll} for one message type through {@code Message}'s reflection API, the only API a
 * DynamicMessage has: {@code hasField}, {@code getField}, {@code getRepeatedFieldCount},
 * {@code getRepeatedField(f, i)} and {@code getOneofFieldDescriptor}. The digest order is the one
 * the generated readers of the other columns follow (impls/codegen {@code ReaderGenerator}, the
 * reference walk's order): fields by number; presence mark then value for a field with presence
 * (its declared default when unset); a real oneof's set member number then its value, at its
 * lowest-numbered member; count then elements for a repeated field; size and the
 * order-independent entry sum for a map. A DynamicMessage holds a map as a repeated field of entry
 * messages and keeps every entry it parsed or merged, a key seen twice included, so the reader
 * makes the map those entries stand for (the last entry of a key wins: protobuf's map rule) in a
 * {@code HashMap} whenever a map field has more than one entry: the work a user of DynamicMessage
 * does to read a map as a map. The plan per type is made once, outside any timed op.
 */
final class DynamicReader {
  private static final Map<Descriptor, DynamicReader> READERS = new HashMap<>();

  private final List<Step> steps = new ArrayList<>();

  private DynamicReader() {}

  /** The reader of {@code type} and of every type it reaches, made on first use. */
  static synchronized DynamicReader of(Descriptor type) {
    DynamicReader r = READERS.get(type);
    if (r == null) {
      r = new DynamicReader();
      READERS.put(type, r);
      r.plan(type);
    }
    return r;
  }

  void read(Message m, Digest d) {
    for (Step s : steps) {
      s.read(m, d);
    }
  }

  private long word(Message m) {
    Digest sub = new Digest();
    read(m, sub);
    return sub.value();
  }

  private void plan(Descriptor type) {
    List<FieldDescriptor> fields = new ArrayList<>(type.getFields());
    fields.sort(Comparator.comparingInt(FieldDescriptor::getNumber));
    List<OneofDescriptor> oneofsDone = new ArrayList<>();
    for (FieldDescriptor f : fields) {
      OneofDescriptor oneof = f.getRealContainingOneof();
      if (oneof != null) {
        if (!oneofsDone.contains(oneof)) {
          oneofsDone.add(oneof);
          steps.add(oneof(oneof));
        }
      } else if (f.isMapField()) {
        steps.add(map(f));
      } else if (f.isRepeated()) {
        Value element = value(f);
        steps.add((m, d) -> {
          int n = m.getRepeatedFieldCount(f);
          d.count(n);
          for (int i = 0; i < n; i++) {
            element.feed(m.getRepeatedField(f, i), d);
          }
        });
      } else if (f.hasPresence()) {
        Value v = value(f);
        boolean declaredDefault = f.toProto().hasDefaultValue();
        steps.add((m, d) -> {
          boolean has = m.hasField(f);
          d.present(has);
          if (has || declaredDefault) {
            v.feed(m.getField(f), d);
          }
        });
      } else {
        Value v = value(f);
        steps.add((m, d) -> v.feed(m.getField(f), d));
      }
    }
  }

  private Step oneof(OneofDescriptor oneof) {
    Map<FieldDescriptor, Value> members = new HashMap<>();
    for (FieldDescriptor f : oneof.getFields()) {
      members.put(f, value(f));
    }
    return (m, d) -> {
      FieldDescriptor set = m.getOneofFieldDescriptor(oneof);
      d.i32(set == null ? 0 : set.getNumber());
      if (set != null) {
        members.get(set).feed(m.getField(set), d);
      }
    };
  }

  private Step map(FieldDescriptor f) {
    Descriptor entry = f.getMessageType();
    FieldDescriptor key = entry.findFieldByNumber(1);
    FieldDescriptor value = entry.findFieldByNumber(2);
    Word keyWord = word(key);
    Word valueWord = word(value);
    return (m, d) -> {
      int n = m.getRepeatedFieldCount(f);
      if (n == 1) {
        Message e = (Message) m.getRepeatedField(f, 0);
        d.map(1, Digest.entry(keyWord.of(e.getField(key)), valueWord.of(e.getField(value))));
        return;
      }
      // The entries as the map they stand for: the last entry of a key wins (protobuf's map rule, on
      // parse and on merge); DynamicMessage keeps every entry it read, duplicates included.
      Map<Object, Object> entries = new HashMap<>(n * 2);
      for (int i = 0; i < n; i++) {
        Message e = (Message) m.getRepeatedField(f, i);
        entries.put(e.getField(key), e.getField(value));
      }
      long sum = 0;
      for (Map.Entry<Object, Object> e : entries.entrySet()) {
        sum += Digest.entry(keyWord.of(e.getKey()), valueWord.of(e.getValue()));
      }
      d.map(entries.size(), sum);
    };
  }

  /** One value of {@code f} into the digest, as the generated readers feed it. */
  private static Value value(FieldDescriptor f) {
    return switch (f.getJavaType()) {
      case INT -> (v, d) -> d.i32((Integer) v);
      case LONG -> (v, d) -> d.i64((Long) v);
      case FLOAT -> (v, d) -> d.f32((Float) v);
      case DOUBLE -> (v, d) -> d.f64((Double) v);
      case BOOLEAN -> (v, d) -> d.bool((Boolean) v);
      case STRING -> (v, d) -> d.str((String) v);
      case BYTE_STRING -> (v, d) -> d.bytes(((ByteString) v).toByteArray());
      case ENUM -> (v, d) -> d.i32(((EnumValueDescriptor) v).getNumber());
      case MESSAGE -> {
        DynamicReader sub = of(f.getMessageType());
        yield (v, d) -> sub.read((Message) v, d);
      }
    };
  }

  /** A map key's or value's word, as {@code Digest.entry} takes it. */
  private static Word word(FieldDescriptor f) {
    return switch (f.getJavaType()) {
      case INT -> v -> Digest.word((long) (Integer) v);
      case LONG -> v -> Digest.word((long) (Long) v);
      case FLOAT -> v -> Digest.wordF32((Float) v);
      case DOUBLE -> v -> Digest.wordF64((Double) v);
      case BOOLEAN -> v -> Digest.word((boolean) (Boolean) v);
      case STRING -> v -> Digest.word((String) v);
      case BYTE_STRING -> v -> Digest.word(((ByteString) v).toByteArray());
      case ENUM -> v -> Digest.word((long) ((EnumValueDescriptor) v).getNumber());
      case MESSAGE -> {
        DynamicReader sub = of(f.getMessageType());
        yield v -> sub.word((Message) v);
      }
    };
  }

  private interface Step {
    void read(Message m, Digest d);
  }

  private interface Value {
    void feed(Object value, Digest d);
  }

  private interface Word {
    long of(Object value);
  }
}
