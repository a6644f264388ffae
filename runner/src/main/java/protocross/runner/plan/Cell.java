package protocross.runner.plan;

import protocross.contract.adapter.Op;

/** One JMH benchmark: an op over a dataset. */
public record Cell(Op op, String dataset) {
  @Override
  public String toString() {
    return op + "/" + dataset;
  }
}
