package protocross.differential.driver;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import protocross.differential.Protocol.Kind;
import protocross.differential.driver.Inputs.Case;

/**
 * Every disagreement we understand, in one place: which inputs and which verdict pattern it
 * covers, and one line saying why. {@code documented} marks behaviour a library documents (an
 * expected difference); the others are understood but undocumented, and reported as findings.
 */
record Explanation(String id, boolean documented, String text, Applies applies) {

  interface Applies {
    boolean test(Case c, Verdict v, Schema schema);
  }


  static final List<Explanation> ALL = List.of(
      new Explanation("wire-lenient-utf8", true,
          "Wire decodes string fields with okio's lenient UTF-8 decoder, replacing ill-formed sequences with U+FFFD; "
              + "protobuf-java, -lite and upb reject a proto3 string that is not valid UTF-8",
          (c, v, s) -> onlyAccepting(v, "wire") && hasInvalidUtf8(c, s)),
      new Explanation("wire-closed-enum", false,
          "Wire treats the proto3 enum as closed: an undeclared number goes to the unknown fields (re-encoded after the "
              + "known ones) and the field reads as its default; protobuf-java, -lite and upb keep the number in the field",
          (c, v, s) -> c.mutation().equals("enum-out-of-range") && onlyDiffering(v, "wire")),
      new Explanation("map-order", true,
          "upb's adapter encodes deterministically (map entries sorted by key); protobuf-java, -lite and Wire write map "
              + "entries in insertion order; the wire format leaves map order undefined",
          (c, v, s) -> (c.mutation().equals("concatenate") || c.variant().startsWith("map entry")) && onlyReencodingDiffers(v, "upb")),
      new Explanation("wire-drops-groups", true,
          "Wire skips group fields (ProtoReader.nextTag \"silently skips groups\") instead of keeping them as unknown "
              + "fields, so its re-encoding lacks them",
          (c, v, s) -> (c.variant().contains("unknown groups") || c.variant().startsWith("group")) && onlyReencodingDiffers(v, "wire")),
      new Explanation("upb-short-tag", false,
          "upb reads a tag as a varint of at most 5 bytes (and no bits above 32); protobuf-java, -lite and Wire accept "
              + "a tag of up to 10 bytes and drop the excess bits",
          (c, v, s) -> c.variant().startsWith("tag ") && onlyRejecting(v, "upb")),
      new Explanation("upb-short-length", false,
          "upb reads a length prefix as a varint of at most 5 bytes below 2 GiB; protobuf-java, -lite and Wire accept up "
              + "to 10 bytes and keep the low 32 bits",
          (c, v, s) -> c.variant().startsWith("length ") && onlyRejecting(v, "upb")),
      new Explanation("lite-unbounded-varint", false,
          "protobuf-javalite's array decoder skips any number of continuation bytes in a varint, so it accepts 11-byte "
              + "varints that protobuf-java, upb and Wire reject as malformed",
          (c, v, s) -> c.variant().contains("in 11 bytes") && onlyAccepting(v, "protobuf-lite")),
      new Explanation("wire-strict-wire-type", false,
          "Wire rejects a known field that arrives with another wire type (ProtocolException); protobuf-java, -lite and "
              + "upb keep it as an unknown field",
          (c, v, s) -> c.mutation().equals("wrong-wire-type") && onlyRejecting(v, "wire")),
      new Explanation("map-entry-unknown-field", false,
          "an unknown field inside a map entry: upb moves the whole entry into the parent's unknown fields (so the map "
              + "lacks it and the re-encoding carries it as unknown); Wire's map-entry decoder does not skip the field and "
              + "fails on the next tag (IllegalStateException), except for a group, which it skips; protobuf-java and -lite "
              + "drop the unknown field and keep the entry",
          (c, v, s) -> c.variant().contains("in a map entry") && differsAmongAccepted(v, "upb", true)
              && (v.accepted("wire") || v.rejected("wire"))),
      new Explanation("java-sorted-unknown-fields", false,
          "protobuf-java keeps unknown fields in a TreeMap by field number (UnknownFieldSet) and re-encodes them sorted; "
              + "protobuf-javalite and upb re-encode them in arrival order (Wire rejects these inputs or agrees)",
          (c, v, s) -> differsAmongAccepted(v, "protobuf-java", false)));

  static Explanation find(Case c, Verdict v, Schema schema) {
    return ALL.stream().filter(e -> e.applies().test(c, v, schema)).findFirst().orElse(null);
  }

  /** Every implementation present rejects, except {@code impl}, which accepts. */
  private static boolean onlyAccepting(Verdict v, String impl) {
    return v.accepted(impl) && v.answers().keySet().stream().filter(i -> !i.equals(impl)).allMatch(v::rejected);
  }

  private static boolean onlyRejecting(Verdict v, String impl) {
    return v.rejected(impl) && v.answers().keySet().stream().filter(i -> !i.equals(impl)).allMatch(v::accepted)
        && others(v, impl).distinct().count() == 1;
  }

  /** All accept; {@code impl} differs from the others, which agree. */
  private static boolean onlyDiffering(Verdict v, String impl) {
    return v.answers().keySet().stream().allMatch(v::accepted) && others(v, impl).distinct().count() == 1
        && !v.answers().get(impl).behaviour().equals(others(v, impl).findFirst().orElseThrow());
  }

  private static boolean onlyReencodingDiffers(Verdict v, String impl) {
    return onlyDiffering(v, impl) && v.answers().get(impl).digest()
        == v.answers().values().stream().filter(a -> a != v.answers().get(impl)).findFirst().orElseThrow().digest();
  }

  /**
   * Among the implementations that accepted, {@code impl} alone behaves differently and the rest
   * agree; its values differ too when {@code valuesDiffer}, else only its re-encoding does.
   */
  private static boolean differsAmongAccepted(Verdict v, String impl, boolean valuesDiffer) {
    var accepted = v.answers().entrySet().stream().filter(e -> v.accepted(e.getKey()) && !e.getKey().equals(impl)).toList();
    if (!v.accepted(impl) || accepted.isEmpty() || accepted.stream().map(e -> e.getValue().behaviour()).distinct().count() != 1) {
      return false;
    }
    var mine = v.answers().get(impl);
    var theirs = accepted.get(0).getValue();
    return !mine.behaviour().equals(theirs.behaviour()) && (mine.digest() != theirs.digest()) == valuesDiffer
        && v.answers().values().stream().allMatch(a -> a.kind() == Kind.ACCEPTED || a.kind() == Kind.REJECTED);
  }

  private static java.util.stream.Stream<String> others(Verdict v, String impl) {
    return v.answers().entrySet().stream().filter(e -> !e.getKey().equals(impl)).map(e -> e.getValue().behaviour());
  }

  /** Whether a string field the schema knows holds ill-formed UTF-8 (scanned up to the first malformed byte). */
  private static boolean hasInvalidUtf8(Case c, Schema schema) {
    for (Span f : Span.scan(schema, schema.message(c.messageType()), c.bytes())) {
      if (f.field() != null && f.field().kind() == Schema.Kind.STRING && f.wireType() == 2) {
        try {
          StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(c.bytes(), f.dataStart(), f.end() - f.dataStart()));
        } catch (CharacterCodingException e) {
          return true;
        }
      }
    }
    return false;
  }
}
