package protocross.impl.upb;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Native blocks that decode arenas start in instead of malloc'ing their first block
 * ({@code upb_Arena_Init(block, SIZE, &upb_alloc_global)}: upb takes further blocks from malloc
 * as usual, and {@code upb_Arena_Free} returns those but never this one).
 *
 * <p>Why: a decode into a fresh {@code upb_Arena_New} arena pays a malloc and a free per payload
 * and writes into a block that is cold in cache. A block that the same thread's previous message
 * handed back on close is hot, and costs neither; the C loop measures the same way (upb_bench
 * decodes into one reused block). README, "Arena options", has the measurements.
 *
 * <p>How: each thread keeps the blocks its closed messages handed back (last in, first out) and
 * creates at most {@link #MAX_PER_THREAD} blocks; while that many messages of the thread are
 * open, further decodes fall back to {@code upb_Arena_New}. A message closed on another thread
 * drops its block instead of handing it back (the pool is the owner thread's alone); the memory
 * is freed by the GC, and the owner simply has one block fewer to hand out. A message keeps its
 * block reachable, so a block never goes away under an open message.
 * {@code -Dprotocross.upb.arena=fresh} turns the blocks off (every decode: upb_Arena_New), for
 * before/after comparisons.
 */
final class ArenaBlock {
  /** Large enough for the whole message of most payloads of every built-in dataset. */
  static final long SIZE = 64 << 10;
  /** Open messages per thread that may hold a block: at most 4 MiB of blocks per thread. */
  static final int MAX_PER_THREAD = 64;

  static final boolean ENABLED = !"fresh".equals(System.getProperty("protocross.upb.arena"));

  private static final ThreadLocal<Pool> POOL = ThreadLocal.withInitial(Pool::new);

  /** One thread's blocks; touched only by that thread. */
  private static final class Pool {
    final Thread owner = Thread.currentThread();
    final ArenaBlock[] free = new ArenaBlock[MAX_PER_THREAD];
    int freeCount;
    int created;
  }

  private final Pool pool;
  private final MemorySegment memory = Arena.ofAuto().allocate(SIZE, 16);

  private ArenaBlock(Pool pool) {
    this.pool = pool;
  }

  /** A block for a decode on this thread, or null when the thread has {@link #MAX_PER_THREAD} in use. */
  static ArenaBlock take() {
    if (!ENABLED) {
      return null;
    }
    Pool p = POOL.get();
    if (p.freeCount > 0) {
      ArenaBlock b = p.free[--p.freeCount];
      p.free[p.freeCount] = null;
      return b;
    }
    if (p.created == MAX_PER_THREAD) {
      return null;
    }
    p.created++;
    return new ArenaBlock(p);
  }

  long address() {
    return memory.address();
  }

  /** Called once the arena started in this block has been freed. */
  void giveBack() {
    if (Thread.currentThread() == pool.owner) {
      pool.free[pool.freeCount++] = this;
    }
  }
}
