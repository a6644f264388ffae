package protocross.differential.driver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Kind;

/**
 * The comparison of every implementation's answer to one input, reduced to a pattern such as
 * {@code protobuf-java, protobuf-lite, upb: rejected | wire: accepted}: implementations that
 * behaved alike share a group; accepted groups other than the largest say what differs from it.
 */
public record AnswerPattern(Map<String, Answer> answers, String pattern, boolean agree) {

  /** The implementations that answered; one without a codec for the input's type (UNSUPPORTED) is left out. */
  public static AnswerPattern of(Map<String, Answer> all) {
    Map<String, Answer> answers = new LinkedHashMap<>();
    all.forEach((impl, a) -> {
      if (a.kind() != Kind.UNSUPPORTED) {
        answers.put(impl, a);
      }
    });
    if (answers.isEmpty()) {
      return new AnswerPattern(answers, "all unsupported", true);
    }
    Map<String, List<String>> groups = new LinkedHashMap<>();  // behaviour -> implementations
    answers.forEach((impl, a) -> groups.computeIfAbsent(a.behaviour(), k -> new ArrayList<>()).add(impl));
    if (groups.size() == 1) {
      Answer any = answers.values().iterator().next();
      return new AnswerPattern(answers, "all " + word(any.kind()), any.kind() == Kind.ACCEPTED || any.kind() == Kind.REJECTED);
    }
    // The reference value: the accepted behaviour most implementations share (first on ties).
    String reference = groups.entrySet().stream().filter(e -> e.getKey().startsWith("accepted"))
        .max((x, y) -> Integer.compare(x.getValue().size(), y.getValue().size())).map(Map.Entry::getKey).orElse(null);
    Answer ref = reference == null ? null : answers.get(groups.get(reference).get(0));
    List<String> parts = new ArrayList<>();
    for (var e : groups.entrySet()) {
      Answer a = answers.get(e.getValue().get(0));
      String what = word(a.kind());
      if (a.kind() == Kind.ACCEPTED && ref != null && !e.getKey().equals(reference)) {
        boolean digest = a.digest() != ref.digest();
        boolean encoding = a.encodedHash() != ref.encodedHash() || a.encodedLength() != ref.encodedLength();
        what += digest && encoding ? ", values and re-encoding differ" : digest ? ", values differ" : ", re-encoding differs";
      }
      parts.add(String.join(", ", e.getValue()) + ": " + what);
    }
    return new AnswerPattern(answers, String.join(" | ", parts), false);
  }

  private static String word(Kind k) {
    return switch (k) {
      case ACCEPTED -> "accepted";
      case REJECTED -> "rejected";
      case ERROR -> "error";
      case CRASH -> "crashed";
      case HANG -> "hung";
      case UNSUPPORTED -> "unsupported";
    };
  }

  public boolean accepted(String impl) {
    Answer a = answers.get(impl);
    return a != null && a.kind() == Kind.ACCEPTED;
  }

  public boolean rejected(String impl) {
    Answer a = answers.get(impl);
    return a != null && a.kind() == Kind.REJECTED;
  }

  public boolean crashed() {
    return answers.values().stream().anyMatch(a -> a.kind() == Kind.CRASH || a.kind() == Kind.HANG);
  }

  /** The implementations whose answer has the given kind. */
  public List<String> with(Kind kind) {
    return answers.entrySet().stream().filter(e -> e.getValue().kind() == kind).map(Map.Entry::getKey).toList();
  }
}
