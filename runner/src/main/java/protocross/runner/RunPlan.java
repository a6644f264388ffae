package protocross.runner;

import java.util.ArrayList;
import java.util.List;

/**
 * What a run measures: passes × implementations × datasets × ops. The outer loop is the pass,
 * so a slow drift of the host spreads over every implementation instead of biasing one; inside
 * a pass the implementations run one after another, one JVM at a time.
 */
public record RunPlan(JmhSettings settings, List<String> impls, List<String> datasets, List<Op> ops) {

  public RunPlan {
    impls = List.copyOf(impls);
    datasets = List.copyOf(datasets);
    ops = ops.stream().distinct().sorted().toList();
    if (impls.isEmpty() || datasets.isEmpty() || ops.isEmpty()) {
      throw new RunnerException("nothing to run: need at least one implementation, dataset and op");
    }
  }

  public int passes() {
    return settings.passes();
  }

  public List<Part> parts() {
    List<Part> parts = new ArrayList<>();
    for (int pass = 1; pass <= passes(); pass++) {
      for (String impl : impls) {
        parts.add(new Part(pass, impl, ops, datasets));
      }
    }
    return parts;
  }

  public int cellsPerPart() {
    return datasets.size() * ops.size();
  }
}
