package protocross.aggregate.read;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.DatasetLayout;
import protocross.contract.dataset.Datasets;

/**
 * The runs of a published set ({@link PublishedSet}), each read and checked as its own tables'
 * run ({@link RunDir}, {@link Provenance}), then checked against each other before their tables
 * stand side by side in one tables.md: one CPU model, one JDK and the same JVM flags (what makes
 * them one host's measurements), the same data under each dataset name, and each (op, dataset)
 * timed by one run only (a published cell has one source). A refusal is one line, exit status
 * {@link #REFUSED}. What else differs between the runs is said in one paragraph
 * ({@link #differences}), never hidden.
 */
public final class PublishedRuns {
  /** Exit status of a set refused as a whole (each of its runs may be fine on its own). */
  public static final int REFUSED = 2;
  /** run.json fields every run of a set must have equal. */
  static final List<String> SAME = List.of("host.cpu", "jdk", "jvmFlags");

  /** One dataset's line of a run's MANIFEST.tsv. */
  record ManifestLine(String messageType, String payloads, String payloadBytes, String sha256, String digest) {}

  private PublishedRuns() {}

  public static List<RecordedRun> read(List<Path> dirs) {
    List<RecordedRun> runs = new ArrayList<>();
    for (Path dir : dirs) {
      try {
        RecordedRun run = RunDir.read(dir);
        Provenance.check(run);
        runs.add(run);
      } catch (AggregateException e) {
        throw new AggregateException(dir + ": " + e.getMessage(), e.status);
      }
    }
    check(runs);
    return runs;
  }

  /** The ops a run times, every JMH mode, without the control op (each run's own harness overhead). */
  public static List<String> ops(RecordedRun run) {
    return run.runJson().strings("ops").stream().filter(op -> !op.equals(RecordedRun.CONTROL)).toList();
  }

  static void check(List<RecordedRun> runs) {
    RecordedRun first = runs.get(0);
    for (RecordedRun run : runs.subList(1, runs.size())) {
      for (String field : SAME) {
        String difference = RunJsonDifference.of(first, run, field);
        if (difference != null) {
          throw refuse(run, first, "they differ in run.json " + difference + "; the runs of one published tables.md must"
              + " come from one CPU model, JDK and JVM flags");
        }
      }
    }
    for (int i = 1; i < runs.size(); i++) {
      for (int j = 0; j < i; j++) {
        sameData(runs.get(j), runs.get(i));
      }
    }
    Map<String, RecordedRun> timedBy = new LinkedHashMap<>();
    for (RecordedRun run : runs) {
      for (String op : ops(run)) {
        for (RecordedRun.Dataset d : run.datasets()) {
          RecordedRun other = timedBy.putIfAbsent(op + " on " + d.name(), run);
          if (other != null) {
            throw refuse(run, other, "both time " + op + " on " + d.name() + "; each (op, dataset) of the published tables"
                + " comes from one run, so list only one of them in " + PublishedSet.FILE);
          }
        }
      }
    }
  }

  /**
   * A dataset both runs time must be the same data in both: payload count, bytes and reference
   * digest, and the sha256 of its payloads wherever the message type is the same (the sha256
   * covers the type's name, so a renamed proto package changes it and nothing else).
   */
  private static void sameData(RecordedRun a, RecordedRun b) {
    Map<String, ManifestLine> ma = manifest(a);
    Map<String, ManifestLine> mb = manifest(b);
    for (RecordedRun.Dataset d : b.datasets()) {
      ManifestLine x = ma.get(d.name());
      ManifestLine y = mb.get(d.name());
      if (x == null || y == null || a.datasets().stream().noneMatch(o -> o.name().equals(d.name()))) {
        continue;
      }
      String why = null;
      if (!x.payloads().equals(y.payloads())) {
        why = "payloads " + y.payloads() + " vs " + x.payloads();
      } else if (!x.payloadBytes().equals(y.payloadBytes())) {
        why = "payload bytes " + y.payloadBytes() + " vs " + x.payloadBytes();
      } else if (!x.digest().equals(y.digest())) {
        why = "reference digest " + y.digest() + " vs " + x.digest();
      } else if (!simpleName(x.messageType()).equals(simpleName(y.messageType()))) {
        why = "message type " + y.messageType() + " vs " + x.messageType();
      } else if (x.messageType().equals(y.messageType()) && !x.sha256().equals(y.sha256())) {
        why = "sha256 of the payloads " + y.sha256() + " vs " + x.sha256();
      }
      if (why != null) {
        throw refuse(b, a, "their MANIFEST.tsv give dataset " + d.name() + " different data (" + why + "); a dataset's"
            + " name must mean the same payloads in every section");
      }
    }
  }

