package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_BOOLEAN;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static protocross.impl.upb.Upb.ALL;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.List;
import protocross.contract.adapter.MessageValue;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;

/**
 * {@code build_encode} through upb: a fresh message built from a {@link MessageValue} in a fresh
 * arena, then encoded as {@code encode} does, and the arena freed.
 *
 * <p>How a field is set: as upb's own inline setter {@code upb_Message_SetBaseField}
 * (upb/message/internal/accessors.h) does it, presence first (the hasbit, or the oneof case set
 * to the field's number), then the value stored at the field's offset, as plain stores through
 * the layout {@link MessageType} read from the MiniTable and cross-checked at start-up (the reads
 * of {@link UpbMessage} use the same layout). What allocates goes through upb's API by FFM:
 * {@code upb_Message_New} for each message and sub-message, {@code upb_Array_New} and
 * {@code upb_Array_Resize} for each repeated field (its elements then stored in place),
 * {@code upb_Map_New} and {@code upb_Map_Insert} per map entry, and {@code upb_Arena_Malloc} for
 * string and bytes data (in chunks, which this class hands out: upb copies nothing it is given a
 * view of). Strings are converted to UTF-8 by Java's encoder.
 */
final class UpbBuild {
  private UpbBuild() {}

  private static final Linker LINKER = Linker.nativeLinker();

