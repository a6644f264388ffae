package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A child JVM that watches its stdin pipe halts when the pipe's holder lets go (the runner died). */
class ParentPipeTest {

  /** The child: watches, says so, then would live for a minute (or a moment when not watched). */
  public static final class Child {
    public static void main(String[] args) throws Exception {
      ParentPipe.watch();
      System.out.println("watching");
      System.out.flush();
      Thread.sleep(args.length > 0 ? Long.parseLong(args[0]) : 60_000);
      System.exit(0);
    }
  }

  private static Process child(boolean watched, String... args) throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    ProcessBuilder pb = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), Child.class.getName());
    pb.command().addAll(List.of(args));
    pb.environment().remove(ParentPipe.ENV);
    if (watched) {
      pb.environment().put(ParentPipe.ENV, "1");
    }
    Process p = pb.redirectErrorStream(true).start();
    BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertEquals("watching", r.readLine());
    return p;
  }

  @Test
  void aWatchedJvmHaltsWhenItsStdinPipeCloses() throws Exception {
    Process p = child(true);
    p.getOutputStream().close();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child outlived its parent's pipe");
    assertEquals(ParentPipe.EXIT_ORPHANED, p.exitValue());
  }

  @Test
  void aWatchedJvmThatEndsByItselfExitsWithZero() throws Exception {
    Process p = child(true, "200");
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), "the watcher, woken by the shutdown hook's close, must not halt");
  }

  @Test
  void withoutTheVariableEndOfFileIsIgnored() throws Exception {
    Process p = child(false, "500");
    p.getOutputStream().close();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), "a JVM started by hand or by docker (stdin /dev/null) is not stopped");
  }
}
