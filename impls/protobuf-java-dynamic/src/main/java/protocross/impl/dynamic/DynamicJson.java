package protocross.impl.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;

/**
 * {@code json_encode} / {@code json_decode} through protobuf-java-util's {@code JsonFormat}, which
 * prints and parses any {@code Message}, DynamicMessage included, through its descriptor, as in the
 * protobuf-java column ({@code printer().omittingInsignificantWhitespace()}, {@code parser().merge}).
 * Its own class, loaded on the first JSON call, so that an application without the JSON ops (the
 * code-size minimal application) needs no protobuf-java-util.
 */
final class DynamicJson {
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();
  private static final JsonFormat.Parser PARSER = JsonFormat.parser();

  private DynamicJson() {}

  static String print(DynamicMessage message) {
    try {
      return PRINTER.print(message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  static DynamicMessage parse(Descriptor type, String json) {
    DynamicMessage.Builder b = DynamicMessage.newBuilder(type);
    try {
      PARSER.merge(json, b);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return b.build();
  }
}
