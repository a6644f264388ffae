package protocross.contract.directory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.DatasetLayout;
import protocross.contract.dataset.Protoc;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.FieldKind;
import protocross.contract.schema.MessageDef;
import protocross.contract.schema.Nesting;
import protocross.contract.schema.ProtoWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A user's dataset directory, written here as a user would, outside the project's datasets. */
class DatasetDirectoryTest {
  private static final List<String> BUILT_IN = List.of("api_response", "mesh");

  @TempDir Path dir;
  /** Somewhere outside the dataset directory: what a hostile one would reach. */
  @TempDir Path outside;
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

  /**
   * issue 26: a schema file whose relative path starts with '@' made protoc read an argument file,
   * which named a plugin, and the plugin ran. It is refused before protoc runs.
   */
  @Test
  void aFileNameThatWouldBeAProtocArgumentFileRunsNothing() throws Exception {
    Path marker = outside.resolve("plugin-ran");
    Path plugin = outside.resolve("protoc-gen-evil");
    Files.writeString(plugin, "#!/bin/sh\ntouch '" + marker + "'\ncat > /dev/null\n");
    Files.setPosixFilePermissions(plugin, PosixFilePermissions.fromString("rwx------"));
    Path argumentFile = outside.resolve("args.proto");
    Files.writeString(argumentFile, "--plugin=protoc-gen-evil=" + plugin + "\n--evil_out=" + outside + "\n");
    // DIR/@/<absolute path of args.proto>: relative to DIR it is "@" + that path, protoc's argument-file syntax.
    Path hostile = dir.resolve("@" + argumentFile);
    Files.createDirectories(hostile.getParent());
    Files.writeString(hostile, "syntax = \"proto3\";\n");

    ProtocrossException refused = null;
    try {
      DatasetDirectory.read(dir, protoc, BUILT_IN);
    } catch (ProtocrossException e) {
      refused = e;
    }
    assertFalse(Files.exists(marker), "the plugin ran");
    assertTrue(refused != null && refused.getMessage().startsWith(hostile + ": unsafe file name")
        && !refused.getMessage().contains("\n"), String.valueOf(refused));
  }

  @Test
  void aFileNameThatWouldBeAnOptionOrSplitIsRefused() throws Exception {
    Files.writeString(dir.resolve("-I.proto"), "syntax = \"proto3\";\n");
    assertOneLine(dir.resolve("-I.proto").toString(), "unsafe file name", "may not start with '-'");
    Files.delete(dir.resolve("-I.proto"));
    Files.createDirectories(dir.resolve("it's here"));
    Files.writeString(dir.resolve("it's here/x.proto"), "syntax = \"proto3\";\n");
    assertOneLine(dir.resolve("it's here/x.proto").toString(), "unsafe file name");
  }

  @Test
  void anImportedFileThatIsNotAProtoIsCheckedToo() throws Exception {
    Files.writeString(dir.resolve("-money"), Files.readString(dir.resolve("money.proto")));
    Files.delete(dir.resolve("money.proto"));
    Files.writeString(dir.resolve("orders.proto"), Files.readString(dir.resolve("orders.proto")).replace("money.proto", "-money"));
    assertOneLine(dir.resolve("-money") + ": unsafe file name");
  }

