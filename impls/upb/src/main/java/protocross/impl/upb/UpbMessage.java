package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A message living in a upb arena, and the binding's read API. A decoded message owns its arena:
 * {@link #close()} frees it, after which this message and every view taken from it are invalid.
 * Sub-messages are views into the same arena and are not closed on their own.
 *
 * <p>How reads reach upb's memory: plain loads at the offsets of {@link Field} (no downcall per
 * field), the way upb's generated C accessors read. A string or bytes value is copied out of the
 * arena into a fresh {@code byte[]} (and decoded into a {@code String}), so nothing a caller keeps
 * points into native memory. Maps are the exception: they are walked through {@code upb_Map_Next}.
 */
public final class UpbMessage implements AutoCloseable {
  private final MessageType type;
  private final long address;
  private long arena;
  private final boolean owner;

  UpbMessage(MessageType type, long address, long arena, boolean owner) {
    this.type = type;
    this.address = address;
    this.arena = arena;
    this.owner = owner;
  }

  public MessageType type() {
    return type;
  }

  long address() {
    return address;
  }

  long arena() {
    return arena;
  }

  /** Frees the arena of a decoded message; a no-op on a sub-message view or when already closed. */
  @Override
  public void close() {
    if (owner && arena != 0) {
      long a = arena;
      arena = 0;
      try {
        Upb.ARENA_FREE.invokeExact(a);
      } catch (Throwable t) {
        throw new AssertionError(t);
      }
    }
  }

  /** Presence of a field that tracks it (proto3 optional, sub-message, oneof member). */
  public boolean has(Field f) {
    int presence = f.presence();
    if (presence > 0) {
      return (ALL.get(JAVA_BYTE, address + (presence >>> 3)) & (1 << (presence & 7))) != 0;
    }
    if (presence < 0) {
      return oneofCase(f) == f.number();
    }
    return f.kind() == Field.Kind.MESSAGE && ALL.get(JAVA_LONG_UNALIGNED, address + f.offset()) != 0;
  }

  /** The number of the set member of the oneof {@code f} belongs to, or 0. */
  public int oneofCase(Field f) {
    return ALL.get(JAVA_INT_UNALIGNED, address + f.oneofCaseOffset());
  }

  public long getLong(Field f) {
    return ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
  }

  public int getInt(Field f) {
    return ALL.get(JAVA_INT_UNALIGNED, address + f.offset());
  }

  public double getDouble(Field f) {
    return ALL.get(JAVA_DOUBLE_UNALIGNED, address + f.offset());
  }

  public float getFloat(Field f) {
    return ALL.get(JAVA_FLOAT_UNALIGNED, address + f.offset());
  }

  public boolean getBool(Field f) {
    return ALL.get(JAVA_BYTE, address + f.offset()) != 0;
  }

  public String getString(Field f) {
    return string(address + f.offset());
  }

  public byte[] getBytes(Field f) {
    return bytes(address + f.offset());
  }

  /** The sub-message, or null when absent. */
  public UpbMessage getMessage(Field f) {
    long p = ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
    return p == 0 ? null : view(f, p);
  }

  /** The element count of a repeated field. */
  public int size(Field f) {
    long array = ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
    return array == 0 ? 0 : (int) ALL.get(JAVA_LONG_UNALIGNED, array + 8);
  }

  public long getLong(Field f, int i) {
    return ALL.get(JAVA_LONG_UNALIGNED, element(f, i));
  }

  public int getInt(Field f, int i) {
    return ALL.get(JAVA_INT_UNALIGNED, element(f, i));
  }

  public double getDouble(Field f, int i) {
    return ALL.get(JAVA_DOUBLE_UNALIGNED, element(f, i));
  }

  public float getFloat(Field f, int i) {
    return ALL.get(JAVA_FLOAT_UNALIGNED, element(f, i));
  }

  public boolean getBool(Field f, int i) {
    return ALL.get(JAVA_BYTE, element(f, i)) != 0;
  }

  public String getString(Field f, int i) {
    return string(element(f, i));
  }

  public byte[] getBytes(Field f, int i) {
    return bytes(element(f, i));
  }

  public UpbMessage getMessage(Field f, int i) {
    return view(f, ALL.get(JAVA_LONG_UNALIGNED, element(f, i)));
  }

  /** A cursor over a map field's entries, in upb's (unspecified) order. */
  public MapCursor map(Field f) {
    return new MapCursor(this, f, ALL.get(JAVA_LONG_UNALIGNED, address + f.offset()));
  }

  /** Address of element i of a repeated field; the bounds check keeps reads inside upb's array. */
  private long element(Field f, int i) {
    long array = ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
    Objects.checkIndex(i, array == 0 ? 0 : ALL.get(JAVA_LONG_UNALIGNED, array + 8));
    // upb_Array.data is tagged: the low bits carry the element size and a frozen flag.
    long data = ALL.get(JAVA_LONG_UNALIGNED, array) & ~7L;
    return data + (long) i * f.kind().size;
  }

  private UpbMessage view(Field f, long p) {
    if ((p & 1) != 0) {
      // A tagged pointer marks an unlinked placeholder; MiniTables from a DefPool are always linked.
      throw new UpbException(type + " field " + f.number() + " holds an unlinked sub-message");
    }
    return new UpbMessage(f.sub(), p, arena, false);
  }

  /** A upb_StringView {const char* data; size_t size} at {@code view}, copied to the heap. */
  static byte[] bytes(long view) {
    long data = ALL.get(JAVA_LONG_UNALIGNED, view);
    int size = Math.toIntExact(ALL.get(JAVA_LONG_UNALIGNED, view + 8));
    byte[] out = new byte[size];
    MemorySegment.copy(ALL, JAVA_BYTE, data, out, 0, size);
    return out;
  }

  static String string(long view) {
    return new String(bytes(view), StandardCharsets.UTF_8);
  }
}
