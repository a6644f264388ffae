package protocross.impl.upb;

import protocross.contract.Digest;

/**
 * readAll for every message type: walks the fields in number order through UpbMessage's
 * accessors, feeding the digest the same calls the generator and the other implementations make
 * (value; proto3 optional and sub-message: presence, then the value if present; repeated: count,
 * then the elements; map: size and the order-free entry sum; oneof: the case number, then the
 * set member's value). One walker instead of a reader per type: with no generated Java classes,
 * this reflective style is how a Java user of a upb binding reads messages.
 */
final class DigestWalk {
  private DigestWalk() {}

  static void message(UpbMessage m, Digest d) {
    for (Field f : m.type().fieldArray()) {
      switch (f.mode()) {
        case SCALAR -> scalar(m, f, d);
        case REPEATED -> repeated(m, f, d);
        case MAP -> map(m, f, d);
      }
    }
  }

  private static void scalar(UpbMessage m, Field f, Digest d) {
    if (f.inOneof()) {
      if (f.firstOfOneof()) {
        int set = m.oneofCase(f);
        d.i32(set);
        if (set != 0) {
          value(m, m.type().field(set), d);
        }
      }
      return;
    }
    if (f.presence() != 0 || f.kind() == Field.Kind.MESSAGE) {
      boolean has = m.has(f);
      d.present(has);
      if (!has) {
        return;
      }
    }
    value(m, f, d);
  }

  private static void value(UpbMessage m, Field f, Digest d) {
    switch (f.kind()) {
      case DOUBLE -> d.f64(m.getDouble(f));
      case FLOAT -> d.f32(m.getFloat(f));
      case INT64 -> d.i64(m.getLong(f));
      case INT32 -> d.i32(m.getInt(f));
      case BOOL -> d.bool(m.getBool(f));
      case STRING -> d.str(m.getString(f));
      case BYTES -> d.bytes(m.getBytes(f));
      case MESSAGE -> message(m.getMessage(f), d);
    }
  }

  private static void repeated(UpbMessage m, Field f, Digest d) {
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
      case MESSAGE -> { for (int i = 0; i < n; i++) message(m.getMessage(f, i), d); }
    }
  }

  /** Maps of the schema have string keys and string or bytes values, the pairs Digest.entry takes. */
  private static void map(UpbMessage m, Field f, Digest d) {
    Field value = f.sub().field(2);
    if (f.sub().field(1).kind() != Field.Kind.STRING || (value.kind() != Field.Kind.STRING && value.kind() != Field.Kind.BYTES)) {
      throw new UnsupportedOperationException(m.type() + " field " + f.number() + ": only string-keyed maps of string or bytes");
    }
    MapCursor c = m.map(f);
    long sum = 0;
    while (c.next()) {
      sum += value.kind() == Field.Kind.STRING ? Digest.entry(c.keyString(), c.valueString())
          : Digest.entry(c.keyString(), c.valueBytes());
    }
    d.map(c.size(), sum);
  }
}
