package protocross.impl.upb;

/**
 * Opening and freeing upb arenas: the one place the binding calls upb_Arena_Init / upb_Arena_New /
 * upb_Arena_Free for decode, encode, build and merge, so every op sets its arenas up the same way.
 */
final class Arenas {
  private Arenas() {}

  /**
   * An arena whose first block is {@code block} (upb_Arena_Init in the caller's reused native block),
   * or, with {@code null}, a fresh upb_Arena_New.
   */
  static long open(ArenaBlock block) {
    long arena;
    try {
      arena = block != null ? (long) Upb.ARENA_INIT.invokeExact(block.address(), ArenaBlock.SIZE, Upb.ALLOC_GLOBAL)
          : (long) Upb.ARENA_NEW.invokeExact();
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
    if (arena == 0) {
      throw new UpbException("upb_Arena_New failed: out of memory");
    }
    return arena;
  }

  /** Frees {@code arena} and hands its first block back to the thread's pool ({@code block} may be null). */
  static void close(long arena, ArenaBlock block) {
    free(arena);
    if (block != null) {
      block.giveBack();
    }
  }

  static void free(long arena) {
    try {
      Upb.ARENA_FREE.invokeExact(arena);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }
}
