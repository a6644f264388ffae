package protocross.aggregate.read;

/** A reason to stop, worded for the reader of one console line; never printed with a stack trace. */
public final class AggregateException extends RuntimeException {
  /** The exit status {@code Main} ends with: 1 refused or unreadable input; 2 runs refused as a published set. */
  public final int status;

  public AggregateException(String message) {
    this(message, 1);
  }

  public AggregateException(String message, int status) {
    super(message);
    this.status = status;
  }
}
