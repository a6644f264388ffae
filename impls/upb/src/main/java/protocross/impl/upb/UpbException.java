package protocross.impl.upb;

/** upb refused something (a malformed payload, an encode or arena failure); the message is upb's status text. */
public final class UpbException extends IllegalArgumentException {
  public UpbException(String message) {
    super(message);
  }
}
