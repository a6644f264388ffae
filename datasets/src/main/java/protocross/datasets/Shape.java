package protocross.datasets;

import java.util.Random;
import protocross.contract.schema.ProtoWriter;

/**
 * One dataset shape. {@link #write} draws one payload's values from {@code random} and writes them
 * canonically. The reference digest is not the shape's business: the generator walks the bytes
 * written with the schema's descriptor ({@code protocross.contract.proof.ReferenceDigest}).
 */
interface Shape {
  /** The dataset name, also its directory's: {@code datasets/<name>/}. */
  String name();

  /** One line on what it stresses: its {@code dataset.properties}' {@code description=}. */
  String description();

  /** The fully qualified message type of every payload. */
  String messageType();

  void write(Random random, ProtoWriter out);
}
