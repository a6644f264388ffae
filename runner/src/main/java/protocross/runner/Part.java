package protocross.runner;

import java.util.ArrayList;
import java.util.List;

/**
 * One (pass, implementation): one JVM launch running every selected cell. The unit of resume
 * and of failure: a crash or failed conformance marks the part, and the run goes on.
 */
public record Part(int pass, String impl, List<Op> ops, List<String> datasets) {

  /** The cells in the order JMH runs them: benchmark name first, then parameter values as given. */
  public List<Cell> cells() {
    List<Cell> cells = new ArrayList<>();
    for (Op op : ops.stream().sorted().toList()) {
      for (String d : datasets) {
        cells.add(new Cell(op, d));
      }
    }
    return cells;
  }

  @Override
  public String toString() {
    return "pass " + pass + " " + impl;
  }
}
