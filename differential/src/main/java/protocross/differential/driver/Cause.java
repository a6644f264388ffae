package protocross.differential.driver;

import static protocross.differential.driver.Features.Feature.CLOSED_ENUM_UNKNOWN_AFTER_UNKNOWN;
import static protocross.differential.driver.Features.Feature.DECLARED_ORDER_NOT_NUMBER_ORDER;
import static protocross.differential.driver.Features.Feature.FIELD_NUMBER_ZERO;
import static protocross.differential.driver.Features.Feature.GROUP;
import static protocross.differential.driver.Features.Feature.INVALID_UTF8;
import static protocross.differential.driver.Features.Feature.INVALID_UTF8_UNCHECKED;
import static protocross.differential.driver.Features.Feature.LENGTH_ABOVE_32_BITS;
import static protocross.differential.driver.Features.Feature.LENGTH_OVER_5_BYTES;
import static protocross.differential.driver.Features.Feature.MAP_PREFIX_KEYS;
import static protocross.differential.driver.Features.Feature.NON_CANONICAL_NAN;
import static protocross.differential.driver.Features.Feature.OVERLONG_UNKNOWN;
import static protocross.differential.driver.Features.Feature.SCALAR_AS_LENGTH_DELIMITED;
import static protocross.differential.driver.Features.Feature.TAG_ABOVE_32_BITS;
import static protocross.differential.driver.Features.Feature.TAG_OVER_5_BYTES;
import static protocross.differential.driver.Features.Feature.UNDECLARED_ENUM;
import static protocross.differential.driver.Features.Feature.UNKNOWN_FIELDS_UNSORTED;
import static protocross.differential.driver.Features.Feature.UNKNOWN_FIELD_IN_MAP_ENTRY;
import static protocross.differential.driver.Features.Feature.UNSORTED_MAP;
import static protocross.differential.driver.Features.Feature.VARINT_OVER_10_BYTES;
import static protocross.differential.driver.Features.Feature.WRONG_WIRE_TYPE;
import static protocross.differential.driver.Features.Feature.WRONG_WIRE_TYPE_IN_MAP_ENTRY;

import java.util.List;
import java.util.function.Predicate;

/**
 * One understood reason why one implementation answers differently from the others: which
 * implementation, how its answer differs ({@link Effect}), and which input {@link Features} it
 * needs. An {@link Explanation} combines causes until the remaining implementations agree.
 *
 * <p>{@code documented}: the library states the behaviour (an expected difference). Otherwise it
 * is a finding: understood from the library's source, undocumented, written up in conformance.md.
 * Each text names the source it was checked against.
 */
record Cause(String id, String impl, Effect effect, boolean documented, String text, String spec, Predicate<Features> needs) {

  /** How the cause's implementation differs from the others that remain. */
  enum Effect {
    /** It rejects where another accepts. */
    REJECTS,
    /** It accepts where another rejects. */
    ACCEPTS,
    /** It accepts with other field values than another that accepts. */
    VALUES,
    /** It accepts with the same values as another, but re-encodes to other bytes. */
    ENCODING,
    /** It accepts with other field values, or the same values re-encoded to other bytes, than another that accepts. */
    DIFFERS,
    /** It accepts, then its readAll or encode fails. */
    ERROR
  }

