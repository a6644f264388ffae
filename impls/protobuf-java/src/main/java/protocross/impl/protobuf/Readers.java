package protocross.impl.protobuf;

import com.google.protobuf.ByteString;
import java.util.List;
import protocross.contract.Digest;
import protocross.schema.AnalyticsEvent;
import protocross.schema.ApiResponse;
import protocross.schema.ColumnBatch;
import protocross.schema.Face;
import protocross.schema.LogContext;
import protocross.schema.LogRecord;
import protocross.schema.MediaFrame;
import protocross.schema.Mesh;
import protocross.schema.Property;
import protocross.schema.Section;
import protocross.schema.Vertex;

/**
 * readAll for every message type, through the generated getters. Indexed getters
 * ({@code getCodes(i)}) rather than list views avoid boxing, as a careful user would.
 */
final class Readers {
  private Readers() {}

  static void apiResponse(ApiResponse m, Digest d) {
    d.i64(m.getRequestId());
    d.i32(m.getStatus());
    d.str(m.getMessage());
    d.f64(m.getLatencyMs());
    d.bool(m.getCached());
    d.present(m.hasRetryAfterMs());
    if (m.hasRetryAfterMs()) {
      d.i64(m.getRetryAfterMs());
    }
    d.present(m.hasEtag());
    if (m.hasEtag()) {
      d.str(m.getEtag());
    }
    d.count(m.getTagsCount());
    for (int i = 0; i < m.getTagsCount(); i++) {
      d.str(m.getTags(i));
    }
  }

  static void logRecord(LogRecord m, Digest d) {
    d.i64(m.getTimestampNanos());
    d.i32(m.getLevelValue());
    d.str(m.getLogger());
    d.str(m.getThread());
    d.str(m.getMessage());
    d.stringMap(m.getAttributesMap());
    d.present(m.hasContext());
    if (m.hasContext()) {
      LogContext c = m.getContext();
      d.str(c.getTraceId());
      d.str(c.getSpanId());
      d.str(c.getService());
      d.i32(c.getPid());
    }
  }

  static void analyticsEvent(AnalyticsEvent m, Digest d) {
    d.str(m.getEventId());
    d.i64(m.getTimestampMs());
    d.str(m.getName());
    properties(m.getPropertiesList(), d);
    sections(m.getSectionsList(), d);
  }

  private static void sections(List<Section> sections, Digest d) {
    d.count(sections.size());
    for (Section s : sections) {
      d.str(s.getName());
      properties(s.getPropertiesList(), d);
      sections(s.getChildrenList(), d);
    }
  }

  private static void properties(List<Property> properties, Digest d) {
    d.count(properties.size());
    for (Property p : properties) {
      property(p, d);
    }
  }

  private static void property(Property p, Digest d) {
    d.str(p.getKey());
    d.i32(p.getValueCase().getNumber());
    switch (p.getValueCase()) {
      case STRING_VALUE -> d.str(p.getStringValue());
      case INT_VALUE -> d.i64(p.getIntValue());
      case DOUBLE_VALUE -> d.f64(p.getDoubleValue());
      case BOOL_VALUE -> d.bool(p.getBoolValue());
      case VALUE_NOT_SET -> { }
    }
  }

  static void mediaFrame(MediaFrame m, Digest d) {
    d.i64(m.getFrameId());
    d.str(m.getCodec());
    d.bytes(m.getBody().toByteArray());
    d.count(m.getChunksCount());
    for (int i = 0; i < m.getChunksCount(); i++) {
      d.bytes(m.getChunks(i).toByteArray());
    }
    d.bytesMap(m.getSideDataMap(), ByteString::toByteArray);
  }

  static void columnBatch(ColumnBatch m, Digest d) {
    d.count(m.getDictionaryCount());
    for (int i = 0; i < m.getDictionaryCount(); i++) {
      d.str(m.getDictionary(i));
    }
    d.count(m.getCodesCount());
    for (int i = 0; i < m.getCodesCount(); i++) {
      d.i32(m.getCodes(i));
    }
    d.count(m.getValuesCount());
    for (int i = 0; i < m.getValuesCount(); i++) {
      d.i64(m.getValues(i));
    }
    d.count(m.getMeasuresCount());
    for (int i = 0; i < m.getMeasuresCount(); i++) {
      d.f64(m.getMeasures(i));
    }
    d.count(m.getRatiosCount());
    for (int i = 0; i < m.getRatiosCount(); i++) {
      d.f32(m.getRatios(i));
    }
  }

  static void mesh(Mesh m, Digest d) {
    d.str(m.getName());
    d.count(m.getFacesCount());
    for (Face f : m.getFacesList()) {
      vertex(f.hasA(), f.getA(), d);
      vertex(f.hasB(), f.getB(), d);
      vertex(f.hasC(), f.getC(), d);
      vertex(f.hasD(), f.getD(), d);
      d.i32(f.getMaterial());
    }
  }

  private static void vertex(boolean present, Vertex v, Digest d) {
    d.present(present);
    if (present) {
      d.f32(v.getX());
      d.f32(v.getY());
      d.f32(v.getZ());
    }
  }
}
