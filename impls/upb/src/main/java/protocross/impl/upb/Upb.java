package protocross.impl.upb;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BOOLEAN;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * The part of upb's C API the binding calls, as FFM downcall handles.
 *
 * <p>Why pointers are {@code long}: on the 64-bit ABIs this runs on a pointer is passed like a
 * 64-bit integer, and a {@code long} needs no {@link MemorySegment} wrapper per call. Why most
 * calls are {@linkplain Linker.Option#critical critical}: they neither block nor call back into
 * Java, so the JVM can skip the thread-state transition, which would otherwise cost more than
 * upb takes to create or free an arena. {@code upb_Decode} is critical with heap access: upb reads
 * the payload straight out of the Java {@code byte[]}, with no copy (see {@link UpbCodec}).
 */
final class Upb {
  private Upb() {}

  private static final Linker LINKER = Linker.nativeLinker();
  private static final SymbolLookup LIB = NativeLibrary.symbols();

  /** Every address, for reads at absolute addresses upb handed out (messages, arrays, strings). */
  static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);

  static final ValueLayout.OfLong PTR = JAVA_LONG;

  static final MethodHandle ARENA_NEW = critical("upb_Arena_New", FunctionDescriptor.of(PTR));
  static final MethodHandle ARENA_INIT = critical("upb_Arena_Init", FunctionDescriptor.of(PTR, PTR, JAVA_LONG, PTR));
  /** &upb_alloc_global: malloc/free, what upb_Arena_New uses for its blocks. */
  static final long ALLOC_GLOBAL = symbol("upb_alloc_global");
  static final MethodHandle ARENA_FREE = critical("upb_Arena_Free", FunctionDescriptor.ofVoid(PTR));
  static final MethodHandle ARENA_MALLOC = critical("upb_Arena_Malloc", FunctionDescriptor.of(PTR, PTR, JAVA_LONG));
  static final MethodHandle ARENA_SPACE_ALLOCATED =
      critical("upb_Arena_SpaceAllocated", FunctionDescriptor.of(JAVA_LONG, PTR, PTR));
  static final MethodHandle MESSAGE_NEW = critical("upb_Message_New", FunctionDescriptor.of(PTR, PTR, PTR));
  static final MethodHandle DECODE = handle("upb_Decode",
      FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, PTR, PTR, PTR, JAVA_INT, PTR), Linker.Option.critical(true));
  static final MethodHandle ENCODE = critical("upb_Encode",
      FunctionDescriptor.of(JAVA_INT, PTR, PTR, JAVA_INT, PTR, PTR, PTR));
  static final MethodHandle DECODE_STATUS_STRING = handle("upb_DecodeStatus_String", FunctionDescriptor.of(PTR, JAVA_INT));
  static final MethodHandle ENCODE_STATUS_STRING = handle("upb_EncodeStatus_String", FunctionDescriptor.of(PTR, JAVA_INT));

  /** upb_MessageValue, a 16-byte union; as two 64-bit words it is classified and passed alike. */
  static final MemoryLayout MESSAGE_VALUE = MemoryLayout.structLayout(JAVA_LONG.withName("lo"), JAVA_LONG.withName("hi"));

  static final MethodHandle MAP_NEW = handle("upb_Map_New", FunctionDescriptor.of(PTR, PTR, JAVA_INT, JAVA_INT));
  static final MethodHandle MAP_INSERT = handle("upb_Map_Insert",
      FunctionDescriptor.of(JAVA_INT, PTR, MESSAGE_VALUE, MESSAGE_VALUE, PTR));
  static final MethodHandle MAP_SIZE = critical("upb_Map_Size", FunctionDescriptor.of(JAVA_LONG, PTR));
  static final MethodHandle MAP_NEXT = critical("upb_Map_Next", FunctionDescriptor.of(JAVA_BOOLEAN, PTR, PTR, PTR, PTR));

  static final MethodHandle DEF_POOL_NEW = handle("upb_DefPool_New", FunctionDescriptor.of(PTR));
  static final MethodHandle DEF_POOL_ADD_FILE = handle("upb_DefPool_AddFile", FunctionDescriptor.of(PTR, PTR, PTR, PTR));
  static final MethodHandle DEF_POOL_FIND_MESSAGE = handle("upb_DefPool_FindMessageByName", FunctionDescriptor.of(PTR, PTR, ADDRESS));
  static final MethodHandle MESSAGE_DEF_MINI_TABLE = handle("upb_MessageDef_MiniTable", FunctionDescriptor.of(PTR, PTR));
  static final MethodHandle STATUS_CLEAR = handle("upb_Status_Clear", FunctionDescriptor.ofVoid(PTR));
  static final MethodHandle STATUS_ERROR_MESSAGE = handle("upb_Status_ErrorMessage", FunctionDescriptor.of(PTR, PTR));

  static final MethodHandle MINI_TABLE_FIELD_COUNT = handle("upb_MiniTable_FieldCount", FunctionDescriptor.of(JAVA_INT, PTR));
  static final MethodHandle MINI_TABLE_FIELD_BY_INDEX =
      handle("upb_MiniTable_GetFieldByIndex", FunctionDescriptor.of(PTR, PTR, JAVA_INT));
  /**
   * {@code (long table, long field) -> long}: upb_MiniTable_SubMessage, whose arguments depend on the
   * release ({@link UpbRelease#subMessageTakesTable()}); from line 34 the table is dropped before the call.
   */
  static final MethodHandle MINI_TABLE_SUB_MESSAGE = UpbRelease.LOADED.subMessageTakesTable()
      ? handle("upb_MiniTable_SubMessage", FunctionDescriptor.of(PTR, PTR, PTR))
      : MethodHandles.dropArguments(handle("upb_MiniTable_SubMessage", FunctionDescriptor.of(PTR, PTR)), 0, long.class);
  static final MethodHandle FIELD_NUMBER = handle("upb_MiniTableField_Number", FunctionDescriptor.of(JAVA_INT, PTR));
  static final MethodHandle FIELD_TYPE = handle("upb_MiniTableField_Type", FunctionDescriptor.of(JAVA_INT, PTR));
  static final MethodHandle FIELD_IS_ARRAY = handle("upb_MiniTableField_IsArray", FunctionDescriptor.of(JAVA_BOOLEAN, PTR));
  static final MethodHandle FIELD_IS_MAP = handle("upb_MiniTableField_IsMap", FunctionDescriptor.of(JAVA_BOOLEAN, PTR));
  static final MethodHandle FIELD_IS_IN_ONEOF = handle("upb_MiniTableField_IsInOneof", FunctionDescriptor.of(JAVA_BOOLEAN, PTR));
  static final MethodHandle FIELD_HAS_PRESENCE = handle("upb_MiniTableField_HasPresence", FunctionDescriptor.of(JAVA_BOOLEAN, PTR));

  /** The address of a data symbol, e.g. a MiniTable compiled into libupb. */
  static long symbol(String name) {
    return LIB.find(name).orElseThrow(() -> new UpbException("libupb.so has no symbol " + name)).address();
  }

  /** A NUL-terminated C string owned by upb. */
  static String cString(long address) {
    return address == 0 ? "(null)" : MemorySegment.ofAddress(address).reinterpret(4096).getString(0);
  }

  private static MethodHandle critical(String name, FunctionDescriptor fd) {
    return handle(name, fd, Linker.Option.critical(false));
  }

  private static MethodHandle handle(String name, FunctionDescriptor fd, Linker.Option... options) {
    MemorySegment fn = LIB.find(name).orElseThrow(() -> new UpbException("libupb.so does not export " + name
        + " (was it built with native/build-libupb.sh?)"));
    return LINKER.downcallHandle(fn, fd, options);
  }
}
