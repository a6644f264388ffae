package protocross.contract.proof;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.Datasets;
import protocross.contract.dataset.Manifest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.ProtoWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The descriptor walk gives the reference digests MANIFEST.tsv has carried since the datasets
 * were generated (the committed run and upb's reader depend on them), and it reads the wire
 * format as protobuf defines it.
 */
class ReferenceDigestTest {
  private final DescriptorSet schema = DescriptorSet.builtin();
  private final ReferenceDigest walk = new ReferenceDigest(schema);

  @Test
  void equalsTheManifestForEveryBuiltInDataset() {
    Manifest manifest = Datasets.manifest();
    assertEquals(7, manifest.names().size());
    for (String name : manifest.names()) {
      DatasetFile ds = Datasets.load(manifest, name);
      long expected = manifest.entry(name).referenceDigest();
      long actual = walk.of(ds.messageType(), ds.payloads());
      assertEquals(HexFormat.of().toHexDigits(expected), HexFormat.of().toHexDigits(actual), name);
    }
  }

  @Test
  void packedAndUnpackedRepeatedReadTheSame() {
    MessageDef type = schema.message("protocross.schema.ColumnBatch");
    ProtoWriter packed = new ProtoWriter();
    packed.packedUint32(2, new int[] {1, 300, -1});
    ProtoWriter unpacked = new ProtoWriter();
    for (int v : new int[] {1, 300, -1}) {
      unpacked.int64Always(2, Integer.toUnsignedLong(v));
    }
    assertEquals(digest(type, packed.toByteArray()), digest(type, unpacked.toByteArray()));
  }

  @Test
  void lastValueOfASingularFieldWinsAndOneofMembersClearEachOther() {
    MessageDef property = schema.message("protocross.schema.Property");
    ProtoWriter twice = new ProtoWriter();
    twice.stringAlways(2, "first");
    twice.int64Always(3, 42);
    ProtoWriter once = new ProtoWriter();
    once.int64Always(3, 42);
    assertEquals(digest(property, once.toByteArray()), digest(property, twice.toByteArray()));
  }

  @Test
  void unknownFieldsAreNotReadAndAWrongWireTypeIsRefused() {
    MessageDef type = schema.message("protocross.schema.Vertex");
    ProtoWriter plain = new ProtoWriter();
    plain.float32(1, 1.5f);
    ProtoWriter withUnknown = new ProtoWriter();
    withUnknown.float32(1, 1.5f);
    withUnknown.int64Always(99, 7);
    assertEquals(digest(type, plain.toByteArray()), digest(type, withUnknown.toByteArray()));
    ProtoWriter wrong = new ProtoWriter();
    wrong.int64Always(1, 7);
    assertThrows(IllegalArgumentException.class, () -> digest(type, wrong.toByteArray()));
  }

  @Test
  void mapOrderDoesNotMatterButContentDoes() {
    MessageDef type = schema.message("protocross.schema.LogRecord");
    assertEquals(digest(type, attributes("a", "1", "b", "2")), digest(type, attributes("b", "2", "a", "1")));
    assertNotEquals(digest(type, attributes("a", "1", "b", "2")), digest(type, attributes("a", "2", "b", "1")));
  }

  private byte[] attributes(String... kv) {
    ProtoWriter out = new ProtoWriter();
    for (int i = 0; i < kv.length; i += 2) {
      ProtoWriter entry = new ProtoWriter();
      entry.stringAlways(1, kv[i]);
      entry.stringAlways(2, kv[i + 1]);
      out.message(6, entry);
    }
    return out.toByteArray();
  }

  private long digest(MessageDef type, byte[] payload) {
    return walk.of(type.fullName(), List.of(payload));
  }
}
