package protocross.impl.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * One message type's proto3 JSON through the runtime's own mapping, when the runtime has one.
 * This source is shared by protobuf-java and protobuf-lite (lite compiles protobuf-java's adapter
 * source), and only the full runtime has JSON: protobuf-java's module alone compiles
 * {@code JsonFormatJson} (src/json/java: JsonFormat from protobuf-java-util), so lite's jar has no
 * such class and its codecs get none ({@link #of} returns null, the ops are unsupported with
 * {@link #LITE_HAS_NONE}).
 */
interface ProtobufJson<M extends MessageLite> {

  /**
   * Checked in the 4.36.2 jars: protobuf-javalite has no JSON classes, and protobuf-java-util's
   * JsonFormat prints and parses through {@code Message} / {@code Message.Builder} and the full
   * runtime's descriptors ({@code Descriptors.FieldDescriptor}), which lite's generated classes
   * ({@code GeneratedMessageLite}) do not carry.
   */
  String LITE_HAS_NONE = "protobuf-javalite has no JSON: the lite runtime ships no JSON API, and protobuf-java-util's"
      + " JsonFormat needs the full runtime's Message and descriptor reflection, which lite's generated classes"
      + " (GeneratedMessageLite) do not have";

  /** The message as JSON text, into a fresh String. */
  String print(M message);

  /** One message parsed from JSON text into fresh objects. */
  M parse(String json);

  /** This type's JSON through JsonFormat, or null where the runtime has none (lite). */
  @SuppressWarnings("unchecked")
  static <M extends MessageLite> ProtobufJson<M> of(Parser<M> parser) {
    if (Holder.JSON_FORMAT == null) {
      return null;
    }
    try {
      return (ProtobufJson<M>) Holder.JSON_FORMAT.newInstance(parser);
    } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot make JsonFormatJson: " + e, e);
    }
  }

  /** JsonFormatJson's constructor, looked up once: present in protobuf-java's jar, absent from lite's. */
  final class Holder {
    static final Constructor<?> JSON_FORMAT = find();

    private Holder() {}

    private static Constructor<?> find() {
      try {
        return Class.forName("protocross.impl.protobuf.JsonFormatJson").getDeclaredConstructor(Parser.class);
      } catch (ClassNotFoundException e) {
        return null;
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
