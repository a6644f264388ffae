package protocross.bench;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import protocross.contract.ProtocrossException;

/**
 * Paired forks ({@code --paired}): two benchmark JVMs, one per side of a comparison, take turns at
 * their iterations, so that each measured iteration of one side has the other side's same iteration
 * next to it in time (about one iteration apart), and the host's contention, which is shared in
 * time, cancels in their ratio.
 *
 * <p>The protocol: a 64-byte file in the run folder that the runner creates and names in
 * {@link #FILE_ENV} (with this JVM's side, 0 or 1, in {@link #SIDE_ENV}), mapped into both JVMs.
 * Word 0 counts the turns done; words 1 and 2 hold each side's pid once it has arrived; words 3
 * and 4 are set by the runner when a side's process has exited. Turn t belongs to side
 * {@link #owner}(t) = t mod 2: A B A B … (pair k is turns 2k and 2k+1). Strict alternation, not
 * A B B A: every iteration of either side follows exactly one of the partner's, so both JVMs
 * idle alike before each iteration (an idle JVM's JIT threads finish compiling, which would favour
 * the side that idled longer, e.g. A B B A's A at the warm-up/measurement boundary); that A is
 * first in every pair is balanced by the runner's random choice of side 0 per fork pair. Every iteration, warm-up included,
 * waits for its turn in JMH's {@code @Setup(Level.Iteration)}, which JMH runs before the
 * iteration's timer starts (BenchmarkHandler starts timing after all workers announce warm-up
 * ready, which the generated code does after the iteration setups), and hands the turn on in
 * {@code @TearDown(Level.Iteration)}, after the timer stopped. So at any time one benchmark thread
 * runs, as in an unpaired fork, and each JVM warms in the same conditions it is measured in.
 *
 * <p>The first turn waits until both sides have arrived (both JVMs started and set up), and a side
 * that has done its last iteration waits for the other's last, so that neither JVM's start-up or
 * exit overlaps the other's iterations. A waiting side polls the mapped word once a millisecond
 * (no system call); it fails its fork with one {@code protocross:} line when the partner's process
 * has exited or is gone, or after {@link #timeoutSeconds} without a turn.
 */
public final class TurnTaking {
  /** The turn file (set by the runner; unset: not paired, every hook does nothing). */
  public static final String FILE_ENV = "PROTOCROSS_TURNS_FILE";
  /** This JVM's side: 0 (takes JMH's host lock) or 1 (runs beside it with {@code jmh.ignoreLock}). */
  public static final String SIDE_ENV = "PROTOCROSS_TURNS_SIDE";
  /** The partner's column, recorded in the meta file so that the aggregator can pair the forks. */
  public static final String PARTNER_ENV = "PROTOCROSS_TURNS_PARTNER";
  /** How long a side waits for a turn (or the partner's arrival) before it fails; default 300 s. */
  public static final String TIMEOUT_ENV = "PROTOCROSS_TURNS_TIMEOUT_SECONDS";
  public static final int SIZE = 64;
  /** How every failure line of this protocol starts (the runner reads it: the partner's fault, not this fork's). */
  public static final String FAILURE_PREFIX = "protocross: paired fork, side ";

