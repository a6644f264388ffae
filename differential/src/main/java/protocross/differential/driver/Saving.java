package protocross.differential.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import protocross.differential.Protocol.Input;

/**
 * Turns a run into regression cases — the first input of every (class, pattern, cause), minimised
 * unless told not to — and merges them into the committed ones when asked to. Holds its own
 * worker JVMs, which answer the minimiser's candidates and the committed cases' replay.
 */
final class Saving implements AutoCloseable {
  private final WireSchema schema;
  private final Differential workers;
  private final Minimiser minimiser;
  private final boolean minimise;

  Saving(Target target, Path root, boolean minimise, long timeoutMillis) {
    this.schema = target.schema();
    this.workers = new Differential(target.impls(), root.resolve("differential/target/workers"), timeoutMillis);
    this.minimiser = new Minimiser(workers::judge, schema);
    this.minimise = minimise;
  }

  /** The first input of every disagreement pattern the run saw, minimised to keep its pattern and cause. */
  List<Regressions.Entry> casesOf(DifferentialRun.Result r) {
    List<Regressions.Entry> cases = new ArrayList<>();
    for (Tally t : r.byClass().values()) {
      for (Tally.Pattern p : t.patterns.values()) {
        String why = p.explanation == null ? "" : p.explanation.id();
        byte[] bytes = p.first.bytes();
        if (minimise && !p.pattern.contains("crashed") && !p.pattern.contains("hung")) {
          bytes = minimiser.minimise(p.first.messageType(), bytes, p.pattern + "\t" + why);
        }
        cases.add(Regressions.Entry.of(p.first.withBytes(bytes), r.options().seed(), p.first.bytes().length, p.pattern, why));
      }
    }
    return cases;
  }

  /** The class of the committed cases written by hand (seed 0 in INDEX.tsv). */
  static final String HAND_WRITTEN = "hand-written";

  /**
   * Replays the committed cases, keeps every one that still shows a disagreement (minimised to
   * its current pattern and cause, except a hand-written one), adds the run's cases for keys not
   * yet covered, and drops only the committed cases that no longer disagree.
   */
  Regressions.Update updateCommitted(Path dir, List<Regressions.Entry> fromRun) {
    List<Regressions.Entry> committed = Regressions.read(dir).entries();
    List<Regressions.Entry> replayed = new ArrayList<>();
    for (Regressions.Entry e : replay(committed)) {
      // A hand-written case stays as written: it may be built past every JIT state's stack depth (a chain
      // deep enough to overflow however the recursion is compiled), which a minimiser judging with
      // workers in one JIT state would cut to just past that state's depth.
      if (minimise && e.pattern() != null && !e.pattern().contains("crashed") && !e.pattern().contains("hung")
          && !e.mutation().equals(HAND_WRITTEN)) {
        e = e.withBytes(minimiser.minimise(e.messageType(), e.bytes(), e.pattern() + "\t" + e.explanation()));
      }
      replayed.add(e);
    }
    Regressions.Update u = Regressions.merge(committed, replayed, fromRun);
    Regressions.apply(dir, u);
    return u;
  }

  /** Each case as judged today: its current pattern and cause, or a null pattern when all agree. */
  List<Regressions.Entry> replay(List<Regressions.Entry> cases) {
    if (cases.isEmpty()) {
      return List.of();
    }
    List<AnswerPattern> verdicts = workers.judge(cases.stream().map(e -> new Input(e.messageType(), e.bytes())).toList());
    List<Regressions.Entry> out = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      Regressions.Entry e = cases.get(i);
      AnswerPattern v = verdicts.get(i);
      Explanation x = v.agree() ? null : Explanation.find(e.asCase(), v, schema);
      out.add(e.judged(v.agree() ? null : v.pattern(), x == null ? "" : x.id()));
    }
    return out;
  }

  /** Every case's verdict today, by file name: the answers conformance.md quotes. */
  java.util.Map<String, AnswerPattern> verdicts(List<Regressions.Entry> cases) {
    java.util.Map<String, AnswerPattern> out = new java.util.HashMap<>();
    if (!cases.isEmpty()) {
      List<AnswerPattern> vs = workers.judge(cases.stream().map(e -> new Input(e.messageType(), e.bytes())).toList());
      for (int i = 0; i < cases.size(); i++) {
        out.put(cases.get(i).file(), vs.get(i));
      }
    }
    return out;
  }

  @Override
  public void close() {
    workers.close();
  }
}
