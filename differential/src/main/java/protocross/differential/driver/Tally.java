package protocross.differential.driver;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import protocross.differential.Protocol.Kind;
import protocross.differential.driver.Inputs.Case;

/** Counts for one input class: outcomes per implementation, and each disagreement pattern seen. */
final class Tally {
  long inputs;
  long agreedAccepted;
  long agreedRejected;
  final Map<String, Long> acceptedBy = new LinkedHashMap<>();
  final Map<String, Pattern> patterns = new TreeMap<>();

  /** One disagreement pattern: how often, in which variants, why, and the first input that showed it. */
  static final class Pattern {
    long count;
    String pattern;
    final Map<String, Long> variants = new TreeMap<>();
    Explanation explanation;
    Case first;
  }

  void add(Case c, AnswerPattern v, WireSchema schema) {
    inputs++;
    v.answers().forEach((impl, a) -> acceptedBy.merge(impl, a.kind() == Kind.ACCEPTED ? 1L : 0L, Long::sum));
    if (v.agree()) {
      if (v.pattern().equals("all accepted")) {
        agreedAccepted++;
      } else {
        agreedRejected++;
      }
      return;
    }
    // Keyed by pattern and cause, so inputs with one pattern but an unexplained cause stand apart.
    Explanation e = Explanation.find(c, v, schema);
    Pattern p = patterns.computeIfAbsent(v.pattern() + "\t" + (e == null ? "" : e.id()), k -> new Pattern());
    if (p.count++ == 0) {
      p.pattern = v.pattern();
      p.explanation = e;
      p.first = c;
    }
    p.variants.merge(c.variant(), 1L, Long::sum);
  }
}
