package protocross.impl.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import com.google.protobuf.util.JsonFormat;

/**
 * protobuf-java's own proto3 JSON: protobuf-java-util's {@code JsonFormat} (same release as the
 * runtime). Printing is {@code JsonFormat.printer().omittingInsignificantWhitespace().print(message)},
 * whose output is the canonical text ({@code protocross.contract.json.CanonicalJson}); parsing is
 * {@code JsonFormat.parser().merge(json, builder)} into a new builder of the type, then
 * {@code build()}. Both are reflective over the message's descriptors: JsonFormat has no
 * generated per-type code. Compiled only into protobuf-java's jar (src/json/java), never into
 * lite's, which has no JSON.
 */
final class JsonFormatJson<M extends MessageLite> implements ProtobufJson<M> {
  private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();
  private static final JsonFormat.Parser PARSER = JsonFormat.parser();

  private final Parser<M> parser;
  /** The type's default instance, for {@code newBuilderForType()}; found on first use (the codecs are made eagerly). */
  private Message prototype;

  JsonFormatJson(Parser<M> parser) {
    this.parser = parser;
  }

  @Override
  public String print(M message) {
    try {
      return PRINTER.print((Message) message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public M parse(String json) {
    Message.Builder builder = prototype().newBuilderForType();
    try {
      PARSER.merge(json, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return (M) builder.build();
  }

  private Message prototype() {
    Message p = prototype;
    if (p == null) {
      try {
        p = ((Message) parser.parseFrom(new byte[0])).getDefaultInstanceForType();
      } catch (InvalidProtocolBufferException e) {
        throw new IllegalStateException(e);
      }
      prototype = p;
    }
    return p;
  }
}
