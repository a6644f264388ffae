package protocross.impl.upb;

import java.util.Arrays;
import protocross.contract.adapter.Digest;

/**
 * readAll for every message type: walks the fields in number order through UpbMessage's
 * accessors, feeding the digest the same calls the generator and the other implementations make
 * (value; proto3 optional and sub-message: presence, then the value if present; repeated: count,
 * then the elements; map: size and the order-free entry sum; oneof: the case number, then the
 * set member's value). One walker instead of a reader per type: with no generated Java classes,
 * this descriptor-driven style is how a Java user of a upb binding reads messages.
 *
 * <p>Why it is shaped like this (each measured, see the README's profile):
 * <ul>
 *   <li>one reusable sub-message view per nesting level and one map cursor
 *       ({@link UpbMessage#getMessage(Field, UpbMessage)}, {@link UpbMessage#map(Field, MapCursor)}),
 *       so reading allocates only the Strings and byte arrays a caller gets back;
 *   <li>each field's mode, kind and presence folded once per type into one {@code int} code, so a
 *       field costs one table switch in one loop, and only sub-messages recurse. The reflective
 *       version (a switch on the mode, a call, a switch on the kind) spent more per vertex of the
 *       mesh dataset than the digest itself.
 * </ul>
 * A walker serves one readAll at a time; a new one per readAll costs two objects.
 */
final class DigestWalk {
  // Singular value without presence: the kind's ordinal (DOUBLE .. BYTES); with a hasbit: + PRESENT.
  private static final int PRESENT = 8;
  private static final int MESSAGE = 16;
  private static final int REPEATED = 17;
  private static final int MAP = 18;
  private static final int ONEOF = 19;  // the lowest-numbered member: case number, then the set member
  private static final int SKIP = 20;   // the other members of a oneof

  private final Digest d;
  private UpbMessage[] views = new UpbMessage[4];
  private final MapCursor cursor = new MapCursor();

  private DigestWalk(Digest d) {
    this.d = d;
  }

  static void message(UpbMessage m, Digest d) {
    new DigestWalk(d).message(m, 0);
  }

  /** The instruction code of each field of {@code type}, in field-number order. */
  private static int[] ops(MessageType type) {
    int[] ops = type.digestOps;
    if (ops != null) {
      return ops;
    }
    Field[] fields = type.fieldArray();
    ops = new int[fields.length];
    for (int i = 0; i < fields.length; i++) {
      Field f = fields[i];
      ops[i] = switch (f.mode()) {
        case REPEATED -> REPEATED;
        case MAP -> MAP;
        case SCALAR -> f.inOneof() ? (f.firstOfOneof() ? ONEOF : SKIP)
            : f.kind() == Field.Kind.MESSAGE ? MESSAGE
            : f.kind().ordinal() + (f.presence() != 0 ? PRESENT : 0);
      };
    }
    type.digestOps = ops;
    return ops;
  }

  /** The reusable view for sub-messages at {@code depth} (the root is depth 0). */
  private UpbMessage view(int depth) {
    if (depth >= views.length) {
      views = Arrays.copyOf(views, depth * 2);
    }
    UpbMessage v = views[depth];
    if (v == null) {
      v = views[depth] = UpbMessage.newView();
    }
    return v;
  }

  private void message(UpbMessage m, int depth) {
    MessageType type = m.type();
    Field[] fields = type.fieldArray();
    int[] ops = ops(type);
    Object[] defaults = type.defaults;
    for (int i = 0; i < fields.length; i++) {
      Field f = fields[i];
      int op = ops[i];
      if (op >= PRESENT && op < MESSAGE) {
        boolean has = m.has(f);
        d.present(has);
        if (!has) {
          if (defaults != null && defaults[i] != null) {
            declaredDefault(defaults[i]);  // what a getter returns for the unset proto2 field
          }
          continue;
        }
        op -= PRESENT;
      }
      switch (op) {
        case 0 -> d.f64(m.getDouble(f));
        case 1 -> d.f32(m.getFloat(f));
        case 2 -> d.i64(m.getLong(f));
        case 3 -> d.i32(m.getInt(f));
        case 4 -> d.bool(m.getBool(f));
        case 5 -> d.str(m.getString(f));
        case 6 -> d.bytes(m.getBytes(f));
        case MESSAGE -> {
          boolean has = m.has(f);
          d.present(has);
          if (has) {
            message(m.getMessage(f, view(depth + 1)), depth + 1);
          }
        }
        case REPEATED -> repeated(m, f, depth);
        case MAP -> map(m, f);
        case ONEOF -> oneof(m, f, depth);
        default -> { }  // SKIP
      }
    }
  }

