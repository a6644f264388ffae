package protocross.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import protocross.contract.ProtocrossException;
import protocross.contract.schema.ProtoReader;
import protocross.contract.schema.ProtoWriter;

/**
 * Build-time step of impls/quickbuf: {@code ExplicitPacked <in.desc> <out.desc>} copies protoc's
 * descriptor set, declaring {@code [packed = true]} on every proto3 repeated scalar field that
 * declares no {@code packed} option. Why: proto3 packs such a field by default, and the descriptor
 * says so only by the file's syntax, but protoc-gen-quickbuf (1.3.2, and 1.4: its
 * {@code RequestInfo.isPacked}) packs only under an explicit option and would write a tag per
 * element, other bytes than every proto3 runtime writes. The option makes the default explicit,
 * so the field means what the schema says; nothing else in the set changes. Appending an options
 * record is protobuf's merge of that message, so existing options stay as they are.
 */
public final class ExplicitPacked {
  private ExplicitPacked() {}

  /** FieldOptions { packed (2) = true } as one more options (8) record of a FieldDescriptorProto. */
  private static final byte[] PACKED_OPTION = {(8 << 3) | ProtoReader.LEN, 2, (2 << 3) | ProtoReader.VARINT, 1};

  public static void main(String[] args) {
    try {
      if (args.length != 2) {
        throw new ProtocrossException("usage: protocross.codegen.ExplicitPacked <descriptor set in> <descriptor set out>");
      }
      Files.write(Path.of(args[1]), rewrite(Files.readAllBytes(Path.of(args[0]))));
    } catch (ProtocrossException | IOException | IllegalArgumentException e) {
      System.err.println("codegen: " + e.getMessage());
      System.exit(2);
    }
  }

  /** FileDescriptorSet: file 1. */
  static byte[] rewrite(byte[] set) {
    return each(set, (field, body) -> field == 1 ? file(body) : null);
  }

  /** FileDescriptorProto: message_type 4, extension 7, syntax 12; only a proto3 file changes. */
  private static byte[] file(byte[] file) {
    boolean[] proto3 = {false};
    each(file, (field, body) -> {
      if (field == 12) {
        proto3[0] = new String(body, StandardCharsets.UTF_8).equals("proto3");
      }
      return null;
    });
    if (!proto3[0]) {
      return file;
    }
    return each(file, (field, body) -> field == 4 ? message(body) : field == 7 ? field(body) : null);
  }

  /** DescriptorProto: field 2, nested_type 3, extension 6. */
  private static byte[] message(byte[] message) {
    return each(message, (field, body) -> field == 2 || field == 6 ? field(body) : field == 3 ? message(body) : null);
  }

  /** FieldDescriptorProto: label 4 (3 = repeated), type 5, options 8 (FieldOptions: packed 2). */
  private static byte[] field(byte[] field) {
    ProtoReader r = new ProtoReader(field);
    long label = 0;
    long type = 0;
    boolean declared = false;
    while (!r.done()) {
      int tag = r.tag();
      switch (tag) {
        case (4 << 3) | ProtoReader.VARINT -> label = r.varint();
        case (5 << 3) | ProtoReader.VARINT -> type = r.varint();
        case (8 << 3) | ProtoReader.LEN -> declared |= declaresPacked(r.lengthDelimited());
        default -> r.skip(tag);
      }
    }
    // TYPE_STRING 9, TYPE_GROUP 10, TYPE_MESSAGE 11 and TYPE_BYTES 12 are never packed.
    boolean packable = type != 0 && (type < 9 || type > 12);
    if (label != 3 || !packable || declared) {
      return field;
    }
    byte[] out = Arrays.copyOf(field, field.length + PACKED_OPTION.length);
    System.arraycopy(PACKED_OPTION, 0, out, field.length, PACKED_OPTION.length);
    return out;
  }

  private static boolean declaresPacked(byte[] options) {
    ProtoReader r = new ProtoReader(options);
    while (!r.done()) {
      int tag = r.tag();
      if (tag >>> 3 == 2) {
        return true;
      }
      r.skip(tag);
    }
    return false;
  }

  /** A length-delimited field's new body, or null to copy the record as it is. */
  private interface Body {
    byte[] rewrite(int field, byte[] body);
  }

  /** Every record of {@code message} in order, a length-delimited one's body rewritten where {@code body} says. */
  private static byte[] each(byte[] message, Body body) {
    ProtoReader r = new ProtoReader(message);
    ProtoWriter w = new ProtoWriter();
    while (!r.done()) {
      int start = r.position();
      int tag = r.tag();
      if ((tag & 7) == ProtoReader.LEN) {
        byte[] old = r.lengthDelimited();
        byte[] now = body.rewrite(tag >>> 3, old);
        w.bytesAlways(tag >>> 3, now != null ? now : old);
      } else {
        r.skip(tag);
        w.raw(Arrays.copyOfRange(message, start, r.position()));
      }
    }
    return w.toByteArray();
  }
}
