package protocross.runner;

/** One JMH benchmark of one part: an op over a dataset, in its own fork. */
public record Cell(Op op, String dataset) {
  @Override
  public String toString() {
    return op + "/" + dataset;
  }
}
