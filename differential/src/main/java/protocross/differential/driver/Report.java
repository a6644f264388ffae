package protocross.differential.driver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import protocross.differential.Protocol.Answer;
import protocross.differential.driver.WorkerJars.WorkerJar;
import protocross.differential.driver.mutation.Mutation;

/**
 * Writes conformance.md from a run, its saved (minimised) cases and their answers. Nothing in it
 * depends on the clock or the machine, so the same command on the same build writes the same file.
 */
final class Report {
  private Report() {}

  /** Inputs up to this size are printed in hex in the tables. */
  private static final int HEX_IN_TABLE = 48;

  /**
   * @param cases the saved cases (one per class, pattern and cause)
   * @param answers each saved case's verdict, by file name
   */
  static String markdown(DifferentialRun.Result r, String command, String casesDir, List<Regressions.Entry> cases,
      Map<String, AnswerPattern> answers) {
    StringBuilder md = new StringBuilder();
    long total = r.byClass().values().stream().mapToLong(t -> t.inputs).sum();
    md.append("# Conformance: the decoders on malformed and mutated input\n\n");
    md.append("Written by `").append(command).append("` (see `differential/README.md`); do not edit by hand.\n\n");
    md.append("Every input was decoded by each implementation in its own worker JVM and compared: accepted or rejected, ")
        .append("and when accepted, the `readAll` digest (the field values) and the re-encoded bytes. ")
        .append(String.format("%,d inputs, seed %d, from %s. ", total, r.options().seed(), r.target().description()))
        .append("Every disagreement's first input is saved under `").append(casesDir)
        .append("/`, minimised by delta debugging to the smallest input that still gives the same verdict and cause ")
        .append("(`INDEX.tsv` gives the seed and index that rebuild the generated input).\n\n");
    md.append("| implementation | libraries |\n|---|---|\n");
    for (WorkerJar i : r.impls().built()) {
      md.append("| ").append(i.name()).append(" | ").append(i.libraries().replace(",", ", ")).append(" |\n");
    }
    if (!r.impls().notBuilt().isEmpty()) {
      md.append("\nNot compared (not built, or refused by the conformance proof on the dataset's payloads): ").append(String.join(", ", r.impls().notBuilt())).append(".\n");
    }

    md.append("\n## Summary\n\n");
    md.append("Crashes or hangs of a worker: ").append(r.crashes().size()).append(". ");
    long unexplained = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
        .filter(p -> p.explanation == null).mapToLong(p -> p.count).sum();
    long unexplainedPatterns = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
        .filter(p -> p.explanation == null).count();
    md.append(String.format("Inputs with an unexplained disagreement: %,d (%d patterns).%n%n", unexplained, unexplainedPatterns));
    md.append("| input class | inputs | all accept, agree | all reject | disagree: documented | disagree: finding | disagree: unexplained |");
    md.append("\n|---|---:|---:|---:|---:|---:|---:|\n");
    for (var e : r.byClass().entrySet()) {
      Tally t = e.getValue();
      md.append(String.format("| %s | %,d | %,d | %,d | %,d | %,d | %,d |%n", e.getKey(), t.inputs, t.agreedAccepted,
          t.agreedRejected, sum(t, 1), sum(t, 2), sum(t, 0)));
    }

    md.append("\n## Why they differ\n\n");
    md.append("Each cause is one implementation answering differently for a reason checked in its source (or ")
        .append("documentation), and holds only for inputs that have the structure it names (found by walking the ")
        .append("input's bytes with the schema, `Features.java`). A verdict is explained by the fewest causes that, ")
        .append("taken away one implementation at a time, leave implementations that agree; its name is the causes ")
        .append("joined by `+`. *Documented*: the library states it. *Finding*: undocumented; written up below as a ")
        .append("report for the runtime's maintainers.\n\n");
    md.append("| cause | implementation | how it differs | kind | why |\n|---|---|---|---|---|\n");
    for (Cause x : Cause.all()) {
      md.append("| ").append(x.id()).append(" | ").append(x.impl()).append(" | ").append(effect(x.effect())).append(" | ")
          .append(x.documented() ? "documented" : "finding").append(" | ").append(x.text().replace("|", "\\|")).append(" |\n");
    }

    md.append("\n## Per input class\n");
    for (Mutation m : Mutation.all()) {
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
      md.append("\n| inputs | verdict | variants | why | smallest input |\n|---:|---|---|---|---|\n");
      for (Tally.Pattern p : t.patterns.values()) {
        List<String> vs = new ArrayList<>();
        p.variants.forEach((v, n) -> vs.add(v + " (" + n + ")"));
        Regressions.Entry c = caseOf(cases, m.id(), p);
        md.append(String.format("| %,d | %s | %s | %s | %s |%n", p.count, p.pattern.replace("|", "\\|"), String.join("; ", vs),
            p.explanation == null ? "**unexplained**" : p.explanation.id(), c == null ? "–" : shortly(c)));
      }
    }

    md.append("\n## Findings\n\n");
    md.append("One report per undocumented cause, in the form its runtime's issue tracker asks for. The input is the ")
        .append("smallest saved case whose disagreement has this cause alone (else the smallest that has it), with ")
        .append("every implementation's answer to exactly those bytes.\n");
    for (Cause x : Cause.all()) {
      if (x.documented()) {
        continue;
      }
      long seen = r.byClass().values().stream().flatMap(t -> t.patterns.values().stream())
          .filter(p -> p.explanation != null && p.explanation.causes().contains(x)).mapToLong(p -> p.count).sum();
      md.append("\n### ").append(x.id()).append("\n\n");
      md.append("- **Runtime:** ").append(x.impl()).append(" (").append(libraries(r, x.impl())).append(")\n");
      md.append("- **What happens:** ").append(x.text()).append(".\n");
      md.append("- **What the spec says:** ").append(x.spec()).append(".\n");
      Regressions.Entry example = example(cases, x);
      if (example == null) {
        md.append("- **Input:** none saved in this run.\n");
      } else {
        md.append("- **Input:** `").append(example.messageType()).append("`, ").append(example.bytes().length)
            .append(" bytes (`").append(example.file()).append("`, minimised from ").append(example.generatedBytes())
            .append("): `").append(hex(example.bytes())).append("`\n");
        md.append("- **Answers:**\n");
        AnswerPattern v = answers.get(example.file());
        if (v != null) {
          v.answers().forEach((impl, a) -> md.append("  - ").append(impl).append(": ").append(answer(a)).append("\n"));
        }
      }
      md.append(String.format("- **Seen:** in %,d of this run's inputs.%n", seen));
    }

    md.append("\n## Unexplained\n\n");
    List<String> open = new ArrayList<>();
    for (var e : r.byClass().entrySet()) {
      for (Tally.Pattern p : e.getValue().patterns.values()) {
        if (p.explanation == null) {
          Regressions.Entry c = caseOf(cases, e.getKey(), p);
          StringBuilder line = new StringBuilder(String.format("- %s, %,d inputs: %s. Smallest input: %s", e.getKey(), p.count,
              p.pattern, c == null ? "–" : "`" + hex(c.bytes()) + "` (`" + c.file() + "`)"));
          AnswerPattern v = c == null ? null : answers.get(c.file());
          if (v != null) {
            List<String> as = new ArrayList<>();
            v.answers().forEach((impl, a) -> as.add(impl + ": " + answer(a)));
            line.append("; answers: ").append(String.join("; ", as));
          }
          open.add(line.toString());
        }
      }
    }
    md.append(open.isEmpty() ? "None: every disagreement in this run has a cause above.\n" : String.join("\n", open) + "\n");
    return md.toString();
  }

