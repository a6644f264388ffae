package protocross.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's dataset directory, written here as a user would, outside the project's datasets. */
class DatasetDirectoryTest {
  private static final List<String> BUILT_IN = List.of("api_response", "mesh");

  @TempDir Path dir;
  private final Protoc protoc = Protoc.locate();

  @BeforeEach
  void writeAValidDataset() throws Exception {
    Files.writeString(dir.resolve("orders.proto"), """
        syntax = "proto3";
        package shop;
        import "money.proto";
        message Order {
          string id = 1;
          repeated Line lines = 2;
          map<string, int32> tags = 3;
          message Line { string sku = 1; Money price = 2; }
        }
        """);
    Files.writeString(dir.resolve("money.proto"), """
        syntax = "proto3";
        package shop;
        message Money { int64 cents = 1; string currency = 2; }
        """);
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Order\nname=orders\ndescription=two orders\n");
    Files.createDirectories(dir.resolve("payloads"));
    Files.write(dir.resolve("payloads/001.bin"), order("A-1", 1999));
    Files.write(dir.resolve("payloads/002.bin"), order("Ж-2", 5));
  }

  private static byte[] order(String id, long cents) {
    ProtoWriter money = new ProtoWriter();
    money.int64(1, cents);
    money.string(2, "EUR");
    ProtoWriter line = new ProtoWriter();
    line.string(1, "sku-" + cents);
    line.message(2, money);
    ProtoWriter order = new ProtoWriter();
    order.string(1, id);
    order.message(2, line);
    return order.toByteArray();
  }

  @Test
  void readsTheDirectory() {
    DatasetDirectory d = DatasetDirectory.read(dir, protoc, BUILT_IN);
    assertEquals("orders", d.name());
    assertEquals("shop.Order", d.dataset().messageType());
    assertEquals(2, d.dataset().payloads().size());
    assertEquals("two orders", d.description());
    assertTrue(d.schema().hasMessage("shop.Money"), "imports are resolved inside the directory");
    long again = new ReferenceDigest(d.schema()).of("shop.Order", d.dataset().payloads());
    assertEquals(again, d.referenceDigest());
  }

  @Test
  void importsTheWellKnownTypes() throws Exception {
    // google/protobuf/*.proto are not in the directory: protoc finds them beside itself (the contract's build unpacks them).
    Files.writeString(dir.resolve("orders.proto"), """
        syntax = "proto3";
        package shop;
        import "google/protobuf/timestamp.proto";
        import "google/protobuf/struct.proto";
        message Order { string id = 1; google.protobuf.Timestamp at = 2; google.protobuf.Struct extra = 3; }
        """);
    Files.delete(dir.resolve("money.proto"));
    ProtoWriter at = new ProtoWriter();
    at.int64(1, 1764500000);
    ProtoWriter order = new ProtoWriter();
    order.string(1, "A-1");
    order.message(2, at);
    Files.write(dir.resolve("payloads/001.bin"), order.toByteArray());
    Files.delete(dir.resolve("payloads/002.bin"));
    DatasetDirectory d = DatasetDirectory.read(dir, protoc, BUILT_IN);
    assertTrue(d.schema().hasMessage("google.protobuf.Timestamp") && d.schema().hasMessage("google.protobuf.Value"));
    assertEquals(1, d.dataset().payloads().size());
  }

  @Test
  void nameDefaultsToTheDirectory() throws Exception {
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Order\n");
    assertEquals(dir.getFileName().toString(), DatasetDirectory.read(dir, protoc, BUILT_IN).name());
  }

  @Test
  void missingProto() throws Exception {
    Files.delete(dir.resolve("orders.proto"));
    Files.delete(dir.resolve("money.proto"));
    assertOneLine("has no .proto file", dir.toString());
  }

  @Test
  void unparsableProto() throws Exception {
    Files.writeString(dir.resolve("money.proto"), "syntax = \"proto3\";\nmessage Money { int64 cents = ; }\n");
    assertOneLine("money.proto:2", "(protoc)");
  }

  @Test
  void unknownMessage() throws Exception {
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Ordr\n");
    assertOneLine("message=shop.Ordr is not declared", "shop.Order");
  }

