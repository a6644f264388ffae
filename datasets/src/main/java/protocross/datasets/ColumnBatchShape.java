package protocross.datasets;

import java.util.Random;
import protocross.contract.schema.ProtoWriter;

/** column_batch: long packed columns; measures bulk varint and fixed-width array paths. */
final class ColumnBatchShape implements Shape {
  private static final int ROWS = 1024;
  private static final int DICTIONARY = 32;

  @Override
  public String name() {
    return "column_batch";
  }

  @Override
  public String description() {
    return "packed columns: 1,024-row uint32, int64 (half negative: 10-byte varints), double, float; a 32-word dictionary";
  }

  @Override
  public String messageType() {
    return "protocross.schema.ColumnBatch";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    for (int i = 0; i < DICTIONARY; i++) {
      String word = Text.IDENT.next(r, 4, 16);
      out.stringAlways(1, word);
    }
    int[] codes = new int[ROWS];
    long[] values = new long[ROWS];
    double[] measures = new double[ROWS];
    float[] ratios = new float[ROWS];
    for (int i = 0; i < ROWS; i++) {
      codes[i] = r.nextInt(DICTIONARY);
      // Half negative (10-byte varints), half small positive: the range real deltas span.
      values[i] = r.nextBoolean() ? -1 - r.nextInt(1 << 20) : r.nextInt(1 << 28);
      measures[i] = r.nextGaussian() * 1e6;
      ratios[i] = r.nextFloat();
    }
    out.packedUint32(2, codes);
    for (int v : codes) {
    }
    out.packedInt64(3, values);
    for (long v : values) {
    }
    out.packedDouble(4, measures);
    for (double v : measures) {
    }
    out.packedFloat(5, ratios);
    for (float v : ratios) {
    }
  }
}