  /** The saved case of a pattern: same class, verdict and cause. */
  private static Regressions.Entry caseOf(List<Regressions.Entry> cases, String mutation, Tally.Pattern p) {
    String why = p.explanation == null ? "" : p.explanation.id();
    return cases.stream().filter(c -> c.mutation().equals(mutation) && p.pattern.equals(c.pattern()) && why.equals(c.explanation()))
        .min(Comparator.comparingInt(c -> c.bytes().length)).orElse(null);
  }

  /** The smallest case explained by {@code x} alone, else the smallest whose explanation includes it. */
  private static Regressions.Entry example(List<Regressions.Entry> cases, Cause x) {
    Comparator<Regressions.Entry> smallest = Comparator.<Regressions.Entry>comparingInt(c -> c.bytes().length)
        .thenComparing(Regressions.Entry::file);
    return cases.stream().filter(c -> x.id().equals(c.explanation())).min(smallest)
        .orElse(cases.stream().filter(c -> c.explanation() != null && List.of(c.explanation().split("\\+")).contains(x.id()))
            .min(smallest).orElse(null));
  }

  private static String shortly(Regressions.Entry c) {
    return c.bytes().length <= HEX_IN_TABLE ? "`" + hex(c.bytes()) + "`" : c.bytes().length + " bytes, `" + c.file() + "`";
  }

  private static String hex(byte[] b) {
    return HexFormat.ofDelimiter(" ").formatHex(b);
  }

  private static String answer(Answer a) {
    return switch (a.kind()) {
      case ACCEPTED -> String.format("accepted; digest %016x; re-encoded to %d bytes", a.digest(), a.encodedLength());
      default -> a.kind().name().toLowerCase() + ": " + a.message();
    };
  }

  private static String effect(Cause.Effect e) {
    return switch (e) {
      case REJECTS -> "rejects";
      case ACCEPTS -> "accepts";
      case VALUES -> "other values";
      case ENCODING -> "other bytes";
      case DIFFERS -> "other values or bytes";
      case ERROR -> "error after decoding";
    };
  }

  private static String libraries(DifferentialRun.Result r, String impl) {
    return r.impls().built().stream().filter(i -> i.name().equals(impl)).map(i -> i.libraries().replace(",", ", "))
        .findFirst().orElse("not built");
  }

  /** 0 unexplained, 1 documented, 2 finding. */
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
