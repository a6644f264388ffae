package protocross.aggregate.render;

import java.util.ArrayList;
import java.util.List;
import protocross.aggregate.model.Stats;
import protocross.aggregate.model.Summary;
import protocross.aggregate.model.Traits;
import protocross.aggregate.read.RecordedRun;

/** Heap bytes per op (-prof gc) for every column, and native bytes where an implementation reports them. */
final class AllocationTable {
  private AllocationTable() {}

  static void render(Summary summary, Traits traits, Md md) {
    RecordedRun run = summary.run();
    if (run.ops().isEmpty()) {
      return; // only first-call or latency ops: timed without -prof gc, so no allocation to show (not an empty table)
    }
    List<String> nativeColumns = run.columns().stream()
        .filter(col -> summary.cells().stream().anyMatch(c -> c.column().equals(col) && !c.nativeBytes().isEmpty()))
        .toList();
    md.line("## Allocation: bytes per op");
    md.line();
    List<String> columns = new ArrayList<>(run.columns());
    nativeColumns.forEach(col -> columns.add(col + " native"));
    md.line("| dataset | op | " + String.join(" | ", columns) + " |");
    md.line("|---|---|" + "---:|".repeat(columns.size()));
    for (RecordedRun.Dataset d : run.datasets()) {
      for (String op : run.ops()) {
        List<String> cells = new ArrayList<>();
        for (String column : run.columns()) {
          Summary.CellStats c = summary.cell(column, op, d.name());
          cells.add(bytesCell(summary, c, c.heapBytes()));
        }
        for (String column : nativeColumns) {
          Summary.CellStats c = summary.cell(column, op, d.name());
          cells.add(bytesCell(summary, c, c.nativeBytes()));
        }
        md.line("| " + Md.cell(d.name()) + " | " + op + " | " + String.join(" | ", cells) + " |");
      }
    }
    String word = run.layout().plural;
    md.line();
    md.line("Java heap bytes allocated per op (JMH `-prof gc`, `gc.alloc.rate.norm`), median of " + word + "; one op is"
        + " one pass over every payload of the dataset. `n=k`: only k " + word + " gave a value.");
    if (!nativeColumns.isEmpty()) {
      md.line("*native* columns: bytes allocated outside the Java heap per op, as the implementation recorded in"
          + " `meta.json` (`nativeBytesPerOp`); the heap column alone understates their allocation.");
    }
    Notes.allocation(summary, traits).ifPresent(note -> md.line("Note: " + note));
    md.line("Failed or missing parts are listed under the throughput tables; forks whose allocation differs from"
        + " their cell's other forks are listed in measurement-spread.md.");
    md.line();
  }

  private static String bytesCell(Summary summary, Summary.CellStats c, List<Double> values) {
    if (values.isEmpty()) {
      return "—";
    }
    return Fmt.bytes(Stats.median(values)) + (values.size() < TablesWriter.expected(summary, c) ? " (n=" + values.size() + ")" : "");
  }
}
