package protocross.impl.protobuf;

import java.util.Map;
import protocross.contract.Codec;
import protocross.contract.Implementation;
import protocross.schema.AnalyticsEvent;
import protocross.schema.ApiResponse;
import protocross.schema.ColumnBatch;
import protocross.schema.LogRecord;
import protocross.schema.MediaFrame;
import protocross.schema.Mesh;

/**
 * protobuf-java and protobuf-javalite: their generated APIs are the same, so this one adapter is
 * compiled against each (impls/protobuf-lite adds this source folder to its build).
 */
public final class ProtobufImplementation implements Implementation {
  private final Map<String, ProtobufCodec<?>> codecs = Map.of(
      "protocross.bench.ApiResponse", new ProtobufCodec<>(ApiResponse.parser(), Readers::apiResponse),
      "protocross.bench.LogRecord", new ProtobufCodec<>(LogRecord.parser(), Readers::logRecord),
      "protocross.bench.AnalyticsEvent", new ProtobufCodec<>(AnalyticsEvent.parser(), Readers::analyticsEvent),
      "protocross.bench.MediaFrame", new ProtobufCodec<>(MediaFrame.parser(), Readers::mediaFrame),
      "protocross.bench.ColumnBatch", new ProtobufCodec<>(ColumnBatch.parser(), Readers::columnBatch),
      "protocross.bench.Mesh", new ProtobufCodec<>(Mesh.parser(), Readers::mesh));

  @Override
  public Codec<Object> codec(String messageType) {
    return Implementation.lookup(this, codecs, messageType);
  }
}
