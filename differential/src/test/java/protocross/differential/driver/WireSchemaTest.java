package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocross.contract.dataset.Protoc;
import protocross.contract.schema.DescriptorSet;
import protocross.differential.driver.Features.Feature;

/**
 * The schema comes from protoc's descriptor set, so proto2 (groups, closed enums, unchecked
 * strings, unpacked repeated fields) reads as right as the built-in proto3 schema: the coverage
 * fixtures in datasets/fixtures/ are in the same descriptor set as the built-in schema. An
 * edition 2023 schema is compiled here by the contract's protoc.
 */
class WireSchemaTest {
  private static final WireSchema SCHEMA = WireSchema.builtin();

  private static Features features(String type, String hex) {
    return Features.of(SCHEMA, type, HexFormat.of().parseHex(hex.replace(" ", "")));
  }

  @Test
  void proto2GroupsAreFieldsWithTheirOwnType() {
    WireSchema.Field point = SCHEMA.message("protocross.fixture2.Groups2").fields().get(2);
    assertEquals(WireSchema.Kind.GROUP, point.kind());
    assertEquals(3, point.wireType());
    assertEquals(List.of(3, 4, 5), List.copyOf(SCHEMA.message(point.typeName()).fields().keySet()));
    // Groups2.Point {x: 1}: a declared group is no unknown group, and its field x is known.
    Features declared = features("protocross.fixture2.Groups2", "13 18 01 14");
    assertFalse(declared.has(Feature.GROUP));
    assertFalse(declared.has(Feature.UNKNOWN_FIELDS_UNSORTED));
    // The same bytes as field 20: an unknown group.
    assertTrue(features("protocross.fixture2.Groups2", "a3 01 18 01 a4 01").has(Feature.GROUP));
  }

  @Test
  void proto2EnumsAreClosedAndTheirStringsUnchecked() {
    WireSchema.Field color = SCHEMA.message("protocross.fixture2.Scalars2").fields().get(17);
    assertFalse(SCHEMA.enumOf(color).open());
    // Scalars2.f_enum_plain (17) = 99: undeclared, but closed, so every runtime moves it to the unknown fields.
    assertFalse(features("protocross.fixture2.Scalars2", "88 01 63").has(Feature.UNDECLARED_ENUM));
    // Scalars2.f_string (14) holding 0xff: proto2 does not require UTF-8.
    assertFalse(features("protocross.fixture2.Scalars2", "72 01 ff").has(Feature.INVALID_UTF8));
    assertTrue(features("protocross.fixture2.Scalars2", "72 01 ff").has(Feature.INVALID_UTF8_UNCHECKED));
  }

  /**
   * An edition 2023 string must hold valid UTF-8 unless its resolved utf8_validation is NONE, set on
   * the field or inherited from the file; neither the syntax nor presence says it (edition 2023's
   * explicit presence read as proto2's unchecked strings before).
   */
  @Test
  void editionsStringsAreCheckedUnlessUtf8ValidationIsNone(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("checked.proto"), """
        edition = "2023";
        package ed;
        message Note {
          string checked = 1;
          string unchecked = 2 [features.utf8_validation = NONE];
          bytes raw = 3;
        }
        """);
    Files.writeString(dir.resolve("unchecked.proto"), """
        edition = "2023";
        package ed2;
        option features.utf8_validation = NONE;
        message Note {
          string unchecked = 1;
          string checked = 2 [features.utf8_validation = VERIFY];
        }
        """);
    WireSchema schema = WireSchema.of(DescriptorSet.parse(
        Protoc.locate().descriptorSet(dir, List.of("checked.proto", "unchecked.proto"))));
    Map<Integer, WireSchema.Field> note = schema.message("ed.Note").fields();
    assertTrue(note.get(1).verifiesUtf8(), "edition 2023's default is VERIFY");
    assertFalse(note.get(2).verifiesUtf8(), "field-level NONE");
    assertFalse(note.get(3).verifiesUtf8(), "bytes are never checked");
    Map<Integer, WireSchema.Field> note2 = schema.message("ed2.Note").fields();
    assertFalse(note2.get(1).verifiesUtf8(), "file-level NONE");
    assertTrue(note2.get(2).verifiesUtf8(), "field-level VERIFY over the file's NONE");
    // Each string field holding the byte 0xff.
    assertUtf8(schema, "ed.Note", "0a 01 ff", Feature.INVALID_UTF8);
    assertUtf8(schema, "ed.Note", "12 01 ff", Feature.INVALID_UTF8_UNCHECKED);
    assertUtf8(schema, "ed2.Note", "0a 01 ff", Feature.INVALID_UTF8_UNCHECKED);
    assertUtf8(schema, "ed2.Note", "12 01 ff", Feature.INVALID_UTF8);
  }

  private static void assertUtf8(WireSchema schema, String type, String hex, Feature expected) {
    Features f = Features.of(schema, type, HexFormat.of().parseHex(hex.replace(" ", "")));
    assertEquals(expected == Feature.INVALID_UTF8, f.has(Feature.INVALID_UTF8), type + " " + hex);
    assertEquals(expected == Feature.INVALID_UTF8_UNCHECKED, f.has(Feature.INVALID_UTF8_UNCHECKED), type + " " + hex);
  }

  @Test
  void mapsAreTheirEntryTypes() {
    WireSchema.Field m = SCHEMA.message("protocross.fixture2.Maps2").fields().get(1);
    assertEquals(WireSchema.Kind.MAP, m.kind());
    assertEquals(List.of(WireSchema.Kind.VARINT, WireSchema.Kind.ENUM), SCHEMA.mapEntry(m).list().stream().map(WireSchema.Field::kind).toList());
  }

  @Test
  void aShortNameMustBeUnambiguous() {
    assertEquals("protocross.schema.LogRecord", SCHEMA.message("LogRecord").name());
    String error = org.junit.jupiter.api.Assertions.assertThrows(protocross.contract.ProtocrossException.class,
        () -> SCHEMA.message("Nope")).getMessage();
    assertEquals("message type Nope is not in the schema", error);
  }
}
