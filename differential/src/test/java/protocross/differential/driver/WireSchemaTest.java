package protocross.differential.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocross.differential.driver.Features.Feature;

/**
 * The schema comes from protoc's descriptor set, so proto2 (groups, closed enums, unchecked
 * strings, unpacked repeated fields) reads as right as the built-in proto3 schema: the coverage
 * fixtures in datasets/fixtures/ are in the same descriptor set as the built-in schema.
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
