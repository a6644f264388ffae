package protocross.differential.driver.mutation;

import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;
import protocross.differential.driver.Span;
import protocross.differential.driver.WireFormat;

/**
 * Rewrites a packed repeated scalar field as one tag per element, the proto2 default: decoders
 * must accept both forms, and an encoder writes its own (packed, in proto3).
 */
final class UnpackedRepeated implements Mutation {
  public String id() {
    return "unpacked-repeated";
  }

  public String description() {
    return "a packed repeated scalar field rewritten unpacked (one tag per element), whole or split into packed and unpacked runs";
  }

  public Mutant apply(Payload p, SplittableRandom rnd) {
    Span s = p.pick(rnd, x -> x.field() != null && x.field().packable() && x.wireType() == 2);
    if (s == null) {
      return null;
    }
    byte[] b = p.bytes();
    int wt = s.field().elementWireType();
    ByteArrayOutputStream unpacked = new ByteArrayOutputStream();
    int pos = s.dataStart();
    boolean split = rnd.nextBoolean();
    int splitAt = s.dataStart() + (s.end() - s.dataStart()) / 2;
    while (pos < s.end()) {
      if (split && pos >= splitAt) {
        byte[] rest = java.util.Arrays.copyOfRange(b, pos, s.end());
        unpacked.writeBytes(WireFormat.concat(WireFormat.tag(s.number(), 2), WireFormat.varint(rest.length), rest));
        break;
      }
      int next = wt == 0 ? (int) WireFormat.readVarint(b, pos, s.end())[1] : pos + (wt == 1 ? 8 : 4);
      unpacked.writeBytes(WireFormat.tag(s.number(), wt));
      unpacked.write(b, pos, next - pos);
      pos = next;
    }
    return new Mutant(Span.replace(b, s.parent(), s.tagStart(), s.end(), unpacked.toByteArray()),
        split ? "half unpacked, half packed" : "all unpacked");
  }
}
