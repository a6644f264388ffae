package protocross.datasets;

import java.util.Random;
import java.util.TreeMap;
import protocross.contract.schema.ProtoWriter;

/**
 * log_record and i18n_text: string-heavy. The two differ only in their text, which shows what
 * UTF-8 ⇄ Java string conversion costs when it cannot take the ASCII/Latin-1 fast path.
 */
final class LogRecordShape implements Shape {
  private final String name;
  private final Text text;
  private final String description;

  LogRecordShape(String name, Text text, String description) {
    this.name = name;
    this.text = text;
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String messageType() {
    return "protocross.schema.LogRecord";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    long timestampNanos = 1_700_000_000_000_000_000L + (r.nextLong() >>> 20);
    int level = 1 + r.nextInt(4);
    String logger = "com.example." + text.next(r, 4, 12) + "." + text.next(r, 4, 16);
    String thread = "worker-" + text.next(r, 1, 6);
    String message = text.sentence(r, 100, 500);

    out.int64(1, timestampNanos);
    out.int32(2, level);
    out.string(3, logger);
    out.string(4, thread);
    out.string(5, message);

    // Map entries are written in sorted key order: the canonical form every encoder reproduces.
    TreeMap<String, String> attributes = new TreeMap<>();
    int entries = 2 + r.nextInt(7);
    while (attributes.size() < entries) {
      attributes.put(Text.IDENT.next(r, 3, 12), text.next(r, 8, 40));
    }
    for (var e : attributes.entrySet()) {
      ProtoWriter entry = new ProtoWriter();
      entry.stringAlways(1, e.getKey());
      entry.stringAlways(2, e.getValue());
      out.message(6, entry);
    }

    boolean hasContext = r.nextInt(5) != 0;
    if (hasContext) {
      ProtoWriter ctx = new ProtoWriter();
      String traceId = Text.HEX.next(r, 32, 32);
      String spanId = Text.HEX.next(r, 16, 16);
      String service = text.next(r, 4, 16);
      int pid = 1 + r.nextInt(1 << 22);
      ctx.string(1, traceId);
      ctx.string(2, spanId);
      ctx.string(3, service);
      ctx.int32(4, pid);
      out.message(7, ctx);
    }
  }
}
