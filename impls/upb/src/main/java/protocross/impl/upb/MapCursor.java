package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static protocross.impl.upb.Upb.ALL;

/**
 * A cursor over a map field's entries, in upb's (unspecified) order; reusable through
 * {@link UpbMessage#map(Field, MapCursor)}.
 *
 * <p>Why two ways: a string-keyed map is a upb string table, whose entry array the cursor walks
 * with plain loads at the offsets of {@link MapLayout} (checked against upb_Map_Next at start-up),
 * so an entry costs no downcall. Integer- and bool-keyed maps are upb int tables (an array part
 * and a hash part); they are rare enough to go through {@code upb_Map_Next}, one critical downcall
 * per entry, with the key/value/iterator scratch taken from the message's own arena.
 */
public final class MapCursor {
  private static final long BEGIN = -1;  // kUpb_Map_Begin

  private UpbMessage owner;
  private Field valueField;
  private boolean valueIsView;  // string and bytes values sit behind a pointer to a upb_StringView
  private long map;
  private int size;
  private boolean direct;
  // direct (string table): the entry array, its slot count, the slot at the cursor
  private long entries;
  private long slots;
  private long index;
  private long entry;
  // through upb_Map_Next: key at scratch, value at scratch + 16, iterator at scratch + 32
  private long scratch;

  /** An unpointed cursor; {@link UpbMessage#map(Field, MapCursor)} points it at a map. */
  public MapCursor() {}

  void reset(UpbMessage message, Field f, long map) {
    this.owner = message;
    this.valueField = f.sub().field(2);
    this.valueIsView = valueField.kind() == Field.Kind.STRING || valueField.kind() == Field.Kind.BYTES;
    this.map = map;
    this.entry = 0;
    this.index = -1;
    if (map == 0) {
      direct = true;
      size = 0;
      slots = 0;
      return;
    }
    direct = MapLayout.isStringTable(map);
    if (direct) {
      size = MapLayout.count(map);
      entries = MapLayout.entries(map);
      slots = MapLayout.slots(map);
      return;
    }
    try {
      size = (int) (long) Upb.MAP_SIZE.invokeExact(map);
      scratch = (long) Upb.ARENA_MALLOC.invokeExact(message.arena(), 40L);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
    if (scratch == 0) {
      throw new UpbException("upb_Arena_Malloc failed: out of memory");
    }
    ALL.set(JAVA_LONG_UNALIGNED, scratch + 32, BEGIN);
  }

  public int size() {
    return size;
  }

  /** Moves to the next entry; false when there is none. */
  public boolean next() {
    if (direct) {
      while (++index < slots) {
        long e = entries + index * MapLayout.ENTRY_SIZE;
        if (MapLayout.occupied(e)) {
          entry = e;
          return true;
        }
      }
      entry = 0;
      return false;
    }
    try {
      return (boolean) Upb.MAP_NEXT.invokeExact(map, scratch, scratch + 16, scratch + 32);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }

  public String keyString() {
    if (direct) {
      long key = MapLayout.key(current());
      return Utf8.string(MapLayout.keyData(key), MapLayout.keySize(key));
    }
    return UpbMessage.string(scratch);
  }

  public long keyLong() {
    return ALL.get(JAVA_LONG_UNALIGNED, intKey());
  }

  public int keyInt() {
    return ALL.get(JAVA_INT_UNALIGNED, intKey());
  }

  public boolean keyBool() {
    return ALL.get(JAVA_BYTE, intKey()) != 0;
  }

  public String valueString() {
    return UpbMessage.string(value());
  }

  public byte[] valueBytes() {
    return UpbMessage.bytes(value());
  }

  public long valueLong() {
    return ALL.get(JAVA_LONG_UNALIGNED, value());
  }

  public int valueInt() {
    return ALL.get(JAVA_INT_UNALIGNED, value());
  }

  public double valueDouble() {
    return ALL.get(JAVA_DOUBLE_UNALIGNED, value());
  }

  public float valueFloat() {
    return ALL.get(JAVA_FLOAT_UNALIGNED, value());
  }

  public boolean valueBool() {
    return ALL.get(JAVA_BYTE, value()) != 0;
  }

  /** Points {@code reuse} at a message value; see {@link UpbMessage#getMessage(Field, UpbMessage)}. */
  public UpbMessage valueMessage(UpbMessage reuse) {
    return owner.point(reuse, valueField, ALL.get(JAVA_LONG_UNALIGNED, value()));
  }

  /** Where the current value lies: a upb_StringView for strings and bytes, else the value itself. */
  private long value() {
    if (direct) {
      long e = current();
      return valueIsView ? MapLayout.valuePointer(e) : MapLayout.valueSlot(e);
    }
    return scratch + 16;
  }

  private long intKey() {
    if (direct) {
      throw new IllegalStateException("a string-keyed map has no integer keys");
    }
    return scratch;
  }

  private long current() {
    if (entry == 0) {
      throw new IllegalStateException("no current entry: call next() first");
    }
    return entry;
  }
}
