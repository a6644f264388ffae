package protocross.impl.dynamic;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.ProtocrossException;

/**
 * The schema as protobuf-java's own {@code Descriptors}, built once per JVM at run time with
 * {@code FileDescriptor.buildFrom} from protoc's descriptor set: the one built into the jar
 * ({@value #RESOURCE}, the built-in schema and the fixtures) or, for a user dataset directory, the
 * file the runner names in {@code PROTOCROSS_DESCRIPTOR_SET} ({@link DescriptorSet#RUN_SCHEMA_ENV}).
 * No generated class is involved: this is how a schema registry or a proxy gets its types.
 */
final class DynamicSchema {
  static final String RESOURCE = "protocross/dynamic/schema.desc";

  private static DynamicSchema instance;

  private final Map<String, Descriptor> types;

  private DynamicSchema(Map<String, Descriptor> types) {
    this.types = types;
  }

  static synchronized DynamicSchema get() {
    if (instance == null) {
      String file = System.getenv(DescriptorSet.RUN_SCHEMA_ENV);
      instance = file == null || file.isEmpty() ? of(resource(), RESOURCE) : of(read(Path.of(file)), file);
    }
    return instance;
  }

  /** The message type {@code fullName}, or a one-line failure. */
  Descriptor type(String fullName) {
    Descriptor d = types.get(fullName);
    if (d == null) {
      throw new ProtocrossException("message type " + fullName + " is not in the descriptor set");
    }
    return d;
  }

  /** Builds every file of {@code bytes} (a FileDescriptorSet with its imports) into Descriptors. */
  static DynamicSchema of(byte[] bytes, String source) {
    FileDescriptorSet set;
    try {
      set = FileDescriptorSet.parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      throw new ProtocrossException("the descriptor set " + source + " does not parse: " + e.getMessage());
    }
    Map<String, FileDescriptorProto> protos = new LinkedHashMap<>();
    for (FileDescriptorProto f : set.getFileList()) {
      protos.put(f.getName(), f);
    }
    Map<String, FileDescriptor> built = new HashMap<>();
    Map<String, Descriptor> types = new HashMap<>();
    for (String name : protos.keySet()) {
      FileDescriptor file = build(name, protos, built, source, 0);
      collect(file.getMessageTypes(), types);
    }
    return new DynamicSchema(types);
  }

  private static FileDescriptor build(String name, Map<String, FileDescriptorProto> protos,
      Map<String, FileDescriptor> built, String source, int depth) {
    FileDescriptor done = built.get(name);
    if (done != null) {
      return done;
    }
    FileDescriptorProto proto = protos.get(name);
    if (proto == null) {
      throw new ProtocrossException("the descriptor set " + source + " lacks " + name + " (protoc --include_imports writes it)");
    }
    if (depth > protos.size()) {
      throw new ProtocrossException("the descriptor set " + source + " has an import cycle at " + name);
    }
    FileDescriptor[] deps = new FileDescriptor[proto.getDependencyCount()];
    for (int i = 0; i < deps.length; i++) {
      deps[i] = build(proto.getDependency(i), protos, built, source, depth + 1);
    }
    try {
      FileDescriptor file = FileDescriptor.buildFrom(proto, deps);
      built.put(name, file);
      return file;
    } catch (DescriptorValidationException e) {
      throw new ProtocrossException("the descriptor set " + source + " is not valid for protobuf-java: " + e.getMessage());
    }
  }

  private static void collect(List<Descriptor> messages, Map<String, Descriptor> into) {
    for (Descriptor d : messages) {
      into.put(d.getFullName(), d);
      collect(d.getNestedTypes(), into);
    }
  }

  private static byte[] resource() {
    try (InputStream in = DynamicSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new ProtocrossException("no " + RESOURCE + " in the jar: build impls/protobuf-java-dynamic first");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new ProtocrossException("cannot read " + RESOURCE + ": " + e.getMessage());
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new ProtocrossException("the descriptor set " + file + " named by " + DescriptorSet.RUN_SCHEMA_ENV + " does not exist");
    } catch (IOException e) {
      throw new ProtocrossException("cannot read the descriptor set " + file + " named by " + DescriptorSet.RUN_SCHEMA_ENV
          + ": " + e.getMessage());
    }
  }
}
