package protocross.runner;

/** A problem the user can fix, reported as one line ({@code protocross: ...}) and a non-zero exit. */
public class RunnerException extends RuntimeException {
  public RunnerException(String message) {
    super(message);
  }
}
