package protocross.runner.run;

import protocross.contract.adapter.Op;
import protocross.jars.RunnerException;

/**
 * A cell whose 95 % CI half-width (relative to its median) is still above the adaptive target,
 * as the aggregator reports it: {@code <dataset>\t<op>\t<column>\t<forks>\t<halfWidth>}.
 */
record WideCell(String dataset, Op op, String column, int forks, double halfWidth) {

  public static WideCell parse(String line) {
    String[] f = line.split("\t");
    if (f.length != 5) {
      throw new RunnerException("wide-cells line has " + f.length + " fields, want 5: '" + line + "'");
    }
    try {
      return new WideCell(f[0], Op.valueOf(f[1]), f[2], Integer.parseInt(f[3]), Double.parseDouble(f[4]));
    } catch (IllegalArgumentException e) {
      throw new RunnerException("wide-cells line unreadable: '" + line + "': " + e.getMessage());
    }
  }

  public String groupId() {
    return dataset + "/" + op;
  }
}
