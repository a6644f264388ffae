package protocross.differential.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocross.differential.driver.Implementations.Impl;
import protocross.differential.driver.mutation.Mutation;

/**
 * Writes conformance.md from a run. Nothing in it depends on the clock or the machine, so the same
 * command on the same build writes the same file.
 */
final class Report {
  private Report() {}

  static String markdown(Run.Result r, String command, String casesDir) {
    StringBuilder md = new StringBuilder();
    long total = r.byClass().values().stream().mapToLong(t -> t.inputs).sum();
    md.append("# Conformance: the four decoders on malformed and mutated input\n\n");
    md.append("Written by `").append(command).append("` (see `differential/README.md`); do not edit by hand.\n\n");
    md.append("Every input was decoded by each implementation in its own worker JVM and compared: accepted or rejected, ")
        .append("and when accepted, the `readAll` digest (the field values) and the re-encoded bytes. ")
        .append(String.format("%,d inputs, seed %d, from the %d committed datasets.%n%n", total, r.options().seed(), 7));
    md.append("| implementation | libraries |\n|---|---|\n");
    for (Impl i : r.impls().built()) {
      md.append("| ").append(i.name()).append(" | ").append(i.libraries().replace(",", ", ")).append(" |\n");
    }
    if (!r.impls().notBuilt().isEmpty()) {
      md.append("\nNot built, so not compared: ").append(String.join(", ", r.impls().notBuilt())).append(".\n");
    }

    md.append("\n## Summary\n\n");
    md.append("Crashes or hangs of a worker: ").append(r.crashes().size()).append(". ");
    long unexplained = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
        .filter(p -> p.explanation == null).mapToLong(p -> p.count).sum();
    md.append(String.format("Inputs with an unexplained disagreement: %,d.%n%n", unexplained));
    md.append("| input class | inputs | all accept, agree | all reject | disagree: documented | disagree: known finding | disagree: unexplained |");
    md.append("\n|---|---:|---:|---:|---:|---:|---:|\n");
    for (var e : r.byClass().entrySet()) {
      Tally t = e.getValue();
      long doc = sum(t, 1);
      long known = sum(t, 2);
      long unk = sum(t, 0);
      md.append(String.format("| %s | %,d | %,d | %,d | %,d | %,d | %,d |%n", e.getKey(), t.inputs, t.agreedAccepted,
          t.agreedRejected, doc, known, unk));
    }

    md.append("\n## Why they differ\n\n");
    md.append("Each line is one cause, checked against the library's source or documentation. *Documented*: behaviour the ")
        .append("library states; an expected difference. *Known finding*: understood, but not documented; worth a report upstream.\n\n");
    for (Explanation x : Explanation.ALL) {
      md.append("- **").append(x.id()).append("** (").append(x.documented() ? "documented" : "known finding").append("): ")
          .append(x.text()).append(".\n");
    }

    md.append("\n## Per input class\n");
    List<Mutation> mutations = Mutation.all();
    for (Mutation m : mutations) {
      Tally t = r.byClass().get(m.id());
      md.append("\n### ").append(m.id()).append("\n\n").append(capitalise(m.description())).append(".\n\n");
      md.append(String.format("%,d inputs; accepted by ", t.inputs));
      List<String> acc = new ArrayList<>();
      t.acceptedBy.forEach((impl, n) -> acc.add(String.format("%s %s", impl, percent(n, t.inputs))));
      md.append(String.join(", ", acc)).append(".\n");
      if (t.patterns.isEmpty()) {
        md.append("\nNo disagreement.\n");
        continue;
      }
      md.append("\n| inputs | verdict | variants | why |\n|---:|---|---|---|\n");
      for (Tally.Pattern p : t.patterns.values()) {
        List<String> vs = new ArrayList<>();
        p.variants.forEach((v, n) -> vs.add(v + " (" + n + ")"));
        md.append(String.format("| %,d | %s | %s | %s |%n", p.count, p.pattern.replace("|", "\\|"), String.join("; ", vs),
            p.explanation == null ? "**unexplained** (first: input " + p.first.index() + ")" : p.explanation.id()));
      }
    }

    md.append("\n## Findings\n\n");
    List<String> findings = new ArrayList<>();
    for (var e : r.byClass().entrySet()) {
      for (Tally.Pattern p : e.getValue().patterns.values()) {
        if (p.explanation == null) {
          findings.add(String.format("- %s, %,d inputs: %s. First: input %d (%s payload %d, %s); answers: %s", e.getKey(), p.count,
              p.pattern, p.first.index(), p.first.dataset(), p.first.payload(), p.first.variant(), p.firstAnswers.strip()));
        }
      }
    }
    for (Explanation x : Explanation.ALL) {
      if (!x.documented()) {
        findings.add("- Known: " + x.id() + ": " + x.text() + ".");
      }
    }
    md.append(findings.isEmpty() ? "None.\n" : String.join("\n", findings) + "\n");
    md.append("\nEvery disagreement's first input is saved under `").append(casesDir).append("/` ")
        .append("(`INDEX.tsv` gives its seed, index, variant and verdict).\n");
    return md.toString();
  }

  /** 0 unexplained, 1 documented, 2 known finding. */
  private static long sum(Tally t, int which) {
    return t.patterns.values().stream().filter(p -> (p.explanation == null ? 0 : p.explanation.documented() ? 1 : 2) == which)
        .mapToLong(p -> p.count).sum();
  }

  private static String percent(long n, long of) {
    return of == 0 ? "–" : String.format("%.1f %%", 100.0 * n / of);
  }

  private static String capitalise(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
