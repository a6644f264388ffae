package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;
import protocross.contract.proof.Conformance;

/**
 * {@code merge} through upb: the existing message is copied with {@code upb_Message_DeepClone}
 * into a fresh arena (the same per-thread arena blocks as a decode's), and {@code upb_Decode}
 * parses the payload into that copy. upb_Decode does not clear the message it is handed, so a
 * non-empty message gets protobuf's merge: in upb 7.36.2's upb/wire/decode.c,
 * {@code _upb_Decoder_DecodeToArray} appends to an array the message already has,
 * {@code _upb_Decoder_DecodeToSubMessage} decodes into a sub-message it already has, and a scalar
 * is overwritten (the merge proof before timing checks the result). The copy is needed
 * because the existing message must stay as it was for the next op; it is part of the timed op,
 * as {@code toBuilder()} is for protobuf-java.
 */
final class UpbMerge {
  private UpbMerge() {}

  /** upb_Message* upb_Message_DeepClone(const upb_Message*, const upb_MiniTable*, upb_Arena*) (upb/message/copy.h). */
  private static final MethodHandle DEEP_CLONE = Linker.nativeLinker().downcallHandle(
      NativeLibrary.symbols().find("upb_Message_DeepClone")
          .orElseThrow(() -> new UpbException("libupb.so does not export upb_Message_DeepClone")),
      FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG), Linker.Option.critical(false));

  /** A new message, owning its arena: {@code base} copied, then {@code payload} parsed into the copy. */
  static UpbMessage merge(UpbMessage base, byte[] payload) {
    MessageType type = base.type();
    ArenaBlock block = ArenaBlock.take();
    long arena = Arenas.open(block);
    boolean ok = false;
    try {
      long copy = (long) DEEP_CLONE.invokeExact(base.address(), type.miniTable, arena);
      if (copy == 0) {
        throw new UpbException("upb_Message_DeepClone failed on " + type + ": out of memory");
      }
      int status = (int) Upb.DECODE.invokeExact(MemorySegment.ofArray(payload), (long) payload.length, copy,
          type.miniTable, 0L, 0, arena);
      if (status != 0) {
        throw new UpbException("upb_Decode into an existing " + type + " failed: "
            + Upb.cString((long) Upb.DECODE_STATUS_STRING.invokeExact(status)));
      }
      ok = true;
      return new UpbMessage(type, copy, arena, block);
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

  /**
   * Arena bytes merge allocates over the dataset (each payload into a copy of its base), counted in
   * fresh upb_Arena_New arenas as UpbCodec counts decode's: the copy and what the payload adds.
   */
  static long nativeBytes(UpbCodec codec, List<byte[]> payloads) {
    long total = 0;
    for (int i = 0; i < payloads.size(); i++) {
      try (UpbMessage base = codec.decode(payloads.get(Conformance.mergeBase(i, payloads.size())))) {
        long arena = Arenas.open(null);
        try {
          long copy = (long) DEEP_CLONE.invokeExact(base.address(), base.type().miniTable, arena);
          byte[] p = payloads.get(i);
          int status = (int) Upb.DECODE.invokeExact(MemorySegment.ofArray(p), (long) p.length, copy,
              base.type().miniTable, 0L, 0, arena);
          if (copy == 0 || status != 0) {
            throw new UpbException("merge failed on " + base.type() + " while counting arena bytes");
          }
          total += (long) Upb.ARENA_SPACE_ALLOCATED.invokeExact(arena, 0L);
        } catch (UpbException e) {
          throw e;
        } catch (Throwable t) {
          throw new AssertionError(t);
        } finally {
          Arenas.free(arena);
        }
      }
    }
    return total;
  }
}
