package protocross.differential.driver;

import java.util.ArrayList;
import java.util.List;

/**
 * One field occurrence in a payload, at any depth: where its tag, length prefix and data are,
 * and the length-delimited field that encloses it. Offsets are into the original payload.
 */
public record Span(int tagStart, int lenStart, int dataStart, int end, int number, int wireType,
    WireSchema.Field field, Span parent) {

  /** The payload's field occurrences, nested ones included, in order; stops at the first malformed byte. */
  public static List<Span> scan(WireSchema schema, WireSchema.Message type, byte[] b) {
    List<Span> out = new ArrayList<>();
    scan(schema, type, b, 0, b.length, null, out, 0);
    return out;
  }

  private static void scan(WireSchema schema, WireSchema.Message type, byte[] b, int pos, int limit, Span parent,
      List<Span> out, int depth) {
    while (pos < limit && depth < 200) {
      long[] tag = WireFormat.readVarint(b, pos, limit);
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
          long[] v = WireFormat.readVarint(b, p, limit);
          if (v == null) {
            return;
          }
          end = (int) v[1];
        }
        case 1 -> end = p + 8;
        case 5 -> end = p + 4;
        case 2 -> {
          // The low 32 bits, as protobuf-java reads a length; the prefix's bytes are kept as they are.
          long[] len = WireFormat.readVarint(b, p, limit);
          if (len == null || (int) len[0] < 0 || (int) len[0] > limit - len[1]) {
            return;
          }
          dataStart = (int) len[1];
          end = dataStart + (int) len[0];
        }
        case 3 -> {
          // A group: a span without a length prefix, up to its end tag; its fields are scanned with
          // the group's type where the schema declares one (proto2), else as unknown ones.
          int[] closing = groupEnd(b, p, limit, number, 0);
          if (closing == null) {
            return;
          }
          WireSchema.Field declared = type == null ? null : type.fields().get(number);
          Span group = new Span(pos, p, p, closing[1], number, 3, declared, parent);
          out.add(group);
          WireSchema.Message inner = declared != null && declared.kind() == WireSchema.Kind.GROUP ? schema.message(declared.typeName()) : null;
          scan(schema, inner, b, p, closing[0], group, out, depth + 1);
          pos = closing[1];
          continue;
        }
        default -> {
          return;  // an end group without a start, or wire type 6/7: malformed, stop here
        }
      }
      if (end > limit) {
        return;
      }
      WireSchema.Field field = type == null ? null : type.fields().get(number);
      Span span = new Span(pos, lenStart, dataStart, end, number, wt, field, parent);
      out.add(span);
      if (wt == 2 && field != null) {
        if (field.kind() == WireSchema.Kind.MESSAGE) {
          scan(schema, schema.message(field.typeName()), b, dataStart, end, span, out, depth + 1);
        } else if (field.kind() == WireSchema.Kind.MAP) {
          scan(schema, schema.mapEntry(field), b, dataStart, end, span, out, depth + 1);
        }
      }
      pos = end;
    }
  }

  /**
   * A new length prefix for {@code a}: minimal where the old one was, else as wide as the old one and
   * with its bits above 32, so that minimising an input keeps an overlong or oversized prefix.
   */
  private static byte[] prefix(byte[] b, Span a, long length) {
    int oldSize = a.dataStart - a.lenStart;
    long[] old = WireFormat.readVarint(b, a.lenStart, a.dataStart);
    if (old == null || ((old[0] >>> 32) == 0 && WireFormat.varint(old[0]).length == oldSize)) {
      return WireFormat.varint(length);
    }
    long v = (old[0] & ~0xFFFFFFFFL) | length;
    return WireFormat.varint(v, Math.max(oldSize, WireFormat.varint(v).length));
  }

  /** Where the group of field {@code number} starting at {@code pos} ends: [start of its end tag, end of it], or null. */
  private static int[] groupEnd(byte[] b, int pos, int limit, int number, int depth) {
    while (pos < limit && depth < 200) {
      int tagStart = pos;
      long[] tag = WireFormat.readVarint(b, pos, limit);
      if (tag == null) {
        return null;
      }
      int wt = (int) (tag[0] & 7);
      int n = (int) tag[0] >>> 3;
      pos = (int) tag[1];
      switch (wt) {
        case 0 -> {
          long[] v = WireFormat.readVarint(b, pos, limit);
          if (v == null) {
            return null;
          }
          pos = (int) v[1];
        }
        case 1 -> pos += 8;
        case 5 -> pos += 4;
        case 2 -> {
          long[] len = WireFormat.readVarint(b, pos, limit);
          if (len == null || len[0] < 0 || len[0] > limit - len[1]) {
            return null;
          }
          pos = (int) (len[1] + len[0]);
        }
        case 3 -> {
          int[] inner = groupEnd(b, pos, limit, n, depth + 1);
          if (inner == null) {
            return null;
          }
          pos = inner[1];
        }
        case 4 -> {
          return n == number ? new int[] {tagStart, pos} : null;
        }
        default -> {
          return null;
        }
      }
    }
    return null;
  }

  /** Whether this field sits in a map entry (its key or value). */
  public boolean inMapEntry() {
    return parent != null && parent.field() != null && parent.field().kind() == WireSchema.Kind.MAP;
  }

  public int depth() {
    return parent == null ? 0 : parent.depth() + 1;
  }

  /**
   * Replaces bytes [from, to) of {@code b} (inside this span, or at its end) and rewrites the
   * length prefix of every enclosing field, so the edit stays well-formed around itself.
   */
  public static byte[] replace(byte[] b, Span enclosing, int from, int to, byte[] replacement) {
    byte[] out = WireFormat.splice(b, from, to, replacement);
    int delta = replacement.length - (to - from);
    for (Span a = enclosing; a != null; a = a.parent) {
      if (a.wireType != 2) {
        continue;  // a group has no length prefix to rewrite
      }
      byte[] len = prefix(b, a, a.end - a.dataStart + (long) delta);
      out = WireFormat.splice(out, a.lenStart, a.dataStart, len);
      delta += len.length - (a.dataStart - a.lenStart);
    }
    return out;
  }
}
