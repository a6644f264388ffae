package protocross.runner;

import java.io.IOException;
import java.util.function.Consumer;
import protocross.runner.host.JmhHostLock;

/**
 * Starts the JVM of one part and waits for it: locally ({@link protocross.runner.metal.LocalPartLauncher}) or in a
 * container (the docker runner). The launched JVM must write JMH's JSON to
 * {@code layout.json(part)} and its meta file to {@code layout.meta(part)}, as built by
 * {@link BenchCommand}; everything else (log, progress, failure marking) is {@link protocross.runner.run.Runner}'s.
 */
public interface PartLauncher {

  /**
   * Runs the part to completion, one JVM at a time.
   *
   * @param output receives every console line (stdout and stderr merged) as it appears
   * @return the JVM's exit code
   */
  int launch(Part part, RunLayout layout, JmhSettings settings, Consumer<String> output)
      throws IOException, InterruptedException;

  /**
   * What keeps this host from starting a part now, in one line (another JMH holds the host's
   * lock), or null. The runner waits while it is not null, with a progress line naming it.
   */
  default String hostBusy() {
    return null;
  }

  /** The forks of the round about to run, in run order (a paired launcher orders a fork group's sides by it). */
  default void round(java.util.List<Part> parts) {}

  /** The host lock a refused JMH names in its console ({@link protocross.runner.host.OutsideCause}); the local one by default. */
  default java.nio.file.Path hostLock() {
    return JmhHostLock.FILE;
  }

  /** How JVMs are started, for run.json's "launch", e.g. "taskset -c 1 chrt -r 1". */
  String describe();
}