  /** upb_Array* upb_Array_New(upb_Arena*, upb_CType). */
  private static final MethodHandle ARRAY_NEW = critical("upb_Array_New", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_INT));
  /** bool upb_Array_Resize(upb_Array*, size_t, upb_Arena*): new elements zeroed. */
  private static final MethodHandle ARRAY_RESIZE =
      critical("upb_Array_Resize", FunctionDescriptor.of(JAVA_BOOLEAN, JAVA_LONG, JAVA_LONG, JAVA_LONG));

  /** upb_Map_Insert's two upb_MessageValue arguments (16 bytes each), one pair per thread. */
  private static final ThreadLocal<MemorySegment[]> MAP_SCRATCH = ThreadLocal.withInitial(() -> {
    Arena a = Arena.ofAuto();
    return new MemorySegment[] {a.allocate(16, 8), a.allocate(16, 8)};
  });

  /** String and bytes data is taken from the arena in chunks of at least this many bytes. */
  private static final long CHUNK = 16 << 10;

  /** upb_CType by descriptor type (upb/base/descriptor_constants.h). */
  private static int ctype(FieldKind kind) {
    return switch (kind) {
      case BOOL -> 1;
      case FLOAT -> 2;
      case INT32, SINT32, SFIXED32 -> 3;
      case UINT32, FIXED32 -> 4;
      case ENUM -> 5;
      case MESSAGE, GROUP -> 6;
      case DOUBLE -> 7;
      case INT64, SINT64, SFIXED64 -> 8;
      case UINT64, FIXED64 -> 9;
      case STRING -> 10;
      case BYTES -> 11;
    };
  }

  static byte[] buildEncode(UpbCodec codec, MessageType type, MessageValue value) {
    try (UpbMessage message = build(type, value)) {
      return codec.encode(message);
    }
  }

  /**
   * Arena bytes build_encode allocates over these values, counted in fresh upb_Arena_New arenas as
   * UpbCodec counts decode's and encode's: the built message's arena plus the encode's.
   */
  static long nativeBytes(List<MessageValue> values, MessageType type) {
    long total = 0;
    for (MessageValue value : values) {
      long arena = Arenas.open(null);
      long encodeArena = Arenas.open(null);
      try {
        UpbMessage message = new UpbMessage(type, new Builder(arena).message(type, value), 0, false);
        UpbCodec.encodeInto(message, encodeArena);
        total += (long) Upb.ARENA_SPACE_ALLOCATED.invokeExact(arena, 0L)
            + (long) Upb.ARENA_SPACE_ALLOCATED.invokeExact(encodeArena, 0L);
      } catch (UpbException e) {
        throw e;
      } catch (Throwable t) {
        throw new AssertionError(t);
      } finally {
        Arenas.free(encodeArena);
        Arenas.free(arena);
      }
    }
    return total;
  }

  /** A new message owning a fresh arena (from the per-thread blocks, as a decode's), holding {@code value}. */
  private static UpbMessage build(MessageType type, MessageValue value) {
    ArenaBlock block = ArenaBlock.take();
    long arena = Arenas.open(block);
    try {
      return new UpbMessage(type, new Builder(arena).message(type, value), arena, block);
    } catch (RuntimeException e) {
      Arenas.close(arena, block);
      throw e;
    }
  }

  /** Builds into one arena; hands out string data from chunks of it. */
  private static final class Builder {
    private final long arena;
    private long chunk;
    private long left;

    Builder(long arena) {
      this.arena = arena;
    }

    long message(MessageType type, MessageValue v) {
      long msg;
      try {
        msg = (long) Upb.MESSAGE_NEW.invokeExact(type.miniTable, arena);
      } catch (Throwable t) {
        throw new AssertionError(t);
      }
      if (msg == 0) {
        throw new UpbException("upb_Message_New failed: out of memory");
      }
      List<FieldDef> defs = v.type().fields();
      for (int s = 0; s < defs.size(); s++) {
        if (!v.has(s)) {
          continue;
        }
        FieldDef d = defs.get(s);
        Field f = type.field(d.number());
        switch (f.mode()) {
          case SCALAR -> {
            presence(msg, f);
            scalar(msg + f.offset(), d.kind(), f.sub(), v, s);
          }
          case REPEATED -> ALL.set(JAVA_LONG_UNALIGNED, msg + f.offset(), array(f, d, v, s));
          case MAP -> ALL.set(JAVA_LONG_UNALIGNED, msg + f.offset(), map(f, v, s));
        }
      }
      return msg;
    }

    /** upb's _upb_Message_SetPresence: the hasbit, or the oneof case; nothing for a field without presence. */
    private static void presence(long msg, Field f) {
      int p = f.presence();
      if (p > 0) {
        long at = msg + (p >>> 3);
        ALL.set(JAVA_BYTE, at, (byte) (ALL.get(JAVA_BYTE, at) | (1 << (p & 7))));
      } else if (p < 0) {
        ALL.set(JAVA_INT_UNALIGNED, msg + f.oneofCaseOffset(), f.number());
      }
    }

    /** Stores slot {@code s} of {@code v} at {@code at}, as a field or a array element holds it. */
    private void scalar(long at, FieldKind kind, MessageType sub, MessageValue v, int s) {
      switch (kind) {
        case DOUBLE -> ALL.set(JAVA_DOUBLE_UNALIGNED, at, v.f64(s));
        case FLOAT -> ALL.set(JAVA_FLOAT_UNALIGNED, at, v.f32(s));
        case BOOL -> ALL.set(JAVA_BYTE, at, (byte) (v.bool(s) ? 1 : 0));
        case STRING -> view(at, v.str(s).getBytes(StandardCharsets.UTF_8));
        case BYTES -> view(at, v.bytes(s));
        case MESSAGE, GROUP -> ALL.set(JAVA_LONG_UNALIGNED, at, message(sub, v.message(s)));
        default -> {
          if (kind.isInt()) {
            ALL.set(JAVA_INT_UNALIGNED, at, v.i32(s));
          } else {
            ALL.set(JAVA_LONG_UNALIGNED, at, v.i64(s));
          }
        }
      }
    }

    private long array(Field f, FieldDef d, MessageValue v, int s) {
      int n = v.count(s);
      long array;
      try {
        array = (long) ARRAY_NEW.invokeExact(arena, ctype(d.kind()));
        if (array == 0 || !(boolean) ARRAY_RESIZE.invokeExact(array, (long) n, arena)) {
          throw new UpbException("upb_Array_New/Resize failed: out of memory");
        }
      } catch (UpbException e) {
        throw e;
      } catch (Throwable t) {
        throw new AssertionError(t);
      }
      // upb_Array.data is tagged: the low bits carry the element size (as UpbMessage reads it).
      long data = ALL.get(JAVA_LONG_UNALIGNED, array) & ~7L;
      int size = f.kind().size;
      for (int i = 0; i < n; i++) {
        long at = data + (long) i * size;
        switch (d.kind()) {
          case DOUBLE -> ALL.set(JAVA_DOUBLE_UNALIGNED, at, v.f64(s, i));
          case FLOAT -> ALL.set(JAVA_FLOAT_UNALIGNED, at, v.f32(s, i));
          case BOOL -> ALL.set(JAVA_BYTE, at, (byte) (v.bool(s, i) ? 1 : 0));
          case STRING -> view(at, v.str(s, i).getBytes(StandardCharsets.UTF_8));
          case BYTES -> view(at, v.bytes(s, i));
          case MESSAGE, GROUP -> ALL.set(JAVA_LONG_UNALIGNED, at, message(f.sub(), v.message(s, i)));
          default -> {
            if (d.kind().isInt()) {
              ALL.set(JAVA_INT_UNALIGNED, at, v.i32(s, i));
            } else {
              ALL.set(JAVA_LONG_UNALIGNED, at, v.i64(s, i));
            }
          }
        }
      }
      return array;
    }

    private long map(Field f, MessageValue v, int s) {
      int n = v.count(s);
      MessageType entryType = f.sub();
      MessageValue first = v.message(s, 0);
      FieldKind keyKind = first.type().fields().get(0).kind();
      FieldKind valueKind = first.type().fields().get(1).kind();
      MessageType valueSub = entryType.field(2).sub();
      MemorySegment[] scratch = MAP_SCRATCH.get();
      MemorySegment key = scratch[0];
      MemorySegment value = scratch[1];
      try {
        long map = (long) Upb.MAP_NEW.invokeExact(arena, ctype(keyKind), ctype(valueKind));
        if (map == 0) {
          throw new UpbException("upb_Map_New failed: out of memory");
        }
        for (int i = 0; i < n; i++) {
          MessageValue e = v.message(s, i);
          key.fill((byte) 0);
          value.fill((byte) 0);
          scalar(key.address(), keyKind, null, e, 0);
          scalar(value.address(), valueKind, valueSub, e, 1);
          int status = (int) Upb.MAP_INSERT.invokeExact(map, key, value, arena);
          if (status == 2) {  // kUpb_MapInsertStatus_OutOfMemory
            throw new UpbException("upb_Map_Insert failed: out of memory");
          }
        }
        return map;
      } catch (UpbException e) {
        throw e;
      } catch (Throwable t) {
        throw new AssertionError(t);
      }
    }

    /** A upb_StringView {data, size} at {@code at} over a copy of {@code bytes} in the arena. */
    private void view(long at, byte[] bytes) {
      long data = alloc(bytes.length);
      MemorySegment.copy(bytes, 0, ALL, JAVA_BYTE, data, bytes.length);
      ALL.set(JAVA_LONG_UNALIGNED, at, data);
      ALL.set(JAVA_LONG_UNALIGNED, at + 8, (long) bytes.length);
    }

    private long alloc(int n) {
      if (n > left) {
        long size = Math.max(CHUNK, n);
        try {
          chunk = (long) Upb.ARENA_MALLOC.invokeExact(arena, size);
        } catch (Throwable t) {
          throw new AssertionError(t);
        }
        if (chunk == 0) {
          throw new UpbException("upb_Arena_Malloc failed: out of memory");
        }
        left = size;
      }
      long p = chunk;
      chunk += n;
      left -= n;
      return p;
    }
  }

  private static MethodHandle critical(String name, FunctionDescriptor fd) {
    MemorySegment fn = NativeLibrary.symbols().find(name)
        .orElseThrow(() -> new UpbException("libupb.so does not export " + name));
    return LINKER.downcallHandle(fn, fd, Linker.Option.critical(false));
  }
}
