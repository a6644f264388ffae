package protocross.impl.upb;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The protobuf release libupb.so was compiled from, and the few places where the binding must know
 * it: upb's C API and internals changed across release lines, and a variant ({@code upb@X}) runs
 * this same binding on another line's sdist. Each difference is one method here, named for what
 * changed and from which line, read in the sdists' headers (2026-12-01: 5.29.6, 6.32.1, 6.33.6,
 * 7.34.2, 7.35.1, 7.36.2); native/upb_api.c refuses at build time any line not among those read.
 * The start-up checks ({@link MessageType}'s accessor cross-check, {@link MapLayout#verify()})
 * still hold every layout against upb's own functions.
 *
 * @param version the Python package version of the sdist, as upb-build.properties records it (7.36.2)
 * @param line the protobuf release line: the version's middle number (36 for 7.36.2, 29 for 5.29.6)
 */
record UpbRelease(String version, int line) {
  private static final Pattern VERSION = Pattern.compile("[0-9]+\\.([0-9]+)\\.[0-9]+");

  /** The release of the loaded libupb.so. */
  static final UpbRelease LOADED = of(NativeLibrary.buildInfo().getProperty("version", "unknown"));

  static UpbRelease of(String version) {
    Matcher m = VERSION.matcher(version);
    if (!m.matches()) {
      throw new UpbException("upb-build.properties names version '" + version
          + "', not a protobuf Python release X.Y.Z; build impls/upb with Maven (native/build-libupb.sh writes it)");
    }
    return new UpbRelease(version, Integer.parseInt(m.group(1)));
  }

  /**
   * upb_MiniTable_SubMessage takes the owning MiniTable and the field up to line 33
   * ({@code (const upb_MiniTable* m, const upb_MiniTableField* f)}), the field alone from 34 on
   * (upb/mini_table/message.h).
   */
  boolean subMessageTakesTable() {
    return line <= 33;
  }

  /**
   * Line 29's {@code struct upb_Map} is {@code {key_size, val_size, is_frozen; upb_strtable table}}:
   * every map a string table (integer keys stored as their bytes), the table
   * {@code {size_t count; uint32 mask; uint32 max_count; uint8 size_lg2; upb_tabent* entries}} and an
   * entry {@code {key, val, next}}. From line 32 (6.32.1 read; 30 and 31 not) the map has an
   * {@code is_strtable} flag and a union of string and integer tables, the table is
   * {@code {upb_tabent* entries; uint32 count; uint32 mask}} and an entry {@code {val, key, next}}.
   */
  boolean mapHasIntegerTables() {
    return line >= 32;
  }

  /**
   * How a hash-table slot reads as empty (upb/hash/common.h, {@code upb_tabent_isempty}): its
   * {@code next} is 0 from line 36 (an occupied entry's is 1 or the next entry); its key is 0 before.
   */
  boolean emptySlotByNext() {
    return line >= 36;
  }

  @Override
  public String toString() {
    return version + " (protobuf " + line + ".x)";
  }
}
