package protocross.runner.run;

import java.io.IOException;
import java.util.List;
import protocross.runner.RunLayout;

/** Asks which cells of a run are still wider than the target (the aggregator knows the statistics). */
interface WideCells {

  /** The cells whose 95 % CI half-width exceeds {@code targetHalfWidth}; empty when none does. */
  List<WideCell> ask(RunLayout layout, double targetHalfWidth) throws IOException, InterruptedException;
}
