package protocross.aggregate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notes under the tables that say what work an op lets an implementation skip, rendered from
 * the implementations' declared {@link Traits}: no implementation is named here.
 */
final class Notes {
  private Notes() {}

  static Optional<String> op(Run run, Traits traits, String op) {
    return switch (op) {
      case "decode" -> decode(run, traits);
      case "encode" -> encode(run, traits);
      default -> Optional.empty();
    };
  }

  private static Optional<String> decode(Run run, Traits traits) {
    List<String> eager = traits.with(run, Traits.STRINGS_AT_DECODE, "eager");
    List<String> atRead = traits.with(run, Traits.STRINGS_AT_DECODE, "at-read");
    if (atRead.isEmpty()) {
      return eager.isEmpty() ? Optional.empty()
          : Optional.of(Traits.list(eager) + verb(eager, " build", " builds") + " every Java String while decoding, so `decode` is like for like. "
              + traits.source());
    }
    String eagerPart = eager.isEmpty() ? "" : Traits.list(eager) + verb(eager, " build", " builds")
        + " every Java object, Strings included, while decoding. ";
    return Optional.of(eagerPart + "Only "
        + Traits.list(atRead) + " keep" + (atRead.size() == 1 ? "s" : "") + " the decoded message in native memory and"
        + " make" + (atRead.size() == 1 ? "s" : "") + " Java values only when a field is read, so "
        + (atRead.size() == 1 ? "its" : "their") + " `decode` does less work than the others'; `decode_read`, which"
        + " reads every field, is the like-for-like comparison. " + traits.source());
  }

  private static Optional<String> encode(Run run, Traits traits) {
    List<String> memo = traits.with(run, Traits.ENCODE_MEMOIZES_SIZE, "true");
    List<String> conv = traits.with(run, Traits.ENCODE_SKIPS_STRING_CONVERSION, "true");
    List<String> oneShot = new ArrayList<>();
    for (String column : run.columns()) {
      if (!Run.isTwin(column) && !memo.contains(column) && !conv.contains(column)) {
        oneShot.add(column);
      }
    }
    if (memo.isEmpty() && conv.isEmpty()) {
      return Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    if (!memo.isEmpty()) {
      parts.add(Traits.list(memo) + verb(memo, " memoize", " memoizes") + " each message's serialized size on first"
          + " use, so from the second op on" + verb(memo, " they skip", " it skips") + " the size pass");
    }
    if (!conv.isEmpty()) {
      parts.add(Traits.list(conv) + " hold" + (conv.size() == 1 ? "s" : "") + " strings as UTF-8 already and skip"
          + (conv.size() == 1 ? "s" : "") + " the String → UTF-8 conversion");
    }
    String rest = oneShot.isEmpty() ? "" : "; only " + Traits.list(oneShot) + " do" + (oneShot.size() == 1 ? "es" : "")
        + " the work of a one-shot serialize";
    return Optional.of("`encode` serializes the same decoded messages again on every op: " + String.join("; ", parts)
        + rest + ". The figures compare repeated encodes of the same messages, not one-shot encodes. " + traits.source());
  }

  /** Under the allocation table: where each implementation's String allocations land. */
  static Optional<String> allocation(Summary summary, Traits traits) {
    Run run = summary.run();
    List<String> atRead = traits.with(run, Traits.STRINGS_AT_DECODE, "at-read");
    List<String> eager = traits.with(run, Traits.STRINGS_AT_DECODE, "eager");
    if (atRead.isEmpty() || !run.ops().contains("decode") || !run.ops().contains("decode_read")) {
      return Optional.empty();
    }
    return Optional.of(Traits.list(atRead) + " `decode` leaves the message in native memory, so "
        + (atRead.size() == 1 ? "its" : "their") + " Strings and other Java values are allocated in `decode_read`; "
        + (eager.isEmpty() ? "" : Traits.list(eager) + verb(eager, " build", " builds") + " every String in `decode`, so "
            + (eager.size() == 1 ? "its" : "their") + " `decode_read` adds only what reading itself allocates. ")
        + traits.source());
  }

  /** Subject–verb agreement for a list of implementation names: "wire builds", "lite and wire build". */
  private static String verb(List<String> subjects, String plural, String singular) {
    return subjects.size() == 1 ? singular : plural;
  }
}
