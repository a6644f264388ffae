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
          (c, v, s) -> (c.variant().contains("unknown groups") || c.variant().startsWith("group")
              || c.variant().endsWith("given a group wire type")) && onlyReencodingDiffers(v, "wire")),
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
          (c, v, s) -> onlyAccepting(v, "protobuf-lite") && (c.variant().contains("in 11 bytes")
              || v.answers().get("protobuf-java").message().contains("malformed varint"))),
      new Explanation("wire-strict-wire-type", false,
          "Wire rejects a known field that arrives with another wire type (ProtocolException); protobuf-java, -lite and "
              + "upb keep it as an unknown field",
          (c, v, s) -> c.mutation().equals("wrong-wire-type") && onlyRejecting(v, "wire")),
      new Explanation("map-entry-wrong-wire-type", false,
          "a map entry's key or value with the wrong wire type: protobuf-java, -lite and upb treat it as an unknown field, "
              + "so upb moves the whole entry into the parent's unknown fields (the map lacks it) while protobuf-java and "
              + "-lite drop it and keep the entry with a default key or value; Wire rejects it (ProtocolException)",
          (c, v, s) -> c.mutation().equals("wrong-wire-type") && c.variant().contains("in a map entry")
              && differsAmongAccepted(v, "upb", true) && v.rejected("wire")),
      new Explanation("map-entry-unknown-field", false,
          "an unknown field inside a map entry: upb moves the whole entry into the parent's unknown fields (so the map "
              + "lacks it and the re-encoding carries it as unknown); Wire's map-entry decoder does not skip the field and "
              + "fails on the next tag (IllegalStateException), except for a group, which it skips; protobuf-java and -lite "
              + "drop the unknown field and keep the entry",
          (c, v, s) -> c.variant().contains("in a map entry") && differsAmongAccepted(v, "upb", true)
              && (v.accepted("wire") || v.rejected("wire"))),
      new Explanation("lite-recursion-limit-99", false,
          "protobuf-javalite's array decoder (ArrayDecoders) increments the depth before checking it against 100, so it "
              + "rejects 100 nested messages or groups; protobuf-java's CodedInputStream checks first and accepts 100 "
              + "(both reject 101); upb decodes 100 and Wire skips 100 nested groups",
          (c, v, s) -> c.variant().startsWith("unknown groups nested 90") && rejectedWith(v, "protobuf-lite", "too many levels of nesting")
              && v.accepted("protobuf-java") && v.accepted("upb") && v.accepted("wire")
              && v.answers().get("protobuf-java").behaviour().equals(v.answers().get("upb").behaviour())
              && v.answers().get("wire").digest() == v.answers().get("upb").digest()),
      new Explanation("upb-encode-depth-99", false,
          "upb's decoder allows 100 nested messages (depth counter starts at 100, fails below 0) but its encoder fails "
              + "at 100 (fails when the counter reaches 0), so a 100-deep Section chain decodes and then upb_Encode fails "
              + "\"Max depth exceeded\"; protobuf-java accepts 100, protobuf-lite and Wire reject 100 (limit 99 below the root)",
          (c, v, s) -> c.variant().startsWith("Section.children nested 90") && v.accepted("protobuf-java")
              && rejectedWith(v, "protobuf-lite", "too many levels of nesting") && rejectedWith(v, "wire", "recursion limit")
              && v.answers().get("upb").kind() == Kind.ERROR && v.answers().get("upb").message().contains("upb_Encode")
              && v.answers().get("upb").message().contains("Max depth exceeded")),
      new Explanation("map-order-flipped-key", true,
          "a changed map key leaves the entries out of key order: upb's adapter encodes deterministically (map entries "
              + "sorted by key); protobuf-java, -lite and Wire write map entries in arrival order; the wire format leaves "
              + "map order undefined",
          (c, v, s) -> onlyReencodingDiffers(v, "upb") && hasUnsortedMap(c, s)),
      new Explanation("upb-raw-unknown-fields", false,
          "upb keeps an unknown field's bytes verbatim and re-emits them as read; protobuf-java and -lite parse it into "
              + "a number and value and re-encode it minimally, so an overlong tag or varint in an unknown field makes "
              + "upb's re-encoding longer",
          (c, v, s) -> onlyReencodingDiffers(v, "upb") && hasOverlongUnknown(c, s)
              && v.answers().get("upb").encodedLength() > v.answers().get("protobuf-java").encodedLength()),
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

  private static boolean rejectedWith(Verdict v, String impl, String text) {
    return v.rejected(impl) && v.answers().get(impl).message() != null && v.answers().get(impl).message().contains(text);
  }

  /** Whether some map's entries, as scanned, are not in strictly increasing key order (keys compared as unsigned bytes). */
  private static boolean hasUnsortedMap(Case c, Schema schema) {
    List<Span> spans = Span.scan(schema, schema.message(c.messageType()), c.bytes());
    java.util.Map<String, byte[]> last = new java.util.HashMap<>();  // (enclosing span, map field) -> previous key
    for (Span entry : spans) {
      if (entry.field() == null || entry.field().kind() != Schema.Kind.MAP || entry.wireType() != 2) {
        continue;
      }
      byte[] key = new byte[0];
      for (Span f : spans) {
        if (f.parent() == entry && f.number() == 1 && f.wireType() == 2) {
          key = java.util.Arrays.copyOfRange(c.bytes(), f.dataStart(), f.end());
        }
      }
      String where = System.identityHashCode(entry.parent()) + "/" + entry.number();
      byte[] previous = last.put(where, key);
      if (previous != null && java.util.Arrays.compareUnsigned(previous, key) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether a field the schema lacks has a tag, or a varint value, in more bytes than its value needs. */
  private static boolean hasOverlongUnknown(Case c, Schema schema) {
    for (Span f : Span.scan(schema, schema.message(c.messageType()), c.bytes())) {
      boolean unknown = f.field() == null || (f.wireType() != 2 && !scalarWireTypeMatches(f));
      if (!unknown) {
        continue;
      }
      long[] tag = Wire.readVarint(c.bytes(), f.tagStart(), f.end());
      if (f.lenStart() - f.tagStart() > Wire.varint(tag[0]).length) {
        return true;
      }
      if (f.wireType() == 0) {
        long[] value = Wire.readVarint(c.bytes(), f.dataStart(), f.end());
        if (value != null && f.end() - f.dataStart() > Wire.varint(value[0]).length) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean scalarWireTypeMatches(Span f) {
    return switch (f.field().kind()) {
      case VARINT, SINT, ENUM -> f.wireType() == 0;
      case FIXED64 -> f.wireType() == 1;
      case FIXED32 -> f.wireType() == 5;
      default -> false;
    };
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
