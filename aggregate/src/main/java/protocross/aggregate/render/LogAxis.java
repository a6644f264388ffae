package protocross.aggregate.render;

import java.util.List;

/** The x range of forest panels: from one power of two below the lowest bound to one above the highest, at least ½ to 2. */
final class LogAxis {
  private LogAxis() {}

  static double[] range(List<Forest> forests) {
    double lo = 1;
    double hi = 1;
    for (Forest f : forests) {
      for (Forest.Row r : f.rows()) {
        if (r instanceof Forest.Point p) {
          lo = Math.min(lo, p.hasInterval() ? p.low() : p.ratio());
          hi = Math.max(hi, p.hasInterval() ? p.high() : p.ratio());
        }
      }
    }
    int kLo = Math.min(-1, (int) Math.floor(Math.log(lo) / Math.log(2)));
    int kHi = Math.max(1, (int) Math.ceil(Math.log(hi) / Math.log(2)));
    return new double[] {Math.pow(2, kLo), Math.pow(2, kHi)};
  }
}
