package protocross.impl.wire;

import okio.ByteString;
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
 * readAll for every message type, through Wire's public fields. Wire's API decides the costs:
 * packed columns are {@code List<Integer>}-style boxed lists, bytes are okio ByteStrings, and a
 * oneof is a set of nullable fields of which at most one is non-null.
 */
final class Readers {
  private Readers() {}

  static void apiResponse(ApiResponse m, Digest d) {
    d.i64(m.request_id);
    d.i32(m.status);
    d.str(m.message);
    d.f64(m.latency_ms);
    d.bool(m.cached);
    d.present(m.retry_after_ms != null);
    if (m.retry_after_ms != null) {
      d.i64(m.retry_after_ms);
    }
    d.present(m.etag != null);
    if (m.etag != null) {
      d.str(m.etag);
    }
    d.count(m.tags.size());
    for (String t : m.tags) {
      d.str(t);
    }
  }

  static void logRecord(LogRecord m, Digest d) {
    d.i64(m.timestamp_nanos);
    d.i32(m.level.getValue());
    d.str(m.logger);
    d.str(m.thread);
    d.str(m.message);
    d.stringMap(m.attributes);
    d.present(m.context != null);
    if (m.context != null) {
      LogContext c = m.context;
      d.str(c.trace_id);
      d.str(c.span_id);
      d.str(c.service);
      d.i32(c.pid);
    }
  }

  static void analyticsEvent(AnalyticsEvent m, Digest d) {
    d.str(m.event_id);
    d.i64(m.timestamp_ms);
    d.str(m.name);
    properties(m.properties, d);
    sections(m.sections, d);
  }

  private static void sections(List<Section> sections, Digest d) {
    d.count(sections.size());
    for (Section s : sections) {
      d.str(s.name);
      properties(s.properties, d);
      sections(s.children, d);
    }
  }

  private static void properties(List<Property> properties, Digest d) {
    d.count(properties.size());
    for (Property p : properties) {
      property(p, d);
    }
  }

  /** The oneof case is the field number of the member that is set, 0 when none is. */
  private static void property(Property p, Digest d) {
    d.str(p.key);
    if (p.string_value != null) {
      d.i32(2);
      d.str(p.string_value);
    } else if (p.int_value != null) {
      d.i32(3);
      d.i64(p.int_value);
    } else if (p.double_value != null) {
      d.i32(4);
      d.f64(p.double_value);
    } else if (p.bool_value != null) {
      d.i32(5);
      d.bool(p.bool_value);
    } else {
      d.i32(0);
    }
  }

  static void mediaFrame(MediaFrame m, Digest d) {
    d.i64(m.frame_id);
    d.str(m.codec);
    d.bytes(m.body.toByteArray());
    d.count(m.chunks.size());
    for (var c : m.chunks) {
      d.bytes(c.toByteArray());
    }
    d.bytesMap(m.side_data, ByteString::toByteArray);
  }

  static void columnBatch(ColumnBatch m, Digest d) {
    d.count(m.dictionary.size());
    for (String s : m.dictionary) {
      d.str(s);
    }
    d.count(m.codes.size());
    for (int v : m.codes) {
      d.i32(v);
    }
    d.count(m.values.size());
    for (long v : m.values) {
      d.i64(v);
    }
    d.count(m.measures.size());
    for (double v : m.measures) {
      d.f64(v);
    }
    d.count(m.ratios.size());
    for (float v : m.ratios) {
      d.f32(v);
    }
  }

  static void mesh(Mesh m, Digest d) {
    d.str(m.name);
    d.count(m.faces.size());
    for (Face f : m.faces) {
      vertex(f.a, d);
      vertex(f.b, d);
      vertex(f.c, d);
      vertex(f.d, d);
      d.i32(f.material);
    }
  }

  private static void vertex(Vertex v, Digest d) {
    d.present(v != null);
    if (v != null) {
      d.f32(v.x);
      d.f32(v.y);
      d.f32(v.z);
    }
  }
}
