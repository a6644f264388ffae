package protocross.contract;

/** A failure whose message is the whole story: printed as one line, without a stack trace. */
public class ProtocrossException extends RuntimeException {
  public ProtocrossException(String message) {
    super(message);
  }

  public ProtocrossException(String message, Throwable cause) {
    super(message, cause);
  }
}
