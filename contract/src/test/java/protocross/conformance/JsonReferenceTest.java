package protocross.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.json.CanonicalJson;
import protocross.contract.json.JsonDialect;
import protocross.contract.json.JsonReference;
import protocross.contract.proof.JsonConformance;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.ProtoWriter;

/**
 * The contract's JSON half, with no runtime: the canonical text of every payload reads back, by
 * the contract's own reader, to the payload's digest (datasets and coverage fixtures); the reader
 * takes the dialects the proto3 JSON mapping allows and refuses what it does not; the dialect
 * comparison names what differs.
 */
class JsonReferenceTest {
  private final DescriptorSet set = DescriptorSet.builtin();
  private final ReferenceDigest walk = new ReferenceDigest(set);

  private long digestOf(String type, List<byte[]> payloads) {
    return walk.of(type, payloads);
  }

  private long digestOfJson(String type, List<String> texts) {
    List<byte[]> bytes = new ArrayList<>();
    texts.forEach(t -> bytes.add(JsonReference.toBinary(set, type, t)));
    return walk.of(type, bytes);
  }

  @Test
  void everyDatasetsCanonicalTextReadsBackToItsDigest() {
    Manifest manifest = Datasets.manifest();
    for (String name : manifest.names()) {
      DatasetFile file = Datasets.load(manifest, name);
      assertEquals(HexFormat.of().toHexDigits(manifest.entry(name).referenceDigest()),
          HexFormat.of().toHexDigits(digestOfJson(file.messageType(), JsonConformance.canonical(file))), name);
    }
  }

  @Test
  void everyFixturesCanonicalTextReadsBackToItsDigest() {
    for (String type : List.of("protocross.fixture3.KitchenSink3", "protocross.fixture3.OpenEnums3",
        "protocross.fixture3.OneofFirst3", "protocross.fixture2.KitchenSink2")) {
      List<byte[]> payloads = FixturePayloads.generate(set, type, 20261130L ^ type.hashCode(), 40, type.endsWith("OpenEnums3"));
      List<String> texts = payloads.stream().map(p -> CanonicalJson.of(set, type, p)).toList();
      assertEquals(digestOf(type, payloads), digestOfJson(type, texts), type);
    }
  }

  @Test
  void theCanonicalTextIsJsonFormatsDialect() {
    ProtoWriter w = new ProtoWriter();
    w.int64(1, 1234567890123L);       // request_id: int64, quoted
    w.int32(2, 200);                  // status: int32, a number
    w.string(3, "a<b & 'c'=\u2028\n");  // message: Gson's HTML-safe escaping
    w.float64(4, 1.5);                // latency_ms
    w.int64Always(6, 0);              // retry_after_ms: optional, so its 0 is printed
    assertEquals("{\"requestId\":\"1234567890123\",\"status\":200,\"message\":\"a\\u003cb \\u0026 \\u0027c\\u0027\\u003d"
        + "\\u2028\\n\",\"latencyMs\":1.5,\"retryAfterMs\":\"0\"}",
        CanonicalJson.of(set, "protocross.schema.ApiResponse", w.toByteArray()));
  }

  @Test
  void theReaderTakesEveryDialectTheMappingAllows() {
    String type = "protocross.schema.ApiResponse";
    String canonical = "{\"requestId\":\"42\",\"status\":7,\"latencyMs\":0.5,\"retryAfterMs\":\"0\",\"tags\":[\"x\"]}";
    byte[] expected = JsonReference.toBinary(set, type, canonical);
    for (String other : List.of(
        "{\"request_id\":42,\"status\":\"7\",\"latency_ms\":\"0.5\",\"retry_after_ms\":0,\"tags\":[\"x\"]}",
        "{ \"tags\" : [ \"x\" ], \"retryAfterMs\": 0, \"latencyMs\": 5e-1, \"status\": 7.0, \"requestId\": 4.2e1,"
            + " \"message\": \"\", \"cached\": false, \"etag\": null }")) {
      assertEquals(HexFormat.of().formatHex(expected), HexFormat.of().formatHex(JsonReference.toBinary(set, type, other)), other);
    }
    // enums by name or number; bytes in either base64 alphabet, padded or not.
    assertEquals(HexFormat.of().formatHex(JsonReference.toBinary(set, "protocross.schema.LogRecord", "{\"level\":\"LEVEL_WARN\"}")),
        HexFormat.of().formatHex(JsonReference.toBinary(set, "protocross.schema.LogRecord", "{\"level\":3}")));
    assertEquals(HexFormat.of().formatHex(JsonReference.toBinary(set, "protocross.schema.MediaFrame", "{\"body\":\"+/8=\"}")),
        HexFormat.of().formatHex(JsonReference.toBinary(set, "protocross.schema.MediaFrame", "{\"body\":\"-_8\"}")));
  }

  @Test
  void theReaderRefusesWhatTheMappingDoesNot() {
    String type = "protocross.schema.ApiResponse";
    for (String[] bad : new String[][] {
        {"{\"requestId\":\"1\"}{}", "text after the JSON value"},
        {"{\"notAField\":1}", "has no field named \"notAField\""},
        {"{\"status\":2147483648}", "out of range"},
        {"{\"status\":1.5}", "is not an integer"},
        {"{\"cached\":\"true\"}", "true or false expected"},
        {"{\"status\":1,\"status\":2}", "appears twice"},
        {"{\"status\":1,}", "a member name should start here"},
        {"{\"request_id\":1,\"requestId\":1}", "under both of its names"}}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JsonReference.toBinary(set, type, bad[0]), bad[0]);
      assertTrue(e.getMessage().contains(bad[1]), bad[0] + ": " + e.getMessage());
    }
  }

  @Test
  void theDialectComparisonNamesWhatDiffers() {
    String type = "protocross.schema.ApiResponse";
    ProtoWriter w = new ProtoWriter();
    w.int64(1, 42);
    w.float64(4, 0.5);
    w.string(3, "<");
    DatasetFile one = new DatasetFile("one", type, List.of(w.toByteArray()));
    assertEquals(Set.of(), JsonConformance.differences(one, JsonConformance.canonical(one)));
    String other = "{\"request_id\": 42, \"message\": \"<\", \"latencyMs\": 0.50, \"status\": 0}";
    assertEquals(Set.of(JsonDialect.PROTO_NAMES, JsonDialect.INT64_NUMBERS, JsonDialect.FLOATS, JsonDialect.DEFAULTS,
        JsonDialect.ORDER, JsonDialect.ESCAPES, JsonDialect.WHITESPACE), JsonConformance.differences(one, List.of(other)));
  }
}