  static final List<Cause> ALL = List.of(
      new Cause("wire-lenient-utf8", "wire", Effect.ACCEPTS, true,
          "Wire decodes string fields with okio's lenient UTF-8 decoder (ProtoReader.readString → "
              + "BufferedSource.readUtf8), replacing ill-formed sequences with U+FFFD; protobuf-java, -lite and upb reject "
              + "a proto3 string that is not valid UTF-8",
          "Language guide (proto3 scalar types): a string \"must always contain UTF-8 encoded or 7-bit ASCII text\"; the conformance suite's RejectInvalidUtf8 tests expect a parse failure (Recommended)",
          f -> f.has(INVALID_UTF8)),
      new Cause("wire-closed-enum", "wire", Effect.VALUES, false,
          "Wire treats the proto3 enum as closed: an undeclared number goes to the unknown fields (re-encoded after the "
              + "known ones) and the field reads as its default; protobuf-java, -lite and upb keep the number in the field "
              + "(proto3 enums are open)",
          "Enum behaviour (protobuf.dev/programming-guides/enum): proto3 enums are open — a parser stores an unrecognized number in the field; closed-enum handling (number to unknown fields) is proto2 only",
          f -> f.has(UNDECLARED_ENUM)),
      new Cause("upb-sorted-maps", "upb", Effect.ENCODING, true,
          "upb's adapter encodes deterministically (kUpb_EncodeOption_Deterministic: map entries sorted by key); "
              + "protobuf-java, -lite and Wire write map entries in arrival order; the wire format leaves map order "
              + "undefined, so entries out of key order (or a repeated key) re-encode in another order",
          "Encoding (protobuf.dev/programming-guides/encoding, Field Order): map entries and fields may be serialized in any order; a parser must accept any order",
          f -> f.has(UNSORTED_MAP)),
      new Cause("upb-map-prefix-order", "upb", Effect.ENCODING, false,
          "upb's deterministic encoder sorts string map keys with _upb_mapsorter_cmpstr (map_sorter.c): bytewise "
              + "descending by memcmp of the common prefix, but ascending by length when one key is a prefix of the other, "
              + "and emits the sorted entries in reverse (its buffer is built backwards); so bytewise order comes out "
              + "ascending except that a key comes after every key it is a prefix of (\"ab\" before \"a\", \"a\" before \"\"). "
              + "protobuf-java, -lite and Wire keep arrival order, so sorted input with such keys re-encodes differently "
              + "(the contract's MapKeyOrder, the canonical map order for user datasets, records the same order)",
          "Encoding (Field Order): map order on the wire is unspecified and deterministic serialization is not canonical across implementations; C++'s deterministic MapSorter and protobuf-java's deterministic output order string keys lexicographically (\"a\" before \"ab\"), so upb's order is inconsistent with both and with its own order for other keys",
          f -> f.has(MAP_PREFIX_KEYS)),
      new Cause("wire-drops-groups", "wire", Effect.ENCODING, true,
          "Wire skips group fields (ProtoReader.nextTag \"silently skips groups\") instead of keeping them as unknown "
              + "fields, so its re-encoding lacks them",
          "Encoding: groups (wire types 3/4) are deprecated but must still be parsed; unknown fields are kept and re-serialized since 3.5 (Language guide, Unknown Fields)",
          f -> f.has(GROUP)),
      new Cause("upb-short-tag", "upb", Effect.REJECTS, false,
          "upb reads a tag as a varint of at most 5 bytes and no bits above 32 (upb_WireReader / _upb_Decoder_DecodeTag); "
              + "protobuf-java, -lite and Wire accept a tag of up to 10 bytes and drop the excess bits",
          "Conformance suite (protobuf commit 448b53f, \"Add conformance tests for overlong varints as tags\"): Required.*.ProtobufInput.BadTag_OverlongVarint expects a tag varint longer than 5 bytes to fail to parse — upb's behaviour; the commit names Java's coercion \"dangerous\". upb is right; protobuf-java, -lite and Wire fail that test",
          f -> f.has(TAG_OVER_5_BYTES) || f.has(TAG_ABOVE_32_BITS)),
      new Cause("upb-short-length", "upb", Effect.REJECTS, false,
          "upb reads a length prefix as a varint of at most 5 bytes below 2 GiB (_upb_Decoder_DecodeSize); "
              + "protobuf-java, -lite and Wire accept up to 10 bytes and keep the low 32 bits",
          "Encoding: a length prefix is an int32 varint; messages are limited to 2 GiB. A prefix with bits above 32 or padded past 5 bytes is not written by any conforming encoder; accepting it (Java) or not (upb) is unspecified",
          f -> f.has(LENGTH_OVER_5_BYTES) || f.has(LENGTH_ABOVE_32_BITS)),
      new Cause("lite-unbounded-varint", "protobuf-lite", Effect.ACCEPTS, false,
          "protobuf-javalite's array decoder (ArrayDecoders.decodeVarint64) skips any number of continuation bytes in a "
              + "varint, so it accepts varints of 11 bytes or more that protobuf-java, upb and Wire reject as malformed",
          "Encoding: a varint takes at most 10 bytes (64 bits); protobuf-java's own CodedInputStream throws \"malformed varint\" for an 11th byte",
          f -> f.has(VARINT_OVER_10_BYTES)),
      new Cause("java-ten-byte-varint", "protobuf-java", Effect.ACCEPTS, false,
          "protobuf-java's array and ByteBuffer decoders (CodedInputStream.newInstance(byte[]), the path of "
              + "parseFrom(byte[])) stop a 64-bit varint after its tenth byte even when that byte has the continuation "
              + "bit set, and read what follows as the next field; its InputStream decoder, protobuf-javalite, upb and "
              + "Wire reject such a varint as malformed (or, lite, read on to its end)",
          "Encoding: a varint takes at most 10 bytes, so a tenth byte with the continuation bit makes it malformed; protobuf-java's InputStream decoder (readRawVarint64SlowPath) throws \"malformed varint\" for the same bytes",
          f -> f.has(VARINT_OVER_10_BYTES)),
      new Cause("wire-packed-singular", "wire", Effect.DIFFERS, false,
          "Wire reads a singular scalar field that arrives length-delimited as a packed run (ProtoReader.readVarint32/"
              + "readVarint64/readFixed32/readFixed64 accept STATE_LENGTH_DELIMITED) and keeps its last element as the "
              + "value; protobuf-java, -lite and upb keep the field as an unknown field and the value unset",
          "Encoding (Packed Repeated Fields): only repeated scalar fields may arrive packed; a known singular field with another wire type is handled like an unknown field by protobuf's own runtimes (C++, Java, upb)",
          f -> f.has(SCALAR_AS_LENGTH_DELIMITED)),
      new Cause("wire-canonical-nan", "wire", Effect.ENCODING, false,
          "Wire encodes float and double fields with Float.floatToIntBits / Double.doubleToLongBits "
              + "(FloatProtoAdapter, DoubleProtoAdapter), which turn every NaN into the canonical one; protobuf-java, "
              + "-lite and upb write the NaN's bits as read",
          "Encoding: float and double are the IEEE 754 bits, little-endian; nothing allows an encoder to change them, so a decode/encode round trip should keep a NaN's payload",
          f -> f.has(NON_CANONICAL_NAN)),
      new Cause("wire-field-number-zero", "wire", Effect.ACCEPTS, false,
          "Wire's ProtoReader rejects only a tag whose whole value is 0 (\"Unexpected tag 0\"), so a field number 0 "
              + "with wire type 1–5 is read as an unknown field; protobuf-java and -lite reject it (\"invalid tag (zero)\"), "
              + "upb rejects it as corrupt",
          "Conformance suite: Required.*.ProtobufInput.IllegalZeroFieldNum_Case_0 to _3 (e.g. 01 DE AD BE EF: field 0, wire type 1) must fail to parse; the language guide's field numbers start at 1",
          f -> f.has(FIELD_NUMBER_ZERO)),
      new Cause("wire-strict-wire-type", "wire", Effect.REJECTS, false,
          "Wire rejects a known field that arrives with another wire type (ProtocolException \"Expected … but was …\"); "
              + "protobuf-java, -lite and upb keep it as an unknown field",
          "Encoding leaves it open; protobuf's own runtimes (C++, Java, upb) treat a known field number with an unexpected wire type as an unknown field, so it survives a round trip",
          f -> f.has(WRONG_WIRE_TYPE) || f.has(WRONG_WIRE_TYPE_IN_MAP_ENTRY)),
      new Cause("upb-map-entry-to-unknown", "upb", Effect.VALUES, false,
          "a map entry holding an unknown field, or its key or value with the wrong wire type: upb moves the whole entry "
              + "into the parent's unknown fields (the map lacks it, the re-encoding carries it as unknown); protobuf-java "
              + "and -lite drop the odd field and keep the entry (with a default key or value when that was the odd one)",
          "Encoding (Maps): a map field is on the wire a repeated message with key = 1 and value = 2, so an entry is parsed as a message and its unknown fields are skipped like any message's; the conformance suite (ValidDataMap.*) requires entries with missing, repeated or reordered key/value to parse as map entries",
          f -> f.has(UNKNOWN_FIELD_IN_MAP_ENTRY) || f.has(WRONG_WIRE_TYPE_IN_MAP_ENTRY)),
      new Cause("wire-map-entry-unknown-field", "wire", Effect.REJECTS, false,
          "Wire's map-entry decoder does not skip an unknown field other than a group and fails on the next tag "
              + "(IllegalStateException \"Unexpected call to nextTag()\"); the others skip it",
          "Encoding (Maps): an entry is a message; a parser skips its unknown fields. Wire fails with an IllegalStateException, an internal state error rather than a ProtocolException",
          f -> f.has(UNKNOWN_FIELD_IN_MAP_ENTRY)),
      new Cause("lite-recursion-limit-99", "protobuf-lite", Effect.REJECTS, false,
          "protobuf-javalite's array decoder (ArrayDecoders) increments the depth before checking it against 100, so it "
              + "rejects 100 nested messages or groups; protobuf-java's CodedInputStream checks first and accepts 100 "
              + "(both reject 101)",
          "Recursion limits are implementation defined; protobuf-java's and C++'s default is 100 nested messages (CodedInputStream.setRecursionLimit), which lite's array decoder enforces one level early",
          f -> f.maxDepth() == 100),
      new Cause("wire-recursion-limit-99", "wire", Effect.REJECTS, false,
          "Wire's ProtoReader rejects 100 nested messages (\"Wire recursion limit exceeded\", checked when entering the "
              + "100th); protobuf-java and upb accept 100 (nested groups, which Wire skips without counting, do not count)",
          "Recursion limits are implementation defined; protobuf-java's and upb's decoders accept 100 nested messages",
          f -> f.maxMessageDepth() == 100),
      new Cause("upb-encode-depth-99", "upb", Effect.ERROR, false,
          "upb's decoder allows 100 nested messages (depth counter starts at 100, fails below 0) but its encoder fails "
              + "at 100 (fails when the counter reaches 0), so a 100-deep message decodes and then upb_Encode fails "
              + "\"Max depth exceeded\"",
          "Whatever the limit, an encoder should serialize every message its decoder accepted; upb's decode and encode limits differ by one",
          f -> f.maxMessageDepth() == 100),
      new Cause("upb-raw-unknown-fields", "upb", Effect.ENCODING, false,
          "upb keeps an unknown field's bytes verbatim and re-emits them as read; protobuf-java and -lite parse it into "
              + "a number and value and re-encode it minimally, so an overlong tag or varint in an unknown field makes "
              + "upb's re-encoding longer",
          "Encoding: unknown fields are preserved; their byte form is not specified, and overlong varints are valid input",
          f -> f.has(OVERLONG_UNKNOWN)),
      new Cause("java-sorted-unknown-fields", "protobuf-java", Effect.ENCODING, false,
          "protobuf-java keeps unknown fields in a TreeMap by field number (UnknownFieldSet) and re-encodes them sorted, "
              + "and within one number by wire type (varint, fixed32, fixed64, length-delimited, group: UnknownFieldSet.Field"
              + ".writeTo); protobuf-javalite and upb re-encode them in arrival order",
          "Encoding (Field Order): \"there is no guaranteed order for how its known or unknown fields will be written\"",
          f -> f.has(UNKNOWN_FIELDS_UNSORTED)),
      new Cause("wire-closed-enum-unknowns-first", "wire", Effect.ENCODING, false,
          "Wire's generated decoder adds an undeclared closed-enum number to the builder's unknown fields as it reads it "
              + "(EnumConstantNotFoundException → builder.addUnknownField), and appends the message's other unknown fields "
              + "only after the loop (builder.addUnknownFields(reader.endMessageAndGetUnknownFields(token))), so such a "
              + "number is re-encoded before unknown fields that arrived ahead of it; protobuf-javalite and upb keep arrival order",
          "Encoding (Field Order): unknown fields have no guaranteed order on output; a round trip that keeps arrival order (lite, upb) and one that does not (Wire) both conform, but differ byte for byte",
          f -> f.has(CLOSED_ENUM_UNKNOWN_AFTER_UNKNOWN)),
      new Cause("wire-declared-encode-order", "wire", Effect.ENCODING, true,
          "Wire's generated encode writes a message's fields in declaration order with oneof members last "
              + "(MessageType.fieldsAndOneOfFields in wire-schema: declared fields, extensions, then each oneof's fields; "
              + "Wire documents this order for its Kotlin output, whose encodeInTagOrder option turns it off), not in "
              + "field-number order as protobuf-java, -lite and upb do; so a oneof member numbered below a plain field, or "
              + "fields declared out of number order, re-encode in another order. The benchmark's conformance proof accepts "
              + "this order because Wire declares it (EncodeOrder.DECLARED_ONEOFS_LAST)",
          "Encoding (Field Order): \"When a message is serialized, there is no guaranteed order for how its known or unknown fields will be written\", and parsers must accept any order: a byte difference, not an interoperability bug",
          f -> f.has(DECLARED_ORDER_NOT_NUMBER_ORDER)),
      new Cause("lite-proto2-string-replaced", "protobuf-lite", Effect.ENCODING, false,
          "protobuf-javalite decodes a proto2 string field into a Java String (ArrayDecoders.decodeString: "
              + "new String(bytes, UTF_8), which replaces each ill-formed sequence with U+FFFD) and re-encodes that "
              + "String; protobuf-java's generated parser keeps a proto2 string as the ByteString it read "
              + "(input.readBytes() where protoc's Java string-field generator sees no UTF-8 check) and writes "
              + "those bytes back, and upb keeps the bytes too",
          "Language guide (proto2 scalar types): a string \"must always contain UTF-8 encoded or 7-bit ASCII text\", but proto2 parsers are not required to check it; a parser that does not check should not rewrite the bytes either",
          f -> f.has(INVALID_UTF8_UNCHECKED)),
      new Cause("wire-proto2-string-replaced", "wire", Effect.ENCODING, false,
          "Wire decodes every string field with okio's lenient UTF-8 decoder (ProtoReader.readString → "
              + "BufferedSource.readUtf8, ill-formed sequences become U+FFFD) and re-encodes the String, so a proto2 "
              + "string holding ill-formed UTF-8 re-encodes to other bytes; protobuf-java and upb write the bytes they read",
          "As for lite-proto2-string-replaced: proto2 does not require parsers to check UTF-8, and a round trip should keep the bytes",
          f -> f.has(INVALID_UTF8_UNCHECKED)));

  static Cause byId(String id) {
    return ALL.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException("no cause " + id));
  }
}
