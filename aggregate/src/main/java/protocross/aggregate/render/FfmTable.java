package protocross.aggregate.render;

import java.util.List;
import protocross.aggregate.model.Summary;
import protocross.aggregate.read.Json;
import protocross.aggregate.read.RecordedRun;

/**
 * The implementation that declares a native reference loop (today upb), from Java through FFM
 * against its own C loop on the same payloads: what the trip costs. Which implementation it is comes
 * from the run ({@link RecordedRun#nativeReference}); its library is named {@code lib<impl>} and its
 * compiler flags {@code <impl>.cflags} in run.json's libraries, as the native module records them.
 */
final class FfmTable {
  private FfmTable() {}

  static void render(Summary summary, Md md) {
    RecordedRun run = summary.run();
    String impl = run.nativeReference();
    md.line("## " + impl + ": from Java through FFM vs " + impl + "'s own C loop");
    md.line();
    // Every column of the implementation against the same C loop: the pinned binding first, then each
    // other column of it on the same library release (a prebuilt jar such as upb@before-3409e40), each
    // with its own ratio. A column on another release (a variant, upb@7.35.1) is left out: the C loop
    // runs the pinned release's library only, and dividing by another library's speed is no FFM / C.
    List<String> sameImpl = run.columns().stream()
        .filter(c -> !c.equals(impl) && !RecordedRun.isTwin(c) && RecordedRun.implOf(c).equals(impl)).toList();
    String loopSource = library(run.runJson(), impl, null, "sdist");
    List<String> others = sameImpl.stream().filter(c -> library(run.runJson(), impl, c, "sdist").equals(loopSource)).toList();
    List<String> otherReleases = sameImpl.stream().filter(c -> !others.contains(c)).toList();
    StringBuilder head = new StringBuilder("| dataset | op | " + impl + " via FFM, MiB/s | C, MiB/s | FFM / C |");
    StringBuilder rule = new StringBuilder("|---|---|---:|---:|---:|");
    for (String o : others) {
      head.append(" ").append(Md.cell(o)).append(" via FFM, MiB/s | ").append(Md.cell(o)).append(" FFM / C |");
      rule.append("---:|---:|");
    }
    md.line(head.toString());
    md.line(rule.toString());
    boolean flagged = false;
    for (RecordedRun.Dataset d : run.datasets()) {
      for (String op : run.ops()) {
        Summary.CellStats jvm = summary.cell(impl, op, d.name());
        Summary.CellStats c = summary.nativeCell(op, d.name());
        if (run.nativePasses().stream().flatMap(p -> p.results().stream()).noneMatch(r -> r.op().equals(op))) {
          continue; // an op the C loop does not run (decode_read: reading into Java values has no C twin)
        }
        flagged |= jvm.untrusted() || c.untrusted();
        String ratio = jvm.n() > 0 && c.n() > 0 ? Fmt.ratio(jvm.median() / c.median()) : "—";
        StringBuilder row = new StringBuilder("| " + Md.cell(d.name()) + " | " + op + " | " + mibCell(summary, jvm) + " | "
            + mibCell(summary, c) + " | " + ratio + " |");
        for (String o : others) {
          Summary.CellStats other = summary.cell(o, op, d.name());
          flagged |= other.untrusted();
          row.append(" ").append(mibCell(summary, other)).append(" | ")
              .append(other.n() > 0 && c.n() > 0 ? Fmt.ratio(other.median() / c.median()) : "—").append(" |");
        }
        md.line(row.toString());
      }
    }
    md.line();
    md.line("Same payloads, same op definition, and the C loop links the pinned " + impl + " column's lib" + impl
        + ". FFM / C below 1 is what running " + impl + " from Java costs on top of " + impl + "'s own work: the downcalls, "
        + impl + "'s allocations and copies inside the JVM's process, and in"
        + " `encode` the copy of each result into a fresh Java `byte[]`, which the C loop leaves in its arena"
        + " (impls/" + impl + "/README.md). The C loop has no `decode_read`. Medians of " + run.layout().plural
        + "; C passes from `native-c/`.");
    for (String o : otherReleases) {
      md.line();
      md.line(Md.cell(o) + " is not in this table: its lib" + impl + " is built from " + orUnknown(library(run.runJson(), impl, o, "sdist"))
          + ", and the C loop runs only the pinned " + impl + " column's (" + orUnknown(loopSource)
          + "), so there is no FFM / C for it (impls/" + impl + "/README.md, the C loop of a variant).");
    }
    for (String o : others) {
      String theirs = library(run.runJson(), impl, o, "cflags");
      String ours = library(run.runJson(), impl, null, "cflags");
      if (!theirs.equals(ours)) {
        // A column whose library was compiled otherwise (e.g. a before jar from before -mavx) is divided
        // by a C loop that is not its library: say so instead of letting the ratio read like for like.
        md.line();
        md.line(Md.cell(o) + "'s lib" + impl + " was compiled with other flags (`" + theirs + "`) than the C loop's (`" + ours
            + "`), so its FFM / C divides by another library's speed and is not like for like.");
      }
    }
    if (flagged) {
      TablesWriter.spreadNote(summary, md);
    }
    md.line();
  }

  /**
   * {@code <impl>.<key>} (cflags, sdist) of a column's libraries: the run's own (column null) or a
   * variant's; "" when not recorded.
   */
  private static String library(Json r, String impl, String column, String key) {
    if (column != null && !(r.has("variants") && r.get("variants").has(column))) {
      return library(r, impl, null, key);
    }
    Json libs = column == null ? r.get("libraries") : r.get("variants").get(column).get("libraries");
    return libs.has(impl + "." + key) ? libs.text(impl + "." + key) : "";
  }

  private static String orUnknown(String s) {
    return s.isEmpty() ? "an unrecorded source" : "`" + s + "`";
  }

  private static String mibCell(Summary summary, Summary.CellStats c) {
    if (c.n() == 0) {
      return "no data";
    }
    return Fmt.mib(summary.mibPerSecond(c.op(), c.dataset(), c.median())) + TablesWriter.decorate(summary, c, List.of());
  }
}
