package protocross.differential.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import protocross.contract.ProtocrossException;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Input;

/** Feeds the same inputs to every implementation's worker at once and pairs up the answers. */
final class Differential implements AutoCloseable {
  private final List<WorkerProcess> workers = new ArrayList<>();
  private final ExecutorService pool;

  Differential(WorkerJars impls, Path logDir, long timeoutMillis) {
    try {
      Files.createDirectories(logDir);
    } catch (IOException e) {
      throw new ProtocrossException("cannot create worker log directory " + logDir + ": " + e);
    }
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    for (WorkerJars.WorkerJar impl : impls.built()) {
      workers.add(new WorkerProcess(impl.name(), java, impl.jar(), impl.env(), logDir, timeoutMillis));
    }
    pool = Executors.newFixedThreadPool(workers.size());
    workers.forEach(WorkerProcess::start);
  }

  List<AnswerPattern> judge(List<Input> inputs) {
    List<Future<List<Answer>>> futures = new ArrayList<>();
    for (WorkerProcess w : workers) {
      futures.add(pool.submit(() -> w.run(inputs)));
    }
    List<List<Answer>> byWorker = new ArrayList<>();
    for (Future<List<Answer>> f : futures) {
      try {
        byWorker.add(f.get());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ProtocrossException("interrupted");
      } catch (ExecutionException e) {
        throw new ProtocrossException("differential driver failed: " + e.getCause());
      }
    }
    List<AnswerPattern> verdicts = new ArrayList<>(inputs.size());
    for (int i = 0; i < inputs.size(); i++) {
      Map<String, Answer> answers = new LinkedHashMap<>();
      for (int w = 0; w < workers.size(); w++) {
        answers.put(workers.get(w).name, byWorker.get(w).get(i));
      }
      verdicts.add(AnswerPattern.of(answers));
    }
    return verdicts;
  }

  /** Worker restarts so far, by implementation: each is one crash or hang. */
  Map<String, Integer> restarts() {
    Map<String, Integer> r = new LinkedHashMap<>();
    workers.forEach(w -> r.put(w.name, w.restarts()));
    return r;
  }

  @Override
  public void close() {
    workers.forEach(WorkerProcess::close);
    pool.shutdownNow();
  }
}
