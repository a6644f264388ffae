package protocross.datasets;

import java.util.Random;
import protocross.contract.schema.ProtoWriter;

/** mesh: many small singular sub-messages; measures per-object allocation and nesting overhead. */
final class MeshShape implements Shape {
  private static final int FACES = 256;

  @Override
  public String name() {
    return "mesh";
  }

  @Override
  public String description() {
    return "many small singular sub-messages: 256 faces of 3-4 vertices with three floats each";
  }

  @Override
  public String messageType() {
    return "protocross.schema.Mesh";
  }

  @Override
  public void write(Random r, ProtoWriter out) {
    String name = "mesh-" + Text.IDENT.next(r, 4, 12);
    out.string(1, name);
    for (int i = 0; i < FACES; i++) {
      ProtoWriter face = new ProtoWriter();
      boolean quad = r.nextBoolean();
      for (int v = 1; v <= 4; v++) {
        boolean present = v < 4 || quad;
        if (present) {
          face.message(v, vertex(r));
        }
      }
      int material = r.nextInt(16);
      face.uint32(5, material);
      out.message(2, face);
    }
  }

  private static ProtoWriter vertex(Random r) {
    ProtoWriter v = new ProtoWriter();
    for (int axis = 1; axis <= 3; axis++) {
      // Never zero: a zero coordinate would be omitted and make faces smaller than stated.
      float c = (r.nextFloat() - 0.5f) * 200f;
      c = c == 0f ? 1f : c;
      v.float32(axis, c);
    }
    return v;
  }
}
