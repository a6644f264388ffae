package protocross.contract.proof;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import protocross.contract.schema.FieldKind;

/**
 * The canonical order of a map's entries: the order upb's deterministic encoder writes them, the
 * one runtime here that sorts maps (its hash tables have no other stable order). protobuf-java and
 * Wire re-encode a map in the order it was decoded, so input in this order is the one order every
 * runtime re-encodes byte for byte.
 *
 * <p>Checked in upb 7.36.2's sources: {@code upb/message/map_sorter.c} sorts a string-keyed map
 * with {@code -memcmp} over the common prefix, then the shorter key first, and an integer- or
 * bool-keyed map by the key's raw bits as an unsigned word ({@code _upb_mapsorter_intkeys}: a
 * 32-bit key is copied into a zeroed {@code uintptr_t}); {@code upb/wire/internal/encoder.c}
 * encodes back to front, so the written order is the reverse: string keys ascending by unsigned
 * UTF-8 bytes with a key before its own prefix, integer and bool keys descending by unsigned raw
 * bits (true before false, -1 before 0).
 *
 * <p>Keys are the Java values the contract's wire reader gives: {@code Integer} for 32-bit kinds,
 * {@code Long} for 64-bit kinds, {@code Boolean}, and {@code String} or its UTF-8 {@code byte[]}.
 */
public final class MapKeyOrder {
  private MapKeyOrder() {}

  public static Comparator<Object> of(FieldKind keyKind) {
    return switch (keyKind) {
      case INT32, SINT32, SFIXED32, ENUM, UINT32, FIXED32 -> (a, b) -> Integer.compareUnsigned((Integer) b, (Integer) a);
      case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> (a, b) -> Long.compareUnsigned((Long) b, (Long) a);
      case BOOL -> (a, b) -> Boolean.compare((Boolean) b, (Boolean) a);
      case STRING, BYTES -> MapKeyOrder::strings;
      default -> throw new IllegalArgumentException(keyKind + " is not a legal map key kind");
    };
  }

  private static int strings(Object a, Object b) {
    byte[] x = utf8(a);
    byte[] y = utf8(b);
    int common = Math.min(x.length, y.length);
    int cmp = Arrays.compareUnsigned(x, 0, common, y, 0, common);
    return cmp != 0 ? cmp : Integer.compare(y.length, x.length);
  }

  private static byte[] utf8(Object key) {
    return key instanceof byte[] b ? b : ((String) key).getBytes(StandardCharsets.UTF_8);
  }
}
