package protocross.runner;

import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;
import protocross.runner.plan.Cell;
import protocross.runner.plan.Columns;

/**
 * One fork: fork {@code fork} (1-based) of a column's cell (dataset, op), one launch of the
 * column's benchmarks.jar running JMH with {@code -f 1}. The unit of scheduling, resume and
 * failure: a crash or a failed conformance marks this fork, and the run goes on.
 */
public record Part(int fork, String column, String dataset, Op op) {

  /** The variant whose jar runs (the column without its A/A suffix), e.g. {@code protobuf-java@3.25.8}. */
  public String variant() {
    return Columns.variantOf(column);
  }

  /** The implementation the column measures, e.g. {@code protobuf-java}. */
  public String impl() {
    return Columns.implOf(column);
  }

  public Cell cell() {
    return new Cell(op, dataset);
  }

  /** Its place in the run folder and in run.json's schedule: {@code <dataset>/<op>/<column>/fork-<k>}. */
  public String id() {
    return dataset + "/" + op + "/" + column + "/fork-" + fork;
  }

  /** The inverse of {@link #id()}. */
  public static Part parse(String id) {
    String[] s = id.split("/");
    if (s.length != 4 || !s[3].startsWith("fork-")) {
      throw new RunnerException("not a fork id: '" + id + "' (want <dataset>/<op>/<column>/fork-<k>)");
    }
    try {
      return new Part(Integer.parseInt(s[3].substring("fork-".length())), s[2], s[0], Op.valueOf(s[1]));
    } catch (IllegalArgumentException e) {
      throw new RunnerException("not a fork id: '" + id + "': " + e.getMessage());
    }
  }

  @Override
  public String toString() {
    return id();
  }
}
