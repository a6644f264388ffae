package protocross.impl.kotlinx;

import java.io.InputStream;
import java.util.function.BiConsumer;
import java.util.function.Function;
import kotlinx.serialization.KSerializer;
import kotlinx.serialization.SerializationException;
import kotlinx.serialization.protobuf.ProtoBuf;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;

/**
 * One message type through kotlinx.serialization's ProtoBuf format and the serializer the
 * serialization compiler plugin generated for its {@code @Serializable} class. What each op calls, as
 * read in kotlinx-serialization-protobuf 1.11.0's source: {@code decode} is
 * {@code ProtoBuf.Default.decodeFromByteArray} (a {@code ProtobufDecoder} over a {@code ByteArrayInput}
 * of the array; the generated {@code deserialize} calls the class's constructor); {@code encode} is
 * {@code encodeToByteArray} (a {@code ProtobufEncoder} into a growing {@code ByteArrayOutput}, each nested
 * message into its own {@code ByteArrayOutput}, copied into its parent's behind its length, then
 * {@code toByteArray()}); {@code build_encode} the data class's constructor, then {@code encode}. The
 * format is a {@code BinaryFormat}: arrays in, arrays out, so the stream, off-heap, reuse, merge and
 * JSON ops are unsupported, each with its reason.
 */
record KotlinxCodec<M>(KSerializer<M> serializer, BiConsumer<M, Digest> reader, Function<MessageValue, M> builder)
    implements Codec<M> {

  static final String NO_STREAM = "kotlinx.serialization's ProtoBuf is a BinaryFormat: decodeFromByteArray is its only"
      + " decode (kotlinx-serialization-protobuf 1.11.0 has no InputStream or okio source API)";
  static final String NO_DIRECT = "kotlinx.serialization's ProtoBuf decodes only a ByteArray (its ByteArrayInput reads a"
      + " heap array), nothing off-heap";
  static final String NO_REUSE = "kotlinx.serialization's ProtoBuf's only encode is encodeToByteArray: it writes into"
      + " its own ByteArrayOutput and returns a fresh array; no API writes into a caller's array or reuses a buffer";
  static final String NO_MERGE = "kotlinx.serialization's ProtoBuf has no merge: decodeFromByteArray takes no existing"
      + " value and the generated classes are immutable data classes (a singular message field seen twice is replaced,"
      + " not merged: ProtobufDecoder.decodeSerializableValue passes previousValue only to collections, maps and ByteArray)";
  static final String NO_PROTO3_JSON = "kotlinx.serialization's ProtoBuf has no JSON; kotlinx-serialization-json is another"
      + " format of the same classes, not proto3's JSON mapping (a ByteArray as an array of numbers, not base64; a oneof"
      + " as a polymorphic object with a type discriminator; Kotlin property names, not json_name)";

  @Override
  public M decode(byte[] payload) {
    try {
      return ProtoBuf.Default.decodeFromByteArray(serializer, payload);
    } catch (SerializationException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeStream(InputStream in) {
    throw new UnsupportedOpException(Op.decode_stream, NO_STREAM);
  }

  @Override
  public M decodeDirect(DirectPayload payload) {
    throw new UnsupportedOpException(Op.decode_direct, NO_DIRECT);
  }

  @Override
  public byte[] encode(M message) {
    return ProtoBuf.Default.encodeToByteArray(serializer, message);
  }

  @Override
  public int encodeInto(M message, byte[] buffer) {
    throw new UnsupportedOpException(Op.encode_reuse, NO_REUSE);
  }

  @Override
  public byte[] buildEncode(MessageValue value) {
    return encode(builder.apply(value));
  }

  @Override
  public M merge(M base, byte[] payload) {
    throw new UnsupportedOpException(Op.merge, NO_MERGE);
  }

  @Override
  public String jsonEncode(M message) {
    throw new UnsupportedOpException(Op.json_encode, NO_PROTO3_JSON);
  }

  @Override
  public M jsonDecode(String json) {
    throw new UnsupportedOpException(Op.json_decode, NO_PROTO3_JSON);
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
