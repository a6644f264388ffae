package protocross.datasets;

import java.util.List;

/** Every dataset, in table order. A new dataset is a new {@link Shape} and one line here. */
final class Shapes {
  private Shapes() {}

  static final List<Shape> ALL = List.of(
      new ApiResponseShape(),
      new LogRecordShape("log_record", Text.ASCII),
      new LogRecordShape("i18n_text", Text.NON_ASCII),
      new AnalyticsEventShape(),
      new MediaFrameShape(),
      new ColumnBatchShape(),
      new MeshShape());
}
