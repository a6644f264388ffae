package protocross.impl.upb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Which form of upb's API and internals the binding picks for each protobuf release line read
 * (README, "upb at another release"), and that the jar's own libupb is the pinned release.
 */
class UpbReleaseTest {
  @Test
  void theLineIsTheMiddleNumberOfThePythonRelease() {
    assertEquals(36, UpbRelease.of("7.36.2").line());
    assertEquals(29, UpbRelease.of("5.29.6").line());
    assertEquals("6.33.6 (protobuf 33.x)", UpbRelease.of("6.33.6").toString());
  }

  @Test
  void eachDifferenceStartsAtTheLineWhereTheHeadersChanged() {
    // upb_MiniTable_SubMessage(m, f) up to 33, (f) from 34.
    assertTrue(UpbRelease.of("5.29.6").subMessageTakesTable());
    assertTrue(UpbRelease.of("6.33.6").subMessageTakesTable());
    assertFalse(UpbRelease.of("7.34.2").subMessageTakesTable());
    assertFalse(UpbRelease.of("7.36.2").subMessageTakesTable());
    // Maps: one string table for every key type on 29; string and integer tables from 32.
    assertFalse(UpbRelease.of("5.29.6").mapHasIntegerTables());
    assertTrue(UpbRelease.of("6.32.1").mapHasIntegerTables());
    assertTrue(UpbRelease.of("7.36.2").mapHasIntegerTables());
    // An empty hash-table slot: key 0 before 36, next 0 from 36.
    assertFalse(UpbRelease.of("7.35.1").emptySlotByNext());
    assertTrue(UpbRelease.of("7.36.2").emptySlotByNext());
  }

  @Test
  void aVersionThatIsNoReleaseIsOneLine() {
    UpbException e = assertThrows(UpbException.class, () -> UpbRelease.of("latest"));
    assertTrue(e.getMessage().startsWith("upb-build.properties names version 'latest', not a protobuf Python release X.Y.Z"),
        e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  @Test
  void theLoadedLibraryIsTheReleaseItsBuildRecorded() {
    assertEquals(NativeLibrary.buildInfo().getProperty("version"), UpbRelease.LOADED.version());
  }
}
