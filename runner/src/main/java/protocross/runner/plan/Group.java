package protocross.runner.plan;

import java.util.List;
import protocross.contract.adapter.Op;

/**
 * One (dataset, op) and the columns that run it: the unit of interleaving. In a round, a group's
 * columns run back to back in a fresh shuffled order, so that every comparison in a table row is
 * between forks seconds apart.
 */
public record Group(String dataset, Op op, List<String> columns) {
  public Group {
    columns = List.copyOf(columns);
  }

  public String id() {
    return dataset + "/" + op;
  }
}
