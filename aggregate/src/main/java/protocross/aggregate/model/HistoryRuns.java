package protocross.aggregate.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.aggregate.read.AggregateException;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;
import protocross.aggregate.read.RunDir;
import protocross.aggregate.read.RunJsonDifference;
import protocross.aggregate.read.Shards;

/**
 * The runs a history is made of, each read and checked as the tables' own ({@link RunDir},
 * {@link Provenance}; the shard folders of a run split across hosts merged into it first,
 * {@link Shards}), then checked against each other: an implementation's op may come from one
 * run only (a comparison never crosses runs), and every run must have measured on the same terms, so the
 * history's lines read as one measurement. Each refusal is one line naming the field and both runs.
 */
public final class HistoryRuns {
  /** run.json fields that must be equal across the runs of one history: the terms of measurement. */
  static final List<String> SAME = List.of("jdk", "jvmFlags", "launch", "jmh", "manifestSha256", "datasets");

  /** The key of a set of shard folders in {@link #read}; the key of a whole run's folder is "folder i". */
  private static final String SHARDS_OF = "shards of ";

  private HistoryRuns() {}

  /**
   * Every run folder read; the shard folders of one run ({@code --shard I/N}: run.json "shard"), in
   * any order among the others, are merged into that run by {@link Shards#merge}, which refuses in
   * one line a set with a shard missing or given twice, or whose provenance differs. The shards of
   * one run are those with the same columns and ops (a history takes each implementation's op from
   * one run, so two runs never share both); the runs keep the order their first folder has.
   */
  public static List<RecordedRun> read(List<Path> dirs) {
    Map<String, List<Path>> sets = new LinkedHashMap<>();
    for (int i = 0; i < dirs.size(); i++) {
      String plan = shardedPlan(dirs.get(i));
      String key = plan == null ? "folder " + i : SHARDS_OF + plan;
      sets.computeIfAbsent(key, k -> new ArrayList<>()).add(dirs.get(i));
    }
    List<RecordedRun> runs = new ArrayList<>();
    for (Map.Entry<String, List<Path>> set : sets.entrySet()) {
      if (set.getKey().startsWith(SHARDS_OF)) {
        runs.add(Shards.merge(set.getValue()));
      } else {
        runs.add(RunDir.readOneOf(set.getValue().get(0)));
      }
    }
    check(runs);
    return runs;
  }

  /**
   * A shard's columns and ops, which name the run it is part of among a history's runs; null when
   * the folder is not a shard (or its run.json cannot be read: {@link RunDir} then says why).
   */
  static String shardedPlan(Path dir) {
    JsonNode run;
    try {
      run = Json.read(dir.resolve("run.json"), "run.json").node();
    } catch (AggregateException e) {
      return null;
    }
    return run.hasNonNull("shard") ? run.path("columns") + " " + run.path("ops") : null;
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
