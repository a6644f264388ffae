package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Kind;
import protocross.differential.driver.Inputs.Case;

/**
 * The two gates of DifferentialTest, on hand-made answers (no worker JVM): a disagreement no cause
 * explains fails a run, whatever INDEX.tsv lists; a committed case whose recorded explanation is
 * not what its bytes and answers give today fails the replay.
 */
class GateTest {
  private static final WireSchema SCHEMA = WireSchema.builtin();

  private static Answer accepted(long digest, int length) {
    return new Answer(Kind.ACCEPTED, digest, length, length * 31L, "");
  }

  private static AnswerPattern verdict(Answer java, Answer lite, Answer upb, Answer wire) {
    Map<String, Answer> m = new LinkedHashMap<>();
    m.put("protobuf-java", java);
    m.put("protobuf-lite", lite);
    m.put("upb", upb);
    m.put("wire", wire);
    return AnswerPattern.of(m);
  }

  private static Case input(String type, String hex) {
    return new Case(7, "log_record", "protocross.schema." + type, 0, "bit-flip", "v", HexFormat.of().parseHex(hex.replace(" ", "")));
  }

  /** LogRecord.attributes with keys "" then "a": upb re-encodes them the other way round. */
  private static final Case PREFIX_KEYS = input("LogRecord", "32 00 32 03 0a 01 61");
  private static final AnswerPattern UPB_ORDER = verdict(accepted(1, 13), accepted(1, 13), new Answer(Kind.ACCEPTED, 1, 13, 5, ""),
      accepted(1, 13));

  @Test
  void aDisagreementNoCauseExplainsFailsTheRun() {
    Tally t = new Tally();
    t.add(PREFIX_KEYS, UPB_ORDER, SCHEMA);
    // The same answers to a valid two-field input: nothing in its bytes lets upb re-encode differently.
    t.add(input("ApiResponse", "08 01 10 02"), UPB_ORDER, SCHEMA);
    DifferentialRun.Result r = new DifferentialRun.Result(null, null, null, Map.of("bit-flip", t), List.of(), Map.of());
    assertEquals(List.of("bit-flip: protobuf-java, protobuf-lite, wire: accepted | upb: accepted, re-encoding differs (input 7)"),
        r.unexplained());
  }

  @Test
  void aCommittedCaseWithAWrongExplanationIsRejected() {
    String pattern = UPB_ORDER.pattern();
    Regressions.Entry right = Regressions.Entry.of(PREFIX_KEYS, 1, 7, pattern, "upb-map-prefix-order");
    assertNull(Regressions.problem(right, UPB_ORDER, SCHEMA));
    // A plausible but wrong cause (upb does sort maps, but these keys arrive sorted).
    Regressions.Entry wrong = Regressions.Entry.of(PREFIX_KEYS, 1, 7, pattern, "upb-sorted-maps");
    assertEquals("bit-flip-7.bin: recorded " + pattern + " / upb-sorted-maps, now " + pattern + " / upb-map-prefix-order",
        Regressions.problem(wrong, UPB_ORDER, SCHEMA));
    // Recorded as unexplained: listing a pattern is no excuse.
    Case valid = input("ApiResponse", "08 01 10 02");
    Regressions.Entry listed = Regressions.Entry.of(valid, 1, 4, pattern, "");
    assertNotNull(Regressions.problem(listed, UPB_ORDER, SCHEMA));
    // A case that no longer disagrees does not hold either.
    AnswerPattern agree = verdict(accepted(1, 13), accepted(1, 13), accepted(1, 13), accepted(1, 13));
    assertNotNull(Regressions.problem(right, agree, SCHEMA));
  }
}
