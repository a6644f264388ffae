package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;

/** The schema reader and the input stream, without any implementation. */
class InputsTest {
  private static final Manifest MANIFEST = Datasets.manifest();
  private static final WireSchema SCHEMA = WireSchema.builtin();

  @Test
  void schemaFromTheDescriptorSetFindsNumbersKindsMapsAndOneofs() {
    WireSchema.Message log = SCHEMA.message("protocross.schema.LogRecord");
    assertEquals(WireSchema.Kind.ENUM, log.fields().get(2).kind());
    assertEquals(WireSchema.Kind.MAP, log.fields().get(6).kind());
    WireSchema.Message entry = SCHEMA.mapEntry(log.fields().get(6));
    assertEquals(List.of(WireSchema.Kind.STRING, WireSchema.Kind.STRING), entry.list().stream().map(WireSchema.Field::kind).toList());
    assertTrue(SCHEMA.message("Property").fields().get(3).oneof());
    assertEquals("protocross.schema.Section", SCHEMA.message("Section").fields().get(3).typeName());
    assertTrue(SCHEMA.message("ColumnBatch").fields().get(2).packable());
    assertEquals(List.of(0, 1, 2, 3, 4), SCHEMA.enumOf(log.fields().get(2)).numbers());
    assertTrue(SCHEMA.enumOf(log.fields().get(2)).open());
  }

  @Test
  void everyInputIsRebuiltFromSeedAndIndexAlone() {
    List<DatasetFile> ds = new ArrayList<>();
    for (String name : MANIFEST.names()) {
      ds.add(Datasets.load(MANIFEST, name));
    }
    Inputs a = new Inputs(7, SCHEMA, ds);
    Inputs b = new Inputs(7, SCHEMA, ds);
    List<byte[]> forward = new ArrayList<>();
    for (long i = 0; i <= 2000; i += 97) {
      forward.add(a.get(i).bytes());
    }
    for (long i = 2000 - 2000 % 97, k = forward.size() - 1; i >= 0; i -= 97, k--) {  // b backwards: no hidden state
      assertArrayEquals(forward.get((int) k), b.get(i).bytes());
    }
    assertTrue(a.mutations().size() >= 14);
  }

  @Test
  void scanFindsNestedFieldsWithTheirParents() {
    byte[] payload = Datasets.load(MANIFEST, "analytics_event").payloads().get(0);
    List<Span> spans = Span.scan(SCHEMA, SCHEMA.message("AnalyticsEvent"), payload);
    assertTrue(spans.stream().anyMatch(s -> s.depth() >= 2 && s.field() != null));
    assertEquals(payload.length, spans.stream().filter(s -> s.parent() == null).mapToInt(s -> s.end() - s.tagStart()).sum());
  }
}
