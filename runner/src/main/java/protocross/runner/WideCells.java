package protocross.runner;

import java.io.IOException;
import java.util.List;

/** Asks which cells of a run are still wider than the target (the aggregator knows the statistics). */
public interface WideCells {

  /** The cells whose 95 % CI half-width exceeds {@code targetHalfWidth}; empty when none does. */
  List<WideCell> ask(RunLayout layout, double targetHalfWidth) throws IOException, InterruptedException;
}
