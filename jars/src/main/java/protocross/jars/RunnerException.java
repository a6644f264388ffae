package protocross.jars;

/**
 * A problem the user can fix, reported as one line ({@code protocross: ...}) and a non-zero exit.
 * The one such failure of the runner tools (metal, docker, differential); it lives here, in the
 * lowest module that throws it, so that a bad jar, variant or dataset directory fails as it always did.
 */
public class RunnerException extends RuntimeException {
  public RunnerException(String message) {
    super(message);
  }
}
