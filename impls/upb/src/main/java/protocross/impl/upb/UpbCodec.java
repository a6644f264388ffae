package protocross.impl.upb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;

/**
 * One message type through upb: each decode gets a fresh arena that the message owns until
 * {@link #release}; each encode gets a fresh arena freed before it returns.
 *
 * <p>How payload bytes reach upb: not copied. upb_Decode is a critical downcall allowed to read
 * the Java heap, so it parses the {@code byte[]} where it lies (the GC cannot move it during a
 * critical call). That is safe only because strings are never aliased: without
 * {@code kUpb_DecodeOption_AliasString} upb copies every string and bytes value into the arena,
 * so the message never points into the Java array once the call returns. The cost is that a GC
 * waits for the decode of one payload; the gain is a memcpy and a native buffer per payload.
 *
 * <p>The optional ops: {@code decodeDirect} hands the payload's native segment to upb_Decode as it
 * is (zero copy: the case a {@code byte[]} hides). {@code decodeStream}: upb has no stream API
 * (upb_Decode parses one contiguous buffer), so the binding reads the whole stream into a
 * per-thread {@code byte[]} that every call reuses (grown when a stream is larger), one copy as the
 * other runtimes' stream buffers make, and upb_Decode parses that array in place as in
 * {@code decode}; a native buffer would cost a second copy, since an {@code InputStream} reads
 * only into Java arrays. {@code encodeInto} encodes into a reused native block and copies once
 * into the caller's array.
 */
final class UpbCodec implements Codec<UpbMessage> {
  /** No options: strings are copied, and proto3 string fields are UTF-8 checked by upb itself. */
  private static final int DECODE_OPTIONS = 0;
  private static final int ENCODE_DETERMINISTIC = 1;  // kUpb_EncodeOption_Deterministic: sorted maps

  /** decodeStream's buffer: a stream is read whole into it; grown as needed, one per thread. */
  private static final ThreadLocal<byte[]> STREAM_BUFFER = ThreadLocal.withInitial(() -> new byte[64 << 10]);

