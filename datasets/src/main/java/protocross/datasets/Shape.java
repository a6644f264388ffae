package protocross.datasets;

import java.util.Random;
import protocross.contract.Digest;
import protocross.contract.ProtoWriter;

/**
 * One dataset shape. {@link #write} draws one payload's values from {@code random}, writes them
 * canonically and feeds the same values into {@code digest} in the order every implementation's
 * {@code readAll} reads them: that is how the reference digest stays independent of any runtime.
 */
interface Shape {
  /** The dataset name, also its file name: {@code datasets/<name>.pb}. */
  String name();

  /** The fully qualified message type of every payload. */
  String messageType();

  void write(Random random, ProtoWriter out, Digest digest);
}
