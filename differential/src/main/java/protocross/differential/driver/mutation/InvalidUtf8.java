package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.Span;

/** Inserts one ill-formed UTF-8 sequence into a string field (map keys and values included). */
final class InvalidUtf8 implements Mutation {
  private static final String[] NAMES = {"lone continuation byte", "overlong encoding", "UTF-16 surrogate",
      "truncated multi-byte sequence", "byte 0xFE/0xFF", "code point above U+10FFFF"};
  private static final byte[][] SEQUENCES = {
      {(byte) 0x80}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
      {(byte) 0xE4, (byte) 0xB8}, {(byte) 0xFF}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}};

  public String id() {
    return "invalid-utf8";
  }

  public String description() {
    return "one ill-formed UTF-8 sequence (lone continuation, overlong, surrogate, truncated, 0xFF, above U+10FFFF) inserted into a string field";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> x.field() != null && x.field().kind() == WireSchema.Kind.STRING);
    if (s == null) {
      return null;
    }
    byte[] b = p.bytes();
    int at = s.dataStart() + rnd.nextInt(s.end() - s.dataStart() + 1);
    while (at < s.end() && (b[at] & 0xC0) == 0x80) {
      at++;  // a character boundary, so only the inserted sequence is ill-formed
    }
    int kind = rnd.nextInt(SEQUENCES.length);
    return new Mutant(Span.replace(b, s, at, at, SEQUENCES[kind]),
        NAMES[kind] + (s.inMapEntry() ? " in a map entry" : ""));
  }
}
