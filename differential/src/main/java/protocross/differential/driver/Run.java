package protocross.differential.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.contract.DatasetFile;
import protocross.contract.Datasets;
import protocross.contract.Manifest;
import protocross.differential.Protocol.Input;
import protocross.differential.driver.Inputs.Case;
import protocross.differential.driver.mutation.Mutation;

/** One differential run: generate inputs, judge them in batches, tally per input class. */
final class Run {
  record Options(Path root, long inputs, long seed, int batch, long timeoutMillis) {}

  record Result(Options options, Implementations impls, Map<String, Tally> byClass, List<Case> crashes,
      Map<String, Integer> restarts) {}

  static Result execute(Options o, java.util.function.LongConsumer progress) {
    Manifest manifest = Manifest.read(o.root().resolve("datasets"));
    Schema schema = Schema.read(manifest.dir().resolve("protocross.proto"));
    List<DatasetFile> datasets = new ArrayList<>();
    for (String name : manifest.names()) {
      datasets.add(Datasets.load(manifest, name));
    }
    Implementations impls = Implementations.find(o.root());
    Inputs inputs = new Inputs(o.seed(), schema, datasets);
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
        List<Verdict> verdicts = d.judge(cases.stream().map(c -> new Input(c.messageType(), c.bytes())).toList());
        for (int i = 0; i < cases.size(); i++) {
          byClass.get(cases.get(i).mutation()).add(cases.get(i), verdicts.get(i), schema);
          if (verdicts.get(i).crashed()) {
            crashes.add(cases.get(i));
          }
        }
        progress.accept(start + cases.size());
      }
      return new Result(o, impls, byClass, crashes, d.restarts());
    }
  }

  /** Judges saved inputs (regression cases, or a file given on the command line). */
  static List<Verdict> judge(Path root, List<Input> inputs, long timeoutMillis) {
    try (Differential d = new Differential(Implementations.find(root), root.resolve("differential/target/workers"), timeoutMillis)) {
      return d.judge(inputs);
    }
  }
}
