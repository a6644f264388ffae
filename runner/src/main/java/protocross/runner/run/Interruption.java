package protocross.runner.run;




/**
 * Ctrl-C (SIGINT) or SIGTERM during a run. The JVM's shutdown hook calls {@link #request()} and
 * stops the benchmark processes; the run loop checks {@link #requested()} so that it starts
 * nothing new and does not record the killed part as a failed result (it is unfinished: resume
 * reruns it). The main thread then says what was kept and how to resume.
 */
public final class Interruption {
  private static volatile boolean requested;

  private Interruption() {}

  public static void request() {
    requested = true;
  }

  public static boolean requested() {
    return requested;
  }
}
