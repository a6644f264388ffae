package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Traits;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.JsonTexts;
import protocross.aggregate.read.RecordedRun;

/**
 * The notes under the tables that say what work an op lets an implementation skip, rendered from
 * the implementations' declared {@link Traits}: no implementation is named here.
 */
public final class Notes {
  private Notes() {}

  public static Optional<String> op(RecordedRun run, Traits traits, String op) {
    return switch (op) {
      case "decode" -> decode(run, traits);
      case "encode" -> encode(run, traits);
      case "decode_stream" -> Optional.of(decodeStream(run, traits) + parseOnly(run, traits));
      case "decode_direct" -> Optional.of(decodeDirect(run, traits) + parseOnly(run, traits));
      case "encode_reuse" -> Optional.of(encodeReuse(run, traits));
      case "build_encode" -> Optional.of(buildEncode());
      case "merge" -> Optional.of(merge(run, traits));
      case JsonTexts.JSON_ENCODE -> Optional.of(JsonNotes.encode());
      case JsonTexts.JSON_DECODE -> Optional.of(JsonNotes.decode());
      default -> Optional.empty();
    };
  }

  /** Under decode_stream and decode_direct, which time the parse alone, as decode does. */
  private static String parseOnly(RecordedRun run, Traits traits) {
    List<String> atRead = traits.with(run, Traits.STRINGS_AT_DECODE, "at-read");
    if (atRead.isEmpty()) {
      return " " + traits.source();
    }
    boolean one = atRead.size() == 1;
    return " As in `decode`, only the parse is timed, and " + Md.series(atRead) + " make" + (one ? "s" : "")
        + " no Java values until a field is read: compare " + (one ? "its" : "their") + " figures here with "
        + (one ? "its" : "their") + " own `decode` rather than with the others'. " + traits.source();
  }

  private static String decodeStream(RecordedRun run, Traits traits) {
    List<String> buffered = traits.with(run, Traits.DECODE_STREAM, "buffered");
    String s = "`decode_stream` is `decode` from an `InputStream` (a `ByteArrayInputStream` over each payload, made"
        + " before timing and rewound before each parse, so no I/O is timed), through each runtime's own stream API.";
    if (!buffered.isEmpty()) {
      s += " " + Md.series(buffered) + " ha" + (buffered.size() == 1 ? "s" : "ve") + " no stream API: "
          + (buffered.size() == 1 ? "its" : "their") + " `decode_stream` reads the whole stream into a reused buffer"
          + " and decodes that.";
    }
    return s + " Timed: the rewind, what each call does to read the stream (a stream API makes a reader of its own over"
        + " it, with that reader's buffer" + (buffered.isEmpty() ? "" : "; without one, the copy into the reused buffer")
        + "), and the parse. Not timed: making the streams.";
  }

  private static String decodeDirect(RecordedRun run, Traits traits) {
    List<String> copies = traits.with(run, Traits.DECODE_DIRECT, "copies");
    List<String> inPlace = traits.with(run, Traits.DECODE_DIRECT, "in-place");
    String s = "`decode_direct` is `decode` from a copy of each payload in off-heap memory (a direct `ByteBuffer`"
        + " and the `MemorySegment` over it, made before timing).";
    if (!copies.isEmpty()) {
      s += " " + Md.series(copies) + " cop" + (copies.size() == 1 ? "ies" : "y") + " the off-heap bytes into a"
          + " fresh heap array before parsing (no off-heap decoder in " + (copies.size() == 1 ? "its" : "their")
          + " API).";
    }
    if (!inPlace.isEmpty()) {
      s += " " + Md.series(inPlace) + " parse" + (inPlace.size() == 1 ? "s" : "") + " the off-heap bytes where they lie.";
    }
    return s;
  }

  private static String encodeReuse(RecordedRun run, Traits traits) {
    List<String> inPlace = traits.with(run, Traits.ENCODE_REUSE, "in-place");
    List<String> copiesOut = traits.with(run, Traits.ENCODE_REUSE, "copies-out");
    List<String> memo = traits.with(run, Traits.ENCODE_MEMOIZES_SIZE, "true");
    String s = "`encode_reuse` serializes the same decoded messages as `encode`, into one array that every encode"
        + " of the trial reuses (as large as the dataset's largest payload) instead of a fresh one: set beside"
        + " `encode`, it shows what the fresh array costs.";
    if (!inPlace.isEmpty()) {
      s += " " + Md.series(inPlace) + " write" + (inPlace.size() == 1 ? "s" : "") + " straight into that array.";
    }
    if (!copiesOut.isEmpty()) {
      s += " " + Md.series(copiesOut) + " ha" + (copiesOut.size() == 1 ? "s" : "ve") + " no API that writes into"
          + " a caller's array: " + (copiesOut.size() == 1 ? "it encodes" : "they encode") + " into a reused buffer"
          + " of " + (copiesOut.size() == 1 ? "its" : "their") + " own and cop" + (copiesOut.size() == 1 ? "ies" : "y")
          + " the bytes into it.";
    }
    if (!memo.isEmpty()) {
      s += " As in `encode`, " + Md.series(memo) + " reuse the serialized sizes memoized on the messages.";
    }
    return s + " " + traits.source();
  }

