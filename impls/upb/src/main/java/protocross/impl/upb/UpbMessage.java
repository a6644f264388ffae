package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static protocross.impl.upb.Upb.ALL;

import java.util.Objects;

/**
 * A message living in a upb arena, and the binding's read API. A decoded message owns its arena:
 * {@link #close()} frees it, after which this message and every view taken from it are invalid.
 * Sub-messages are views into the same arena and are not closed on their own.
 *
 * <p>How reads reach upb's memory: plain loads at the offsets of {@link Field} (no downcall per
 * field), the way upb's generated C accessors read. A bytes value is copied out of the arena into
 * a fresh {@code byte[]}, and a string is decoded from the arena into a fresh {@code String}
 * (through {@link Utf8}), so nothing a caller keeps points into native memory. Maps are read
 * through upb's hash-table layout ({@link MapCursor}).
 *
 * <p>Sub-messages come two ways: {@link #getMessage(Field)} returns a new view (40 bytes on the
 * heap), and {@link #getMessage(Field, UpbMessage)} re-points a view the caller reuses, the
 * flyweight style of FlatBuffers' Java accessors ({@code monster.pos(reuse)}): a reader walking
 * thousands of sub-messages keeps one view per nesting level instead of one object per message.
 */
public final class UpbMessage implements AutoCloseable {
  private MessageType type;
  private long address;
  private long arena;
  private final boolean owner;
  /** The per-thread block the owner's arena starts in, handed back on close; else null. */
  private final ArenaBlock block;

  /** An empty view for {@link #getMessage(Field, UpbMessage)} to point at sub-messages. */
  public static UpbMessage newView() {
    return new UpbMessage(null, 0, 0, false);
  }

  UpbMessage(MessageType type, long address, long arena, boolean owner) {
    this.type = type;
    this.address = address;
    this.arena = arena;
    this.owner = owner;
    this.block = null;
  }

  /** A decoded message: owns {@code arena}, which starts in {@code block} unless that is null. */
  UpbMessage(MessageType type, long address, long arena, ArenaBlock block) {
    this.type = type;
    this.address = address;
    this.arena = arena;
    this.owner = true;
    this.block = block;
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
      Arenas.close(a, block);
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
    return getMessage(f, newView());
  }

  /** Points {@code reuse} (a view from {@link #newView()}) at the sub-message; null when absent. */
  public UpbMessage getMessage(Field f, UpbMessage reuse) {
    long p = ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
    return p == 0 ? null : point(reuse, f, p);
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
    return getMessage(f, i, newView());
  }

  /** Points {@code reuse} (a view from {@link #newView()}) at element i of a repeated message field. */
  public UpbMessage getMessage(Field f, int i, UpbMessage reuse) {
    return point(reuse, f, ALL.get(JAVA_LONG_UNALIGNED, element(f, i)));
  }

  /** A cursor over a map field's entries, in upb's (unspecified) order. */
  public MapCursor map(Field f) {
    return map(f, new MapCursor());
  }

  /** Points {@code reuse} at a map field's entries, before the first one. */
  public MapCursor map(Field f, MapCursor reuse) {
    reuse.reset(this, f, ALL.get(JAVA_LONG_UNALIGNED, address + f.offset()));
    return reuse;
  }

  /** Address of element i of a repeated field; the bounds check keeps reads inside upb's array. */
  private long element(Field f, int i) {
    long array = ALL.get(JAVA_LONG_UNALIGNED, address + f.offset());
    Objects.checkIndex(i, array == 0 ? 0 : ALL.get(JAVA_LONG_UNALIGNED, array + 8));
    // upb_Array.data is tagged: the low bits carry the element size and a frozen flag.
    long data = ALL.get(JAVA_LONG_UNALIGNED, array) & ~7L;
    return data + (long) i * f.kind().size;
  }

  UpbMessage point(UpbMessage view, Field f, long p) {
    if ((p & 1) != 0) {
      // A tagged pointer marks an unlinked placeholder; MiniTables from a DefPool are always linked.
      throw new UpbException(type + " field " + f.number() + " holds an unlinked sub-message");
    }
    if (view.owner) {
      throw new IllegalArgumentException("a decoded message cannot be re-pointed; pass a view from UpbMessage.newView()");
    }
    view.type = f.sub();
    view.address = p;
    view.arena = arena;
    return view;
  }

  /** A upb_StringView {const char* data; size_t size} at {@code view}, copied to the heap. */
  static byte[] bytes(long view) {
    return Utf8.bytes(ALL.get(JAVA_LONG_UNALIGNED, view), ALL.get(JAVA_LONG_UNALIGNED, view + 8));
  }

  /** A upb_StringView at {@code view}, decoded from the arena (upb checked it is UTF-8). */
  static String string(long view) {
    return Utf8.string(ALL.get(JAVA_LONG_UNALIGNED, view), ALL.get(JAVA_LONG_UNALIGNED, view + 8));
  }
}
