package protocross.impl.quickbuf;

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
import us.hebi.quickbuf.InvalidProtocolBufferException;
import us.hebi.quickbuf.MessageFactory;
import us.hebi.quickbuf.ProtoMessage;
import us.hebi.quickbuf.ProtoSink;
import us.hebi.quickbuf.ProtoSource;

/**
 * One message type through protoc-gen-quickbuf's classes. What each op calls, as read in
 * quickbuf-runtime 1.3.2's source and the generated classes:
 * {@code decode} is the generated {@code parseFrom(byte[])}'s body, {@code ProtoMessage.mergeFrom}
 * into a new message from the type's factory (an {@code ArraySource} over the array), then
 * {@code checkInitialized()}; {@code decodeStream} the same from {@code ProtoSource.newInstance(InputStream)},
 * a source that reads the stream byte by byte with no buffer of its own; {@code decodeDirect} from
 * {@code ProtoSource.newDirectSource()} over the direct buffer, which reads the off-heap bytes in
 * place through {@code sun.misc.Unsafe} and leaves the buffer's position and limit alone
 * (README's "Direct Source/Sink"); {@code encode} is {@code toByteArray()}, which computes the size
 * afresh each time ({@code getSerializedSize()}, which also caches every nested message's size for
 * the write that follows); {@code encodeInto} computes that size, then writes into the caller's
 * array through an array sink over it; {@code merge} is {@code clone()} (a deep copy of the
 * existing, mutable message) and {@code mergeFrom} of the payload into the copy. JSON: unsupported
 * ({@link #NO_PROTO3_JSON_MAPS}).
 */
record QuickbufCodec<M extends ProtoMessage<M>>(MessageFactory<M> factory, BiConsumer<M, Digest> reader,
    Function<MessageValue, M> builder) implements Codec<M> {

  /**
   * Why neither JSON op runs, for any type alike (an op is supported on every dataset or on none): the
   * runtime has a JSON API, but not proto3's JSON for maps. Checked by running its JsonSink and
   * JsonSource on the datasets: the generated writeTo(JsonSink) writes a map field with
   * writeRepeatedMessage, so as an array of entry objects, and mergeFrom(JsonSource) expects that array.
   */
  static final String NO_PROTO3_JSON_MAPS = "QuickBuffers' JSON (JsonSink/JsonSource, quickbuf-runtime 1.3.2) writes and"
      + " reads a map field as an array of its entry messages ({\"key\":...,\"value\":...}), where proto3 JSON has"
      + " an object: its generator makes a map a repeated entry field, so a message with a map is not written or read as"
      + " proto3 JSON (the contract's reader refuses its text, it refuses the canonical one: log_record, i18n_text,"
      + " media_frame)";

  @Override
  public M decode(byte[] payload) {
    try {
      return ProtoMessage.mergeFrom(factory.create(), payload).checkInitialized();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeStream(InputStream in) {
    return parse(ProtoSource.newInstance(in));
  }

  @Override
  public M decodeDirect(DirectPayload payload) {
    return parse(ProtoSource.newDirectSource().setInput(payload.buffer()));
  }

  private M parse(ProtoSource source) {
    try {
      return ProtoMessage.mergeFrom(factory.create(), source).checkInitialized();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public byte[] encode(M message) {
    return message.toByteArray();
  }

  @Override
  public int encodeInto(M message, byte[] buffer) {
    int size = message.getSerializedSize();
    if (size > buffer.length) {
      throw new IndexOutOfBoundsException("the encoding of " + message.getClass().getName() + " (" + size
          + " bytes) does not fit in " + buffer.length + " bytes");
    }
    try {
      message.writeTo(ProtoSink.newInstance(buffer, 0, size));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return size;
  }

  @Override
  public byte[] buildEncode(MessageValue value) {
    return builder.apply(value).toByteArray();
  }

  @Override
  public M merge(M base, byte[] payload) {
    try {
      return ProtoMessage.mergeFrom(base.clone(), payload).checkInitialized();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public String jsonEncode(M message) {
    throw new UnsupportedOpException(Op.json_encode, NO_PROTO3_JSON_MAPS);
  }

  @Override
  public M jsonDecode(String json) {
    throw new UnsupportedOpException(Op.json_decode, NO_PROTO3_JSON_MAPS);
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
