package protocross.aggregate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs a history is made of, each read and checked as the tables' own ({@link RunDir},
 * {@link Provenance}), then checked against each other: an implementation's op may come from one
 * run only (a comparison never crosses runs), and every run must have measured on the same terms, so the
 * history's lines read as one measurement. Each refusal is one line naming the field and both runs.
 */
final class HistoryRuns {
  /** run.json fields that must be equal across the runs of one history: the terms of measurement. */
  static final List<String> SAME = List.of("jdk", "jvmFlags", "launch", "jmh", "manifestSha256", "datasets");

  private HistoryRuns() {}

  static List<RecordedRun> read(List<Path> dirs) {
    List<RecordedRun> runs = new ArrayList<>();
    for (Path dir : dirs) {
      RecordedRun run = RunDir.read(dir);
      Provenance.check(run);
      runs.add(run);
    }
    check(runs);
    return runs;
  }

  static void check(List<RecordedRun> runs) {
    if (runs.isEmpty()) {
      throw new AggregateException("--history needs at least one run directory");
    }
    Map<String, String> lineRun = new LinkedHashMap<>();
    for (RecordedRun run : runs) {
      List<History.Line> lines = History.lines(run);
      if (lines.stream().noneMatch(l -> l.points().size() > 1)) {
        throw new AggregateException(run.runId() + " has no implementation at two releases, so no release step to measure;"
            + " a history run names several, e.g. --impls protobuf-java@3.21.6,protobuf-java@3.21.7");
      }
      for (String op : run.ops()) {
        for (History.Line line : lines) {
          String other = lineRun.putIfAbsent(op + " " + line.impl(), run.runId());
          if (other != null) {
            throw new AggregateException(line.impl() + " " + op + " is in both " + other + " and " + run.runId()
                + "; a history takes each implementation's op from one run (comparisons never cross runs): give one of them");
          }
        }
      }
    }
    RecordedRun first = runs.get(0);
    for (RecordedRun run : runs.subList(1, runs.size())) {
      for (String field : SAME) {
        String difference = RunJsonDifference.of(first, run, field);
        if (difference != null) {
          throw new AggregateException("runs " + first.runId() + " and " + run.runId() + " differ in run.json "
              + difference + "; a history's runs must measure on the same terms");
        }
      }
      String cpu = RunJsonDifference.of(first, run, "host.cpu");
      if (cpu != null) {
        throw new AggregateException("runs " + first.runId() + " and " + run.runId() + " ran on different CPUs (" + cpu
            + "); a history's runs come from one kind of host");
      }
    }
  }

}