  private static final int DONE = 0;
  private static final VarHandle LONGS = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());
  private static final long POLL_NANOS = 1_000_000;
  private static final long PID_CHECK_NANOS = 100_000_000;

  private static TurnTaking fromEnv;
  private static boolean read;

  private final MappedByteBuffer map;
  private final int side;
  private final long timeoutNanos;
  private final Path order;
  private int done;
  private long partnerPid;

  TurnTaking(Path file, int side, long timeoutSeconds) {
    if (side != 0 && side != 1) {
      throw new ProtocrossException(SIDE_ENV + " must be 0 or 1, got " + side);
    }
    this.side = side;
    this.timeoutNanos = timeoutSeconds * 1_000_000_000L;
    this.order = file.resolveSibling(file.getFileName() + ".order");
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      if (ch.size() < SIZE) {
        throw new ProtocrossException("turn file " + file + " has " + ch.size() + " bytes, not " + SIZE);
      }
      this.map = ch.map(FileChannel.MapMode.READ_WRITE, 0, SIZE);
    } catch (IOException e) {
      throw new ProtocrossException("cannot open the turn file " + file + ": " + e.getMessage());
    }
  }

  /** The turn-taking the runner asked for, or null when this fork is not paired. */
  public static synchronized TurnTaking fromEnv() {
    if (!read) {
      read = true;
      String file = System.getenv(FILE_ENV);
      if (file != null && !file.isEmpty()) {
        String side = System.getenv(SIDE_ENV);
        String timeout = System.getenv(TIMEOUT_ENV);
        try {
          fromEnv = new TurnTaking(Path.of(file), Integer.parseInt(side == null ? "" : side.strip()),
              timeout == null ? 300 : Long.parseLong(timeout.strip()));
        } catch (NumberFormatException e) {
          throw fail(SIDE_ENV + " / " + TIMEOUT_ENV + " must be numbers, got '" + side + "' / '" + timeout + "'");
        }
      }
    }
    return fromEnv;
  }

  /** Whether the runner asked this JVM to take turns as side {@code s} (the host JVM asks before JMH starts). */
  public static boolean pairedAsSide(int s) {
    String file = System.getenv(FILE_ENV);
    return file != null && !file.isEmpty() && String.valueOf(s).equals(System.getenv(SIDE_ENV));
  }

  /** Side of turn {@code t}: A B A B … */
  public static int owner(long t) {
    return (int) (t % 2);
  }

  /** The turn of side {@code s}'s iteration {@code k} (0-based, warm-up included): pair k's first or second. */
  public static long turnOf(int s, int k) {
    return 2L * k + s;
  }

  /**
   * Blocks until it is this side's turn for its next iteration, then logs it in the order file.
   *
   * @param kind "warmup" or "measurement", for the log
   * @param index the iteration's number within its kind (1-based, as JMH prints it)
   */
  public void begin(String kind, int index) {
    if (done == 0) {
      put(8 + 8 * side, ProcessHandle.current().pid());
      awaitOrFail(() -> get(8 + 8 * (1 - side)) != 0, "the partner's arrival");
    }
    long mine = turnOf(side, done);
    awaitOrFail(() -> get(DONE) >= mine, "turn " + mine);
    log(mine + " side " + side + " " + kind + " " + index + " " + System.currentTimeMillis());
  }

  /**
   * Hands the turn on; after this side's last iteration ({@code last}), waits for the partner's
   * last, so that this JVM's exit does not overlap it (a partner gone by then ends the wait).
   */
  public void end(boolean last) {
    long mine = turnOf(side, done);
    put(DONE, mine + 1);
    done++;
    if (last) {
      long all = 2L * done;
      await(() -> get(DONE) >= all);
    }
  }

  /** Iterations this side has finished. */
  public int done() {
    return done;
  }

  /** For the runner: side {@code s}'s process has exited (a waiting partner fails at once). */
  public static void markExited(Path file, int s) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.nativeOrder()).putLong(0, 1);
      ch.write(b, 24 + 8L * s);
    }
  }

  /** For the runner: a fresh turn file (all zero). */
  public static void create(Path file) throws IOException {
    Files.write(file, new byte[SIZE], StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
  }

  private void awaitOrFail(java.util.function.BooleanSupplier ready, String what) {
    String gone = await(ready);
    if (gone != null) {
      throw fail(FAILURE_PREFIX.substring("protocross: ".length()) + side + ": " + gone + " while waiting for " + what
          + " (" + done + " of this side's iterations done)");
    }
  }

  /** Null when ready; otherwise why it never will be (the partner gone, or the timeout). */
  private String await(java.util.function.BooleanSupplier ready) {
    long start = System.nanoTime();
    long checked = start;
    while (!ready.getAsBoolean()) {
      long now = System.nanoTime();
      if (get(24 + 8 * (1 - side)) != 0) {
        return "the partner's process exited";
      }
      if (now - checked >= PID_CHECK_NANOS) {
        checked = now;
        long pid = get(8 + 8 * (1 - side));
        if (pid != 0) {
          partnerPid = pid;
        }
        if (partnerPid != 0 && !alive(partnerPid)) {
          return "the partner's JVM (pid " + partnerPid + ") is gone";
        }
      }
      if (now - start >= timeoutNanos) {
        return "no turn from the partner in " + (timeoutNanos / 1_000_000_000L) + " s";
      }
      LockSupport.parkNanos(POLL_NANOS);
    }
    return null;
  }

  private static boolean alive(long pid) {
    Optional<ProcessHandle> h = ProcessHandle.of(pid);
    return h.isPresent() && h.get().isAlive();
  }

  private long get(int offset) {
    return (long) LONGS.getVolatile(map, offset);
  }

  private void put(int offset, long value) {
    LONGS.setVolatile(map, offset, value);
  }

  private void log(String line) {
    try {
      Files.writeString(order, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
          StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    } catch (IOException e) {
      throw fail("cannot write the turn order to " + order + ": " + e.getMessage());
    }
  }

  private static ProtocrossException fail(String why) {
    System.err.println("protocross: " + why);
    return new ProtocrossException(why);
  }
}