  private void declaredDefault(Object v) {
    switch (v) {
      case Double x -> d.f64(x);
      case Float x -> d.f32(x);
      case Long x -> d.i64(x);
      case Integer x -> d.i32(x);
      case Boolean x -> d.bool(x);
      case String x -> d.str(x);
      case byte[] x -> d.bytes(x);
      default -> throw new IllegalStateException("declared default " + v);
    }
  }

  private void oneof(UpbMessage m, Field first, int depth) {
    int set = m.oneofCase(first);
    d.i32(set);
    if (set == 0) {
      return;
    }
    Field f = m.type().field(set);
    switch (f.kind()) {
      case DOUBLE -> d.f64(m.getDouble(f));
      case FLOAT -> d.f32(m.getFloat(f));
      case INT64 -> d.i64(m.getLong(f));
      case INT32 -> d.i32(m.getInt(f));
      case BOOL -> d.bool(m.getBool(f));
      case STRING -> d.str(m.getString(f));
      case BYTES -> d.bytes(m.getBytes(f));
      case MESSAGE -> message(m.getMessage(f, view(depth + 1)), depth + 1);
    }
  }

  private void repeated(UpbMessage m, Field f, int depth) {
    int n = m.size(f);
    d.count(n);
    switch (f.kind()) {
      case DOUBLE -> { for (int i = 0; i < n; i++) d.f64(m.getDouble(f, i)); }
      case FLOAT -> { for (int i = 0; i < n; i++) d.f32(m.getFloat(f, i)); }
      case INT64 -> { for (int i = 0; i < n; i++) d.i64(m.getLong(f, i)); }
      case INT32 -> { for (int i = 0; i < n; i++) d.i32(m.getInt(f, i)); }
      case BOOL -> { for (int i = 0; i < n; i++) d.bool(m.getBool(f, i)); }
      case STRING -> { for (int i = 0; i < n; i++) d.str(m.getString(f, i)); }
      case BYTES -> { for (int i = 0; i < n; i++) d.bytes(m.getBytes(f, i)); }
      case MESSAGE -> {
        UpbMessage v = view(depth + 1);
        for (int i = 0; i < n; i++) message(m.getMessage(f, i, v), depth + 1);
      }
    }
  }

  /**
   * A map: its size and the order-free sum of {@link Digest#entry} over its entries, each the
   * key's word and the value's word (a message value's word is its own digest), as the reference
   * walk computes them. Every legal key kind (the integer kinds, bool, string) and every value
   * kind are read; string keys through the cursor's plain loads, integer and bool keys through
   * upb_Map_Next (MapCursor).
   */
  private void map(UpbMessage m, Field f) {
    Field key = f.sub().field(1);
    Field value = f.sub().field(2);
    MapCursor c = m.map(f, cursor);
    long sum = 0;
    if (key.kind() == Field.Kind.STRING && value.kind() == Field.Kind.STRING) {
      while (c.next()) {
        sum += Digest.entry(c.keyString(), c.valueString());
      }
    } else if (key.kind() == Field.Kind.STRING && value.kind() == Field.Kind.BYTES) {
      while (c.next()) {
        sum += Digest.entry(c.keyString(), c.valueBytes());
      }
    } else {
      while (c.next()) {
        sum += Digest.entry(keyWord(c, key), valueWord(c, value));
      }
    }
    d.map(c.size(), sum);
  }

  private static long keyWord(MapCursor c, Field key) {
    return switch (key.kind()) {
      case STRING -> Digest.word(c.keyString());
      case INT32 -> Digest.word(c.keyInt());
      case INT64 -> Digest.word(c.keyLong());
      case BOOL -> Digest.word(c.keyBool());
      default -> throw new UpbException("map key of kind " + key.kind() + " is not a legal protobuf map key");
    };
  }

  private static long valueWord(MapCursor c, Field value) {
    return switch (value.kind()) {
      case DOUBLE -> Digest.wordF64(c.valueDouble());
      case FLOAT -> Digest.wordF32(c.valueFloat());
      case INT64 -> Digest.word(c.valueLong());
      case INT32 -> Digest.word(c.valueInt());
      case BOOL -> Digest.word(c.valueBool());
      case STRING -> Digest.word(c.valueString());
      case BYTES -> Digest.word(c.valueBytes());
      case MESSAGE -> {
        // The value's own digest, from a walker of its own: this one's cursor is mid-map.
        Digest sub = new Digest();
        DigestWalk.message(c.valueMessage(UpbMessage.newView()), sub);
        yield sub.value();
      }
    };
  }
}
