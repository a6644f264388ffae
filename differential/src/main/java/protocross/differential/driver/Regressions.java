package protocross.differential.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import protocross.contract.ProtocrossException;
import protocross.differential.driver.Inputs.Case;

/**
 * The saved disagreements: one input file per (class, pattern, cause), named by class and input
 * index, plus {@code INDEX.tsv} with the seed and index that rebuild it and the verdict it gave.
 * The CI test replays them, and treats a pattern listed here as known rather than new.
 */
record Regressions(Path dir, List<Entry> entries) {
  static final String INDEX = "INDEX.tsv";
  static final String HEADER = "file\tmessage_type\tclass\tvariant\tseed\tindex\tdataset\tpayload\tpattern\texplanation";

  record Entry(String file, String messageType, String mutation, String variant, long seed, long index, String dataset,
      int payload, String pattern, String explanation) {
    String line() {
      return String.join("\t", file, messageType, mutation, variant, Long.toString(seed), Long.toString(index), dataset,
          Integer.toString(payload), pattern, explanation);
    }
  }

  static Regressions read(Path dir) {
    List<Entry> entries = new ArrayList<>();
    Path index = dir.resolve(INDEX);
    if (Files.isRegularFile(index)) {
      try {
        for (String line : Files.readAllLines(index).stream().skip(1).toList()) {
          String[] f = line.split("\t", -1);
          entries.add(new Entry(f[0], f[1], f[2], f[3], Long.parseLong(f[4]), Long.parseLong(f[5]), f[6],
              Integer.parseInt(f[7]), f[8], f[9]));
        }
      } catch (IOException | RuntimeException e) {
        throw new ProtocrossException("cannot read " + index + ": " + e);
      }
    }
    return new Regressions(dir, entries);
  }

  boolean knows(String mutation, String pattern) {
    return entries.stream().anyMatch(e -> e.mutation().equals(mutation) && e.pattern().equals(pattern));
  }

  byte[] bytes(Entry e) {
    try {
      return Files.readAllBytes(dir.resolve(e.file()));
    } catch (IOException x) {
      throw new ProtocrossException("cannot read regression case " + dir.resolve(e.file()) + ": " + x);
    }
  }

  /** Replaces the directory's cases with the first input of every pattern in {@code tallies}. */
  static Regressions write(Path dir, long seed, Iterable<Tally> tallies) {
    List<Entry> entries = new ArrayList<>();
    try {
      Files.createDirectories(dir);
      try (Stream<Path> old = Files.list(dir)) {
        for (Path p : old.filter(p -> p.toString().endsWith(".bin")).toList()) {
          Files.delete(p);
        }
      }
      for (Tally t : tallies) {
        for (Tally.Pattern p : t.patterns.values()) {
          Case c = p.first;
          String file = c.mutation() + "-" + c.index() + ".bin";
          Files.write(dir.resolve(file), c.bytes());
          entries.add(new Entry(file, c.messageType(), c.mutation(), c.variant(), seed, c.index(), c.dataset(), c.payload(),
              p.pattern, p.explanation == null ? "" : p.explanation.id()));
        }
      }
      List<String> lines = new ArrayList<>(List.of(HEADER));
      entries.forEach(e -> lines.add(e.line()));
      Files.write(dir.resolve(INDEX), lines);
    } catch (IOException e) {
      throw new ProtocrossException("cannot write regression cases to " + dir + ": " + e);
    }
    return new Regressions(dir, entries);
  }
}
