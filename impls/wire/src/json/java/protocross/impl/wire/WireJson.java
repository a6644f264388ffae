package protocross.impl.wire;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import com.squareup.wire.ProtoAdapter;
import com.squareup.wire.WireJsonAdapterFactory;
import java.io.IOException;
import kotlin.jvm.JvmClassMappingKt;

/**
 * One message type's JSON through Wire's own JSON support: wire-moshi-adapter's
 * {@code WireJsonAdapterFactory} (same release as wire-runtime-jvm) in a Moshi instance, the
 * integration Wire documents for its generated classes. Its adapter walks the message's fields by
 * reflection (Wire's {@code RuntimeMessageAdapter}); for a Kotlin class, which has no {@code Builder}
 * (impls/wire-kotlin compiles this source), it collects the values in wire-runtime's
 * {@code KotlinConstructorBuilder} and calls the primary constructor reflectively (wire-runtime 6.4.x
 * {@code reflection.kt}): Wire generates no per-type JSON code.
 * Printing is {@code JsonAdapter.toJson(message)}, parsing {@code JsonAdapter.fromJson(text)},
 * each into a fresh String or message. The Moshi adapter is made on first use, not when the
 * generated {@code Codecs} table is built.
 *
 * <p>Why Moshi and not Wire's Gson adapter: both are Wire's; Moshi shares okio with
 * wire-runtime-jvm, so it adds one library where Gson support would add Gson beside okio.
 */
final class WireJson<M> {
  private static final Moshi MOSHI = new Moshi.Builder().add(new WireJsonAdapterFactory()).build();

  private final ProtoAdapter<M> protoAdapter;
  private JsonAdapter<M> json;

  WireJson(ProtoAdapter<M> protoAdapter) {
    this.protoAdapter = protoAdapter;
  }

  String print(M message) {
    return adapter().toJson(message);
  }

  M parse(String text) {
    try {
      M m = adapter().fromJson(text);
      if (m == null) {
        throw new IllegalArgumentException("JSON null where a message was expected");
      }
      return m;
    } catch (IOException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private JsonAdapter<M> adapter() {
    JsonAdapter<M> a = json;
    if (a == null) {
      Class<M> type = (Class<M>) (Class<?>) JvmClassMappingKt.getJavaClass(protoAdapter.getType());
      a = MOSHI.adapter(type);
      json = a;
    }
    return a;
  }
}
