package protocross.differential.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.differential.Protocol.Input;

/** Turns a run into regression cases, and merges them into the committed ones when asked to. */
final class Saving {
  private Saving() {}

  /** The first input of every disagreement pattern the run saw. */
  static List<Regressions.Entry> casesOf(Path root, Run.Result r, boolean minimise, long timeoutMillis) {
    List<Regressions.Entry> cases = new ArrayList<>();
    for (Tally t : r.byClass().values()) {
      for (Tally.Pattern p : t.patterns.values()) {
        cases.add(Regressions.Entry.of(p.first, r.options().seed(), p.first.bytes().length, p.pattern,
            p.explanation == null ? "" : p.explanation.id()));
      }
    }
    return cases;
  }

  /**
   * Replays the committed cases, keeps every one that still shows a disagreement, adds the run's
   * cases for keys not yet covered, and drops only the committed cases that no longer disagree.
   */
  static Regressions.Update updateCommitted(Path root, Path dir, List<Regressions.Entry> fromRun, boolean minimise,
      long timeoutMillis) {
    List<Regressions.Entry> committed = Regressions.read(dir).entries();
    List<Regressions.Entry> replayed = replay(root, committed, timeoutMillis);
    Regressions.Update u = Regressions.merge(committed, replayed, fromRun);
    Regressions.apply(dir, u);
    return u;
  }

  /** Each committed case as judged today: its current pattern and cause, or a null pattern when all agree. */
  static List<Regressions.Entry> replay(Path root, List<Regressions.Entry> committed, long timeoutMillis) {
    if (committed.isEmpty()) {
      return List.of();
    }
    Schema schema = Schema.read(root.resolve("datasets/protocross.proto"));
    List<Verdict> verdicts = Run.judge(root, committed.stream().map(e -> new Input(e.messageType(), e.bytes())).toList(),
        timeoutMillis);
    List<Regressions.Entry> out = new ArrayList<>();
    for (int i = 0; i < committed.size(); i++) {
      Regressions.Entry e = committed.get(i);
      Verdict v = verdicts.get(i);
      Explanation x = v.agree() ? null : Explanation.find(e.asCase(), v, schema);
      out.add(e.judged(v.agree() ? null : v.pattern(), x == null ? "" : x.id()));
    }
    return out;
  }
}