  /** What build_encode times and what it leaves out; every runtime that has it does the same steps. */
  private static String buildEncode() {
    return "`build_encode` builds each message afresh and serializes it into a fresh array, from runtime-neutral"
        + " values made before timing (one value tree per payload, read from its bytes by the contract's descriptor"
        + " walk, no runtime). Timed: the runtime's generated builder or constructor API (a new builder, one setter"
        + " per field the value holds, an element or entry at a time for repeated and map fields, sub-messages built"
        + " first), turning each bytes value into the runtime's byte-string type (a copy) and each enum number into"
        + " its enum value, the build, and a one-shot serialize of the new message (no size memoized by an earlier"
        + " op, unlike `encode`). Not timed: making the value tree. Before timing, each build must serialize to the"
        + " payload's exact bytes, and a second build must give a fresh array.";
  }

  private static String merge(RecordedRun run, Traits traits) {
    List<String> builder = traits.with(run, Traits.MERGE_COPY, "builder");
    List<String> clone = traits.with(run, Traits.MERGE_COPY, "deep-clone");
    String s = "`merge` parses each payload into a copy of an existing, non-empty message of the same type (the"
        + " dataset's next payload, decoded before timing) through the runtime's own merge API. Making the copy is"
        + " timed, since the existing message must stay as it was for the next op; MiB/s counts the payload bytes"
        + " parsed, not the existing message's.";
    if (!builder.isEmpty()) {
      s += " " + Md.series(builder) + " cop" + (builder.size() == 1 ? "ies" : "y") + " the existing message into a"
          + " new builder and merge" + (builder.size() == 1 ? "s" : "") + " the bytes into that.";
    }
    if (!clone.isEmpty()) {
      s += " " + Md.series(clone) + " cop" + (clone.size() == 1 ? "ies" : "y") + " the whole message (a deep clone)"
          + " and decode" + (clone.size() == 1 ? "s" : "") + " into the copy.";
    }
    return s + " Before timing, each merged message must read to the digest the descriptor walk gives for the"
        + " existing message's bytes followed by the payload's (protobuf's definition of merging), and the existing"
        + " message must read as before. " + traits.source();
  }

  private static Optional<String> decode(RecordedRun run, Traits traits) {
    List<String> eager = traits.with(run, Traits.STRINGS_AT_DECODE, "eager");
    List<String> atRead = traits.atRead(run, true);
    List<String> utf8 = traits.atRead(run, false);
    if (atRead.isEmpty() && utf8.isEmpty()) {
      return eager.isEmpty() ? Optional.empty()
          : Optional.of(Md.series(eager) + verb(eager, " build", " builds") + " every Java String while decoding, so `decode` is like for like. "
              + traits.source());
    }
    String eagerPart = eager.isEmpty() ? "" : Md.series(eager) + verb(eager, " build", " builds")
        + " every Java object, Strings included, while decoding. ";
    List<String> lazy = new ArrayList<>(atRead);
    lazy.addAll(utf8);
    List<String> parts = new ArrayList<>();
    if (!atRead.isEmpty()) {
      parts.add(Md.series(atRead) + " keep" + (atRead.size() == 1 ? "s" : "") + " the decoded message in native memory and"
          + " make" + (atRead.size() == 1 ? "s" : "") + " Java values only when a field is read");
    }
    if (!utf8.isEmpty()) {
      parts.add(Md.series(utf8) + verb(utf8, " decode", " decodes") + " into Java objects but keep" + (utf8.size() == 1 ? "s" : "")
          + " each string as its UTF-8 bytes and make" + (utf8.size() == 1 ? "s" : "") + " the String only when the field is read");
    }
    return Optional.of(eagerPart + "Only " + String.join("; ", parts) + ", so "
        + (lazy.size() == 1 ? "its" : "their") + " `decode` does less work than the others'; `decode_read`, which"
        + " reads every field, is the like-for-like comparison. " + traits.source());
  }

