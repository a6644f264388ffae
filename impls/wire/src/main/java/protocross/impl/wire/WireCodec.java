package protocross.impl.wire;

import com.squareup.wire.ProtoAdapter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.function.BiConsumer;
import java.util.function.Function;
import okio.Buffer;
import protocross.contract.adapter.Codec;
import protocross.contract.adapter.Digest;
import protocross.contract.adapter.DirectPayload;
import protocross.contract.adapter.MessageValue;
import protocross.contract.adapter.Op;
import protocross.contract.adapter.UnsupportedOpException;

/**
 * One message type through Wire's generated {@code ADAPTER}: a static field of a Java class
 * ({@code --java_out}, this module) or the {@code @JvmField} of a Kotlin class's companion
 * ({@code --kotlin_out}, impls/wire-kotlin, which compiles this source): the same wire-runtime-jvm
 * {@code ProtoAdapter} API, with the encode and decode bodies Java or Kotlin code.
 *
 * <p>The optional ops, as Wire 6.4.7's {@code ProtoAdapter} offers them: {@code decodeStream} is
 * {@code decode(InputStream)} (an okio source buffer over the stream); {@code decodeDirect} is
 * unsupported, since {@code decode} takes only {@code byte[]}, {@code ByteString},
 * {@code InputStream} or an okio {@code BufferedSource}: off-heap bytes must be copied onto the heap
 * first; {@code encodeInto} is {@code encode(BufferedSink, value)} into an {@link Buffer} that
 * every call on the thread reuses (Wire writes through a fresh {@code ReverseProtoWriter} whose
 * segments come from okio's pool), then the bytes are copied into the caller's array: Wire has no
 * API that writes into a caller's {@code byte[]}. {@code buildEncode} is the generated
 * {@code Builders} method (Java classes: {@code new X.Builder()}, one setter per field, {@code build()};
 * Kotlin classes, which have no builder outside a {@code javaInterop} build: the primary constructor), then
 * {@code ADAPTER.encode} of the new message; {@code merge} is unsupported ({@link #MERGE_UNSUPPORTED}).
 * {@code jsonEncode} / {@code jsonDecode} are Wire's Moshi integration ({@link WireJson}).
 */
record WireCodec<M>(ProtoAdapter<M> adapter, BiConsumer<M, Digest> reader, Function<MessageValue, M> builder,
    WireJson<M> json) implements Codec<M> {

  /** The generated {@code Codecs} call this one; the type's JSON adapter is made on first use. */
  WireCodec(ProtoAdapter<M> adapter, BiConsumer<M, Digest> reader, Function<MessageValue, M> builder) {
    this(adapter, reader, builder, new WireJson<>(adapter));
  }

  /**
   * Checked in wire-runtime-jvm 6.4.7's class files and both generators' adapters: every
   * {@code ProtoAdapter.decode} overload returns a new message, which the generated
   * {@code decode(ProtoReader)} builds from a fresh {@code new Builder()} (Java classes) or from fresh
   * locals through the primary constructor (Kotlin classes, whose {@code newBuilder()} throws outside a
   * {@code javaInterop} build); neither {@code Message} nor {@code Message.Builder} has a merge method,
   * a Kotlin class has only {@code copy(...)} with field values; messages are immutable.
   */
  static final String MERGE_UNSUPPORTED = "Wire has no merge: every ProtoAdapter.decode overload returns a new message"
      + " that the generated decode builds (from a fresh Builder for Java classes, through the primary constructor for"
      + " Kotlin classes), Message and Message.Builder have no mergeFrom (Kotlin classes have only copy() with field"
      + " values), and messages are immutable, so"
      + " merging bytes into an existing message would be the caller's own field-by-field code, not the runtime's";

  /** encodeInto's okio buffer: emptied by every call, reused by the next one on the thread. */
  private static final ThreadLocal<Buffer> SINK = ThreadLocal.withInitial(Buffer::new);

  @Override
  public M decode(byte[] payload) {
    try {
      return adapter.decode(payload);
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeStream(InputStream in) {
    try {
      return adapter.decode(in);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      // IOException (Kotlin's @Throws): malformed input, as in decode.
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public M decodeDirect(DirectPayload payload) {
    throw new UnsupportedOpException(Op.decode_direct, "Wire's ProtoAdapter.decode takes byte[], ByteString,"
        + " InputStream or an okio BufferedSource, nothing off-heap: a direct buffer must be copied onto the heap first");
  }

  @Override
  public byte[] encode(M message) {
    return adapter.encode(message);
  }

  @Override
  public int encodeInto(M message, byte[] buffer) {
    Buffer sink = SINK.get();
    try {
      adapter.encode(sink, message);
      long size = sink.size();
      if (size > buffer.length) {
        throw new IndexOutOfBoundsException("the encoding of " + message.getClass().getName() + " is " + size
            + " bytes, the buffer " + buffer.length);
      }
      int n = (int) size;
      for (int at = 0; at < n; ) {
        at += sink.read(buffer, at, n - at);
      }
      return n;
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      // Kotlin declares its checked exceptions only where it says @Throws; writing into an
      // in-memory okio Buffer does not throw them, but the compiler cannot know that.
      throw new UncheckedIOException(new IOException(e));
    } finally {
      sink.clear();
    }
  }

  @Override
  public byte[] buildEncode(MessageValue value) {
    return adapter.encode(builder.apply(value));
  }

  @Override
  public M merge(M base, byte[] payload) {
    throw new UnsupportedOpException(Op.merge, MERGE_UNSUPPORTED);
  }

  @Override
  public String jsonEncode(M message) {
    return json.print(message);
  }

  @Override
  public M jsonDecode(String text) {
    return json.parse(text);
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
