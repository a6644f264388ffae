package protocross.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.ProtocrossException;

class TurnTakingTest {
  @TempDir Path dir;

  @Test
  void turnsAlternate() {
    StringBuilder b = new StringBuilder();
    for (int t = 0; t < 8; t++) {
      b.append(TurnTaking.owner(t) == 0 ? 'A' : 'B');
    }
    assertEquals("ABABABAB", b.toString());
    for (int k = 0; k < 5; k++) {
      assertEquals(0, TurnTaking.owner(TurnTaking.turnOf(0, k)));
      assertEquals(1, TurnTaking.owner(TurnTaking.turnOf(1, k)));
      assertEquals(k, TurnTaking.turnOf(0, k) / 2, "both sides' iteration k are pair k");
    }
  }

  /** Two sides (threads here; JVMs in a run) never run an iteration at the same time, in turn. */
  @Test
  void twoSidesAlternate() throws Exception {
    Path file = dir.resolve("pair.turns");
    TurnTaking.create(file);
    List<String> events = Collections.synchronizedList(new ArrayList<>());
    int iterations = 6;
    AtomicReference<Throwable> error = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      int s = side;
      Thread t = new Thread(() -> {
        try {
          TurnTaking turns = new TurnTaking(file, s, 10);
          for (int i = 0; i < iterations; i++) {
            turns.begin(i < 2 ? "warmup" : "measurement", i + 1);
            events.add("start " + s);
            Thread.sleep(3);
            events.add("stop " + s);
            turns.end(i == iterations - 1);
          }
        } catch (Throwable e) {
          error.set(e);
        }
      });
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) {
      t.join(20_000);
    }
    if (error.get() != null) {
      throw new AssertionError(error.get());
    }
    StringBuilder order = new StringBuilder();
    for (int i = 0; i < events.size(); i += 2) {
      String side = events.get(i).substring("start ".length());
      assertEquals("stop " + side, events.get(i + 1), "an iteration overlapped the other side's: " + events);
      order.append(side.equals("0") ? 'A' : 'B');
    }
    assertEquals("ABABABABABAB", order.toString());
    List<String> log = Files.readAllLines(dir.resolve("pair.turns.order"));
    assertEquals(12, log.size());
    assertTrue(log.get(0).startsWith("0 side 0 warmup 1 "), log.get(0));
    assertTrue(log.get(11).startsWith("11 side 1 measurement 6 "), log.get(11));
  }

  /** A partner whose process the runner saw exit fails the waiting side at once, in one line. */
  @Test
  void partnerThatExitedFailsTheWaitingSide() throws Exception {
    Path file = dir.resolve("gone.turns");
    TurnTaking.create(file);
    TurnTaking a = new TurnTaking(file, 0, 60);
    TurnTaking.markExited(file, 1);
    long start = System.nanoTime();
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> a.begin("warmup", 1));
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "failed at once, not at the timeout");
    assertTrue(e.getMessage().contains("the partner's process exited while waiting for the partner's arrival"), e.getMessage());
  }

  /** A partner that arrived and then died (its pid gone) fails the waiting side within the pid check. */
  @Test
  void partnerThatDiedMidRunFailsTheWaitingSide() throws Exception {
    Path file = dir.resolve("died.turns");
    TurnTaking.create(file);
    Process partner = new ProcessBuilder("sleep", "60").start();
    // The partner arrived (its pid in word 2) and took its first turn, then died holding turn 1.
    try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
      ch.write(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.nativeOrder()).putLong(0, partner.pid()), 16);
    }
    TurnTaking a = new TurnTaking(file, 0, 60);
    a.begin("warmup", 1);
    a.end(false); // turn 0 done; turn 1 is the partner's, then ours at 2
    partner.destroyForcibly().waitFor();
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> a.begin("warmup", 2));
    assertTrue(e.getMessage().contains("is gone while waiting for turn 2"), e.getMessage());
  }

  @Test
  void aSilentPartnerTimesOut() throws Exception {
    Path file = dir.resolve("silent.turns");
    TurnTaking.create(file);
    TurnTaking a = new TurnTaking(file, 1, 1);
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> a.begin("warmup", 1));
    assertTrue(e.getMessage().contains("no turn from the partner in 1 s"), e.getMessage());
  }

  @Test
  void aForkGroupRotates() {
    StringBuilder b = new StringBuilder();
    for (int t = 0; t < 8; t++) {
      b.append((char) ('A' + TurnTaking.owner(t, 4)));
    }
    assertEquals("ABCDABCD", b.toString());
    for (int k = 0; k < 5; k++) {
      for (int s = 0; s < 4; s++) {
        assertEquals(s, TurnTaking.owner(TurnTaking.turnOf(s, k, 4), 4));
        assertEquals(k, TurnTaking.turnOf(s, k, 4) / 4, "every side's iteration k is round k");
      }
    }
    assertEquals(TurnTaking.SIZE, TurnTaking.size(2), "a fork pair's file is as before fork groups");
    assertEquals(TurnTaking.SIZE, TurnTaking.size(3));
    assertEquals(8 * 13, TurnTaking.size(6));
  }

  /** Four sides take turns in strict rotation, warm-up included, never two at once. */
  @Test
  void fourSidesRotate() throws Exception {
    Path file = dir.resolve("group.turns");
    int n = 4;
    TurnTaking.create(file, n);
    List<String> events = Collections.synchronizedList(new ArrayList<>());
    int iterations = 5;
    AtomicReference<Throwable> error = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int side = n - 1; side >= 0; side--) { // started in reverse: the arrival wait orders them
      int s = side;
      Thread t = new Thread(() -> {
        try {
          TurnTaking turns = new TurnTaking(file, s, n, 10);
          for (int i = 0; i < iterations; i++) {
            turns.begin(i < 2 ? "warmup" : "measurement", i + 1);
            events.add("start " + s);
            Thread.sleep(2);
            events.add("stop " + s);
            turns.end(i == iterations - 1);
          }
        } catch (Throwable e) {
          error.set(e);
        }
      });
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) {
      t.join(20_000);
    }
    if (error.get() != null) {
      throw new AssertionError(error.get());
    }
    StringBuilder order = new StringBuilder();
    for (int i = 0; i < events.size(); i += 2) {
      String side = events.get(i).substring("start ".length());
      assertEquals("stop " + side, events.get(i + 1), "an iteration overlapped another side's: " + events);
      order.append((char) ('A' + Integer.parseInt(side)));
    }
    assertEquals("ABCD".repeat(iterations), order.toString());
    List<String> log = Files.readAllLines(dir.resolve("group.turns.order"));
    assertEquals(n * iterations, log.size());
    assertTrue(log.get(0).startsWith("0 side 0 warmup 1 "), log.get(0));
    assertTrue(log.get(7).startsWith("7 side 3 warmup 2 "), log.get(7));
    assertTrue(log.get(19).startsWith("19 side 3 measurement 5 "), log.get(19));
  }

  /** Any member whose process the runner saw exit fails every waiting member at once, naming its side. */
  @Test
  void aMemberThatExitedFailsTheGroup() throws Exception {
    Path file = dir.resolve("group-gone.turns");
    TurnTaking.create(file, 3);
    TurnTaking a = new TurnTaking(file, 0, 3, 60);
    TurnTaking.markExited(file, 2, 3);
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> a.begin("warmup", 1));
    assertTrue(e.getMessage().startsWith("paired fork, side 0: side 2's process exited while waiting for every side's arrival"),
        e.getMessage());
  }

  /** A member that arrived and then died holding its turn fails a member waiting on a later turn (not its neighbour's). */
  @Test
  void aMemberThatDiedMidRunFailsTheGroup() throws Exception {
    Path file = dir.resolve("group-died.turns");
    TurnTaking.create(file, 3);
    Process one = new ProcessBuilder("sleep", "60").start();
    Process two = new ProcessBuilder("sleep", "60").start();
    try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
      ch.write(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.nativeOrder()).putLong(0, one.pid()), 16);
      ch.write(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.nativeOrder()).putLong(0, two.pid()), 24);
    }
    TurnTaking a = new TurnTaking(file, 0, 3, 60);
    try {
      a.begin("warmup", 1);
      a.end(false); // turn 0 done; turns 1 and 2 are the others', then ours at 3
      two.destroyForcibly().waitFor();
      ProtocrossException e = assertThrows(ProtocrossException.class, () -> a.begin("warmup", 2));
      assertTrue(e.getMessage().contains("side 2's JVM (pid " + two.pid() + ") is gone while waiting for turn 3"), e.getMessage());
    } finally {
      one.destroyForcibly().waitFor();
    }
  }

  /** The timeout names the side whose turn it is. */
  @Test
  void aSilentMemberTimesOut() throws Exception {
    Path file = dir.resolve("group-silent.turns");
    TurnTaking.create(file, 3);
    try (var ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
      ch.write(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.nativeOrder()).putLong(0, ProcessHandle.current().pid()), 8);
      ch.write(java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.nativeOrder()).putLong(0, ProcessHandle.current().pid()), 24);
    }
    TurnTaking b = new TurnTaking(file, 1, 3, 1);
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> b.begin("warmup", 1));
    assertTrue(e.getMessage().contains("no turn from side 0 in 1 s while waiting for turn 1"), e.getMessage());
  }
}
