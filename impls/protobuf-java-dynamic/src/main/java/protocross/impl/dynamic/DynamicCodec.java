package protocross.impl.dynamic;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Parser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.MessageValue;

/**
 * One message type as {@code DynamicMessage}s of its run-time {@link Descriptor}. What each op
 * calls (protobuf-java and protobuf-java-util 4.36.2):
 * {@code decode}: {@code DynamicMessage.parseFrom(type, byte[])};
 * {@code decodeStream}: {@code DynamicMessage.parseFrom(type, InputStream)} (a {@code CodedInputStream}
 * over the stream, as the generated parsers use);
 * {@code decodeDirect}: the type's {@code Parser} ({@code getParserForType()} of its default
 * instance) {@code parseFrom(ByteBuffer)}, which copies a direct buffer into a fresh array first, as
 * for protobuf-java's generated parsers;
 * {@code encode}: {@code toByteArray()}; {@code encodeInto}:
 * {@code writeTo(CodedOutputStream.newInstance(buffer))};
 * {@code buildEncode}: {@link DynamicBuilder}, then {@code toByteArray()};
 * {@code merge}: {@code base.toBuilder().mergeFrom(payload).build()};
 * {@code jsonEncode} / {@code jsonDecode}: {@link DynamicJson} ({@code JsonFormat}, as in protobuf-java's
 * column, {@code parser().merge} into {@code DynamicMessage.newBuilder(type)}); {@code readAll}: {@link DynamicReader}.
 */
final class DynamicCodec implements Codec<DynamicMessage> {
  private final Descriptor type;
  private final Parser<DynamicMessage> parser;
  private final DynamicReader reader;
  private final DynamicBuilder builder;

  DynamicCodec(Descriptor type) {
    this.type = type;
    this.parser = DynamicMessage.getDefaultInstance(type).getParserForType();
    this.reader = DynamicReader.of(type);
    this.builder = DynamicBuilder.of(type);
  }

  @Override
  public DynamicMessage decode(byte[] payload) {
    try {
      return DynamicMessage.parseFrom(type, payload);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public DynamicMessage decodeStream(InputStream in) {
    try {
      return DynamicMessage.parseFrom(type, in);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public DynamicMessage decodeDirect(DirectPayload payload) {
    try {
      return parser.parseFrom(payload.buffer());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(DynamicMessage message) {
    return message.toByteArray();
  }

  @Override
  public int encodeInto(DynamicMessage message, byte[] buffer) {
    CodedOutputStream out = CodedOutputStream.newInstance(buffer);
    try {
      message.writeTo(out);
    } catch (CodedOutputStream.OutOfSpaceException e) {
      throw new IndexOutOfBoundsException("the encoding of " + type.getFullName() + " does not fit in "
          + buffer.length + " bytes: " + e.getMessage());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.getTotalBytesWritten();
  }

  @Override
  public byte[] buildEncode(MessageValue value) {
    return builder.build(value).toByteArray();
  }

  @Override
  public DynamicMessage merge(DynamicMessage base, byte[] payload) {
    try {
      return base.toBuilder().mergeFrom(payload).build();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public String jsonEncode(DynamicMessage message) {
    return DynamicJson.print(message);
  }

  @Override
  public DynamicMessage jsonDecode(String json) {
    return DynamicJson.parse(type, json);
  }

  @Override
  public void readAll(DynamicMessage message, Digest digest) {
    reader.read(message, digest);
  }
}
