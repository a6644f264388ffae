package protocross.impl.wire;

import com.squareup.wire.ProtoAdapter;
import java.io.IOException;
import java.util.function.BiConsumer;
import protocross.contract.Codec;
import protocross.contract.Digest;

/** One message type through Wire's generated {@code ADAPTER}. */
record WireCodec<M>(ProtoAdapter<M> adapter, BiConsumer<M, Digest> reader) implements Codec<M> {

  @Override
  public M decode(byte[] payload) {
    try {
      return adapter.decode(payload);
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public byte[] encode(M message) {
    return adapter.encode(message);
  }

  @Override
  public void readAll(M message, Digest digest) {
    reader.accept(message, digest);
  }
}
