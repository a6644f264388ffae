import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs a shrunk application (bin/codesize --shrink, codesize's Shrinker): on the class path alone, with nothing else of the
 * project, it must decode every payload of the given dataset files and encode each back to the same
 * bytes, through exactly the entry points the keep rules name. A shrinker that removed or broke
 * something the decode or encode needs fails here, so a size is never reported for an application
 * that does not work. Reflection, because the entry points are the application's, and this check
 * must not bring classes of its own onto the class path.
 *
 * <p>Usage: {@code java -cp <shrunk.jar> ShrunkCheck.java <impl> <entry> <java package> <dataset dir>...},
 * where {@code <entry>} is the module pom's {@code codesize.check}: {@code protobuf} (the root type's
 * static {@code parseFrom(byte[])}, protobuf's {@code toByteArray()}), {@code wire} (its static
 * {@code ADAPTER}), {@code quickbuf} (the root type's static {@code parseFrom(byte[])}, QuickBuffers'
 * {@code ProtoMessage.toByteArray()}), {@code kotlinx} (the root's {@code Companion.serializer()} through
 * kotlinx.serialization's {@code ProtoBuf.Default}) or {@code codec:<class>} (the contract's {@code Codec} from that
 * {@code Implementation} class); prints {@code ok: <n> payloads of <k> types decoded and re-encoded
 * byte-equal}.
 */
public class ShrunkCheck {
  public static void main(String[] args) throws Exception {
    String impl = args[0];
    String entry = args[1];
    String javaPackage = args[2];
    int payloads = 0;
    List<String> types = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      // A dataset directory: dataset.properties names the root type, payloads/*.bin hold one message each.
      Path dir = Path.of(args[i]);
      java.util.Properties props = new java.util.Properties();
      try (var in = Files.newInputStream(dir.resolve("dataset.properties"))) {
        props.load(in);
      }
      String type = props.getProperty("message");
      List<byte[]> list = new ArrayList<>();
      try (var files = Files.list(dir.resolve("payloads"))) {
        for (Path f : files.filter(f -> f.toString().endsWith(".bin")).sorted().toList()) {
          list.add(Files.readAllBytes(f));
        }
      }
      String simple = type.substring(type.lastIndexOf('.') + 1);
      Codec codec = codec(entry, javaPackage + "." + simple, type);
      for (byte[] p : list) {
        byte[] again = codec.roundTrip(p);
        if (!Arrays.equals(p, again)) {
          System.err.println("shrunk " + impl + ": " + type + " payload " + payloads + " re-encodes to other bytes");
          System.exit(1);
        }
        payloads++;
      }
      if (!types.contains(type)) {
        types.add(type);
      }
    }
    System.out.println("ok: " + payloads + " payloads of " + types.size() + " types decoded and re-encoded byte-equal");
  }

  interface Codec {
    byte[] roundTrip(byte[] payload) throws Exception;
  }

  static Codec codec(String entry, String javaClass, String protoType) throws Exception {
    if (entry.startsWith("codec:")) {
      Class<?> implClass = Class.forName(entry.substring("codec:".length()));
      Object impl = implClass.getConstructor().newInstance();
      Object codec = implClass.getMethod("codec", String.class).invoke(impl, protoType);
      Class<?> codecType = Class.forName("protocross.contract.adapter.Codec");
      Method decode = codecType.getMethod("decode", byte[].class);
      Method encode = codecType.getMethod("encode", Object.class);
      Method release = codecType.getMethod("release", Object.class);
      return p -> {
        Object m = decode.invoke(codec, (Object) p);
        byte[] out = (byte[]) encode.invoke(codec, m);
        release.invoke(codec, m);
        return out;
      };
    }
    switch (entry) {
      case "protobuf" -> {
        Method parse = Class.forName(javaClass).getMethod("parseFrom", byte[].class);
        Method bytes = Class.forName("com.google.protobuf.AbstractMessageLite").getMethod("toByteArray");
        return p -> (byte[]) bytes.invoke(parse.invoke(null, (Object) p));
      }
      case "wire" -> {
        Object adapter = Class.forName(javaClass).getField("ADAPTER").get(null);
        Class<?> type = Class.forName("com.squareup.wire.ProtoAdapter");
        Method decode = type.getMethod("decode", byte[].class);
        Method encode = type.getMethod("encode", Object.class);
        return p -> (byte[]) encode.invoke(adapter, decode.invoke(adapter, (Object) p));
      }
      case "quickbuf" -> {
        Method parse = Class.forName(javaClass).getMethod("parseFrom", byte[].class);
        Method bytes = Class.forName("us.hebi.quickbuf.ProtoMessage").getMethod("toByteArray");
        return p -> (byte[]) bytes.invoke(parse.invoke(null, (Object) p));
      }
      case "kotlinx" -> {
        // The root's plugin-generated serializer (Companion.serializer()) through ProtoBuf.Default.
        Object serializer = Class.forName(javaClass + "$Companion").getMethod("serializer")
            .invoke(Class.forName(javaClass).getField("Companion").get(null));
        Class<?> format = Class.forName("kotlinx.serialization.protobuf.ProtoBuf");
        Object protoBuf = format.getField("Default").get(null);
        Method decode = format.getMethod("decodeFromByteArray", Class.forName("kotlinx.serialization.DeserializationStrategy"), byte[].class);
        Method encode = format.getMethod("encodeToByteArray", Class.forName("kotlinx.serialization.SerializationStrategy"), Object.class);
        return p -> (byte[]) encode.invoke(protoBuf, serializer, decode.invoke(protoBuf, serializer, (Object) p));
      }
      default -> throw new IllegalArgumentException("unknown entry " + entry + " (codesize.check: protobuf, wire, quickbuf, kotlinx or codec:<class>)");
    }
  }
}
