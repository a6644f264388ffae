package protocross.aggregate;

/** A reason to stop, worded for the reader of one console line; never printed with a stack trace. */
final class AggregateException extends RuntimeException {
  AggregateException(String message) {
    super(message);
  }
}
