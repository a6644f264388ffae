package protocross.impl.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.util.function.BiConsumer;
import protocross.contract.Codec;
import protocross.contract.Digest;

/** One message type through protoc-generated classes: the same source serves full and lite. */
record ProtobufCodec<M extends MessageLite>(Parser<M> parser, BiConsumer<M, Digest> reader) implements Codec<M> {

  @Override
  public M decode(byte[] payload) {
    try {
      return parser.parseFrom(payload);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(M message) {
    return message.toByteArray();
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
