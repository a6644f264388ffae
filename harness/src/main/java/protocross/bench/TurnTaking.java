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
 * Paired forks ({@code --paired}): the N ≥ 2 benchmark JVMs of a fork group, one per column of a
 * (dataset, op), take turns at their iterations, so that each measured iteration of one side has
 * every other side's same iteration next to it in time (at most N − 1 iterations apart), and the
 * host's contention, which is shared in time, cancels in their ratios. N = 2 is a fork pair.
 *
 * <p>The protocol: a file of {@link #size}(N) bytes (64 for N ≤ 3) in the run folder that the
 * runner creates and names in {@link #FILE_ENV} (with this JVM's side, 0 … N − 1, in
 * {@link #SIDE_ENV} and N in {@link #MEMBERS_ENV}, unset: 2), mapped into every member's JVM. Word
 * 0 counts the turns done; words 1 … N hold each side's pid once it has arrived; words N + 1 … 2N
 * are set by the runner when a side's process has exited. Turn t belongs to side
 * {@link #owner}(t, N) = t mod N: a fixed rotation 0 1 … N−1 0 1 … (round k is turns Nk … Nk + N − 1).
 * Strict rotation, not A B B A: every iteration of any side follows exactly N − 1 of the others',
 * so all JVMs idle alike before each iteration (an idle JVM's JIT threads finish compiling, which
 * would favour the side that idled longer, e.g. A B B A's A at the warm-up/measurement boundary);
 * that side 0 is first in every round is balanced by the runner's random order of sides per fork
 * group (the schedule's shuffle). Every iteration, warm-up included,
 * waits for its turn in JMH's {@code @Setup(Level.Iteration)}, which JMH runs before the
 * iteration's timer starts (BenchmarkHandler starts timing after all workers announce warm-up
 * ready, which the generated code does after the iteration setups), and hands the turn on in
 * {@code @TearDown(Level.Iteration)}, after the timer stopped. So at any time one benchmark thread
 * runs, as in an unpaired fork, and each JVM warms in the same conditions it is measured in.
 *
 * <p>The first turn waits until every side has arrived (every JVM started and set up), and a side
 * that has done its last iteration waits for the others' last, so that no JVM's start-up or exit
 * overlaps another's iterations. A waiting side polls the mapped word once a millisecond (no system
 * call); it fails its fork with one {@code protocross:} line when another member's process has
 * exited or is gone, or after the timeout ({@link #TIMEOUT_ENV}) without a turn. As the rotation
 * waits on every member in turn, one member's failure fails every member still running.
 */
public final class TurnTaking {
  /** The turn file (set by the runner; unset: not paired, every hook does nothing). */
  public static final String FILE_ENV = "PROTOCROSS_TURNS_FILE";
  /** This JVM's side: 0 (takes JMH's host lock) or 1 … N − 1 (run beside it with {@code jmh.ignoreLock}). */
  public static final String SIDE_ENV = "PROTOCROSS_TURNS_SIDE";
  /**
   * The fork group's columns in side order, comma-separated, recorded in the meta file so that the
   * aggregator can pair the forks; its length is N. (Runs before fork groups named the one partner's
   * column in {@code PROTOCROSS_TURNS_PARTNER} and meta's {@code turns.partner}, still read there.)
   */
  public static final String GROUP_ENV = "PROTOCROSS_TURNS_GROUP";
  /** How long a side waits for a turn (or the partner's arrival) before it fails; default 300 s. */
  /** N, the fork group's members (unset: 2, a fork pair). */
  public static final String MEMBERS_ENV = "PROTOCROSS_TURNS_MEMBERS";
  public static final String TIMEOUT_ENV = "PROTOCROSS_TURNS_TIMEOUT_SECONDS";
  /** The turn file's size for a fork pair (and its least size). */
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
  private final int members;
  private final long timeoutNanos;
  private final Path order;
  private int done;
  private final long[] pids;

  /** A fork pair's side. */
  TurnTaking(Path file, int side, long timeoutSeconds) {
    this(file, side, 2, timeoutSeconds);
  }

  TurnTaking(Path file, int side, int members, long timeoutSeconds) {
    if (members < 2 || side < 0 || side >= members) {
      throw new ProtocrossException(SIDE_ENV + " must be 0 … N − 1 of N ≥ 2 members, got side " + side + " of " + members);
    }
    this.side = side;
    this.members = members;
    this.pids = new long[members];
    int size = size(members);
    this.timeoutNanos = timeoutSeconds * 1_000_000_000L;
    this.order = file.resolveSibling(file.getFileName() + ".order");
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      if (ch.size() < size) {
        throw new ProtocrossException("turn file " + file + " has " + ch.size() + " bytes, not " + size);
      }
      this.map = ch.map(FileChannel.MapMode.READ_WRITE, 0, size);
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
        String members = System.getenv(MEMBERS_ENV);
        try {
          fromEnv = new TurnTaking(Path.of(file), Integer.parseInt(side == null ? "" : side.strip()),
              members == null ? 2 : Integer.parseInt(members.strip()), timeout == null ? 300 : Long.parseLong(timeout.strip()));
        } catch (NumberFormatException e) {
          throw fail(SIDE_ENV + " / " + MEMBERS_ENV + " / " + TIMEOUT_ENV + " must be numbers, got '" + side + "' / '"
              + members + "' / '" + timeout + "'");
        }
      }
    }
    return fromEnv;
  }

  /**
   * Whether the runner asked this JVM to take turns beside side 0, which holds JMH's host lock for
   * the fork group (the host JVM asks before JMH starts).
   */
  public static boolean pairedBesideSide0() {
    String file = System.getenv(FILE_ENV);
    String side = System.getenv(SIDE_ENV);
    return file != null && !file.isEmpty() && side != null && !side.isBlank() && !side.strip().equals("0");
  }

  /** The turn file's bytes for a fork group of {@code members}: the turn count, N pids, N exit marks. */
  public static int size(int members) {
    return Math.max(SIZE, 8 * (1 + 2 * members));
  }

  /** Side of turn {@code t} in a fork pair: A B A B … */
  public static int owner(long t) {
    return owner(t, 2);
  }

  /** Side of turn {@code t} in a fork group of {@code members}: 0 1 … N−1 0 1 … */
  public static int owner(long t, int members) {
    return (int) (t % members);
  }

  /** The turn of a fork pair's side {@code s}'s iteration {@code k} (0-based, warm-up included). */
  public static long turnOf(int s, int k) {
    return turnOf(s, k, 2);
  }

  /** The turn of side {@code s}'s iteration {@code k} (0-based, warm-up included): round k's s-th. */
  public static long turnOf(int s, int k, int members) {
    return (long) members * k + s;
  }

  /**
   * Blocks until it is this side's turn for its next iteration, then logs it in the order file.
   *
   * @param kind "warmup" or "measurement", for the log
   * @param index the iteration's number within its kind (1-based, as JMH prints it)
   */
  public void begin(String kind, int index) {
    if (done == 0) {
      put(pidAt(side), ProcessHandle.current().pid());
      awaitOrFail(() -> missing() < 0, members == 2 ? "the partner's arrival" : "every side's arrival");
    }
    long mine = turnOf(side, done, members);
    awaitOrFail(() -> get(DONE) >= mine, "turn " + mine);
    log(mine + " side " + side + " " + kind + " " + index + " " + System.currentTimeMillis());
  }

  /**
   * Hands the turn on; after this side's last iteration ({@code last}), waits for the others'
   * last, so that this JVM's exit does not overlap them (a member gone by then ends the wait).
   */
  public void end(boolean last) {
    long mine = turnOf(side, done, members);
    put(DONE, mine + 1);
    done++;
    if (last) {
      long all = (long) members * done;
      await(() -> get(DONE) >= all);
    }
  }

  /** Iterations this side has finished. */
  public int done() {
    return done;
  }

  /** For the runner: a fork pair's side {@code s}'s process has exited (a waiting partner fails at once). */
  public static void markExited(Path file, int s) throws IOException {
    markExited(file, s, 2);
  }

  /** For the runner: side {@code s}'s process has exited (every waiting member fails at once). */
  public static void markExited(Path file, int s, int members) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ByteBuffer b = ByteBuffer.allocate(8).order(ByteOrder.nativeOrder()).putLong(0, 1);
      ch.write(b, 8L * (1 + members + s));
    }
  }

  /** For the runner: a fork pair's fresh turn file (all zero). */
  public static void create(Path file) throws IOException {
    create(file, 2);
  }

  /** For the runner: a fresh turn file (all zero) for a fork group of {@code members}. */
  public static void create(Path file, int members) throws IOException {
    Files.write(file, new byte[size(members)], StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
  }

  private int pidAt(int s) {
    return 8 + 8 * s;
  }

  private int exitedAt(int s) {
    return 8 * (1 + members + s);
  }

  /** The first other side that has not arrived yet, or −1 when all have. */
  private int missing() {
    for (int s = 0; s < members; s++) {
      if (s != side && get(pidAt(s)) == 0) {
        return s;
      }
    }
    return -1;
  }

  /** How a failure line names side {@code s}: "the partner" in a fork pair, as before fork groups. */
  private String who(int s) {
    return members == 2 ? "the partner" : "side " + s;
  }

  private void awaitOrFail(java.util.function.BooleanSupplier ready, String what) {
    String gone = await(ready);
    if (gone != null) {
      throw fail(FAILURE_PREFIX.substring("protocross: ".length()) + side + ": " + gone + " while waiting for " + what
          + " (" + done + " of this side's iterations done)");
    }
  }

  /** Null when ready; otherwise why it never will be (another member gone, or the timeout). */
  private String await(java.util.function.BooleanSupplier ready) {
    long start = System.nanoTime();
    long checked = start;
    while (!ready.getAsBoolean()) {
      long now = System.nanoTime();
      for (int s = 0; s < members; s++) {
        if (s != side && get(exitedAt(s)) != 0) {
          return who(s) + "'s process exited";
        }
      }
      if (now - checked >= PID_CHECK_NANOS) {
        checked = now;
        for (int s = 0; s < members; s++) {
          if (s == side) {
            continue;
          }
          long pid = get(pidAt(s));
          if (pid != 0) {
            pids[s] = pid;
          }
          if (pids[s] != 0 && !alive(pids[s])) {
            return who(s) + "'s JVM (pid " + pids[s] + ") is gone";
          }
        }
      }
      if (now - start >= timeoutNanos) {
        int late = missing() >= 0 ? missing() : owner(get(DONE), members);
        return "no turn from " + who(late) + " in " + (timeoutNanos / 1_000_000_000L) + " s";
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
