package protocross.differential.driver.mutation;

import java.util.SplittableRandom;
import protocross.differential.driver.WireSchema;
import protocross.differential.driver.WireFormat;

/**
 * Appends a chain of nested messages deep enough to cross the decoders' recursion limits: a
 * self-recursive message where the payload's type holds one (AnalyticsEvent.sections →
 * Section.children, found in the schema, not by name), otherwise nested unknown groups, which a
 * decoder must also descend to skip.
 */
final class DeepNesting implements Mutation {
  /**
   * Depths around the documented limits (QuickBuffers 64, protobuf-java and upb 100) and far past them,
   * but below {@value #BELOW_STACK_LIMITS}: past that, a decoder that counts no depth (QuickBuffers
   * skipping unknown groups, kotlinx-protobuf reading messages) overflows the worker's stack at a depth
   * that depends on how far the JIT has compiled its recursion (interpreted, C1 or C2 frames), so one
   * input could be an error early in a run and accepted later, and a case saved from it would not
   * replay. The overflows are shown by hand-written cases nested far past every such depth
   * (differential/README.md, "Hand-written cases").
   */
  static final int BELOW_STACK_LIMITS = 5000;
  private static final int[][] DEPTHS = {{2, 60}, {60, 70}, {90, 110}, {110, 1000}, {1000, BELOW_STACK_LIMITS}};

  /**
   * A chain of messages stays below this: kotlinx-protobuf's decode overflows the worker's 4 MiB stack
   * from about 1,700 levels (a fresh worker) to 12,000–15,000 (C2-compiled). The deepest band is scaled
   * into 500–999 for it (the same draws, so the other bands' inputs are as before).
   */
  static final int MESSAGE_CHAIN_LIMIT = 1000;

  public String id() {
    return "deep-nesting";
  }

  public String description() {
    return "a chain of nested messages appended: AnalyticsEvent.sections→Section.children (recursive), or unknown groups for other types; depths 2–" + String.format(java.util.Locale.ROOT, "%,d", BELOW_STACK_LIMITS - 1)
        + " (message chains 2–" + (MESSAGE_CHAIN_LIMIT - 1) + ")";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    int[] range = DEPTHS[rnd.nextInt(DEPTHS.length)];
    int depth = range[0] + rnd.nextInt(range[1] - range[0]);
    WireSchema.Field entry = null;
    WireSchema.Field recursive = null;
    for (WireSchema.Field f : p.type().list()) {
      recursive = f.kind() == WireSchema.Kind.MESSAGE ? selfField(p.schema().message(f.typeName())) : null;
      if (recursive != null) {
        entry = f;
        break;
      }
    }
    byte[] chain;
    String what;
    if (entry != null && rnd.nextInt(4) != 0) {
      if (range[1] > MESSAGE_CHAIN_LIMIT) {
        int[] scaled = {MESSAGE_CHAIN_LIMIT / 2, MESSAGE_CHAIN_LIMIT};
        depth = scaled[0] + (int) ((long) (depth - range[0]) * (scaled[1] - scaled[0]) / (range[1] - range[0]));
        range = scaled;
      }
      chain = WireFormat.concat(WireFormat.tag(entry.number(), 2), chain(recursive.number(), depth - 1));
      String type = entry.typeName();
      what = type.substring(type.lastIndexOf('.') + 1) + "." + recursive.name();
    } else {
      int number = 1000;
      byte[] open = WireFormat.tag(number, 3);
      byte[] close = WireFormat.tag(number, 4);
      chain = new byte[(open.length + close.length) * depth];
      for (int d = 0; d < depth; d++) {
        System.arraycopy(open, 0, chain, d * open.length, open.length);
        System.arraycopy(close, 0, chain, depth * open.length + d * close.length, close.length);
      }
      what = "unknown groups";
    }
    return new Mutant(WireFormat.concat(p.bytes(), chain), what + " nested " + range[0] + "–" + (range[1] - 1) + " deep");
  }

  /** The first field of {@code m} whose type is {@code m} itself, or null. */
  private static WireSchema.Field selfField(WireSchema.Message m) {
    return m.list().stream().filter(f -> f.kind() == WireSchema.Kind.MESSAGE && f.typeName().equals(m.name())).findFirst().orElse(null);
  }

  /** {@code levels} nested occurrences of the self-recursive field {@code number}, prefixed by the outermost one's length. */
  private static byte[] chain(int number, int levels) {
    long[] len = new long[levels + 1];  // len[k]: bytes of a Section holding k nested levels
    for (int k = 1; k <= levels; k++) {
      len[k] = 1 + WireFormat.varint(len[k - 1]).length + len[k - 1];
    }
    var out = new java.io.ByteArrayOutputStream();
    out.writeBytes(WireFormat.varint(len[levels]));
    for (int k = levels; k >= 1; k--) {
      out.writeBytes(WireFormat.tag(number, 2));
      out.writeBytes(WireFormat.varint(len[k - 1]));
    }
    return out.toByteArray();
  }
}
