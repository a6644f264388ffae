package protocross.datasets;

import java.util.List;

/**
 * Every built-in dataset, in table order. A new one is a new {@link Shape} and one line here; the
 * generator then writes its directory {@code datasets/<name>/}.
 */
final class Shapes {
  private Shapes() {}

  static final List<Shape> ALL = List.of(
      new ApiResponseShape(),
      new LogRecordShape("log_record", Text.ASCII,
          "ASCII strings: a 100-500-char message, map<string,string> (2-8 entries), an optional nested context (80 %)"),
      new LogRecordShape("i18n_text", Text.NON_ASCII,
          "the log_record shape with Cyrillic, CJK and emoji text (2-4-byte UTF-8): JVM string conversion off its fast path"),
      new AnalyticsEventShape(),
      new MediaFrameShape(),
      new ColumnBatchShape(),
      new MeshShape());
}
