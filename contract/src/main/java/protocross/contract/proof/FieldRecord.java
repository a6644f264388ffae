package protocross.contract.proof;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.FieldDef;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoReader;

/**
 * A message's encoding cut into its field records (tag and value, in wire order), with every
 * sub-message's and group's body handed to {@code nested} first: the one walk both rewrites of an
 * encoding use ({@link CanonicalMaps} re-orders map entries, {@link EncodeOrder} re-orders fields),
 * so a nested rewrite keeps each record's tag, length prefix and group end tag as they were.
 */
record FieldRecord(int number, byte[] bytes) {

  /** @throws IllegalArgumentException when the bytes do not parse as {@code type} */
  static List<FieldRecord> split(DescriptorSet set, MessageDef type, byte[] bytes,
      BiFunction<MessageDef, byte[], byte[]> nested) {
    List<FieldRecord> records = new ArrayList<>();
    ProtoReader r = new ProtoReader(bytes);
    while (!r.done()) {
      int start = r.position();
      int tag = r.tag();
      int number = tag >>> 3;
      FieldDef f = type.field(number);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      int valueStart = r.position();
      if (f != null && f.kind() == FieldKind.MESSAGE && (tag & 7) == ProtoReader.LEN) {
        byte[] content = r.lengthDelimited();
        int contentStart = r.position() - content.length;
        out.write(bytes, start, contentStart - start);  // the tag and the length prefix, unchanged
        out.writeBytes(nested.apply(set.message(f.typeName()), content));
      } else if (f != null && f.kind() == FieldKind.GROUP && (tag & 7) == ProtoReader.START_GROUP) {
        byte[] body = r.group(number);
        out.write(bytes, start, valueStart - start);
        out.writeBytes(nested.apply(set.message(f.typeName()), body));
        int endTag = valueStart + body.length;
        out.write(bytes, endTag, r.position() - endTag);
      } else {
        r.skip(tag);
        out.write(bytes, start, r.position() - start);
      }
      records.add(new FieldRecord(number, out.toByteArray()));
    }
    return records;
  }
}
