package protocross.impl.wire;

import java.util.Map;
import protocross.contract.Codec;
import protocross.contract.Implementation;
import protocross.schema.AnalyticsEvent;
import protocross.schema.ApiResponse;
import protocross.schema.ColumnBatch;
import protocross.schema.LogRecord;
import protocross.schema.MediaFrame;
import protocross.schema.Mesh;

/** Wire with Java-generated classes: immutable messages with public final fields. */
public final class WireImplementation implements Implementation {
  private final Map<String, WireCodec<?>> codecs = Map.of(
      "protocross.bench.ApiResponse", new WireCodec<>(ApiResponse.ADAPTER, Readers::apiResponse),
      "protocross.bench.LogRecord", new WireCodec<>(LogRecord.ADAPTER, Readers::logRecord),
      "protocross.bench.AnalyticsEvent", new WireCodec<>(AnalyticsEvent.ADAPTER, Readers::analyticsEvent),
      "protocross.bench.MediaFrame", new WireCodec<>(MediaFrame.ADAPTER, Readers::mediaFrame),
      "protocross.bench.ColumnBatch", new WireCodec<>(ColumnBatch.ADAPTER, Readers::columnBatch),
      "protocross.bench.Mesh", new WireCodec<>(Mesh.ADAPTER, Readers::mesh));

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, codecs, messageType);
  }
}