  /** A run's MANIFEST.tsv, dataset → line (the header skipped). */
  public static Map<String, ManifestLine> manifest(RecordedRun run) {
    Map<String, ManifestLine> out = new LinkedHashMap<>();
    List<String> lines = new String(run.manifest(), StandardCharsets.UTF_8).lines().skip(1).filter(l -> !l.isBlank()).toList();
    for (String line : lines) {
      String[] f = line.split("\t");
      if (f.length < 6) {
        throw new AggregateException(run.runId() + ": MANIFEST.tsv line '" + line + "' has " + f.length
            + " tab-separated fields, expected 6");
      }
      out.put(f[0], new ManifestLine(f[1], f[2], f[3], f[4], f[5]));
    }
    return out;
  }

  private static String simpleName(String type) {
    return type.substring(type.lastIndexOf('.') + 1);
  }

  private static String packageOf(String type) {
    int dot = type.lastIndexOf('.');
    return dot < 0 ? "(none)" : type.substring(0, dot);
  }

  /**
   * One paragraph for tables.md: which provenance fields differ between the runs (each with its
   * values and the runs that have them) and why that is acceptable: no figure combines two runs,
   * and what must be equal for their sections to stand side by side was checked ({@link #check}).
   * A library recorded with different values is the exception, marked in bold: the columns that
   * use it ran another build in each run, so their figures must not be compared across runs.
   * Fields every run has its own value of (date, host name, schedule seed) are left to the
   * provenance blocks. {@code repo} (may be null) holds the committed datasets, which prove equal
   * payload bytes when the manifests' sha256 differ only through a renamed proto package.
   */
  public static String differences(List<RecordedRun> runs, Path repo) {
    List<String> clauses = new ArrayList<>();
    boolean notComparable = false;
    String commits = byValue(runs, r -> "`" + r.commit().substring(0, Math.min(7, r.commit().length())) + "`"
        + (r.runJson().has("dirty") && r.runJson().bool("dirty") ? " (dirty)" : ""));
    if (commits != null) {
      clauses.add("commit (" + commits + "): each run's figures come from the code at its own commit");
    }
    String manifests = byValue(runs, r -> {
      String sha = r.runJson().text("manifestSha256");
      return "`" + sha.substring(0, Math.min(12, sha.length())) + "…`";
    });
    if (manifests != null) {
      clauses.add("the manifest's sha256 (" + manifests + "): " + sameDataSaid(runs, repo));
    }
    List<String> jmh = differingKeys(runs, r -> r.runJson().node().path("jmh"));
    if (!jmh.isEmpty()) {
      clauses.add("JMH settings (" + String.join(", ", jmh.stream().map(k -> "`jmh." + k + "`").toList()) + "): each run's"
          + " block gives its own, and each table is computed from its own run's forks");
    }
    String forks = byValue(runs, r -> String.valueOf(r.planned()));
    if (forks != null) {
      clauses.add("forks per cell planned (" + forks + "): a cell's interval and verdict rest on its own run's forks, so a"
          + " run with fewer forks has wider intervals");
    }
    String adaptive = byValue(runs, r -> r.runJson().has("adaptive")
        ? "to at most " + RunJsonDifference.at(r, "adaptive.maxForks").asText() + " forks" : "none");
    if (adaptive != null) {
      clauses.add("adaptive rounds (" + adaptive + "): more forks only where a cell's interval was still wide, in the runs"
          + " that had them");
    }
    String columns = byValue(runs, r -> "`" + String.join(", ", r.columns()) + "`");
    if (columns != null) {
      boolean twins = byValue(runs, r -> String.valueOf(r.columns().stream().anyMatch(RecordedRun::isTwin))) != null;
      clauses.add("columns (" + columns + ")" + (twins ? ": the A/A twin measures the false-positive rate of the run that"
          + " has one only (measurement-spread.md)" : ""));
    }
    String baselines = byValue(runs, r -> "`" + r.baseline() + "`");
    if (baselines != null) {
      clauses.add("baseline (" + baselines + "): each ratio is against its own run's baseline, named under its table");
    }
    Set<String> libraries = new LinkedHashSet<>();
    runs.forEach(r -> r.runJson().node().path("libraries").fieldNames().forEachRemaining(libraries::add));
    List<String> partly = new ArrayList<>();
    for (String lib : libraries) {
      List<String> without = runs.stream().filter(r -> r.runJson().node().path("libraries").path(lib).isMissingNode())
          .map(r -> "`" + r.runId() + "`").toList();
      if (!without.isEmpty()) {
        partly.add("`" + lib + "` not in " + String.join(", ", without));
        continue;
      }
      String values = byValue(runs, r -> "`" + r.runJson().node().path("libraries").path(lib).asText() + "`");
      if (values != null) {
        notComparable = true;
        clauses.add("**library `" + lib + "` (" + values + ")**: the columns that use it ran another build or release of"
            + " it in each run, so their figures must not be compared across runs");
      }
    }
    if (!partly.isEmpty()) {
      clauses.add("libraries recorded by some runs only (" + String.join("; ", partly) + "): each run's block lists"
          + " what it recorded");
    }
    for (String field : List.of("runner", "launch", "host.kernel", "host.cores", "host.coresUsed", "quiesced")) {
      String values = byValue(runs, r -> {
        JsonNode n = RunJsonDifference.at(r, field);
        return "`" + (n.isMissingNode() ? "(absent)" : n.isValueNode() ? n.asText() : n.toString()) + "`";
      });
      if (values != null) {
        clauses.add(field + " (" + values + "): each run's block gives its own");
      }
    }
    RecordedRun first = runs.get(0);
    String checked = "one CPU model (`" + first.cpu() + "`), one JDK (" + first.runJson().text("jdk")
        + "), the same JVM flags, the same data under each dataset name, and no (op, dataset) timed by two runs";
    StringBuilder s = new StringBuilder("**Where the runs differ.** ");
    if (clauses.isEmpty()) {
      s.append("In nothing but their ops, datasets, dates and schedules.");
    } else {
      s.append("They differ in ").append(String.join("; ", clauses)).append('.');
    }
    s.append(" That is acceptable for reading each section on its own terms: no figure in this file combines two runs"
        + " (every median, interval, ratio and verdict is computed within one run, and each section's heading names its"
        + " run), and what must hold for the runs to stand side by side was checked: ").append(checked).append('.');
    if (notComparable) {
      s.append(" It is **not** acceptable for what is marked in bold: do not compare those columns' figures across runs.");
    }
    return s.toString();
  }

