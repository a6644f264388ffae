package protocross.impl.upb;

import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A message type: its upb MiniTable and the layout of its fields, in field-number order.
 *
 * <p>The layout is read from upb's {@code upb_MiniTableField} structs (number u32, offset u16,
 * presence i16, submsg_ofs u16, descriptortype u8, mode u8; the same offsets in every release line
 * {@link UpbRelease} names), and every field read that way is cross-checked against upb's public
 * accessor functions, so a layout change in another upb release stops the start-up rather than
 * misreading messages.
 */
public final class MessageType {
  private static final int FIELD_MODE_MASK = 3;
  private static final int MODE_MAP = 0;
  private static final int MODE_ARRAY = 1;
  private static final int ALTERNATE = 16;

  private final String name;
  final long miniTable;
  /**
   * A field number can be as high as 536,870,911: {@link #field} looks a number up in a dense array
   * indexed by it while the highest number is small ({@value #DENSE_LIMIT} or under), else by
   * binary search in {@link #numbers} (the fields' numbers, ascending like {@link #fields}), so a
   * sparse schema costs no memory beyond its fields.
   */
  static final int DENSE_LIMIT = 4096;
  private Field[] fields;
  private Field[] byNumber;
  private int[] numbers;
  /**
   * Per field (as {@link #fieldArray()}), the proto2 declared default a reader gets for the unset
   * field, or null: upb's MiniTable has no defaults (its generated C accessors pass them as
   * constants), so {@link Schema} sets them from the descriptor set; null when no field declares one.
   */
  Object[] defaults;
  /** {@link DigestWalk}'s per-field instruction codes, made on first walk (idempotent, so unsynchronized). */
  int[] digestOps;

  private MessageType(String name, long miniTable) {
    this.name = name;
    this.miniTable = miniTable;
  }

  public String name() {
    return name;
  }

  public List<Field> fields() {
    return List.of(fields);
  }

  /** The field with this number; throws if there is none. */
  public Field field(int number) {
    Field f;
    if (byNumber != null) {
      f = number >= 0 && number < byNumber.length ? byNumber[number] : null;
    } else {
      int i = Arrays.binarySearch(numbers, number);
      f = i >= 0 ? fields[i] : null;
    }
    if (f == null) {
      throw new IllegalArgumentException(name + " has no field " + number);
    }
    return f;
  }

  Field[] fieldArray() {
    return fields;
  }

  /** The type for a MiniTable and, recursively, every message type it refers to. */
  static MessageType of(String name, long miniTable) {
    return of(name, miniTable, new HashMap<>());
  }

  private static MessageType of(String name, long miniTable, Map<Long, MessageType> seen) {
    MessageType known = seen.get(miniTable);
    if (known != null) {
      return known;
    }
    MessageType type = new MessageType(name, miniTable);
    seen.put(miniTable, type);  // before the fields: types can be recursive
    try {
      int count = (int) Upb.MINI_TABLE_FIELD_COUNT.invokeExact(miniTable);
      List<Field> list = new ArrayList<>();
      java.util.Set<Integer> oneofsSeen = new java.util.HashSet<>();
      long[] addresses = new long[count];
      for (int i = 0; i < count; i++) {
        addresses[i] = (long) Upb.MINI_TABLE_FIELD_BY_INDEX.invokeExact(miniTable, i);
      }
      Integer[] order = new Integer[count];
      for (int i = 0; i < count; i++) {
        order[i] = i;
      }
      Arrays.sort(order, Comparator.comparingInt(i -> ALL.get(ValueLayout.JAVA_INT_UNALIGNED, addresses[i])));
      for (int i : order) {
        list.add(field(name, miniTable, addresses[i], seen, oneofsSeen));
      }
      type.fields = list.toArray(Field[]::new);
      type.numbers = list.stream().mapToInt(Field::number).toArray();
      int max = type.numbers.length == 0 ? 0 : type.numbers[type.numbers.length - 1];
      if (max <= DENSE_LIMIT) {
        type.byNumber = new Field[max + 1];
        list.forEach(f -> type.byNumber[f.number()] = f);
      }
      return type;
    } catch (UpbException e) {
      throw e;
    } catch (Throwable t) {
      throw new UpbException("cannot read the layout of " + name + ": " + t);
    }
  }

  private static Field field(String owner, long table, long f, Map<Long, MessageType> seen, java.util.Set<Integer> oneofs)
      throws Throwable {
    int number = ALL.get(ValueLayout.JAVA_INT_UNALIGNED, f);
    int offset = Short.toUnsignedInt(ALL.get(ValueLayout.JAVA_SHORT_UNALIGNED, f + 4));
    int presence = ALL.get(ValueLayout.JAVA_SHORT_UNALIGNED, f + 6);
    int descriptorType = Byte.toUnsignedInt(ALL.get(ValueLayout.JAVA_BYTE, f + 10));
    int modeBits = Byte.toUnsignedInt(ALL.get(ValueLayout.JAVA_BYTE, f + 11));
    int type = descriptorType;
    if ((modeBits & ALTERNATE) != 0) {
      type = descriptorType == 5 ? 14 : descriptorType == 12 ? 9 : descriptorType;  // int32→enum, bytes→string
    }
    Field.Mode mode = switch (modeBits & FIELD_MODE_MASK) {
      case MODE_MAP -> Field.Mode.MAP;
      case MODE_ARRAY -> Field.Mode.REPEATED;
      default -> Field.Mode.SCALAR;
    };
    String where = owner + " field " + number;
    check(where, "number", number == (int) Upb.FIELD_NUMBER.invokeExact(f));
    check(where, "type", type == (int) Upb.FIELD_TYPE.invokeExact(f));
    check(where, "array mode", (mode == Field.Mode.REPEATED) == (boolean) Upb.FIELD_IS_ARRAY.invokeExact(f));
    check(where, "map mode", (mode == Field.Mode.MAP) == (boolean) Upb.FIELD_IS_MAP.invokeExact(f));
    check(where, "oneof", (presence < 0) == (boolean) Upb.FIELD_IS_IN_ONEOF.invokeExact(f));
    check(where, "presence", (presence != 0) == (boolean) Upb.FIELD_HAS_PRESENCE.invokeExact(f));
    Field.Kind kind = Field.Kind.of(type);
    MessageType sub = null;
    if (kind == Field.Kind.MESSAGE) {
      long subTable = (long) Upb.MINI_TABLE_SUB_MESSAGE.invokeExact(table, f);
      if (subTable == 0) {
        throw new UpbException(where + " has no linked sub-message MiniTable");
      }
      sub = of(owner + "." + number, subTable, seen);
    }
    boolean firstOfOneof = presence < 0 && oneofs.add(presence);
    return new Field(number, kind, mode, offset, presence, sub, firstOfOneof);
  }

  private static void check(String where, String what, boolean agrees) {
    if (!agrees) {
      throw new UpbException(where + ": the " + what + " read from upb_MiniTableField disagrees with upb's accessor;"
          + " this binding reads the layouts of the release lines UpbRelease names; libupb is from " + UpbRelease.LOADED);
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
