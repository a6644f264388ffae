package protocross.differential.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.differential.Protocol.Input;
import protocross.differential.driver.Inputs.Case;
import protocross.differential.driver.mutation.Mutation;

/** One differential run: generate inputs, judge them in batches, tally per input class. */
final class DifferentialRun {
  record Options(Path root, long inputs, long seed, int batch, long timeoutMillis) {}

  record Result(Options options, Target target, WorkerJars impls, Map<String, Tally> byClass, List<Case> crashes,
      Map<String, Integer> restarts) {
    /** Every disagreement pattern without an explanation, as "class: pattern (input i)". */
    List<String> unexplained() {
      List<String> out = new ArrayList<>();
      byClass.forEach((cls, t) -> t.patterns.values().stream().filter(p -> p.explanation == null)
          .forEach(p -> out.add(cls + ": " + p.pattern + " (input " + p.first.index() + ")")));
      return out;
    }
  }

  /** A run on the built-in target: the committed datasets and the repository's jars. */
  static Result execute(Options o, java.util.function.LongConsumer progress) {
    return execute(Target.builtin(o.root()), o, progress);
  }

  static Result execute(Target t, Options o, java.util.function.LongConsumer progress) {
    WireSchema schema = t.schema();
    WorkerJars impls = t.impls();
    Inputs inputs = new Inputs(o.seed(), schema, t.datasets());
    Map<String, Tally> byClass = new LinkedHashMap<>();
    for (Mutation m : inputs.mutations()) {
      byClass.put(m.id(), new Tally());
    }
    List<Case> crashes = new ArrayList<>();
    try (Differential d = new Differential(impls, o.root().resolve("differential/target/workers"), o.timeoutMillis())) {
      for (long start = 0; start < o.inputs(); start += o.batch()) {
        List<Case> cases = new ArrayList<>();
        for (long i = start; i < Math.min(o.inputs(), start + o.batch()); i++) {
          cases.add(inputs.get(i));
        }
        List<AnswerPattern> verdicts = d.judge(cases.stream().map(c -> new Input(c.messageType(), c.bytes())).toList());
        for (int i = 0; i < cases.size(); i++) {
          byClass.get(cases.get(i).mutation()).add(cases.get(i), verdicts.get(i), schema);
          if (verdicts.get(i).crashed()) {
            crashes.add(cases.get(i));
          }
        }
        progress.accept(start + cases.size());
      }
      return new Result(o, t, impls, byClass, crashes, d.restarts());
    }
  }

  /** Judges saved inputs (regression cases, or a file given on the command line) on the built-in target's jars. */
  static List<AnswerPattern> judge(Path root, List<Input> inputs, long timeoutMillis) {
    return judge(root, WorkerJars.find(root), inputs, timeoutMillis);
  }

  static List<AnswerPattern> judge(Path root, WorkerJars impls, List<Input> inputs, long timeoutMillis) {
    try (Differential d = new Differential(impls, root.resolve("differential/target/workers"), timeoutMillis)) {
      return d.judge(inputs);
    }
  }
}
