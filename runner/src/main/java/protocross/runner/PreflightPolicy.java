package protocross.runner;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import protocross.jars.RunnerException;
import protocross.runner.host.Preflight;
import protocross.runner.host.PreflightCheck;

/**
 * What a run does with the host checks ({@link Preflight}): both policies print the table and
 * record it in run.json (the tables' header says what it found).
 * <ul>
 *   <li>{@link #REFUSE} (metal): a failed check stops the run unless --allow-noisy admits the host;
 *       when only the load average fails (e.g. right after the build), it first waits up to
 *       {@value #LOAD_SETTLE_SECONDS} s for it to settle.
 *   <li>{@link #STAMP} (docker): never refuses; a contributor's laptop is noisy by nature, and the
 *       run is recorded as admitted noisy.
 * </ul>
 */
public enum PreflightPolicy {
  REFUSE,
  STAMP;

  /** How long to wait for the load average to settle (e.g. after the build) before refusing. */
  static final int LOAD_SETTLE_SECONDS = 120;

  /** Whether a run under this policy counts as admitted noisy, whatever the options say. */
  boolean allowNoisy(boolean asked) {
    return this == STAMP || asked;
  }

  /** Runs the checks, prints the table; refuses in one line ({@link Refused}) when the policy says so. */
  List<PreflightCheck> apply(Path root, List<Integer> cores, boolean allowNoisy, PrintStream out) throws InterruptedException {
    Set<Long> own = Preflight.ownProcessChain();
    Preflight preflight = new Preflight(root);
    List<PreflightCheck> checks = preflight.run(cores, own);
    if (this == REFUSE && !allowNoisy && onlyLoadFails(checks)) {
      out.println("preflight: waiting up to " + LOAD_SETTLE_SECONDS + " s for the load average to settle");
      for (int waited = 0; waited < LOAD_SETTLE_SECONDS && onlyLoadFails(checks); waited += 5) {
        Thread.sleep(5000);
        checks = preflight.run(cores, own);
      }
    }
    out.print(Preflight.table(checks));
    if (this == REFUSE && Preflight.anyFailed(checks) && !allowNoisy) {
      List<String> failed = checks.stream().filter(c -> c.status() == PreflightCheck.Status.fail).map(PreflightCheck::check).toList();
      throw new Refused("preflight failed (" + String.join(", ", failed)
          + "): quiesce the host (see metal/README.md) or pass --allow-noisy");
    }
    return checks;
  }

  private static boolean onlyLoadFails(List<PreflightCheck> checks) {
    List<PreflightCheck> failed = checks.stream().filter(c -> c.status() == PreflightCheck.Status.fail).toList();
    return failed.size() == 1 && failed.get(0).check().equals("load average");
  }

  /** Preflight refusal: its own exit code, so scripts can tell it from bad input. */
  public static final class Refused extends RunnerException {
    Refused(String message) {
      super(message);
    }
  }
}
