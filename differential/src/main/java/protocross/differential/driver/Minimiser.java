package protocross.differential.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import protocross.differential.Protocol.Input;

/**
 * Delta debugging (ddmin, removal half) of one saved input: the smallest input the worker JVMs
 * still answer with the same verdict pattern and the same explanation (or the same lack of one).
 *
 * <p>Why structure-aware: cutting bytes out of a nested message breaks every enclosing length
 * prefix, so a plain byte ddmin stalls at the first message boundary. Here each "container" — the
 * input itself and every length-delimited field — is reduced in turn by removing runs of its units
 * (its child fields where it has them, else its bytes, plus any bytes the scan could not parse),
 * with the enclosing length prefixes rewritten ({@link Span#replace}). Candidates of one ddmin
 * step go to the workers as one batch; the first that keeps the verdict wins, as in sequential ddmin.
 */
final class Minimiser {
  /** Enough for every case the runs have saved; a case that needs more keeps its best so far. */
  private static final int MAX_CANDIDATES = 30_000;
  private static final int SLICE = 128;

  private final Function<List<Input>, List<AnswerPattern>> judge;
  private final WireSchema schema;
  private int tried;

  Minimiser(Function<List<Input>, List<AnswerPattern>> judge, WireSchema schema) {
    this.judge = judge;
    this.schema = schema;
  }

  /** The key a candidate must keep: its verdict pattern and explanation id ("" when unexplained). */
  String key(String type, byte[] bytes, AnswerPattern v) {
    if (v.agree()) {
      return null;
    }
    Explanation x = Explanation.find(Features.of(schema, type, bytes), v);
    return v.pattern() + "\t" + (x == null ? "" : x.id());
  }

  byte[] minimise(String type, byte[] bytes, String key) {
    tried = 0;
    byte[] cur = bytes;
    outer:
    while (tried < MAX_CANDIDATES) {
      List<Span> spans = Span.scan(schema, schema.message(type), cur);
      List<Span> containers = new ArrayList<>();
      containers.add(null);
      spans.stream().filter(s -> (s.wireType() == 2 || s.wireType() == 3) && s.end() > s.dataStart())
          .sorted((a, b) -> Integer.compare(b.end() - b.dataStart(), a.end() - a.dataStart())).forEach(containers::add);
      for (Span c : containers) {
        byte[] next = reduce(type, cur, c, spans, key);
        if (next != null) {
          cur = next;
          continue outer;
        }
      }
      break;
    }
    return cur;
  }

  /** One successful removal inside {@code container} (null: the whole input), or null if none keeps the key. */
  private byte[] reduce(String type, byte[] cur, Span container, List<Span> spans, String key) {
    int from = container == null ? 0 : container.dataStart();
    int to = container == null ? cur.length : container.end();
    List<int[]> units = new ArrayList<>();
    int pos = from;
    for (Span s : spans) {
      if (s.parent() == container && s.tagStart() >= pos) {
        units.add(new int[] {s.tagStart(), s.end()});
        pos = s.end();
      }
    }
    // Bytes no child covers (a leaf's content, or what the scan could not parse) go one by one.
    List<int[]> all = new ArrayList<>();
    int at = from;
    for (int[] u : units) {
      for (; at < u[0]; at++) {
        all.add(new int[] {at, at + 1});
      }
      all.add(u);
      at = u[1];
    }
    for (; at < to; at++) {
      all.add(new int[] {at, at + 1});
    }
    int size = all.size();
    for (int n = 2; size > 0 && tried < MAX_CANDIDATES; ) {
      n = Math.min(n, size);
      int chunk = (size + n - 1) / n;
      List<int[]> cuts = new ArrayList<>();
      for (int k = 0; k * chunk < size; k++) {
        cuts.add(new int[] {all.get(k * chunk)[0], all.get(Math.min(size, (k + 1) * chunk) - 1)[1]});
      }
      byte[] found = first(type, cur, container, cuts, key);
      if (found != null) {
        return found;
      }
      if (n >= size) {
        return null;
      }
      n = Math.min(2 * n, size);
    }
    return null;
  }

  /**
   * The first candidate (cur without one of the cuts) that keeps the key, judged in slices so a
   * success stops early; a slice's candidates are made only when it is judged, so a step of
   * thousands of one-byte cuts from a large input holds no more than one slice of copies.
   */
  private byte[] first(String type, byte[] cur, Span container, List<int[]> cuts, String key) {
    for (int i = 0; i < cuts.size(); i += SLICE) {
      List<byte[]> slice = cuts.subList(i, Math.min(cuts.size(), i + SLICE)).stream()
          .map(c -> Span.replace(cur, container, c[0], c[1], new byte[0])).toList();
      tried += slice.size();
      List<AnswerPattern> verdicts = judge.apply(slice.stream().map(b -> new Input(type, b)).toList());
      for (int k = 0; k < slice.size(); k++) {
        if (key.equals(key(type, slice.get(k), verdicts.get(k)))) {
          return slice.get(k);
        }
      }
    }
    return null;
  }
}
