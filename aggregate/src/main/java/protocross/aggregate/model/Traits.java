package protocross.aggregate.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.RecordedRun;

/**
 * What each implementation declares about the work its ops skip, read from meta.json "traits"
 * (declared once per implementation, in its module's pom). The notes under the tables are
 * rendered from these, never from implementation names.
 *
 * <p>Runs measured before implementations declared traits (the committed run
 * 20261129-200818-386a07b) fall back to {@link #FALLBACK}, the only place in the aggregator where
 * such facts are written down, and the notes say so. Each was checked in the runtime's code:
 * protoc's proto3 Java code, full and lite, reads every string with {@code readStringRequireUtf8}
 * (or the lite schema's UTF-8-checked string type) into a {@code String} field while parsing;
 * upb's binding keeps a decoded message in its native arena and makes Java objects only when read.
 * The table is a record of that run's four implementations, not a list to extend: every run since
 * carries each implementation's traits in its meta.json (from its pom's {@code impl.traits}), so a
 * new implementation never needs a line here.
 */
public record Traits(Map<String, Map<String, String>> byImpl, boolean fallback) {
  /** "eager": decode makes every Java String; "at-read": only reading a field does. */
  public static final String STRINGS_AT_DECODE = "stringsAtDecode";
  /** "true": serialized sizes are memoized on the message, so a repeated encode skips the size pass. */
  public static final String ENCODE_MEMOIZES_SIZE = "encodeMemoizesSize";
  /** "true": strings are held as UTF-8 already, so encode skips the String → UTF-8 conversion. */
  public static final String ENCODE_SKIPS_STRING_CONVERSION = "encodeSkipsStringConversion";
  /** "buffered": no stream API; decode_stream reads the whole stream into a buffer, then decodes it. */
  public static final String DECODE_STREAM = "decodeStream";
  /** "copies": decode_direct copies the off-heap bytes onto the heap first; "in-place": parses them where they lie. */
  public static final String DECODE_DIRECT = "decodeDirect";
  /** "in-place": encode_reuse writes into the caller's array; "copies-out": into its own reused buffer, then copies. */
  public static final String ENCODE_REUSE = "encodeReuse";
  /** How merge copies the existing message it parses into: "builder" (into a builder) or "deep-clone" (all of it: upb into a fresh arena, QuickBuffers by clone()). */
  public static final String MERGE_COPY = "mergeCopy";
  /**
   * Where decode leaves the message: "native" (off-heap; Java values are made when a field is read)
   * or "java" (Java objects, whatever its {@link #STRINGS_AT_DECODE}). An at-read column that does
   * not declare it is native: the trait came in on 2026-12-06, when QuickBuffers became the first
   * at-read column with a Java message; before, the only at-read one was upb.
   */
  public static final String DECODED_MESSAGE = "decodedMessage";

  static final Map<String, Map<String, String>> FALLBACK = Map.of(
      "protobuf-java", Map.of(STRINGS_AT_DECODE, "eager", ENCODE_MEMOIZES_SIZE, "true"),
      "protobuf-lite", Map.of(STRINGS_AT_DECODE, "eager", ENCODE_MEMOIZES_SIZE, "true"),
      "wire", Map.of(STRINGS_AT_DECODE, "eager"),
      "upb", Map.of(STRINGS_AT_DECODE, "at-read", ENCODE_SKIPS_STRING_CONVERSION, "true"));

  public static Traits of(RecordedRun run) {
    Map<String, Map<String, String>> declared = new LinkedHashMap<>();
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (part.meta() != null && !part.meta().traits().isEmpty()) {
        declared.putIfAbsent(part.impl(), part.meta().traits());
      }
    }
    if (!declared.isEmpty()) {
      return new Traits(declared, false);
    }
    return new Traits(FALLBACK, true);
  }

  /** The run's columns (A/A twins left out: they repeat their implementation) whose trait has this value. */
  public List<String> with(RecordedRun run, String trait, String value) {
    List<String> out = new ArrayList<>();
    for (String column : run.columns()) {
      if (!RecordedRun.isTwin(column) && value.equals(byImpl.getOrDefault(RecordedRun.implOf(column), Map.of()).get(trait))) {
        out.add(column);
      }
    }
    return out;
  }

  /** The at-read columns ({@link #STRINGS_AT_DECODE}) whose decoded message is native, or ({@code nativeMessage} false) Java objects. */
  public List<String> atRead(RecordedRun run, boolean nativeMessage) {
    List<String> out = new ArrayList<>();
    for (String column : with(run, STRINGS_AT_DECODE, "at-read")) {
      String declared = byImpl.getOrDefault(RecordedRun.implOf(column), Map.of()).get(DECODED_MESSAGE);
      if (nativeMessage != "java".equals(declared)) {
        out.add(column);
      }
    }
    return out;
  }

  /** Where the facts in a note come from. */
  public String source() {
    return fallback
        ? "(traits: this run's meta.json predates declared traits, so they come from the aggregator's fallback table, Traits.FALLBACK)"
        : "(traits declared by each implementation, from meta.json)";
  }
}
