package protocross.runner;

import java.util.List;

/**
 * What a session's fork loop did, as {@link RunSession.Outcome} reports it: forks run, forks
 * already there, forks failed, rounds in the run, why the adaptive phase stopped (null when the
 * plan is not adaptive), forks of refused pairs not launched, and each fork stopped by a cause
 * outside the implementation ("part: reason"; a resume reruns them).
 */
public interface ForkCounts {
  int ran();

  int skipped();

  int failed();

  int rounds();

  String adaptiveStopped();

  int refused();

  List<String> notFinished();
}
