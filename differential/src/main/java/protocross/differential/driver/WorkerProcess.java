package protocross.differential.driver;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import protocross.contract.ProtocrossException;
import protocross.differential.Protocol;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Input;
import protocross.differential.Protocol.Kind;

/**
 * One implementation's worker JVM. A batch that kills the worker (a native crash, an exit) or
 * outlives the timeout ends in CRASH or HANG for the first unanswered input; the worker is then
 * restarted and the rest of the batch is sent again, so one bad input costs one answer, not a run.
 */
final class WorkerProcess implements AutoCloseable {
  private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "worker-watchdog");
    t.setDaemon(true);
    return t;
  });

  final String name;
  private final List<String> command;
  private final long timeoutMillis;
  private Process process;
  private DataOutputStream out;
  private DataInputStream in;
  private int restarts;

  private final Path log;
  private final Map<String, String> env;

  /** {@code logDir} gets the worker's stderr and, after a native crash, the JVM's hs_err file. */
  WorkerProcess(String name, Path java, Path jar, Map<String, String> env, Path logDir, long timeoutMillis) {
    this.name = name;
    this.env = env;
    this.log = logDir.resolve(name + ".log");
    // Native access for upb's FFM binding; a small heap, since a worker holds one batch at a time.
    this.command = List.of(java.toString(), "--enable-native-access=ALL-UNNAMED", "-Xss4m", "-Xmx512m",
        "-XX:+UseSerialGC",
        "-XX:ErrorFile=" + logDir.resolve(name + "-hs_err_%p.log"), "-cp", jar.toString(), "protocross.differential.Worker");
    this.timeoutMillis = timeoutMillis;
  }

  int restarts() {
    return restarts;
  }

  /** Starts the worker and checks its hello: a worker that cannot start stops the run with one line. */
  void start() {
    try {
      ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
      pb.environment().putAll(env);
      process = pb.start();
      out = new DataOutputStream(new BufferedOutputStream(process.getOutputStream(), 1 << 16));
      in = new DataInputStream(new BufferedInputStream(process.getInputStream(), 1 << 16));
      if (in.readInt() == Protocol.HELLO && in.readUTF().equals(name)) {
        return;
      }
    } catch (IOException e) {
      // reported below
    }
    kill();
    throw new ProtocrossException(name + "'s worker did not start (see " + log + "); its benchmarks.jar may predate the "
        + "differential worker: rebuild it with mvn -B package -DskipTests");
  }

  /** One answer per input, in order; never throws for anything the worker does. */
  List<Answer> run(List<Input> batch) {
    List<Answer> answers = new ArrayList<>(batch.size());
    while (answers.size() < batch.size()) {
      List<Input> rest = batch.subList(answers.size(), batch.size());
      int before = answers.size();
      Answer failure = attempt(rest, answers);
      if (failure != null) {
        answers.add(failure);
        kill();
        restarts++;
      }
      if (answers.size() == before) {
        throw new IllegalStateException(name + " worker made no progress");
      }
    }
    return answers;
  }

  /** Sends {@code batch}, appends answers; returns the failure of the first unanswered input, if any. */
  private Answer attempt(List<Input> batch, List<Answer> answers) {
    var hung = new java.util.concurrent.atomic.AtomicBoolean();
    var timer = WATCHDOG.schedule(() -> {
      hung.set(true);
      kill();
    }, timeoutMillis + 2L * batch.size(), TimeUnit.MILLISECONDS);
    try {
      if (process == null || !process.isAlive()) {
        start();
      }
      out.writeInt(batch.size());
      for (Input i : batch) {
        Protocol.writeInput(out, i);
      }
      out.flush();
      for (int i = 0; i < batch.size(); i++) {
        answers.add(Protocol.readAnswer(in));
      }
      return null;
    } catch (IOException e) {
      if (hung.get()) {
        return Answer.failed(Kind.HANG, "no answer within the batch timeout; worker killed");
      }
      return Answer.failed(Kind.CRASH, "worker died: " + exitStatus());
    } finally {
      timer.cancel(false);
    }
  }

  private String exitStatus() {
    try {
      if (process.waitFor(5, TimeUnit.SECONDS)) {
        int code = process.exitValue();
        return code > 128 ? "signal " + (code - 128) : "exit code " + code;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "unknown status";
  }

  private synchronized void kill() {
    if (process != null) {
      process.destroyForcibly();
      try {
        process.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public void close() {
    if (process != null && process.isAlive()) {
      try {
        out.writeInt(0);
        out.flush();
        process.waitFor(5, TimeUnit.SECONDS);
      } catch (IOException | InterruptedException e) {
        // already gone: nothing to end
      }
      kill();
    }
  }
}