  /** upb_Encode's two out-parameters (buffer, size); encode never nests, so one pair per thread. */
  private static final ThreadLocal<MemorySegment> ENCODE_OUT =
      ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(16, 8));

  private final MessageType type;

  UpbCodec(MessageType type) {
    this.type = type;
  }

  @Override
  public UpbMessage decode(byte[] payload) {
    return decode(type, payload);
  }

  static UpbMessage decode(MessageType type, byte[] payload) {
    return decode(type, MemorySegment.ofArray(payload), payload.length);
  }

  @Override
  public UpbMessage decodeDirect(DirectPayload payload) {
    return decode(type, payload.segment(), payload.segment().byteSize());
  }

  @Override
  public UpbMessage decodeStream(InputStream in) {
    byte[] buffer = STREAM_BUFFER.get();
    int n = 0;
    try {
      while (true) {
        if (n == buffer.length) {
          buffer = Arrays.copyOf(buffer, buffer.length * 2);
          STREAM_BUFFER.set(buffer);
        }
        int read = in.read(buffer, n, buffer.length - n);
        if (read < 0) {
          break;
        }
        n += read;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return decode(type, MemorySegment.ofArray(buffer), n);
  }

  /**
   * upb_Decode of {@code size} bytes of {@code input}, a heap segment over a {@code byte[]} (read in
   * place by the critical downcall) or a native one, into a fresh message.
   */
  private static UpbMessage decode(MessageType type, MemorySegment input, long size) {
    ArenaBlock block = ArenaBlock.take();
    long arena = Arenas.open(block);
    boolean ok = false;
    try {
      long msg = (long) Upb.MESSAGE_NEW.invokeExact(type.miniTable, arena);
      if (msg == 0) {
        throw new UpbException("upb_Message_New failed: out of memory");
      }
      int status = (int) Upb.DECODE.invokeExact(input, size, msg, type.miniTable, 0L, DECODE_OPTIONS, arena);
      if (status != 0) {
        throw new UpbException("upb_Decode failed on " + type + ": "
            + Upb.cString((long) Upb.DECODE_STATUS_STRING.invokeExact(status)));
      }
      ok = true;
      return new UpbMessage(type, msg, arena, block);
    } catch (UpbException e) {
      throw e;
    } catch (Throwable t) {
      throw new AssertionError(t);
    } finally {
      if (!ok) {
        Arenas.close(arena, block);
      }
    }
  }

  @Override
  public byte[] encode(UpbMessage message) {
    long arena = Arenas.open(null);
    try {
      MemorySegment out = encodeInto(message, arena);
      long data = out.get(ValueLayout.JAVA_LONG, 0);
      byte[] bytes = new byte[Math.toIntExact(out.get(ValueLayout.JAVA_LONG, 8))];
      MemorySegment.copy(Upb.ALL, ValueLayout.JAVA_BYTE, data, bytes, 0, bytes.length);
      return bytes;
    } finally {
      Arenas.free(arena);
    }
  }

  /**
   * Encodes into {@code buffer}, which the caller reuses across calls, and returns the number of
   * bytes written: the "encode into a caller-supplied reusable buffer" op (not the contract's
   * {@code encode}, which must return a fresh array). upb encodes into an arena that starts in a
   * per-thread native block reused by every call (no malloc for messages that fit), and the
   * result is copied once into {@code buffer}; nothing is allocated on the Java heap.
   *
   * @throws IndexOutOfBoundsException if the encoding is longer than {@code buffer}
   */
  @Override
  public int encodeInto(UpbMessage message, byte[] buffer) {
    long arena;
    try {
      arena = (long) Upb.ARENA_INIT.invokeExact(ENCODE_BLOCK.get().address(), ENCODE_BLOCK_SIZE, Upb.ALLOC_GLOBAL);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
    try {
      MemorySegment out = encodeInto(message, arena);
      long size = out.get(ValueLayout.JAVA_LONG, 8);
      if (size > buffer.length) {
        throw new IndexOutOfBoundsException("the encoding of " + message.type() + " is " + size
            + " bytes, the buffer " + buffer.length);
      }
      MemorySegment.copy(Upb.ALL, ValueLayout.JAVA_BYTE, out.get(ValueLayout.JAVA_LONG, 0), buffer, 0, (int) size);
      return (int) size;
    } finally {
      Arenas.free(arena);
    }
  }

  /** The first block of encodeInto's arenas: encodes never nest, so one per thread. */
  private static final long ENCODE_BLOCK_SIZE = 64 << 10;
  private static final ThreadLocal<MemorySegment> ENCODE_BLOCK =
      ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(ENCODE_BLOCK_SIZE, 16));

  /** Deterministic upb_Encode into {@code arena}; returns the thread's (data, size) out-pair. */
  static MemorySegment encodeInto(UpbMessage message, long arena) {
    MemorySegment out = ENCODE_OUT.get();
    int status;
    try {
      status = (int) Upb.ENCODE.invokeExact(message.address(), message.type().miniTable, ENCODE_DETERMINISTIC,
          arena, out.address(), out.address() + 8);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
    if (status != 0) {
      throw new UpbException("upb_Encode failed on " + message.type() + ": " + encodeStatus(status));
    }
    return out;
  }

  private static String encodeStatus(int status) {
    try {
      return Upb.cString((long) Upb.ENCODE_STATUS_STRING.invokeExact(status));
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }

  /** A fresh message built from {@code value} in a fresh arena ({@link UpbBuild}), encoded as in {@link #encode}. */
  @Override
  public byte[] buildEncode(MessageValue value) {
    return UpbBuild.buildEncode(this, type, value);
  }

  /** upb_Decode into a deep copy of {@code base} ({@link UpbMerge}). */
  @Override
  public UpbMessage merge(UpbMessage base, byte[] payload) {
    return UpbMerge.merge(base, payload);
  }

  /** Not built into libupb here: {@link UpbJson#UNSUPPORTED}. */
  @Override
  public String jsonEncode(UpbMessage message) {
    throw new UnsupportedOpException(Op.json_encode, UpbJson.UNSUPPORTED);
  }

  /** Not built into libupb here: {@link UpbJson#UNSUPPORTED}. */
  @Override
  public UpbMessage jsonDecode(String json) {
    throw new UnsupportedOpException(Op.json_decode, UpbJson.UNSUPPORTED);
  }

  @Override
  public void readAll(UpbMessage message, Digest digest) {
    DigestWalk.message(message, digest);
  }

  @Override
  public void release(UpbMessage message) {
    message.close();
  }

  /** Arena bytes one op allocates over these payloads: what the heap profiler cannot see. */
  long nativeBytes(Op op, Iterable<byte[]> payloads) {
    if (op.work() == Op.Work.NONE) {
      return -1;
    }
    long total = 0;
    for (byte[] p : payloads) {
      try (UpbMessage m = decode(p)) {
        total += op.work() == Op.Work.ENCODE ? encodeArenaBytes(m) : decodeArenaBytes(p);
      }
    }
    return total;
  }

  /**
   * The arena bytes one decode of {@code payload} fills, counted in a fresh upb_Arena_New arena:
   * with the reused per-thread block, most of them are not malloc'ed per op, but they are the
   * native memory the message occupies (upb_Arena_SpaceAllocated does not count an initial block).
   */
  private long decodeArenaBytes(byte[] payload) {
    long arena = Arenas.open(null);
    try {
      long msg = (long) Upb.MESSAGE_NEW.invokeExact(type.miniTable, arena);
      int status = (int) Upb.DECODE.invokeExact(MemorySegment.ofArray(payload), (long) payload.length, msg,
          type.miniTable, 0L, DECODE_OPTIONS, arena);
      if (msg == 0 || status != 0) {
        throw new UpbException("upb_Decode failed on " + type + " while counting arena bytes");
      }
      return spaceAllocated(arena);
    } catch (UpbException e) {
      throw e;
    } catch (Throwable t) {
      throw new AssertionError(t);
    } finally {
      Arenas.free(arena);
    }
  }

  private static long encodeArenaBytes(UpbMessage m) {
    long arena = Arenas.open(null);
    try {
      encodeInto(m, arena);
      return spaceAllocated(arena);
    } finally {
      Arenas.free(arena);
    }
  }

  private static long spaceAllocated(long arena) {
    try {
      return (long) Upb.ARENA_SPACE_ALLOCATED.invokeExact(arena, 0L);
    } catch (Throwable t) {
      throw new AssertionError(t);
    }
  }
}
