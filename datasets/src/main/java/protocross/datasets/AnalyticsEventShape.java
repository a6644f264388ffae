package protocross.datasets;

import java.util.Random;
import protocross.contract.schema.ProtoWriter;

/** analytics_event: nested and recursive, with a oneof; measures sub-message and allocation overhead. */
final class AnalyticsEventShape implements Shape {
  private static final int MAX_DEPTH = 3;

  @Override
  public String name() {
    return "analytics_event";
  }

  @Override
  public String description() {
    return "nesting: 3-10 properties with a oneof, 2-5 recursive sections to depth 3";
  }

  @Override
  public String messageType() {
    return "protocross.schema.AnalyticsEvent";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    String eventId = Text.HEX.next(r, 32, 32);
    long timestampMs = 1_700_000_000_000L + r.nextInt(1 << 30);
    String name = Text.IDENT.next(r, 16, 40);
    out.string(1, eventId);
    out.int64(2, timestampMs);
    out.string(3, name);
    properties(r, out, 4, 3 + r.nextInt(8));
    int sections = 2 + r.nextInt(4);
    for (int i = 0; i < sections; i++) {
      out.message(5, section(r, 1));
    }
  }

  private static ProtoWriter section(Random r, int depth) {
    ProtoWriter s = new ProtoWriter();
    String name = Text.IDENT.next(r, 4, 16);
    s.string(1, name);
    properties(r, s, 2, 2 + r.nextInt(4));
    int children = depth < MAX_DEPTH ? 1 + r.nextInt(3) : 0;
    for (int i = 0; i < children; i++) {
      s.message(3, section(r, depth + 1));
    }
    return s;
  }

  private static void properties(Random r, ProtoWriter out, int field, int count) {
    for (int i = 0; i < count; i++) {
      ProtoWriter p = new ProtoWriter();
      String key = Text.IDENT.next(r, 3, 14);
      p.string(1, key);
      // The oneof case number is fed first, then the value; a set member is written even if zero.
      int valueCase = 2 + r.nextInt(4);
      switch (valueCase) {
        case 2 -> {
          String v = Text.ASCII.next(r, 1, 40);
          p.stringAlways(2, v);
        }
        case 3 -> {
          long v = r.nextLong() >> r.nextInt(63);
          p.int64Always(3, v);
        }
        case 4 -> {
          double v = r.nextGaussian() * 1000;
          p.float64Always(4, v);
        }
        default -> {
          boolean v = r.nextBoolean();
          p.boolAlways(5, v);
        }
      }
      out.message(field, p);
    }
  }
}
