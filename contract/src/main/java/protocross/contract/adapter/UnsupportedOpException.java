package protocross.contract.adapter;

/**
 * Thrown by a codec for an optional {@link Op} its runtime has no API for. The conformance check
 * turns it into an "unsupported: reason" result: the pair is never timed, and it is not a failure.
 * The reason says what the runtime offers instead, so the table can say why the cell is empty.
 */
public final class UnsupportedOpException extends RuntimeException {
  private final Op op;

  public UnsupportedOpException(Op op, String reason) {
    super(reason);
    this.op = op;
  }

  public Op op() {
    return op;
  }

  /** The one-line reason, without the op. */
  public String reason() {
    return getMessage();
  }
}