  @Test
  void protocItselfRefusesAFileNameThatIsAnArgument() {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> protoc.descriptorSet(dir, List.of("@" + outside)));
    assertTrue(e.getMessage().contains("unsafe file name"), e.getMessage());
  }

  @Test
  void symbolicLinksAreRefused() throws Exception {
    Path secret = outside.resolve("secret.proto");
    Files.writeString(secret, "syntax = \"proto3\";\npackage secret;\nmessage S {}\n");
    Files.createSymbolicLink(dir.resolve("secret.proto"), secret);
    assertOneLine(dir.resolve("secret.proto") + " is a symbolic link");
    Files.delete(dir.resolve("secret.proto"));

    Files.createSymbolicLink(dir.resolve("payloads/003.bin"), dir.resolve("payloads/001.bin"));
    assertOneLine(dir.resolve("payloads/003.bin") + " is a symbolic link");
    Files.delete(dir.resolve("payloads/003.bin"));

    // A link to a folder outside: protoc would resolve an import through it.
    Files.createSymbolicLink(dir.resolve("lib"), outside);
    assertOneLine(dir.resolve("lib") + " is a symbolic link");
    Files.delete(dir.resolve("lib"));

    // The directory the user names may itself be a link.
    Path link = outside.resolve("via-link");
    Files.createSymbolicLink(link, dir);
    assertEquals(2, DatasetDirectory.read(link, protoc, BUILT_IN).dataset().payloads().size());
  }

  @Test
  void aFifoAmongThePayloadsIsRefusedWithoutOpeningIt() throws Exception {
    Path fifo = dir.resolve("payloads/003.bin");
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor());
    // Opening a FIFO with no writer blocks: the refusal comes from its attributes alone.
    assertOneLine(fifo + " is not a regular file");
  }

  @Test
  void aPayloadNestedPastTheDepthLimitIsOneLine() throws Exception {
    Files.writeString(dir.resolve("node.proto"), """
        syntax = "proto3";
        package tree;
        message Node { Node child = 1; int32 value = 2; }
        """);
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=tree.Node\n");
    Files.delete(dir.resolve("payloads/002.bin"));
    Files.write(dir.resolve("payloads/001.bin"), nested(Nesting.LIMIT));
    assertEquals(1, DatasetDirectory.read(dir, protoc, BUILT_IN).dataset().payloads().size(), "100 levels below the top are read");

    Files.write(dir.resolve("payloads/001.bin"), nested(Nesting.LIMIT + 1));
    assertOneLine(dir.resolve("payloads/001.bin") + " does not parse as tree.Node", "more than 100 levels");
    Files.write(dir.resolve("payloads/001.bin"), nested(10_000));
    assertOneLine(dir.resolve("payloads/001.bin") + " does not parse as tree.Node", "more than 100 levels");
  }

  @Test
  void unknownGroupsNestedPastTheDepthLimitAreOneLine() throws Exception {
    // field 9 is not in shop.Order: 10,000 groups inside each other are skipped as an unknown field.
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int i = 0; i < 10_000; i++) {
      b.write(0x4B);  // field 9, start group
    }
    for (int i = 0; i < 10_000; i++) {
      b.write(0x4C);  // field 9, end group
    }
    Files.write(dir.resolve("payloads/002.bin"), b.toByteArray());
    assertOneLine(dir.resolve("payloads/002.bin") + " does not parse as shop.Order", "more than 100 levels");
  }

  /** A tree.Node payload: {@code levels} messages below the top, each the only field of its parent. */
  private static byte[] nested(int levels) {
    ProtoWriter leaf = new ProtoWriter();
    leaf.int32(2, 7);
    byte[] inner = leaf.toByteArray();
    for (int i = 0; i < levels; i++) {
      ProtoWriter w = new ProtoWriter();
      w.bytes(1, inner);
      inner = w.toByteArray();
    }
    return inner;
  }

  @Test
  void payloadsWithNoBytesAtAllAreRefused() throws Exception {
    Files.write(dir.resolve("payloads/001.bin"), new byte[0]);
    assertEquals(2, DatasetDirectory.read(dir, protoc, BUILT_IN).dataset().payloads().size(), "one empty message is legal");
    Files.write(dir.resolve("payloads/002.bin"), new byte[0]);
    assertOneLine(dir.resolve("payloads") + ": all 2 payloads are empty");
  }

  @Test
  void anUnknownKeyIsWarnedAboutOnce() throws Exception {
    Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Order\nmesage=typo\n");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream was = System.err;
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      DatasetDirectory.read(dir, protoc, BUILT_IN);
    } finally {
      System.setErr(was);
    }
    List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(1, lines.size(), lines.toString());
    assertTrue(lines.get(0).contains(dir.resolve(DatasetDirectory.PROPERTIES) + ": unknown key mesage ignored"), lines.get(0));
    assertTrue(lines.get(0).contains("message, name, description"), lines.get(0));
  }

  @Test
  void aNameThatIsAFolderOutsideOrHiddenIsRefused() throws Exception {
    for (String name : List.of("..", ".", ".hidden")) {
      Files.writeString(dir.resolve(DatasetDirectory.PROPERTIES), "message=shop.Order\nname=" + name + "\n");
      assertOneLine("dataset name '" + name + "' may not start with '.'");
    }
  }

  @Test
  void aWriteThatFailsLeavesNoTemporaryFolder() throws Exception {
    Path runDatasets = outside.resolve("datasets");
    Files.createDirectories(runDatasets);
    Map<String, byte[]> schema = new LinkedHashMap<>();
    schema.put("a", new byte[1]);
    schema.put("a/b.proto", new byte[1]);  // under a file: cannot be written
    DatasetFile file = new DatasetFile("orders", "shop.Order", List.of(order("A-1", 1)));
    assertThrows(ProtocrossException.class, () -> DatasetLayout.write(runDatasets.resolve("orders"), file, "", schema));
    try (var left = Files.list(runDatasets)) {
      assertEquals(List.of(), left.toList());
    }
  }

  private void assertOneLine(String... parts) {
    ProtocrossException e = assertThrows(ProtocrossException.class, () -> DatasetDirectory.read(dir, protoc, BUILT_IN));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), "'" + e.getMessage() + "' should contain '" + part + "'");
    }
  }
}