  @Test
  void missingMessageProperty() throws Exception {
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "name=x\n");
    assertOneLine("has no message=", DatasetDirectory.PROPERTIES);
  }

  /**
   * An edition 2023 schema is read with its features resolved into the flags a proto2 or proto3
   * file gives: presence, packing, enum openness and delimited (group) encoding, at file, enum and
   * field level; whether a runtime can express it is that runtime's own cell.
   */
  @Test
  void edition2023IsReadWithItsFeatures() throws Exception {
    Files.delete(dir.resolve("orders.proto"));
    Files.writeString(dir.resolve("money.proto"), """
        edition = "2023";
        package ed;
        option features.field_presence = IMPLICIT;
        message Event {
          int32 id = 1;
          string note = 2 [features.field_presence = EXPLICIT];
          repeated int32 packed_ids = 3;
          repeated int32 expanded = 4 [features.repeated_field_encoding = EXPANDED];
          Level level = 5;
          Strict strict = 6 [features.field_presence = EXPLICIT];
          Inner inner = 7 [features.message_encoding = DELIMITED];
          map<string, int32> counts = 8;
          message Inner { int32 x = 1; }
        }
        enum Level { LEVEL_UNSPECIFIED = 0; HIGH = 1; }
        enum Strict { option features.enum_type = CLOSED; STRICT_ZERO = 0; STRICT_ONE = 1; }
        """);
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=ed.Event\n");
    Files.delete(dir.resolve("payloads/002.bin"));
    // id 1, note "n", packed_ids [1, 2], expanded 3 and 4, level 1, strict 1, inner as a group {x 5}, counts {a: 1}.
    Files.write(dir.resolve("payloads/001.bin"), new byte[] {0x08, 1, 0x12, 1, 'n', 0x1A, 2, 1, 2, 0x20, 3, 0x20, 4, 0x28, 1,
        0x30, 1, 0x3B, 0x08, 5, 0x3C, 0x42, 5, 0x0A, 1, 'a', 0x10, 1});

    DatasetDirectory d = DatasetDirectory.read(dir, protoc, BUILT_IN);
    MessageDef event = d.schema().message("ed.Event");
    assertFalse(event.field(1).hasPresence(), "file-level IMPLICIT");
    assertTrue(event.field(2).hasPresence(), "field-level EXPLICIT");
    assertTrue(event.field(3).packed(), "edition 2023 packs by default");
    assertFalse(event.field(4).packed(), "EXPANDED");
    assertTrue(event.field(2).verifiesUtf8(), "edition 2023's strings are utf8_validation VERIFY by default");
    assertFalse(event.field(1).verifiesUtf8(), "only a string is checked");
    assertFalse(d.schema().enumType("ed.Level").closed(), "OPEN by default");
    assertTrue(d.schema().enumType("ed.Strict").closed(), "enum-level CLOSED");
    assertEquals(FieldKind.GROUP, event.field(7).kind(), "DELIMITED is a group on the wire");
    assertEquals(FieldKind.MESSAGE, event.field(8).kind(), "a map stays length-prefixed");
    assertTrue(d.schema().mapEntry(event.field(8)) != null);
    assertEquals(d.referenceDigest(), new ReferenceDigest(d.schema()).of("ed.Event", d.dataset().payloads()));
  }

  @Test
  void aLaterEditionIsRefusedNotMisread() throws Exception {
    Files.writeString(dir.resolve("money.proto"), """
        edition = "2024";
        package shop;
        message Money { int64 cents = 1; string currency = 2; }
        """);
    assertOneLine("money.proto", "2024");
  }

  @Test
  void emptyPayloads() throws Exception {
    Files.delete(dir.resolve("payloads/001.bin"));
    Files.delete(dir.resolve("payloads/002.bin"));
    assertOneLine("has no *.bin payload", "payloads");
  }

  @Test
  void payloadThatDoesNotParse() throws Exception {
    Files.write(dir.resolve("payloads/002.bin"), new byte[] {0x0A, 0x7F, 0x01});
    assertOneLine("payloads/002.bin does not parse as shop.Order", "runs past the end");
  }

  @Test
  void nameCollidingWithABuiltInDataset() throws Exception {
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Order\nname=mesh\n");
    assertOneLine("'mesh' is a built-in dataset's", DatasetDirectory.PROPERTIES);
  }

  @Test
  void protocMissing() {
    Protoc none = new Protoc(dir.resolve("no-such-protoc"));
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> DatasetDirectory.read(dir, none, BUILT_IN));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertTrue(e.getMessage().startsWith("cannot run protoc " + dir.resolve("no-such-protoc")), e.getMessage());
  }

  @Test
  void payloadFilesInTheOrderTheyAreRead() throws Exception {
    Files.createDirectories(dir.resolve("payloads/more"));
    Files.write(dir.resolve("payloads/more/000.bin"), order("B-3", 7));
    Files.writeString(dir.resolve("payloads/README.txt"), "not a payload");
    assertEquals(List.of("001.bin", "002.bin", "more/000.bin"), DatasetDirectory.payloadFiles(dir));
    assertEquals(3, DatasetDirectory.read(dir, protoc, BUILT_IN).dataset().payloads().size());
  }

  private void assertOneLine(String... parts) {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> DatasetDirectory.read(dir, protoc, BUILT_IN));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), "'" + e.getMessage() + "' should contain '" + part + "'");
    }
  }
}