  private static Optional<String> encode(RecordedRun run, Traits traits) {
    List<String> memo = traits.with(run, Traits.ENCODE_MEMOIZES_SIZE, "true");
    List<String> conv = traits.with(run, Traits.ENCODE_SKIPS_STRING_CONVERSION, "true");
    List<String> oneShot = new ArrayList<>();
    for (String column : run.columns()) {
      if (!RecordedRun.isTwin(column) && !memo.contains(column) && !conv.contains(column)) {
        oneShot.add(column);
      }
    }
    if (memo.isEmpty() && conv.isEmpty()) {
      return Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    if (!memo.isEmpty()) {
      parts.add(Md.series(memo) + verb(memo, " memoize", " memoizes") + " each message's serialized size on first"
          + " use, so from the second op on" + verb(memo, " they skip", " it skips") + " the size pass");
    }
    if (!conv.isEmpty()) {
      parts.add(Md.series(conv) + " hold" + (conv.size() == 1 ? "s" : "") + " strings as UTF-8 already and skip"
          + (conv.size() == 1 ? "s" : "") + " the String → UTF-8 conversion");
    }
    String rest = oneShot.isEmpty() ? "" : "; only " + Md.series(oneShot) + " do" + (oneShot.size() == 1 ? "es" : "")
        + " the work of a one-shot serialize";
    return Optional.of("`encode` serializes the same decoded messages again on every op: " + String.join("; ", parts)
        + rest + ". The figures compare repeated encodes of the same messages, not one-shot encodes. " + traits.source());
  }

  /** What {@code meta.json} records when a pair passed conformance with nothing but byte-equality (or before proofs were recorded). */
  static final String BYTE_EQUAL = "byte-equal";

  /**
   * Under every throughput table of the op: each (column, dataset) whose equal-work proof was not
   * plain byte-equality (meta.json {@code conformanceProof}), e.g. a runtime that declares it writes
   * fields in declaration order with oneof members last, whose re-encoding was compared with the
   * payload rewritten into that order. Nothing for runs where every pair was byte-equal.
   */
  static Optional<String> proofs(RecordedRun run, String op) {
    java.util.Map<String, String> byPair = new java.util.TreeMap<>();
    for (RecordedRun.JvmOutput part : run.parts()) {
      if (part.meta() == null || !part.meta().raw().has("conformanceProof") || RecordedRun.isTwin(part.column())
          || (part.op() != null && !part.op().equals(op))) {
        continue;
      }
      Json proofs = part.meta().raw().get("conformanceProof");
      for (String dataset : proofs.fieldNames()) {
        String proof = proofs.text(dataset);
        if (!proof.equals(BYTE_EQUAL) && (part.dataset() == null || part.dataset().equals(dataset))) {
          byPair.putIfAbsent(part.column() + " on " + dataset, proof);
        }
      }
    }
    if (byPair.isEmpty()) {
      return Optional.empty();
    }
    List<String> lines = new ArrayList<>();
    byPair.forEach((pair, proof) -> lines.add(pair + ": " + proof));
    return Optional.of("Equal work was proven by " + (byPair.size() == 1 ? "another proof" : "other proofs")
        + " than byte-equal re-encoding for " + String.join("; ", lines) + ". The runtime declares that order for its"
        + " encoder (impl.traits encodeOrder), so its re-encoding was compared byte for byte with the canonical payload"
        + " rewritten into that order (the same records, so the same length), and its read-all digest with the"
        + " reference, as for every other pair.");
  }

  /** Under the allocation table: where each implementation's String allocations land. */
  static Optional<String> allocation(Summary summary, Traits traits) {
    RecordedRun run = summary.run();
    List<String> atRead = traits.atRead(run, true);
    List<String> utf8 = traits.atRead(run, false);
    List<String> eager = traits.with(run, Traits.STRINGS_AT_DECODE, "eager");
    if ((atRead.isEmpty() && utf8.isEmpty()) || !run.ops().contains("decode") || !run.ops().contains("decode_read")) {
      return Optional.empty();
    }
    String lazy = (atRead.isEmpty() ? "" : Md.series(atRead) + " `decode` leaves the message in native memory, so "
        + (atRead.size() == 1 ? "its" : "their") + " Strings and other Java values are allocated in `decode_read`; ")
        + (utf8.isEmpty() ? "" : Md.series(utf8) + " `decode` keeps strings as UTF-8 bytes, so "
            + (utf8.size() == 1 ? "its" : "their") + " Strings are allocated in `decode_read`; ");
    return Optional.of(lazy
        + (eager.isEmpty() ? "" : Md.series(eager) + verb(eager, " build", " builds") + " every String in `decode`, so "
            + (eager.size() == 1 ? "its" : "their") + " `decode_read` adds only what reading itself allocates. ")
        + traits.source());
  }

  /** Subject–verb agreement for a list of implementation names: "wire builds", "lite and wire build". */
  private static String verb(List<String> subjects, String plural, String singular) {
    return subjects.size() == 1 ? singular : plural;
  }
}
