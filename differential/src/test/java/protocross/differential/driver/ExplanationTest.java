package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Kind;
import protocross.differential.driver.Features.Feature;

/** The input walk and the cause search, on hand-written inputs and answers: no implementation needed. */
class ExplanationTest {
  private static final WireSchema SCHEMA = WireSchema.builtin();

  private static Features features(String type, String hex) {
    return Features.of(SCHEMA, "protocross.schema." + type, HexFormat.of().parseHex(hex.replace(" ", "")));
  }

  private static AnswerPattern verdict(Answer java, Answer lite, Answer upb, Answer wire) {
    Map<String, Answer> m = new LinkedHashMap<>();
    m.put("protobuf-java", java);
    m.put("protobuf-lite", lite);
    m.put("upb", upb);
    m.put("wire", wire);
    return AnswerPattern.of(m);
  }

  private static Answer accepted(long digest, int length) {
    return new Answer(Kind.ACCEPTED, digest, length, length * 31L, "");
  }

  private static final Answer REJECTED = Answer.failed(Kind.REJECTED, "x");

  @Test
  void theWalkFindsStructureNotLabels() {
    // The conformance suite's IllegalZeroFieldNum_Case_0: field 0, wire type 1.
    assertTrue(features("Mesh", "01 de ad be ef de ad be ef").has(Feature.FIELD_NUMBER_ZERO));
    // Face.material (uint32, field 5) arriving length-delimited.
    assertTrue(features("Mesh", "12 05 2a 01 42 28 0e").has(Feature.SCALAR_AS_LENGTH_DELIMITED));
    // Vertex.x holding a NaN with a payload.
    assertTrue(features("Mesh", "12 07 1a 05 0d 39 42 d0 ff").has(Feature.NON_CANONICAL_NAN));
    // A tag in 6 bytes; a packed int64 of 11 bytes.
    assertTrue(features("ApiResponse", "88 80 80 80 80 00 01").has(Feature.TAG_OVER_5_BYTES));
    assertTrue(features("ColumnBatch", "1a 0b fd ff ff ff ff ff ff ff ff ff 01").has(Feature.VARINT_OVER_10_BYTES));
    // Unknown fields 10 then 1 (ApiResponse.request_id given wire type 2 is unknown to protobuf-java).
    assertTrue(features("ApiResponse", "50 94 03 0a 01 2e").has(Feature.UNKNOWN_FIELDS_UNSORTED));
    // A valid payload has none of them.
    assertEquals(java.util.Set.of(), features("ApiResponse", "08 01 10 02 1a 01 61").set());
  }

  @Test
  void aVerdictIsExplainedOnlyByCausesTheInputSupports() {
    AnswerPattern wireAlone = verdict(REJECTED, REJECTED, REJECTED, accepted(7, 9));
    assertEquals("wire-field-number-zero", Explanation.find(features("Mesh", "01 de ad be ef de ad be ef"), wireAlone).id());
    // The same answers on an input without field number 0 (or bad UTF-8) have no cause.
    assertNull(Explanation.find(features("ApiResponse", "08 01"), wireAlone));
  }

  @Test
  void causesCombineUntilTheRestAgree() {
    // protobuf-java sorts the unknown fields; Wire reads request_id as packed: two causes.
    AnswerPattern v = verdict(accepted(1, 6), accepted(1, 5), accepted(1, 5), accepted(2, 5));
    Explanation x = Explanation.find(features("ApiResponse", "50 94 03 0a 01 2e"), v);
    assertEquals("wire-packed-singular+java-sorted-unknown-fields", x.id());
    assertTrue(!x.documented());
  }
}
