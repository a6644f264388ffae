package protocross.differential.driver;

import java.util.ArrayList;
import java.util.List;

/**
 * One field occurrence in a payload, at any depth: where its tag, length prefix and data are,
 * and the length-delimited field that encloses it. Offsets are into the original payload.
 */
public record Span(int tagStart, int lenStart, int dataStart, int end, int number, int wireType,
    Schema.Field field, Span parent) {

  /** The payload's field occurrences, nested ones included, in order; stops at the first malformed byte. */
  public static List<Span> scan(Schema schema, Schema.Message type, byte[] b) {
    List<Span> out = new ArrayList<>();
    scan(schema, type, b, 0, b.length, null, out, 0);
    return out;
  }

  private static void scan(Schema schema, Schema.Message type, byte[] b, int pos, int limit, Span parent,
      List<Span> out, int depth) {
    while (pos < limit && depth < 200) {
      long[] tag = Wire.readVarint(b, pos, limit);
      if (tag == null || tag[0] >>> 3 == 0 || tag[0] >>> 3 > Integer.MAX_VALUE) {
        return;
      }
      int number = (int) (tag[0] >>> 3);
      int wt = (int) (tag[0] & 7);
      int p = (int) tag[1];
      int lenStart = p;
      int dataStart = p;
      int end;
      switch (wt) {
        case 0 -> {
          long[] v = Wire.readVarint(b, p, limit);
          if (v == null) {
            return;
          }
          end = (int) v[1];
        }
        case 1 -> end = p + 8;
        case 5 -> end = p + 4;
        case 2 -> {
          long[] len = Wire.readVarint(b, p, limit);
          if (len == null || len[0] < 0 || len[0] > limit - len[1]) {
            return;
          }
          dataStart = (int) len[1];
          end = dataStart + (int) len[0];
        }
        default -> {
          return;  // groups and invalid wire types: the schema has none, so stop here
        }
      }
      if (end > limit) {
        return;
      }
      Schema.Field field = type == null ? null : type.fields().get(number);
      Span span = new Span(pos, lenStart, dataStart, end, number, wt, field, parent);
      out.add(span);
      if (wt == 2 && field != null) {
        if (field.kind() == Schema.Kind.MESSAGE) {
          scan(schema, schema.message(field.typeName()), b, dataStart, end, span, out, depth + 1);
        } else if (field.kind() == Schema.Kind.MAP) {
          scan(schema, mapEntry(schema, field), b, dataStart, end, span, out, depth + 1);
        }
      }
      pos = end;
    }
  }

  /** A map field's entry as a two-field message, so its key and value are scanned like fields. */
  static Schema.Message mapEntry(Schema schema, Schema.Field map) {
    var fields = new java.util.LinkedHashMap<Integer, Schema.Field>();
    fields.put(1, schema.mapEntryField(map, 1));
    fields.put(2, schema.mapEntryField(map, 2));
    return new Schema.Message(map.name() + "Entry", fields);
  }

  public int depth() {
    return parent == null ? 0 : parent.depth() + 1;
  }

  /**
   * Replaces bytes [from, to) of {@code b} (inside this span, or at its end) and rewrites the
   * length prefix of every enclosing field, so the edit stays well-formed around itself.
   */
  public static byte[] replace(byte[] b, Span enclosing, int from, int to, byte[] replacement) {
    byte[] out = Wire.splice(b, from, to, replacement);
    int delta = replacement.length - (to - from);
    for (Span a = enclosing; a != null; a = a.parent) {
      byte[] len = Wire.varint(a.end - a.dataStart + (long) delta);
      out = Wire.splice(out, a.lenStart, a.dataStart, len);
      delta += len.length - (a.dataStart - a.lenStart);
    }
    return out;
  }
}
