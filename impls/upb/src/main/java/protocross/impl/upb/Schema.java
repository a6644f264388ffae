package protocross.impl.upb;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import protocross.contract.schema.DeclaredDefault;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.MessageDef;

/**
 * The benchmark schema in a upb DefPool, loaded once per JVM from protoc's descriptor set
 * ({@code --descriptor_set_out --include_imports}, built into the jar). The DefPool builds the
 * MiniTables that upb_Decode and upb_Encode run on; it lives as long as the JVM.
 *
 * <p>upb needs no generated code, so a user dataset directory's schema needs no build either: the
 * runner names its descriptor set in the environment variable {@value #DESCRIPTOR_SET_ENV} (an
 * environment variable, not a -D flag, so the JVM flags stay identical to every other column's),
 * and that file is loaded instead of the built-in one.
 */
final class Schema {
  private static final String RESOURCE = "/protocross/upb/protocross.desc";
  static final String DESCRIPTOR_SET_ENV = "PROTOCROSS_DESCRIPTOR_SET";
  private static final int FILE_FIELD = 1;  // FileDescriptorSet.file

  private static Schema instance;
  /** Where the loaded descriptor set came from, for messages. */
  private static String source = RESOURCE;

  private final long pool;
  /** The same descriptor set read by the contract: the declared defaults upb's MiniTables lack. */
  private final DescriptorSet defs;
  private final Map<String, MessageType> types = new ConcurrentHashMap<>();

  private Schema(long pool, DescriptorSet defs) {
    this.pool = pool;
    this.defs = defs;
  }

  static synchronized Schema get() {
    if (instance == null) {
      String file = System.getenv(DESCRIPTOR_SET_ENV);
      source = file == null || file.isEmpty() ? RESOURCE : file;
      instance = load(file == null || file.isEmpty() ? readResource() : readFile(Path.of(file)));
    }
    return instance;
  }

  MessageType type(String fullName) {
    return types.computeIfAbsent(fullName, name -> {
      try (Arena a = Arena.ofConfined()) {
        long def = (long) Upb.DEF_POOL_FIND_MESSAGE.invokeExact(pool, a.allocateFrom(name));
        if (def == 0) {
          throw new UpbException("message type " + name + " is not in the descriptor set " + source);
        }
        MessageType type = MessageType.of(name, (long) Upb.MESSAGE_DEF_MINI_TABLE.invokeExact(def));
        declareDefaults(type, defs.message(name), new HashSet<>());
        return type;
      } catch (UpbException e) {
        throw e;
      } catch (Throwable t) {
        throw new UpbException("cannot look up " + name + ": " + t);
      }
    });
  }

  /**
   * Sets {@link MessageType#defaults} on {@code type} and every type it reaches, pairing upb's
   * fields with the descriptor's by number (upb names nested types by their field path, so the
   * descriptor's type names lead the way down).
   */
  private void declareDefaults(MessageType type, MessageDef def, Set<MessageType> done) {
    if (!done.add(type)) {
      return;
    }
    Field[] fields = type.fieldArray();
    Object[] defaults = null;
    for (int i = 0; i < fields.length; i++) {
      FieldDef f = def.field(fields[i].number());
      if (f == null) {
        continue;
      }
      Object value = f.repeated() ? null : DeclaredDefault.of(defs, f);
      if (value != null) {
        if (defaults == null) {
          defaults = new Object[fields.length];
        }
        defaults[i] = value;
      }
      if (fields[i].sub() != null && f.typeName() != null && defs.hasMessage(f.typeName())) {
        declareDefaults(fields[i].sub(), defs.message(f.typeName()), done);
      }
    }
    type.defaults = defaults;
  }

  /** A schema from a descriptor set's bytes (the process's own is {@link #get}). */
  static Schema load(byte[] descriptorSet) {
    MapLayout.verify();
    // The set itself is decoded by upb with the MiniTable compiled into libupb for descriptor.proto.
    MessageType setType = MessageType.of("google.protobuf.FileDescriptorSet",
        Upb.symbol("google__protobuf__FileDescriptorSet_msg_init"));
    try (UpbMessage set = UpbCodec.decode(setType, descriptorSet); Arena a = Arena.ofConfined()) {
      long pool = (long) Upb.DEF_POOL_NEW.invokeExact();
      MemorySegment status = a.allocate(1024);
      Field files = setType.field(FILE_FIELD);
      for (int i = 0; i < set.size(files); i++) {  // --include_imports: dependencies come first
        Upb.STATUS_CLEAR.invokeExact(status.address());
        long file = (long) Upb.DEF_POOL_ADD_FILE.invokeExact(pool, set.getMessage(files, i).address(), status.address());
        if (file == 0) {
          throw new UpbException("upb_DefPool_AddFile rejected " + source + ": "
              + Upb.cString((long) Upb.STATUS_ERROR_MESSAGE.invokeExact(status.address())));
        }
      }
      return new Schema(pool, DescriptorSet.parse(descriptorSet));
    } catch (UpbException e) {
      throw e;
    } catch (Throwable t) {
      throw new UpbException("cannot load " + source + ": " + t);
    }
  }

  private static byte[] readFile(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UpbException("cannot read the descriptor set " + file + " named by " + DESCRIPTOR_SET_ENV + ": " + e.getMessage());
    }
  }

  private static byte[] readResource() {
    try (InputStream in = Schema.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new UpbException(RESOURCE + " is missing from the class path: build impls/upb with Maven (protoc writes it)");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UpbException("cannot read " + RESOURCE + ": " + e);
    }
  }
}