  /** What was checked of the datasets when the runs' manifests differ, and whether the payload bytes were proven equal. */
  private static String sameDataSaid(List<RecordedRun> runs, Path repo) {
    String packages = byValue(runs, r -> "`" + String.join(", ", new LinkedHashSet<>(
        manifest(r).values().stream().map(l -> packageOf(l.messageType())).toList())) + "`");
    if (packages == null) {
      return "for every dataset two runs share, their MANIFEST.tsv give the same message type, payload count, payload"
          + " bytes, sha256 of the payloads and reference digest (checked), so the manifests differ only in datasets not"
          + " every run has";
    }
    return "for every dataset two runs share, their MANIFEST.tsv give the same payload count, payload bytes and reference"
        + " digest (checked), and a message type that differs only in its proto package (" + packages + "), which the"
        + " sha256 hashes with the payloads; " + (recomputed(runs, repo)
            ? "the committed payloads in `datasets/` give every run's sha256 with its own message type (recomputed), so"
                + " every run timed the same payload bytes"
            : "the payloads are not in the run folders, so beyond their sizes and digests they were not compared");
  }

  /**
   * Whether the committed dataset directories ({@code <repo>/datasets/<name>/}) give, for every
   * dataset of every run, the sha256 its MANIFEST.tsv records, with that run's own message type:
   * then every run timed those very payload bytes. False when a directory is missing, unreadable
   * or gives another hash (nothing is claimed then).
   */
  private static boolean recomputed(List<RecordedRun> runs, Path repo) {
    if (repo == null) {
      return false;
    }
    for (RecordedRun r : runs) {
      Map<String, ManifestLine> manifest = manifest(r);
      for (RecordedRun.Dataset d : r.datasets()) {
        ManifestLine line = manifest.get(d.name());
        Path dir = repo.resolve("datasets").resolve(d.name());
        if (line == null || !Files.isDirectory(dir)) {
          return false;
        }
        try {
          DatasetFile committed = DatasetLayout.read(dir);
          byte[] container = new DatasetFile(d.name(), line.messageType(), committed.payloads()).toContainer();
          if (!Datasets.sha256(container).equals(line.sha256())) {
            return false;
          }
        } catch (RuntimeException e) {
          return false; // a directory that does not read proves nothing; the paragraph then claims nothing
        }
      }
    }
    return true;
  }

  /**
   * "{@code v1} in `run-a`; {@code v2} in `run-b`, `run-c`": the runs grouped by {@code value}, in
   * the order first met; null when every run has the same value.
   */
  private static String byValue(List<RecordedRun> runs, Function<RecordedRun, String> value) {
    Map<String, List<String>> groups = new LinkedHashMap<>();
    for (RecordedRun r : runs) {
      groups.computeIfAbsent(value.apply(r), v -> new ArrayList<>()).add("`" + r.runId() + "`");
    }
    if (groups.size() < 2) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    groups.forEach((v, ids) -> parts.add(v + " in " + String.join(", ", ids)));
    return String.join("; ", parts);
  }

  /** The fields of an object (run.json {@code jmh}) whose values are not the same in every run, in the order first met. */
  private static List<String> differingKeys(List<RecordedRun> runs, Function<RecordedRun, JsonNode> object) {
    Set<String> keys = new LinkedHashSet<>();
    runs.forEach(r -> object.apply(r).fieldNames().forEachRemaining(keys::add));
    List<String> out = new ArrayList<>();
    for (String key : keys) {
      Set<String> values = new LinkedHashSet<>();
      runs.forEach(r -> values.add(object.apply(r).path(key).toString()));
      if (values.size() > 1) {
        out.add(key);
      }
    }
    return out;
  }

  private static AggregateException refuse(RecordedRun run, RecordedRun other, String why) {
    return new AggregateException("refusing to publish " + run.runId() + " beside " + other.runId() + ": " + why, REFUSED);
  }
}
