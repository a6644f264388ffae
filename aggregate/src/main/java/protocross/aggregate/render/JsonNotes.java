package protocross.aggregate.render;

/**
 * The notes under the two JSON tables: what {@code json_encode} and {@code json_decode} time and
 * what they leave out, and the proof each passed before timing. No implementation is named: what
 * each runtime calls is in impls/README.md, and where their texts differ is the JSON text table
 * ({@link JsonTextTable}), read from meta.json.
 */
final class JsonNotes {
  private JsonNotes() {}

  static String encode() {
    return "`json_encode` prints each message (decoded before timing) as JSON text, into a fresh String, through the"
        + " runtime's own proto3 JSON mapping (what each calls: impls/README.md). Not timed: decoding the message,"
        + " and turning the String into UTF-8 bytes. MiB/s counts the canonical JSON text's UTF-8 bytes, the same"
        + " for every column, so MiB/s compare as ops/s do; a runtime whose own text is longer (the JSON text table)"
        + " writes more than is counted. Before timing, every text must read, by the contract's own JSON reader (no"
        + " runtime), to the message the payload holds, parse back through the runtime's own parser to the same"
        + " digest, and come out the same when printed twice.";
  }

  static String decode() {
    return "`json_decode` parses each payload's canonical JSON text from a String into fresh objects through the"
        + " runtime's own proto3 JSON parser. The canonical text is what protobuf-java-util's JsonFormat prints"
        + " without insignificant whitespace (the contract writes it from the binary payload without a runtime, and"
        + " a test holds it byte-equal to JsonFormat's); it is made before timing, as is the String. Not timed:"
        + " reading the text from bytes. Before timing, every runtime must parse every canonical text to the"
        + " reference digest.";
  }
}
