package protocross.impl.upb;

/**
 * Walks a map field through {@code upb_Map_Next}: upb's map is a hash table whose layout is not
 * worth mirroring in Java. The key, value and iterator live in 40 bytes taken from the message's
 * own arena, so the cursor needs no freeing and no per-thread state.
 */
public final class MapCursor {
  private static final long BEGIN = -1;  // kUpb_Map_Begin

  private final long map;
  private final long scratch;
  private final int size;

  MapCursor(UpbMessage owner, Field f, long map) {
    this.map = map;
    try {
      this.size = map == 0 ? 0 : (int) (long) Upb.MAP_SIZE.invokeExact(map);
      this.scratch = map == 0 ? 0 : (long) Upb.ARENA_MALLOC.invokeExact(owner.arena(), 40L);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
    if (map != 0 && scratch == 0) {
      throw new UpbException("upb_Arena_Malloc failed: out of memory");
    }
    if (scratch != 0) {
      Upb.ALL.set(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED, scratch + 32, BEGIN);
    }
  }

  public int size() {
    return size;
  }

  /** Moves to the next entry; false when there is none. */
  public boolean next() {
    if (map == 0) {
      return false;
    }
    try {
      return (boolean) Upb.MAP_NEXT.invokeExact(map, scratch, scratch + 16, scratch + 32);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }

  public String keyString() {
    return UpbMessage.string(scratch);
  }

  public String valueString() {
    return UpbMessage.string(scratch + 16);
  }

  public byte[] valueBytes() {
    return UpbMessage.bytes(scratch + 16);
  }
}
