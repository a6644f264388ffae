package protocross.runner.plan;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import protocross.jars.RunnerException;

/**
 * Adaptive forks: after the planned rounds, cells whose 95 % CI half-width (relative to their
 * median, as the aggregator computes it) exceeds {@code targetHalfWidth} get more forks, one round
 * of their whole group at a time, until none is wider, a cell has {@code maxForks}, or the next
 * round would end after {@code budgetMinutes} of this session.
 */
public record Adaptive(double targetHalfWidth, int maxForks, int budgetMinutes) {

  public Adaptive {
    if (!(targetHalfWidth > 0 && targetHalfWidth < 1)) {
      throw new RunnerException("--target-half-width must be between 0 and 1 (e.g. 0.02 for ±2 %), got " + targetHalfWidth);
    }
    if (budgetMinutes < 1) {
      throw new RunnerException("--budget-minutes must be at least 1, got " + budgetMinutes);
    }
  }

  public ObjectNode toJson() {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("targetHalfWidth", targetHalfWidth);
    n.put("maxForks", maxForks);
    n.put("budgetMinutes", budgetMinutes);
    return n;
  }
}
