package protocross.runner.host;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a fork gave no result for a reason outside the implementation, read from its console and
 * exit code: another JMH held the host's lock, or the benchmark JVM or JMH's forked VM was killed
 * by a signal from outside the run (kill, the OOM killer). Such a fork is not marked failed: its
 * files are moved aside with the reason in its log, and {@code --resume} runs it again. A crash
 * (SIGSEGV, SIGABRT from a JVM's fatal error) is the implementation's: it stays a failure.
 */
public final class OutsideCause {
  /** JMH's own line when it cannot take the host's lock. */
  public static final String JMH_LOCK_REFUSED = "Unable to acquire the JMH lock";
  /** JMH's host JVM when its forked VM died: "<forked VM failed with exit code 137>". */
  private static final Pattern FORKED_EXIT = Pattern.compile("<forked VM failed with exit code (\\d+)>");

  private final Path hostLock;
  private boolean jmhLockRefused;
  private Integer forkedExit;
  private String noSpace;
  /** A paired fork's own line when another member of its fork group stopped (metal's {@code PairedLauncher}): never this fork's verdict. */
  private String partnerStopped;

  public OutsideCause(Path hostLock) {
    this.hostLock = hostLock;
  }

  public void accept(String line) {
    if (line.contains(JMH_LOCK_REFUSED)) {
      jmhLockRefused = true;
    }
    Matcher m = FORKED_EXIT.matcher(line);
    if (m.find()) {
      forkedExit = Integer.parseInt(m.group(1));
    }
    int paired = line.indexOf(protocross.bench.TurnTaking.FAILURE_PREFIX);
    if (partnerStopped == null && paired >= 0) {
      partnerStopped = line.substring(paired + "protocross: ".length()).strip();
    }
    if (noSpace == null && NoSpace.says(line)) {
      noSpace = line.strip();
    }
  }

  /** The fork's line that reported a full disk, or null. */
  public String noSpace() {
    return noSpace;
  }

  /** JMH's forked VM's exit code when it failed, or null: part of any failure's reason. */
  public Integer forkedExit() {
    return forkedExit;
  }

  /** The reason the fork is no verdict on the implementation, or null when it may be one. */
  public String reason(int exitCode) {
    if (partnerStopped != null) {
      // TurnTaking names a fork pair's other side "the partner", a larger fork group's by its side.
      String who = partnerStopped.contains(": the partner") ? "its partner" : "a member of its fork group";
      return who + " stopped taking turns (" + partnerStopped + ")";
    }
    if (jmhLockRefused) {
      return "another JMH held the host's lock (" + hostLock + ") when the fork started";
    }
    if (signalledFromOutside(exitCode)) {
      return "the benchmark JVM was killed by " + signal(exitCode) + " from outside the run (exit code " + exitCode + ")";
    }
    if (forkedExit != null && signalledFromOutside(forkedExit)) {
      return "JMH's forked VM was killed by " + signal(forkedExit) + " from outside the run (exit code " + forkedExit + ")";
    }
    return null;
  }

  /** SIGHUP, SIGINT, SIGKILL, SIGTERM: sent by someone; SIGSEGV or SIGABRT would be a crash. */
  public static boolean signalledFromOutside(int exitCode) {
    return exitCode == 128 + 1 || exitCode == 128 + 2 || exitCode == 128 + 9 || exitCode == 128 + 15;
  }

  private static String signal(int exitCode) {
    return switch (exitCode - 128) {
      case 1 -> "SIGHUP";
      case 2 -> "SIGINT";
      case 9 -> "SIGKILL";
      default -> "SIGTERM";
    };
  }
}
