package protocross.datasets;

import java.util.Random;

/** Random text over a fixed alphabet of code points: ASCII for most shapes, 2–4-byte UTF-8 for i18n. */
final class Text {
  static final Text ASCII = new Text(range(' ' + 1, '~'));
  static final Text IDENT = new Text("abcdefghijklmnopqrstuvwxyz0123456789_".codePoints().toArray());
  static final Text HEX = new Text("0123456789abcdef".codePoints().toArray());
  /** Cyrillic (2 bytes), CJK (3 bytes) and emoji (4 bytes, a surrogate pair in Java). */
  static final Text NON_ASCII = new Text(concat(range(0x0430, 0x044F), range(0x4E00, 0x4E7F), range(0x1F600, 0x1F64F)));

  private final int[] codePoints;

  private Text(int[] codePoints) {
    this.codePoints = codePoints;
  }

  /** A string of {@code min} to {@code max} code points (inclusive), never empty. */
  String next(Random r, int min, int max) {
    int n = min + r.nextInt(max - min + 1);
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.appendCodePoint(codePoints[r.nextInt(codePoints.length)]);
    }
    return b.toString();
  }

  /** Words separated by spaces, {@code min} to {@code max} code points in all. */
  String sentence(Random r, int min, int max) {
    int target = min + r.nextInt(max - min + 1);
    StringBuilder b = new StringBuilder();
    while (b.codePointCount(0, b.length()) < target) {
      if (!b.isEmpty()) {
        b.append(' ');
      }
      b.append(next(r, 2, 9));
    }
    return b.substring(0, b.offsetByCodePoints(0, target)).strip() + ".";
  }

  private static int[] range(int from, int to) {
    return java.util.stream.IntStream.rangeClosed(from, to).toArray();
  }

  private static int[] concat(int[]... parts) {
    return java.util.Arrays.stream(parts).flatMapToInt(java.util.Arrays::stream).toArray();
  }
}
