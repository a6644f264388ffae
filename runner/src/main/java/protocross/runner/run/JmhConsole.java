package protocross.runner.run;

import java.util.function.Consumer;
import protocross.contract.adapter.Op;
import protocross.runner.plan.Cell;

/**
 * Follows JMH's console output to notice each cell as it finishes: "# Benchmark:" and
 * "# Parameters:" start a cell, "Result ..." followed by the score line ends it. A cell that
 * starts and never reaches its result (forked VM crashed) is reported as failed.
 */
final class JmhConsole implements Consumer<String> {

  /** Called once per cell that started. */
  public interface Listener {
    void cellFinished(Cell cell, boolean ok, String score);
  }

  private final Listener listener;
  private Op op;
  private Cell current;
  private boolean resultSeen;

  public JmhConsole(Listener listener) {
    this.listener = listener;
  }

  @Override
  public void accept(String line) {
    if (line.startsWith("# Benchmark: ")) {
      finishCurrent(null);
      String name = line.substring("# Benchmark: ".length()).trim();
      op = opOf(name);
    } else if (line.startsWith("# Parameters: (") && op != null) {
      finishCurrent(null);
      current = new Cell(op, datasetOf(line));
    } else if (line.startsWith("Result \"") && current != null) {
      resultSeen = true;
    } else if (resultSeen && !line.isBlank()) {
      finishCurrent(line.trim().split("\\s+")[0]);
    } else if (line.startsWith("# Run complete")) {
      finishCurrent(null);
    }
  }

  /** End of output: a cell still open never got its result. */
  public void close() {
    finishCurrent(null);
  }

  private void finishCurrent(String score) {
    if (current != null) {
      listener.cellFinished(current, resultSeen, score);
    }
    current = null;
    resultSeen = false;
  }

  private static Op opOf(String benchmark) {
    String name = benchmark.substring(benchmark.lastIndexOf('.') + 1);
    try {
      return Op.valueOf(name);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** From "# Parameters: (dataset = api_response)". */
  private static String datasetOf(String line) {
    int i = line.indexOf("dataset = ");
    if (i < 0) {
      return "?";
    }
    String rest = line.substring(i + "dataset = ".length());
    int end = rest.indexOf(',');
    if (end < 0) {
      end = rest.indexOf(')');
    }
    return (end < 0 ? rest : rest.substring(0, end)).trim();
  }
}
