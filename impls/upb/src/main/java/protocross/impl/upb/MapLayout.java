package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * How upb lays out a string-keyed map, so that {@link MapCursor} can walk it with plain loads
 * instead of one {@code upb_Map_Next} downcall per entry.
 *
 * <p>From upb/message/internal/map.h and upb/hash/common.h of each release line read
 * ({@link UpbRelease}). From line 32: {@code struct upb_Map} is {@code {char key_size; char
 * val_size; bool is_frozen; bool is_strtable; union {upb_strtable; upb_inttable} t}}, the table
 * {@code {upb_tabent* entries; uint32 count; uint32 mask}} (mask + 1 slots), and an entry
 * {@code {uint64 val; upb_SizePrefixString* key; next}}. Line 29: {@code {char key_size; char
 * val_size; bool is_frozen; upb_strtable table}}, every map a string table (a string key has
 * {@code key_size} 0, an integer key is stored as its bytes), the table {@code {size_t count; uint32
 * mask; uint32 max_count; uint8 size_lg2; upb_tabent* entries}}, an entry {@code {key; uint64 val;
 * next}}. An empty slot has {@code next == 0} from line 36, a key of 0 before
 * ({@link UpbRelease#emptySlotByNext()}). The key is {@code {uint32 size; char data[]}}; a string or
 * bytes value is a pointer to a {@code upb_StringView}, any other value sits in {@code val} itself.
 *
 * <p>These are upb's internals, so {@link #verify()} (run once, before the first map is read)
 * builds maps through upb's public API and checks that walking them by this layout yields exactly
 * what {@code upb_Map_Next} yields, in the same order; a release that moves anything fails the
 * start-up instead of misreading.
 */
final class MapLayout {
  private MapLayout() {}

  /** Line 29's layout (no integer tables), else line 32's and later ones'. */
  private static final boolean LINE_29 = !UpbRelease.LOADED.mapHasIntegerTables();
  private static final boolean EMPTY_BY_NEXT = UpbRelease.LOADED.emptySlotByNext();

  private static final int IS_STRTABLE = 3;   // from line 32
  private static final int KEY_SIZE = 0;      // line 29: 0 for string keys (UPB_MAPTYPE_STRING)
  private static final int ENTRIES = LINE_29 ? 32 : 8;
  private static final int COUNT = LINE_29 ? 8 : 16;  // line 29: the low half of a size_t (little-endian)
  private static final int MASK = LINE_29 ? 16 : 20;
  static final long ENTRY_SIZE = 24;
  private static final int ENTRY_VALUE = LINE_29 ? 8 : 0;
  private static final int ENTRY_KEY = LINE_29 ? 0 : 8;
  private static final int ENTRY_NEXT = 16;

  private static final int CTYPE_INT64 = 8;   // kUpb_CType_Int64
  private static final int CTYPE_STRING = 10; // kUpb_CType_String

  static boolean isStringTable(long map) {
    return LINE_29 ? ALL.get(JAVA_BYTE, map + KEY_SIZE) == 0 : ALL.get(JAVA_BYTE, map + IS_STRTABLE) != 0;
  }

  static int count(long map) {
    return ALL.get(JAVA_INT_UNALIGNED, map + COUNT);
  }

  static long entries(long map) {
    return ALL.get(JAVA_LONG_UNALIGNED, map + ENTRIES);
  }

  static long slots(long map) {
    return Integer.toUnsignedLong(ALL.get(JAVA_INT_UNALIGNED, map + MASK)) + 1;
  }

  static boolean occupied(long entry) {
    return ALL.get(JAVA_LONG_UNALIGNED, entry + (EMPTY_BY_NEXT ? ENTRY_NEXT : ENTRY_KEY)) != 0;
  }

  static long key(long entry) {
    return ALL.get(JAVA_LONG_UNALIGNED, entry + ENTRY_KEY);
  }

  static long keyData(long key) {
    return key + 4;
  }

  static long keySize(long key) {
    return Integer.toUnsignedLong(ALL.get(JAVA_INT_UNALIGNED, key));
  }

  /** The upb_StringView* a string or bytes value is stored as. */
  static long valuePointer(long entry) {
    return ALL.get(JAVA_LONG_UNALIGNED, entry + ENTRY_VALUE);
  }

  /** Where any other value is stored (upb copies its bytes into the entry's 64-bit val). */
  static long valueSlot(long entry) {
    return entry + ENTRY_VALUE;
  }

  /** Checks this layout against upb's own map API; throws UpbException on any disagreement. */
  static void verify() {
    long upbArena = 0;
    try (Arena a = Arena.ofConfined()) {
      upbArena = (long) Upb.ARENA_NEW.invokeExact();
      long strings = (long) Upb.MAP_NEW.invokeExact(upbArena, CTYPE_STRING, CTYPE_STRING);
      long longs = (long) Upb.MAP_NEW.invokeExact(upbArena, CTYPE_STRING, CTYPE_INT64);
      long intKeyed = (long) Upb.MAP_NEW.invokeExact(upbArena, CTYPE_INT64, CTYPE_INT64);
      if (strings == 0 || longs == 0 || intKeyed == 0) {
        throw new UpbException("upb_Map_New failed: out of memory");
      }
      for (int i = 0; i < 37; i++) {  // enough to make upb grow the table past its first size
        MemorySegment k = a.allocateFrom("key-" + i + "-ключ");
        MemorySegment v = a.allocateFrom("value " + i * 7919);
        MemorySegment key = messageValue(a, k.address(), k.byteSize() - 1);
        int inserted = (int) Upb.MAP_INSERT.invokeExact(strings, key, messageValue(a, v.address(), v.byteSize() - 1), upbArena);
        int insertedLong = (int) Upb.MAP_INSERT.invokeExact(longs, key, messageValue(a, i * -1_000_003L, 0), upbArena);
        int insertedInt = (int) Upb.MAP_INSERT.invokeExact(intKeyed, messageValue(a, i, 0), messageValue(a, i, 0), upbArena);
        if (inserted != 0 || insertedLong != 0 || insertedInt != 0) {
          throw new UpbException("upb_Map_Insert failed while checking the map layout");
        }
      }
      MemorySegment scratch = a.allocate(40, 8);
      check("string table flag", isStringTable(strings) && isStringTable(longs) && !isStringTable(intKeyed));
      // Before any entry is dereferenced: a layout read at the wrong offsets shows here as a count
      // other than upb_Map_Size's or a slot count that is no power of two, not as a wild pointer.
      for (long m : new long[] {strings, longs}) {
        long slots = slots(m);
        check("entry count", count(m) == (long) Upb.MAP_SIZE.invokeExact(m)
            && Long.bitCount(slots) == 1 && slots >= count(m) && entries(m) != 0);
      }
      check("string values", byLayout(strings, true).equals(byUpb(strings, true, scratch)));
      check("int64 values", byLayout(longs, false).equals(byUpb(longs, false, scratch)));
    } catch (UpbException e) {
      throw e;
    } catch (Throwable t) {
      throw new UpbException("cannot check upb's map layout: " + t);
    } finally {
      if (upbArena != 0) {
        try {
          Upb.ARENA_FREE.invokeExact(upbArena);
        } catch (Throwable t) {
          throw new AssertionError(t);
        }
      }
    }
  }

  /** A upb_MessageValue (16 bytes: a upb_StringView's data and size, or a scalar in the first 8). */
  private static MemorySegment messageValue(Arena a, long first, long second) {
    MemorySegment v = a.allocate(Upb.MESSAGE_VALUE);
    v.set(JAVA_LONG, 0, first);
    v.set(JAVA_LONG, 8, second);
    return v;
  }

  private static List<String> byLayout(long map, boolean stringValues) {
    List<String> out = new ArrayList<>();
    out.add("size " + count(map));
    long entries = entries(map);
    for (long i = 0; i < slots(map); i++) {
      long e = entries + i * ENTRY_SIZE;
      if (occupied(e)) {
        long key = key(e);
        String k = Utf8.string(keyData(key), keySize(key));
        out.add(k + "=" + (stringValues ? UpbMessage.string(valuePointer(e)) : ALL.get(JAVA_LONG_UNALIGNED, valueSlot(e))));
      }
    }
    return out;
  }

  private static List<String> byUpb(long map, boolean stringValues, MemorySegment scratch) throws Throwable {
    List<String> out = new ArrayList<>();
    out.add("size " + (long) Upb.MAP_SIZE.invokeExact(map));
    long s = scratch.address();
    scratch.set(JAVA_LONG, 32, -1L);
    while ((boolean) Upb.MAP_NEXT.invokeExact(map, s, s + 16, s + 32)) {
      out.add(UpbMessage.string(s) + "=" + (stringValues ? UpbMessage.string(s + 16) : scratch.get(JAVA_LONG, 16)));
    }
    return out;
  }

  private static void check(String what, boolean agrees) {
    if (!agrees) {
      throw new UpbException("upb's map layout (" + what + ") disagrees with upb_Map_Next;"
          + " this binding reads the map layouts of the release lines UpbRelease names; libupb is from " + UpbRelease.LOADED);
    }
  }
}
