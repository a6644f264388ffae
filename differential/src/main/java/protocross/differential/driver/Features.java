package protocross.differential.driver;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an input contains that the decoders are known to treat differently, found by walking its
 * bytes with the schema as a decoder would (groups included) — never from how the input was made.
 * Causes ({@link Cause}) name the features they need, so an explanation holds for any input that has
 * them, a minimised one included.
 *
 * <p>The walk follows protobuf-java's reading where the others differ: a tag keeps its low 32 bits,
 * a length its low 32 bits, a varint of more than 10 bytes is read to its last byte. It stops at the
 * first byte every reader must reject ({@link Feature#MALFORMED}).
 */
record Features(Set<Feature> set, int maxDepth, int maxMessageDepth) {

  enum Feature {
    /** A tag varint of 6–10 bytes. */
    TAG_OVER_5_BYTES,
    /** A tag varint with a value of 2^32 or more. */
    TAG_ABOVE_32_BITS,
    /** A length prefix varint of 6–10 bytes. */
    LENGTH_OVER_5_BYTES,
    /** A length prefix with a value of 2^32 or more whose low 32 bits are a valid length. */
    LENGTH_ABOVE_32_BITS,
    /** Any varint (tag, length or value) whose tenth byte still has the continuation bit (11 bytes or more, or cut short). */
    VARINT_OVER_10_BYTES,
    /** A string field the schema knows whose parsers must check UTF-8 (proto3, editions' utf8_validation VERIFY), holding ill-formed UTF-8. */
    INVALID_UTF8,
    /** A string field the schema knows whose parsers need not check UTF-8 (proto2, editions' utf8_validation NONE), holding ill-formed UTF-8. */
    INVALID_UTF8_UNCHECKED,
    /** An open (proto3) enum field holding a number its enum does not declare. */
    UNDECLARED_ENUM,
    /** A known field of a message (not a map entry) arriving with a wire type the schema does not allow for it. */
    WRONG_WIRE_TYPE,
    /** A map entry's key or value arriving with a wire type the schema does not allow for it. */
    WRONG_WIRE_TYPE_IN_MAP_ENTRY,
    /** A field number other than 1 (key) and 2 (value) inside a map entry. */
    UNKNOWN_FIELD_IN_MAP_ENTRY,
    /** A group (wire types 3/4) the schema does not declare there: an unknown or mistyped field. */
    GROUP,
    /**
     * Two entries of one map, in one message, whose string keys are not in strictly increasing byte
     * order; or any two entries of an integer- or bool-keyed map (upb writes those in descending
     * order of the key's raw bits, MapKeyOrder, which no simple rule of the input predicts here).
     */
    UNSORTED_MAP,
    /** Two entries of one string-keyed map, in one message, where one key is a proper prefix of the other ("" and "a", "ab" and "abc"). */
    MAP_PREFIX_KEYS,
    /**
     * Two entries of one string-keyed map, in one message, with the same key; or any two entries of
     * an integer- or bool-keyed map (whose keys the walk does not read, as for UNSORTED_MAP).
     */
    REPEATED_MAP_KEY,
    /** An unknown field whose tag or varint value takes more bytes than its value needs. */
    OVERLONG_UNKNOWN,
    /**
     * In one message, unknown fields out of the order protobuf-java re-encodes them in: by field
     * number, and within one number varint, fixed32, fixed64, length-delimited, group. A closed
     * (proto2) enum's undeclared number is an unknown field too: every runtime moves it there.
     */
    UNKNOWN_FIELDS_UNSORTED,
    /** A closed (proto2) enum's undeclared number that arrives after another unknown field of its message. */
    CLOSED_ENUM_UNKNOWN_AFTER_UNKNOWN,
    /**
     * Two known fields present in one message whose field-number order differs from declaration
     * order with oneof members last (a oneof member numbered below a plain field, or fields declared
     * out of number order).
     */
    DECLARED_ORDER_NOT_NUMBER_ORDER,
    /** A known singular scalar or string field that occurs twice in one message. */
    REPEATED_SINGULAR,
    /** A known 32-bit varint field (int32, uint32, enum) whose value has bits above 32. */
    VARINT32_ABOVE_32_BITS,
    /** A bool field holding a varint other than 0 and 1. */
    BOOL_ABOVE_1,
    /** A tag whose field number is 0 with a wire type other than 0 (the tag value 0 itself every reader rejects). */
    FIELD_NUMBER_ZERO,
    /** A known singular scalar field (varint or fixed) arriving length-delimited, as if packed. */
    SCALAR_AS_LENGTH_DELIMITED,
    /** A float or double field holding a NaN whose bits are not Java's canonical NaN. */
    NON_CANONICAL_NAN,
    /** Two different members of one declared oneof in one message. */
    ONEOF_TWO_MEMBERS,
    /**
     * A singular field without presence (proto3: not optional, in no oneof, no message), outside a map
     * entry, arriving with its default value: 0, false, all-zero bits, an empty string or bytes.
     */
    IMPLICIT_DEFAULT_ON_WIRE,
    /** A map entry without its key (field 1) or its value (field 2). */
    MAP_ENTRY_WITHOUT_KEY_OR_VALUE,
    /**
     * A varint of exactly 10 bytes read as a 64-bit value (an int64, uint64, sint64 or bool field,
     * packed elements included, or an unknown varint field) whose tenth byte has bit 0 clear, so that
     * bit 63 of its value is 0: a smaller value padded to 10 bytes, or one with bits above 64.
     */
    VARINT64_TEN_BYTES_BIT63_CLEAR,
    /**
     * A repeated string field holding ill-formed UTF-8 whose replaced form (Java's UTF-8 decoder, one
     * U+FFFD per ill-formed sequence) is another number of bytes.
     */
    INVALID_UTF8_REPEATED_RESIZED,
    /**
     * A string, bytes or unknown length-delimited field (not a message, map entry or packed run) whose
     * length prefix runs past its end and claims {@value #HUGE_LENGTH} bytes (256 MiB) or more, below
     * 2 GiB; or any length-delimited field whose claimed end, counted from the input's first byte,
     * passes 2^31 - 1.
     */
    HUGE_LENGTH_PAST_END,
    /** A closed (proto2) enum field holding a number its enum does not declare (parsers keep it as an unknown field). */
    UNDECLARED_CLOSED_ENUM,
    /**
     * A field number (not 0) that the message declares no field for, outside a map entry and a group,
     * arriving as a varint, fixed-size or length-delimited value (an unknown group is {@link #GROUP}).
     */
    UNKNOWN_FIELD,
    /**
     * A fixed-size value (a fixed32/fixed64, float or double field, known or unknown, or a packed run's
     * element) whose 4 or 8 bytes run past the end of its message or of the input; the walk stops there
     * ({@link #MALFORMED}).
     */
    FIXED_PAST_END,
    /** A known singular message field (a oneof member included) that occurs twice in one message. */
    SINGULAR_MESSAGE_TWICE,
    /** A known singular bytes field, outside a map entry, that occurs twice in one message. */
    SINGULAR_BYTES_TWICE,
    /** A singular bytes field without presence, outside a map entry, arriving empty. */
    EMPTY_IMPLICIT_BYTES,
    /** A packed run of a repeated scalar field right after an unpacked element of the same field (no other field between). */
    PACKED_AFTER_UNPACKED,
    /** A uint32 field (packed elements included) whose varint value has bits above 32 (any: a 10-byte negative one too). */
    UINT32_ABOVE_32_BITS,
    /** A tag whose low 32 bits are all ones (field number 536,870,911, wire type 7). */
    TAG_LOW_32_BITS_ALL_ONES,
    /**
     * A tag of wire type 3, 4, 6 or 7 with another field number, directly after an element of a repeated
     * field (a map included) that arrived one tag per element: a string, bytes, message or map entry, or
     * an unpacked scalar.
     */
    ODD_WIRE_TYPE_AFTER_REPEATED,
    /** Bytes every reader must reject: a truncated field, wire type 6/7, an unmatched end group, a length past its end. */
    MALFORMED
  }

  /** The smallest length {@link Feature#HUGE_LENGTH_PAST_END} counts: 256 MiB. */
  static final int HUGE_LENGTH = 1 << 28;

  /**
   * The walk recurses once per nested message or group; an input nested deeper than the calling
   * thread's stack allows (the hand-written deep cases nest up to 150,000 levels) is walked again on a
   * thread of its own with a 512 MiB stack, reserved, not touched, until it is used.
   */
  static Features of(WireSchema schema, String messageType, byte[] bytes) {
    try {
      return walk(schema, messageType, bytes);
    } catch (StackOverflowError deep) {
      Features[] result = new Features[1];
      RuntimeException[] failure = new RuntimeException[1];
      Thread t = new Thread(null, () -> {
        try {
          result[0] = walk(schema, messageType, bytes);
        } catch (RuntimeException e) {
          failure[0] = e;
        }
      }, "features-deep-walk", 1L << 29);
      t.start();
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while walking a deeply nested input", e);
      }
      if (failure[0] != null) {
        throw failure[0];
      }
      return result[0];
    }
  }

  private static Features walk(WireSchema schema, String messageType, byte[] bytes) {
    Walk w = new Walk(schema, bytes);
    try {
      int end = w.message(schema.message(messageType), 0, bytes.length, 0, 0, -1, false);
      if (end < 0) {
        w.found.add(Feature.MALFORMED);
      }
    } catch (Stop s) {
      w.found.add(Feature.MALFORMED);
    }
    return new Features(w.found.isEmpty() ? EnumSet.noneOf(Feature.class) : EnumSet.copyOf(w.found), w.maxDepth,
        w.maxMessageDepth);
  }

  boolean has(Feature f) {
    return set.contains(f);
  }

  /** Thrown where the walk meets bytes every reader rejects. */
  private static final class Stop extends RuntimeException {
    Stop() {
      super(null, null, false, false);
    }
  }

  private static final class Walk {
    final WireSchema schema;
    final byte[] b;
    final EnumSet<Feature> found = EnumSet.noneOf(Feature.class);
    int maxDepth;
    int maxMessageDepth;

    Walk(WireSchema schema, byte[] b) {
      this.schema = schema;
      this.b = b;
    }

    /** A varint at pos: [value, end]; records over-10-byte varints; stops at a truncated one. */
    long[] varint(int pos, int limit) {
      long v = 0;
      int start = pos;
      for (int shift = 0; ; shift += 7) {
        if (pos - start == 10) {
          found.add(Feature.VARINT_OVER_10_BYTES);  // ten bytes read and the tenth still continues
        }
        if (pos >= limit) {
          throw new Stop();
        }
        byte x = b[pos++];
        if (shift < 64) {
          v |= (long) (x & 0x7F) << shift;
        }
        if (x >= 0) {
          return new long[] {v, pos};
        }
      }
    }

    /**
     * Walks one message's fields in [pos, limit); {@code group} is the field number of the group
     * being read, or -1. {@code depth} counts messages and groups, {@code messages} messages only
     * (the root is 0). Returns the position after the group's end tag (or limit), -1 for a group
     * without one.
     */
    int message(WireSchema.Message type, int pos, int limit, int depth, int messages, int group, boolean mapEntry) {
      maxDepth = Math.max(maxDepth, depth);
      maxMessageDepth = Math.max(maxMessageDepth, messages);
      Map<Integer, Integer> seen = new HashMap<>();
      Map<Integer, List<byte[]>> mapKeys = new HashMap<>();
      long[] lastUnknownOrder = {0, 0};  // the last unknown field's order; how many unknown fields came before
      java.util.TreeSet<Integer> present = new java.util.TreeSet<>();  // known fields, for the declared-order check
      Map<Integer, Integer> oneofMember = new HashMap<>();  // oneof index → the first member number seen
      int unpackedBefore = -1;  // the previous field's number when it was an unpacked element of a packable field
      int repeatedBefore = -1;  // the previous field's number when it was a repeated field's element, one tag per element
      while (pos < limit) {
        int tagStart = pos;
        long[] tag = varint(pos, limit);
        pos = (int) tag[1];
        int tagBytes = pos - tagStart;
        if (tagBytes > 5 && tagBytes <= 10) {
          found.add(Feature.TAG_OVER_5_BYTES);
        }
        if ((tag[0] >>> 32) != 0) {
          found.add(Feature.TAG_ABOVE_32_BITS);
        }
        int t = (int) tag[0];
        int number = t >>> 3;
        int wt = t & 7;
        if (t == -1) {
          found.add(Feature.TAG_LOW_32_BITS_ALL_ONES);
        }
        if (repeatedBefore >= 0 && number != repeatedBefore && (wt == 3 || wt == 4 || wt == 6 || wt == 7)) {
          found.add(Feature.ODD_WIRE_TYPE_AFTER_REPEATED);
        }
        if (t == 0) {
          throw new Stop();  // tag 0: every reader stops here (Wire too: "Unexpected tag 0")
        }
        if (number == 0) {
          found.add(Feature.FIELD_NUMBER_ZERO);  // read on as an unknown field, as Wire does
        }
        if (wt == 4) {
          if (number != group) {
            throw new Stop();
          }
          orderCheck(type, present);
          return pos;
        }
        WireSchema.Field field = type == null ? null : type.fields().get(number);
        boolean known = field != null && (wt == field.wireType() || wt == field.elementWireType());
        if (field != null && !known) {
          found.add(mapEntry ? Feature.WRONG_WIRE_TYPE_IN_MAP_ENTRY : Feature.WRONG_WIRE_TYPE);
          if (wt == 2 && !field.repeated() && field.elementWireType() != 2) {
            found.add(Feature.SCALAR_AS_LENGTH_DELIMITED);
          }
        }
        if (field == null && mapEntry) {
          found.add(Feature.UNKNOWN_FIELD_IN_MAP_ENTRY);
        }
        if (field == null && !mapEntry && type != null && number != 0 && wt != 3 && wt != 4) {
          found.add(Feature.UNKNOWN_FIELD);
        }
        if (known && field.packable() && wt == 2 && number == unpackedBefore) {
          found.add(Feature.PACKED_AFTER_UNPACKED);
        }
        unpackedBefore = known && field.packable() && wt != 2 ? number : -1;
        repeatedBefore = known && field.repeated() && !(field.packable() && wt == 2) ? number : -1;
        if (!known) {
          unknown(number, wt, lastUnknownOrder);
          if (tagBytes > WireFormat.varint(tag[0]).length) {
            found.add(Feature.OVERLONG_UNKNOWN);
          }
        }
        if (known) {
          present.add(number);
          if (field.oneofIndex() >= 0) {
            Integer first = oneofMember.putIfAbsent(field.oneofIndex(), number);
            if (first != null && first != number) {
              found.add(Feature.ONEOF_TWO_MEMBERS);
            }
          }
        }
        if (known && !field.repeated() && seen.merge(number, 1, Integer::sum) > 1) {
          if (!field.holdsFields()) {
            found.add(Feature.REPEATED_SINGULAR);
          } else if (field.kind() == WireSchema.Kind.MESSAGE) {
            found.add(Feature.SINGULAR_MESSAGE_TWICE);
          }
          if (field.kind() == WireSchema.Kind.BYTES && !mapEntry) {
            found.add(Feature.SINGULAR_BYTES_TWICE);
          }
        }
        switch (wt) {
          case 0 -> {
            int start = pos;
            long[] v = varint(pos, limit);
            pos = (int) v[1];
            tenBytes64(known ? field : null, start, pos);
            if (known && !mapEntry && field.implicitPresence()
                && (field.typeName().matches("u?int64|sint64|bool") ? v[0] == 0 : (int) v[0] == 0)) {
              found.add(Feature.IMPLICIT_DEFAULT_ON_WIRE);
            }
            if (known) {
              if (!scalar(field, v[0])) {
                if (lastUnknownOrder[1] > 0) {
                  found.add(Feature.CLOSED_ENUM_UNKNOWN_AFTER_UNKNOWN);
                }
                unknown(number, wt, lastUnknownOrder);  // a closed enum's undeclared number
              }
            } else if (pos - start > WireFormat.varint(v[0]).length) {
              found.add(Feature.OVERLONG_UNKNOWN);
            }
          }
          case 1 -> {
            pos = fixed(pos, 8, limit);
            if (known) {
              floating(field, pos - 8, 8);
              zeroFixed(field, pos - 8, 8, mapEntry);
            }
          }
          case 5 -> {
            pos = fixed(pos, 4, limit);
            if (known) {
              floating(field, pos - 4, 4);
              zeroFixed(field, pos - 4, 4, mapEntry);
            }
          }
          case 2 -> {
            int lenStart = pos;
            long[] len = varint(pos, limit);
            int lenBytes = (int) len[1] - lenStart;
            if (lenBytes > 5 && lenBytes <= 10) {
              found.add(Feature.LENGTH_OVER_5_BYTES);
            }
            if ((len[0] >>> 32) != 0) {
              found.add(Feature.LENGTH_ABOVE_32_BITS);
            }
            int n = (int) len[0];
            pos = (int) len[1];
            if (n >= HUGE_LENGTH && n > limit - pos
                && (!known || field.kind() == WireSchema.Kind.STRING || field.kind() == WireSchema.Kind.BYTES)
                || n >= 0 && (long) pos + n > Integer.MAX_VALUE) {
              found.add(Feature.HUGE_LENGTH_PAST_END);
            }
            if (n < 0 || n > limit - pos) {
              throw new Stop();
            }
            if (known) {
              if (n == 0 && !mapEntry && field.implicitPresence()) {
                found.add(Feature.IMPLICIT_DEFAULT_ON_WIRE);  // an empty string or bytes
                if (field.kind() == WireSchema.Kind.BYTES) {
                  found.add(Feature.EMPTY_IMPLICIT_BYTES);
                }
              }
              lengthDelimited(field, pos, pos + n, depth, messages, mapKeys);
            }
            pos += n;
          }
          case 3 -> {
            WireSchema.Message groupType = null;
            if (known && field.kind() == WireSchema.Kind.GROUP) {
              groupType = schema.message(field.typeName());  // a proto2 group the schema declares
            } else {
              found.add(Feature.GROUP);
            }
            pos = message(groupType, pos, limit, depth + 1, messages, number, false);
            if (pos < 0) {
              throw new Stop();
            }
          }
          default -> throw new Stop();
        }
      }
      if (group >= 0) {
        return -1;  // no end tag before the limit
      }
      orderCheck(type, present);
      if (mapEntry && !(present.contains(1) && present.contains(2))) {
        found.add(Feature.MAP_ENTRY_WITHOUT_KEY_OR_VALUE);
      }
      return pos;
    }

    /** A float or double holding a NaN other than Java's canonical one (0x7fc00000, 0x7ff8000000000000). */
    private void floating(WireSchema.Field field, int at, int size) {
      long bits = 0;
      for (int i = size - 1; i >= 0; i--) {
        bits = (bits << 8) | (b[at + i] & 0xFF);
      }
      boolean nan = switch (field.typeName()) {
        case "float" -> size == 4 && Float.isNaN(Float.intBitsToFloat((int) bits)) && (int) bits != 0x7fc00000;
        case "double" -> size == 8 && Double.isNaN(Double.longBitsToDouble(bits)) && bits != 0x7ff8000000000000L;
        default -> false;
      };
      if (nan) {
        found.add(Feature.NON_CANONICAL_NAN);
      }
    }

    /** A fixed-size field without presence holding all-zero bits, its default (-0.0 is not). */
    private void zeroFixed(WireSchema.Field field, int at, int size, boolean mapEntry) {
      if (mapEntry || !field.implicitPresence()) {
        return;
      }
      for (int i = 0; i < size; i++) {
        if (b[at + i] != 0) {
          return;
        }
      }
      found.add(Feature.IMPLICIT_DEFAULT_ON_WIRE);
    }

    /** A packed run: varints read one by one, fixed-size elements checked for NaN. */
    private void packed(WireSchema.Field field, int from, int to) {
      int pos = from;
      int size = field.elementWireType() == 1 ? 8 : field.elementWireType() == 5 ? 4 : 0;
      while (pos < to) {
        if (size == 0) {
          long[] v = varint(pos, to);
          scalar(field, v[0]);
          tenBytes64(field, pos, (int) v[1]);
          pos = (int) v[1];
        } else {
          pos = fixed(pos, size, to);
          floating(field, pos - size, size);
        }
      }
    }

    /**
     * A varint in [start, end) of exactly 10 bytes whose tenth byte has bit 0 clear, read as a 64-bit
     * value: {@code field} is an int64, uint64, sint64 or bool field, or null for an unknown field.
     */
    private void tenBytes64(WireSchema.Field field, int start, int end) {
      if (end - start == 10 && (b[start + 9] & 1) == 0
          && (field == null || List.of("int64", "uint64", "sint64", "bool").contains(field.typeName()))) {
        found.add(Feature.VARINT64_TEN_BYTES_BIT63_CLEAR);
      }
    }

    private int fixed(int pos, int size, int limit) {
      if (pos + size > limit) {
        found.add(Feature.FIXED_PAST_END);
        throw new Stop();
      }
      return pos + size;
    }

    /** Checks one scalar value; false when it is a closed enum's undeclared number, which parsers keep as an unknown field. */
    private boolean scalar(WireSchema.Field field, long v) {
      switch (field.typeName()) {
        case "bool" -> {
          if (v != 0 && v != 1) {
            found.add(Feature.BOOL_ABOVE_1);
          }
        }
        case "int32", "uint32" -> {
          if ((v >>> 32) != 0 && v != (long) (int) v) {
            found.add(Feature.VARINT32_ABOVE_32_BITS);
          }
          if (field.typeName().equals("uint32") && (v >>> 32) != 0) {
            found.add(Feature.UINT32_ABOVE_32_BITS);
          }
        }
        default -> {
          if (field.kind() == WireSchema.Kind.ENUM) {
            if ((v >>> 32) != 0 && v != (long) (int) v) {
              found.add(Feature.VARINT32_ABOVE_32_BITS);
            }
            WireSchema.Enum e = schema.enumOf(field);
            boolean declared = e == null || e.numbers().contains((int) v);
            if (!declared) {
              found.add(e.open() ? Feature.UNDECLARED_ENUM : Feature.UNDECLARED_CLOSED_ENUM);
            }
            return declared || e.open();
          }
        }
      }
      return true;
    }

    /** Whether the known fields present, taken in field-number order, are also in declared order. */
    private void orderCheck(WireSchema.Message type, java.util.TreeSet<Integer> present) {
      long last = Long.MIN_VALUE;
      for (int number : present) {
        long rank = type.declaredOrder().getOrDefault(number, Long.MAX_VALUE);
        if (rank < last) {
          found.add(Feature.DECLARED_ORDER_NOT_NUMBER_ORDER);
          return;
        }
        last = rank;
      }
    }

    /**
     * One unknown field in arrival order. Inside a group every field is unknown (type null) and
     * protobuf-java parses the group into an UnknownFieldSet of its own, so the same order applies
     * there. protobuf-java's UnknownFieldSet writes by field number, and within one number varints,
     * fixed32s, fixed64s, length-delimited values, then groups.
     */
    private void unknown(int number, int wt, long[] last) {
      long order = ((long) number << 3) | switch (wt) {
        case 0 -> 0;
        case 5 -> 1;
        case 1 -> 2;
        case 2 -> 3;
        default -> 4;
      };
      if (order < last[0]) {
        found.add(Feature.UNKNOWN_FIELDS_UNSORTED);
      }
      last[0] = order;
      last[1]++;
    }

    private void lengthDelimited(WireSchema.Field field, int from, int to, int depth, int messages, Map<Integer, List<byte[]>> mapKeys) {
      switch (field.kind()) {
        case MESSAGE -> {
          int end = message(schema.message(field.typeName()), from, to, depth + 1, messages + 1, -1, false);
          if (end < 0) {
            throw new Stop();
          }
        }
        case MAP -> {
          WireSchema.Message entry = schema.mapEntry(field);
          int end = message(entry, from, to, depth + 1, messages + 1, -1, true);
          if (end < 0) {
            throw new Stop();
          }
          byte[] key = mapKey(entry, from, to);
          List<byte[]> keys = mapKeys.computeIfAbsent(field.number(), k -> new ArrayList<>());
          WireSchema.Field keyField = entry.fields().get(1);
          boolean stringKeys = keyField != null && keyField.kind() == WireSchema.Kind.STRING;
          if (!keys.isEmpty() && (!stringKeys || Arrays.compareUnsigned(keys.getLast(), key) >= 0)) {
            found.add(Feature.UNSORTED_MAP);
          }
          if (keyField != null && keyField.kind() == WireSchema.Kind.STRING
              && keys.stream().anyMatch(k -> k.length != key.length && Arrays.equals(k, 0, Math.min(k.length, key.length), key, 0,
                  Math.min(k.length, key.length)))) {
            found.add(Feature.MAP_PREFIX_KEYS);
          }
          if (!keys.isEmpty() && (!stringKeys || keys.stream().anyMatch(k -> Arrays.equals(k, key)))) {
            found.add(Feature.REPEATED_MAP_KEY);
          }
          keys.add(key);
        }
        case STRING -> {
          try {
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(b, from, to - from));
          } catch (CharacterCodingException e) {
            // proto3 parsers (and editions ones under utf8_validation VERIFY) must reject it; proto2
            // ones (and editions ones under NONE) need not check (protobuf-java and upb do not)
            found.add(field.verifiesUtf8() ? Feature.INVALID_UTF8 : Feature.INVALID_UTF8_UNCHECKED);
            if (field.repeated() && new String(b, from, to - from, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8).length
                != to - from) {
              found.add(Feature.INVALID_UTF8_REPEATED_RESIZED);
            }
          }
        }
        case BYTES, GROUP -> {
          // any content is valid; a group never arrives length-delimited as a known field
        }
        default -> packed(field, from, to);
      }
    }

    /** The last key (field 1, length-delimited) of a well-formed map entry, or empty bytes. */
    private byte[] mapKey(WireSchema.Message entry, int from, int to) {
      byte[] key = new byte[0];
      int pos = from;
      while (pos < to) {
        long[] tag = WireFormat.readVarint(b, pos, to);
        if (tag == null) {
          break;
        }
        int wt = (int) (tag[0] & 7);
        pos = (int) tag[1];
        long[] v = wt == 0 || wt == 2 ? WireFormat.readVarint(b, pos, to) : null;
        int next = switch (wt) {
          case 0 -> v == null ? to : (int) v[1];
          case 1 -> pos + 8;
          case 5 -> pos + 4;
          case 2 -> v == null ? to : (int) v[1] + (int) v[0];
          default -> to;
        };
        if ((tag[0] >>> 3) == 1 && wt == 2 && v != null && next <= to) {
          key = Arrays.copyOfRange(b, (int) v[1], next);
        }
        pos = Math.max(next, pos + 1);
      }
      return key;
    }
  }
}
