package protocross.impl.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.function.BiConsumer;
import java.util.function.Function;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;

/**
 * One message type through protoc-generated classes: the same source serves full and lite.
 *
 * <p>What the optional ops call, as checked in the 4.36.2 jars (full and lite alike):
 * {@code decodeStream} is {@code Parser.parseFrom(InputStream)}, a {@code CodedInputStream} that
 * reads the stream through its own 4 KiB buffer; {@code decodeDirect} is
 * {@code Parser.parseFrom(ByteBuffer)} on the direct buffer, which copies it first:
 * {@code CodedInputStream.newInstance(ByteBuffer)} has no off-heap decoder in this release (the
 * class file references only {@code hasArray}, {@code array}, and for any other buffer
 * {@code duplicate().get(byte[])} into a fresh array); {@code encodeInto} is
 * {@code writeTo(CodedOutputStream.newInstance(buffer))} over the caller's array, which is what
 * {@code toByteArray()} does over an array it allocates. {@code buildEncode} is the generated
 * {@code Builders} method (protoc's {@code newBuilder()}, setters, {@code build()}), then
 * {@code toByteArray()} on the new message, whose size is not memoized yet: its first
 * {@code getSerializedSize()} runs inside. {@code merge} is {@code base.toBuilder().mergeFrom(payload).build()}:
 * {@code toBuilder()} copies the base into a new builder (the existing message is immutable), and
 * {@code MessageLite.Builder.mergeFrom(byte[])} parses into it with protobuf's merge rules.
 * {@code jsonEncode} / {@code jsonDecode} are protobuf-java-util's {@code JsonFormat}
 * ({@code JsonFormatJson}, protobuf-java's jar only); lite has no JSON ({@link ProtobufJson#LITE_HAS_NONE}).
 */
record ProtobufCodec<M extends MessageLite>(Parser<M> parser, BiConsumer<M, Digest> reader,
    Function<MessageValue, M> builder, ProtobufJson<M> json) implements Codec<M> {

  /** The generated {@code Codecs} call this one: the type's JSON is the runtime's own, where it has one. */
  ProtobufCodec(Parser<M> parser, BiConsumer<M, Digest> reader, Function<MessageValue, M> builder) {
    this(parser, reader, builder, ProtobufJson.of(parser));
  }

  @Override
  public M decode(byte[] payload) {
    try {
      return parser.parseFrom(payload);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeStream(InputStream in) {
    try {
      return parser.parseFrom(in);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeDirect(DirectPayload payload) {
    try {
      return parser.parseFrom(payload.buffer());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(M message) {
    return message.toByteArray();
  }

  @Override
  public int encodeInto(M message, byte[] buffer) {
    CodedOutputStream out = CodedOutputStream.newInstance(buffer);
    try {
      message.writeTo(out);
    } catch (CodedOutputStream.OutOfSpaceException e) {
      throw new IndexOutOfBoundsException("the encoding of " + message.getClass().getName() + " does not fit in "
          + buffer.length + " bytes: " + e.getMessage());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.getTotalBytesWritten();
  }

  @Override
  public byte[] buildEncode(MessageValue value) {
    return builder.apply(value).toByteArray();
  }

  @Override
  @SuppressWarnings("unchecked")
  public M merge(M base, byte[] payload) {
    try {
      return (M) base.toBuilder().mergeFrom(payload).build();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public String jsonEncode(M message) {
    if (json == null) {
      throw new UnsupportedOpException(Op.json_encode, ProtobufJson.LITE_HAS_NONE);
    }
    return json.print(message);
  }

  @Override
  public M jsonDecode(String text) {
    if (json == null) {
      throw new UnsupportedOpException(Op.json_decode, ProtobufJson.LITE_HAS_NONE);
    }
    return json.parse(text);
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
