package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.RecordedRun;

/**
 * The control op (iterate the payloads and consume them, no codec) per dataset: what the harness
 * alone costs, and its share of each op's time for the baseline. Absent when the run has no control.
 */
final class ControlTable {
  private ControlTable() {}

  static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    if (run.datasets().stream().allMatch(d -> summary.controlCell(d.name()) == null)) {
      return;
    }
    md.line("## Harness overhead: the control op");
    md.line();
    List<String> columns = new ArrayList<>(List.of("control, ns per op"));
    run.ops().forEach(op -> columns.add("share of " + run.baseline() + " " + op));
    md.header("dataset", columns);
    for (RecordedRun.Dataset d : run.datasets()) {
      Summary.CellStats control = summary.controlCell(d.name());
      List<String> cells = new ArrayList<>();
      if (control == null) {
        cells.add("no data");
        run.ops().forEach(op -> cells.add("—"));
      } else {
        cells.add(Fmt.nanos(1e9 / control.median()) + TablesWriter.decorate(summary, control, List.of()));
        for (String op : run.ops()) {
          Summary.CellStats c = summary.cell(run.baseline(), op, d.name());
          // Time per op is 1 / ops/s, so the harness's share of an op's time is op ops/s over control ops/s.
          cells.add(c == null || c.n() == 0 ? "—" : Fmt.percent(c.median() / control.median()));
        }
      }
      md.row(d.name(), cells);
    }
    md.line();
    md.line("`control` iterates the dataset's payloads and consumes each one, with no codec: the harness's own cost"
        + " per op, measured on " + run.baseline() + "'s jar with the same settings. The shares say how much of a"
        + " " + run.baseline() + " op's time that is; every implementation pays the same.");
    md.line();
  }
}
