package protocross.bench;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;

/**
 * Dies with the runner, even on kill -9: a benchmark JVM started by the metal runner ({@link #ENV}
 * set) gets a pipe as stdin that the runner holds and never writes to, and a daemon thread here
 * blocks reading it. End of file means the runner is gone (the kernel closed its end), so the JVM
 * halts at once, before it writes another byte into the run folder. JMH's forked VM inherits the
 * environment and gets its own stdin pipe from JMH's host JVM, so it halts when the host does:
 * runner → host JVM → forked VM, each watching the one above it.
 *
 * <p>Why a pipe and not polling the parent's pid: a thread blocked in read costs the measured JVM
 * nothing (no wake-ups during the timed iterations), it reacts at once, and a pid cannot be reused
 * under it. Why opt-in: a JVM started by hand or by docker has a stdin that may be /dev/null (end
 * of file at once) or a terminal.
 *
 * <p>Why a {@link FileChannel} closed by a shutdown hook, not {@code System.in.read()}: HotSpot's
 * exit waits up to 300 ms for every thread still blocked in native code, which a plain read of
 * stdin is until the end, so each watched JVM took ~0.3 s longer to exit (both JVMs of a fork:
 * ~0.6 s a fork, measured). Closing a channel wakes a thread blocked in it
 * ({@link java.nio.channels.AsynchronousCloseException}); the thread then ends without halting.
 */
public final class ParentPipe {
  /** Set to 1 by the process that holds this JVM's stdin pipe. */
  public static final String ENV = "PROTOCROSS_PARENT_PIPE";
  /** The exit status of a JVM whose runner is gone (nobody reads it; as if sent SIGTERM). */
  static final int EXIT_ORPHANED = 143;

  private static boolean started;

  private ParentPipe() {}

  /** Starts the watcher once per JVM when {@link #ENV} is 1; does nothing otherwise. */
  public static synchronized void watch() {
    if (started || !"1".equals(System.getenv(ENV))) {
      return;
    }
    started = true;
    FileChannel stdin = new FileInputStream(FileDescriptor.in).getChannel();
    Thread t = new Thread(() -> awaitEndOfFile(stdin), "protocross-parent-pipe");
    t.setDaemon(true);
    t.start();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> close(stdin), "protocross-parent-pipe-close"));
  }

  private static void awaitEndOfFile(FileChannel stdin) {
    ByteBuffer one = ByteBuffer.allocate(64);
    try {
      while (stdin.read(one) >= 0) {
        one.clear(); // Nothing is ever written; a stray byte is ignored.
      }
    } catch (ClosedChannelException e) {
      return; // Closed by the shutdown hook: this JVM is exiting by itself.
    } catch (IOException e) {
      // A broken stdin is the runner gone as well.
    }
    Runtime.getRuntime().halt(EXIT_ORPHANED);
  }

  private static void close(FileChannel stdin) {
    try {
      stdin.close();
    } catch (IOException e) {
      // Exiting anyway.
    }
  }
}
